import { zodFieldErrors } from '../../components/forms/form-errors';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { employeeUpdateSchema, type PersonView, personProfileSchema } from '@portico/contract';
import {
  emailDeleteError,
  featureFlagError,
  isValidEmail,
  MESSAGES,
  PEOPLE_MESSAGES,
  personAccess,
} from '@portico/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useCurrentLogin } from '../auth/current-login';
import {
  type PersonSwitch,
  useChangePosition,
  useCredential,
  useEmailAction,
  useFeatureFlag,
  usePerson,
  usePersonActivity,
  usePersonSwitch,
  usePositions,
  useSecurityRoles,
  useSetSecurityRole,
  useUpdateEmployee,
  useUpdateProfile,
} from './people.api';
import { ActiveBadge, type Flash, FlashAlert, formatDateTime, fullName, problemOf, useFlash } from './people-ui';

type Mode = 'manage' | 'self' | 'read';

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

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

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

function ProfilePanel({ person, mode }: { person: PersonView; mode: Mode }) {
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

function EmailPanel({ person, mode }: { person: PersonView; mode: Mode }) {
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
    <Panel title="E-mail addresses">
      <Stack gap="sm">
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
        <FlashAlert flash={flash.flash} onClose={flash.clear} />
      </Stack>
    </Panel>
  );
}

const SWITCHES: { which: PersonSwitch; label: string; field: keyof PersonView; manageOnly: boolean }[] = [
  { which: 'active', label: 'Active', field: 'active', manageOnly: true },
  { which: 'notifications', label: 'Notifications', field: 'notificationsEnabled', manageOnly: false },
  { which: 'forcePasswordReset', label: 'Force password reset', field: 'forcePasswordReset', manageOnly: true },
  { which: 'requireTotp', label: 'Require two-factor authentication', field: 'requireTotp', manageOnly: true },
];

function SwitchesPanel({ person, mode }: { person: PersonView; mode: Mode }) {
  const flash = useFlash();
  return (
    <Panel title="Settings">
      <Stack gap="xs">
        {SWITCHES.filter((s) => mode === 'manage' || !s.manageOnly).map((s) => (
          <PersonSwitchControl
            key={s.which}
            person={person}
            which={s.which}
            label={s.label}
            field={s.field}
            onResult={flash.show}
          />
        ))}
        <FlashAlert flash={flash.flash} onClose={flash.clear} />
      </Stack>
    </Panel>
  );
}

/** What a switch did, once the server has it. */
const SWITCH_DONE: Record<PersonSwitch, (on: boolean, name: string) => string> = {
  active: (on, name) =>
    on ? `${name} is active again and can log in.` : `${name} is deactivated: logged out and cannot log in.`,
  notifications: (on, name) => `Notifications turned ${on ? 'on' : 'off'} for ${name}.`,
  forcePasswordReset: (on, name) =>
    on
      ? `${name} must choose a new password at the next login.`
      : `${name} no longer has to choose a new password at the next login.`,
  requireTotp: (on, name) => `Two-factor authentication is ${on ? 'now' : 'no longer'} required for ${name}.`,
};

/**
 * A switch of a person. It flips at once and flips back if the server refuses (admin console spec §4), and says
 * what happened through `onResult`. Deactivating locks the person out, so it asks first; a person's own Active
 * switch is disabled with the reason, as the server would refuse it.
 */
