import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portico/domain';
import { useState } from 'react';
import { useCredential, usePersonActivity } from './people.api';
import { Panel } from './person-panel';
import { SimpleTable } from '../../components/ui/simple-table';

/** Login facts for staff (GET /secure/credential): never a hash or secret. */
export function CredentialPanel({ username }: { username: string }) {
  const credential = useCredential(username, true);
  const c = credential.data;
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  return (
    <Panel title="Login">
      {!c ? (
        <Text size="sm" c="dimmed">
          {credential.isError ? 'Login facts are not available.' : 'Loading…'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Text size="sm">Active: {yesNo(c.active)}</Text>
          <Text size="sm">Has a password: {yesNo(c.hasPassword)}</Text>
          <Text size="sm">Two-factor: {yesNo(c.mfaEnabled)}</Text>
          <Text size="sm">Two-factor required: {yesNo(c.requireTotp)}</Text>
          <Text size="sm">Must change password: {yesNo(c.forcePasswordReset)}</Text>
          <Text size="sm">Open sessions: {c.activeSessions}</Text>
          <Text size="sm">Last login: {formatDateTime(c.lastLoginAt)}</Text>
        </SimpleGrid>
      )}
    </Panel>
  );
}

const ACTION_LABELS: Record<string, string> = {
  login: 'Logged in',
  logout: 'Logged out',
  'login.failed': 'Failed login',
  'password.changed': 'Changed password',
  'employee.created': 'Added as employee',
  'person.updated': 'Profile updated',
  'person.activated': 'Activated',
  'person.deactivated': 'Deactivated',
  'person.email.added': 'E-mail address added',
  'person.email.primary': 'Primary e-mail changed',
  'person.email.deleted': 'E-mail address deleted',
  'person.notifications': 'Notifications changed',
  'person.forcePasswordReset': 'Forced password reset changed',
  'person.requireTotp': 'Two-factor requirement changed',
  'person.position.changed': 'Position changed',
  'person.securityRoles.changed': 'Security role changed',
  'person.featureFlag.added': 'Feature flag added',
  'person.featureFlag.removed': 'Feature flag removed',
};

export function ActivityPanel({ personId }: { personId: number }) {
  const [page, setPage] = useState(1);
  const activity = usePersonActivity(personId, page);
  const rows = activity.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((activity.data?.total ?? 0) / 10));
  return (
    <Panel title="User activity">
      {activity.isError ? (
        <Text size="sm" c="dimmed">
          Activity is not available.
        </Text>
      ) : (
        <Stack gap="xs">
          <SimpleTable
            label="User activity"
            verticalSpacing={4}
            columns={[
              { header: 'When', cell: (row) => formatDateTime(row.at) },
              { header: 'What', cell: (row) => ACTION_LABELS[row.action] ?? row.action },
              {
                header: 'By',
                cell: (row) => (row.actorPersonId === personId ? 'Themself' : (row.actorName ?? 'System')),
              },
            ]}
            rows={rows}
            rowKey={(row) => row.id}
            notice={
              rows.length === 0 && (
                <Text size="sm" c="dimmed">
                  {activity.isPending ? 'Loading…' : 'No activity yet'}
                </Text>
              )
            }
          />
          {pages > 1 && (
            <Group gap="xs">
              <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button size="compact-sm" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
              <Text size="xs" c="dimmed">
                Page {page} of {pages}
              </Text>
            </Group>
          )}
        </Stack>
      )}
    </Panel>
  );
}
