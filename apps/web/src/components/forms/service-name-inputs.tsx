import { TextInput, type TextInputProps } from '@mantine/core';

/** The service's name, which every order needs and its company may change later. */
export function ServiceNameInput(props: TextInputProps) {
  return <TextInput label="Service name" required maxLength={100} {...props} />;
}

/** The service's cost centre, free text the invoices carry. */
export function CostCentreInput(props: TextInputProps) {
  return <TextInput label="Cost centre" maxLength={100} {...props} />;
}
