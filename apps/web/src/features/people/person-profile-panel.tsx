import { zodFieldErrors } from '../../components/forms/form-errors';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { employeeUpdateSchema, type PersonView, personProfileSchema } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useEffect } from 'react';
import { useUpdateEmployee, useUpdateProfile } from './people.api';
import { FlashAlert, useFlash } from './people-ui';
import { type Mode, Panel } from './person-panel';

interface ProfileValues {
  firstName: string;
  lastName: string;
  salutation: string;
  phone: string;
  mobile: string;
  dateOfBirth: string;
  altId: string;
  description: string;
  channelManager: boolean;
}

function valuesOf(p: PersonView): ProfileValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    salutation: p.salutation ?? '',
    phone: p.phone ?? '',
    mobile: p.mobile ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    altId: p.altId ?? '',
    description: p.description ?? '',
    channelManager: p.channelManager,
  };
}

export function ProfilePanel({ person, mode }: { person: PersonView; mode: Mode }) {
  const asAdmin = mode === 'manage';
  const employee = useUpdateEmployee(person.companyId);
  const profile = useUpdateProfile(person.personId);
  const flash = useFlash();
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(person),
    validate: (values) =>
      asAdmin
        ? zodFieldErrors(employeeUpdateSchema, { ...values, personId: person.personId })
        : zodFieldErrors(personProfileSchema, values),
  });

  // Another panel's change (or a refetch) brings new facts; keep unsaved edits, refresh the rest.
  const { setInitialValues, isDirty, setValues } = form;
  useEffect(() => {
    setInitialValues(valuesOf(person));
    if (!isDirty()) setValues(valuesOf(person));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [person]);

  const submit = form.onSubmit((values) => {
    flash.clear();
    const done = {
      onSuccess: () => {
        form.resetDirty();
        flash.success(MESSAGES.userUpdated);
      },
      onError: flash.error,
    };
    if (asAdmin) employee.mutate({ ...values, personId: person.personId }, done);
    else profile.mutate(values, done);
  });

  const readOnly = mode === 'read';
  return (
    <Panel title="Profile">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required readOnly={readOnly} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required readOnly={readOnly} {...form.getInputProps('lastName')} />
            <TextInput label="Salutation" readOnly={readOnly} {...form.getInputProps('salutation')} />
            <TextInput label="Date of birth" type="date" readOnly={readOnly} {...form.getInputProps('dateOfBirth')} />
            <TextInput label="Phone" type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
            <TextInput label="Mobile" type="tel" readOnly={readOnly} {...form.getInputProps('mobile')} />
            {asAdmin && <TextInput label="Alternative id" {...form.getInputProps('altId')} />}
          </SimpleGrid>
          {asAdmin && <Textarea label="Description" rows={2} {...form.getInputProps('description')} />}
          {asAdmin && (
            <Checkbox label="Channel manager" {...form.getInputProps('channelManager', { type: 'checkbox' })} />
          )}
          <Text size="sm" c="dimmed">
            Username: {person.username}
          </Text>
          <FlashAlert flash={flash.flash} onClose={flash.clear} />
          {!readOnly && (
            <Group>
              <Button type="submit" loading={employee.isPending || profile.isPending}>
                Save profile
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Panel>
  );
}
