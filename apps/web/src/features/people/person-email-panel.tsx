import { Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { type PersonView } from '@portico/contract';
import { emailDeleteError, isValidEmail, MESSAGES, PEOPLE_MESSAGES } from '@portico/domain';
import { type FormEvent, useState } from 'react';
import { useEmailAction } from './people.api';
import { fullName, useFlash } from './people-ui';
import { type Mode, Panel } from './person-panel';

export function EmailPanel({ person, mode }: { person: PersonView; mode: Mode }) {
  const action = useEmailAction(person.personId);
  const flash = useFlash();
  const [newEmail, setNewEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const canEdit = mode !== 'read';

  const run = (kind: 'add' | 'primary' | 'delete', email: string, after?: () => void) => {
    flash.clear();
    action.mutate(
      { action: kind, email },
      {
        onSuccess: () => {
          after?.();
          flash.success(MESSAGES.userUpdated);
        },
        onError: flash.error,
      },
    );
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const email = newEmail.trim();
    if (!isValidEmail(email)) {
      setFieldError(PEOPLE_MESSAGES.emailInvalid);
      return;
    }
    setFieldError(null);
    run('add', email, () => setNewEmail(''));
  };

  const remove = (email: string) => {
    // The same rule as the server's: the primary address stays (spec: 'You cannot delete primary email').
    const problem = emailDeleteError(person.emails, email);
    if (problem) {
      flash.error(problem);
      return;
    }
    run('delete', email);
  };

  return (
    <Panel title="E-mail addresses" flash={flash}>
      <Table verticalSpacing={6} aria-label={`E-mail addresses of ${fullName(person)}`}>
        <Table.Tbody>
          {person.emails.length === 0 && (
            <Table.Tr>
              <Table.Td>
                <Text c="dimmed">No e-mail address</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {person.emails.map((e) => (
            <Table.Tr key={e.email}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{e.email}</Text>
                  {e.primary && (
                    <Badge size="sm" variant="light">
                      Primary
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {!e.primary && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => run('primary', e.email)}
                        aria-label={`Make ${e.email} primary`}
                      >
                        Make primary
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => remove(e.email)}
                      aria-label={`Delete ${e.email}`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <form onSubmit={add} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="New e-mail address"
              type="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.currentTarget.value)}
              error={fieldError}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" variant="default" loading={action.isPending && action.variables?.action === 'add'}>
              Add e-mail
            </Button>
          </Group>
        </form>
      )}
    </Panel>
  );
}
