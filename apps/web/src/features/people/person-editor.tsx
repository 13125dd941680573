import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type PersonView } from '@portico/contract';
import { personAccess } from '@portico/domain';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { usePerson } from './people.api';
import { ActiveBadge, fullName } from './people-ui';
import { type Mode } from './person-panel';
import { ActivityPanel, CredentialPanel } from './person-activity-panels';
import { EmailPanel } from './person-email-panel';
import { FeatureFlagPanel, PositionPanel } from './person-position-panels';
import { ProfilePanel } from './person-profile-panel';
import { SwitchesPanel } from './person-switches';

/** What the signed-in user may do with this person; the server decides the same way (decision 0010). */
function useMode(person: PersonView | undefined): Mode {
  const login = useCurrentLogin();
  if (!person) return 'read';
  const access = personAccess({
    isStaff: login.staff,
    personId: login.personId,
    targetPersonId: person.personId,
    permissionsInCompany: login.permissions[person.companyUid] ?? [],
  });
  return access === 'none' ? 'read' : access;
}

interface PersonEditorProps {
  personId: number;
  /** shown above the panels; the profile page has its own page title */
  showHeading?: boolean;
}

/** Everything about one person: profile, e-mail addresses, switches, position and role, flags, activity. */
export function PersonEditor({ personId, showHeading = true }: PersonEditorProps) {
  const person = usePerson(personId);
  const mode = useMode(person.data);
  const login = useCurrentLogin();

  if (person.isPending) return <Loader aria-label="Loading person" />;
  if (person.isError || !person.data)
    return (
      <Text c="dimmed" role="status">
        This person could not be loaded.
      </Text>
    );
  const p = person.data;

  return (
    <Stack gap="lg">
      {showHeading && (
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {fullName(p)}
            </Title>
            <Text size="sm" c="dimmed">
              {p.username} · {p.companyName} · {p.position ?? 'No position'}
            </Text>
          </Stack>
          <ActiveBadge active={p.active} />
        </Group>
      )}
      <ProfilePanel person={p} mode={mode} />
      <EmailPanel person={p} mode={mode} />
      {mode !== 'read' && <SwitchesPanel person={p} mode={mode} />}
      {mode === 'manage' && <PositionPanel person={p} />}
      {login.staff && <FeatureFlagPanel person={p} />}
      {login.staff && <CredentialPanel username={p.username} />}
      {mode !== 'read' && <ActivityPanel personId={p.personId} />}
    </Stack>
  );
}