export function PersonSwitchControl({
  person,
  which,
  label,
  field,
  hideLabel = false,
  onResult,
}: {
  person: PersonView;
  which: PersonSwitch;
  label: string;
  field: keyof PersonView;
  hideLabel?: boolean;
  onResult(result: Flash): void;
}) {
  const login = useCurrentLogin();
  const toggle = usePersonSwitch(which);
  const [confirming, setConfirming] = useState(false);
  const checked = Boolean(person[field]);
  const name = fullName(person);
  const isOwnLogin = which === 'active' && person.personId === login.personId;
  const reasonId = useId();

  const send = (enabled: boolean) =>
    toggle.mutate(
      { personId: person.personId, enabled },
      {
        onSuccess: () => onResult({ tone: 'success', message: SWITCH_DONE[which](enabled, name) }),
        onError: (error) =>
          onResult({ tone: 'error', message: `${label} was not changed for ${name}: ${problemOf(error)}` }),
      },
    );

  return (
    <>
      <Switch
        checked={checked}
        label={hideLabel ? undefined : label}
        aria-label={hideLabel ? `${label}: ${name}` : undefined}
        disabled={isOwnLogin}
        aria-describedby={isOwnLogin ? reasonId : undefined}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          if (which === 'active' && !enabled) setConfirming(true);
          else send(enabled);
        }}
      />
      {isOwnLogin && (
        <Text id={reasonId} size="xs" c="dimmed">
          {PEOPLE_MESSAGES.cannotDeactivateSelf}
        </Text>
      )}
      {which === 'active' && (
        <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Deactivate ${name}?`}>
          <Stack>
            <Text size="sm">
              {name} is logged out at once and cannot log in again until someone activates them. Their details and
              history are kept.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setConfirming(false);
                  send(false);
                }}
              >
                Deactivate
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}

function PositionPanel({ person }: { person: PersonView }) {
  const positions = usePositions(person.companyId);
  const roles = useSecurityRoles();
  const changePosition = useChangePosition(person.personId);
  const setRole = useSetSecurityRole(person.personId);
  const flash = useFlash();
  const [positionId, setPositionId] = useState<string | null>(person.positionId ? String(person.positionId) : null);
  const [roleId, setRoleId] = useState<string | null>(
    person.securityRoles[0] ? String(person.securityRoles[0].id) : null,
  );

  useEffect(() => setPositionId(person.positionId ? String(person.positionId) : null), [person.positionId]);

  const positionOptions = (positions.data ?? []).map((p) => ({
    value: String(p.positionId),
    label: p.companyId === null ? p.name : `${p.name} (company position)`,
  }));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <Panel title="Position and security role">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <Select
            label="Position"
            data={positionOptions}
            value={positionId}
            onChange={setPositionId}
            searchable
            style={{ flex: 1, minWidth: 220 }}
            nothingFoundMessage="No position"
          />
          <Button
            variant="default"
            disabled={!positionId || Number(positionId) === person.positionId}
            loading={changePosition.isPending}
            onClick={() => {
              flash.clear();
              changePosition.mutate(Number(positionId), {
                onSuccess: () => flash.success(MESSAGES.positionChanged),
                onError: flash.error,
              });
            }}
          >
            Change position
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Roles from the position: {person.positionSecurityRoles.map((r) => r.name).join(', ') || 'none'}
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label="Security role"
            description="A role given to this person on top of the position's roles"
            data={roleOptions}
            value={roleId}
            onChange={setRoleId}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="default"
            disabled={!roleId}
            loading={setRole.isPending}
            onClick={() => {
              flash.clear();
              if (!roleId) {
                flash.error(MESSAGES.selectSecurityRole);
                return;
              }
              setRole.mutate(Number(roleId), {
                onSuccess: () => flash.success(MESSAGES.securityRolesChanged),
                onError: flash.error,
              });
            }}
          >
            Set security role
          </Button>
        </Group>
        <FlashAlert flash={flash.flash} onClose={flash.clear} />
      </Stack>
    </Panel>
  );
}

function FeatureFlagPanel({ person }: { person: PersonView }) {
  const flag = useFeatureFlag(person.personId);
  const flash = useFlash();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const problem = featureFlagError(name);
    setFieldError(problem);
    if (problem) return;
    flash.clear();
    flag.mutate(
      { flag: name.trim(), add: true },
      { onSuccess: () => (setName(''), flash.success(MESSAGES.updatedSuccessfully)), onError: flash.error },
    );
  };

  return (
    <Panel title="Feature flags">
      <Stack gap="sm">
        <Group gap="xs">
          {person.featureFlags.length === 0 && (
            <Text size="sm" c="dimmed">
              No feature flags
            </Text>
          )}
          {person.featureFlags.map((f) => (
            <Badge
              key={f}
              variant="light"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Remove feature flag ${f}`}
                  onClick={() => flag.mutate({ flag: f, add: false }, { onError: flash.error })}
                >
                  ×
                </ActionIcon>
              }
            >
              {f}
            </Badge>
          ))}
        </Group>
        <form onSubmit={add} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="New feature flag"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" variant="default" loading={flag.isPending}>
              Add flag
            </Button>
          </Group>
        </form>
        <FlashAlert flash={flash.flash} onClose={flash.clear} />
      </Stack>
    </Panel>
  );
}

/** Login facts for staff (GET /secure/credential): never a hash or secret. */
function CredentialPanel({ username }: { username: string }) {
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

function ActivityPanel({ personId }: { personId: number }) {
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
          <Table verticalSpacing={4} aria-label="User activity" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text size="sm" c="dimmed">
                      {activity.isPending ? 'Loading…' : 'No activity yet'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.at)}</Table.Td>
                  <Table.Td>{ACTION_LABELS[row.action] ?? row.action}</Table.Td>
                  <Table.Td>{row.actorPersonId === personId ? 'Themself' : (row.actorName ?? 'System')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
