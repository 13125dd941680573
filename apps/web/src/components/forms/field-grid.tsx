import { type ComboboxData, Select, SimpleGrid, type SimpleGridProps, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { CountrySelect } from '../ui/country-select';

/** One field of a form, as data: typed text, or a choice when it has options. */
export interface FormField {
  /** the form value's path (`phone`, `company.email`) */
  name: string;
  label: string;
  type?: 'tel' | 'email' | 'date';
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  /** the asterisk without the browser's own required check */
  asterisk?: boolean;
  disabled?: boolean;
  /** a country chosen from the ISO list instead of typed */
  country?: boolean;
  /** a choice of these options */
  data?: ComboboxData;
  clearable?: boolean;
  searchable?: boolean;
}

/** A place in the grid: a field as data, any other input as itself, or `false` for one not shown. */
export type GridField = FormField | ReactElement | false;

interface FieldGridProps extends Pick<SimpleGridProps, 'spacing'> {
  /** the Mantine form the fields belong to */
  form: { getInputProps(path: string): GetInputPropsReturnType };
  /** in order: text fields as data, any other input as itself, `false` for one not shown */
  fields: readonly GridField[];
  /** shown but not editable (the user may only read) */
  readOnly?: boolean;
}

/** A form's fields in two columns (one on a phone), each field given as data bound to its value. */
export function FieldGrid({ form, fields, readOnly, spacing }: FieldGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={spacing}>
      {fields.map((field, i) => {
        if (!field) return null;
        if (isValidElement(field)) return <Fragment key={i}>{field}</Fragment>;
        const { name, country, asterisk, data, clearable, searchable, type, ...props } = field;
        const input = { ...form.getInputProps(name), readOnly };
        if (country) return <CountrySelect key={name} label={props.label} required={props.required} {...input} />;
        if (data)
          return (
            <Select
              key={name}
              {...props}
              data={data}
              clearable={clearable}
              searchable={searchable}
              withAsterisk={asterisk}
              {...input}
            />
          );
        return <TextInput key={name} {...props} type={type} withAsterisk={asterisk} {...input} />;
      })}
    </SimpleGrid>
  );
}

/**
 * An address's fields: `prefix` starts each label ('Billing address line 1'; none: 'Address line 1'), and
 * `required` marks line 1, the city and the country mandatory.
 */
export function addressFields(prefix: string | null, required = false): FormField[] {
  const label = (words: string) => (prefix ? `${prefix} ${words}` : words.charAt(0).toUpperCase() + words.slice(1));
  return [
    { name: 'address1', label: label('address line 1'), required },
    { name: 'address2', label: label('address line 2') },
    { name: 'city', label: label('city'), required },
    { name: 'state', label: label('state') },
    { name: 'postcode', label: label('postcode') },
    { name: 'country', label: label('country'), required, country: true },
  ];
}
