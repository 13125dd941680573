import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newEmployeeSchema } from '@portico/contract';
import { DEFAULT_EMPLOYEE_POSITION, newEmployeePosition, passwordPolicyError } from '@portico/domain';
import { useAddEmployee, usePositions, validateEmail } from './people.api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { Outcome } from '../../components/ui/outcome';

interface EmployeeValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  positionName: string;
  password: string;
}

const EMPTY: EmployeeValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  positionName: DEFAULT_EMPLOYEE_POSITION,
  password: '',
};

interface AddEmployeeDialogProps {
  companyId: number;
  opened: boolean;
  onClose(): void;
  /** the new person's name, after the server said 'New employee added' */
  onAdded(name: string): void;
}

export function AddEmployeeDialog({ companyId, opened, onClose, onAdded }: AddEmployeeDialogProps) {
  const add = useAddEmployee(companyId);
  const positions = usePositions(companyId);
  const form = useForm<EmployeeValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = zodFieldErrors(newEmployeeSchema, { ...values, password: values.password || undefined });
      const position = newEmployeePosition(values.positionName ?? '');
      if ('error' in position) errors.positionName = position.error;
      // Without a first password the welcome mail carries a link to choose one.
      const policy = values.password ? passwordPolicyError(values.password) : null;
      if (policy) errors.password = policy;
      return errors;
    },
  });

  // Tell the user at once when an address is taken, rather than after the whole form is sent.
  const checkEmail = () => {
    const email = form.values.email.trim();
    if (email === '' || form.errors.email) return;
    validateEmail(email)
      .then((answer) => {
        if (answer.message && form.getValues().email.trim() === email) form.setFieldError('email', answer.message);
      })
      .catch(() => undefined);
  };

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const { positionName, password, ...person } = values;
    add.mutate(
      { body: { ...person, password: password || undefined }, positionName },
      {
        onSuccess: (created) => {
          form.reset();
          onAdded(`${created.firstName} ${created.lastName}`);
          onClose();
        },
      },
    );
  });

  // Company positions first would hide the usual ones; the list is short, so keep the server's order.
  const positionOptions = Array.from(new Set((positions.data ?? []).map((p) => p.name)));

  return (
    <Modal opened={opened} onClose={close} title="Add employee" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Username" required autoComplete="off" {...form.getInputProps('username')} />
            <TextInput
              label="E-mail"
              type="email"
              required
              {...form.getInputProps('email')}
              onBlur={(event) => {
                form.getInputProps('email').onBlur?.(event);
                checkEmail();
              }}
            />
            <TextInput label="First name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required {...form.getInputProps('lastName')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <Select
              label="Position"
              required
              data={positionOptions.length > 0 ? positionOptions : [DEFAULT_EMPLOYEE_POSITION]}
              allowDeselect={false}
              {...form.getInputProps('positionName')}
            />
          </SimpleGrid>
          <PasswordInput
            label="First password"
            description="Optional. Leave it empty and the welcome mail brings a link to choose a password; if you set one, give it to the employee, who must change it at first login."
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Outcome error={add.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add employee
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
