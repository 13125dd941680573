import { zodFieldErrors } from '../../components/forms/form-errors';
import { textValues } from '../../components/forms/form-values';
import { FieldGrid } from '../../components/forms/field-grid';
import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { employeeUpdateSchema, type PersonView, personProfileSchema } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useEffect } from 'react';
import { useUpdateEmployee, useUpdateProfile } from './people.api';
import { FlashAlert, useFlash } from './people-ui';
import { type Mode, Panel } from './person-panel';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'salutation',
  'phone',
  'mobile',
  'dateOfBirth',
  'altId',
  'description',
] as const;
type ProfileValues = Record<(typeof TEXT_FIELDS)[number], string> & { channelManager: boolean };

const valuesOf = (p: PersonView): ProfileValues => ({
  ...textValues(p, TEXT_FIELDS),
  channelManager: p.channelManager,
});

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
          <FieldGrid
            spacing="sm"
            form={form}
            readOnly={readOnly}
            fields={[
              { name: 'firstName', label: 'First name', required: true },
              { name: 'lastName', label: 'Last name', required: true },
              { name: 'salutation', label: 'Salutation' },
              { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
              { name: 'phone', label: 'Phone', type: 'tel' },
              { name: 'mobile', label: 'Mobile', type: 'tel' },
              asAdmin && { name: 'altId', label: 'Alternative id' },
            ]}
          />
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
