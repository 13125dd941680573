import { ActionIcon, Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { type PersonView } from '@portico/contract';
import { featureFlagError, MESSAGES } from '@portico/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useChangePosition, useFeatureFlag, usePositions, useSecurityRoles, useSetSecurityRole } from './people.api';
import { useFlash } from './people-ui';
import { Panel } from './person-panel';

export function PositionPanel({ person }: { person: PersonView }) {
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
    <Panel title="Position and security role" flash={flash}>
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
    </Panel>
  );
}

export function FeatureFlagPanel({ person }: { person: PersonView }) {
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
    <Panel title="Feature flags" flash={flash}>
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
    </Panel>
  );
}
