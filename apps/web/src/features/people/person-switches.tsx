import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { type PersonView } from '@portico/contract';
import { PEOPLE_MESSAGES } from '@portico/domain';
import { useId, useState } from 'react';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { type PersonSwitch, usePersonSwitch } from './people.api';
import { messageOf } from '../../api';
import { type Flash, fullName, useFlash } from './people-ui';
import { type Mode, Panel } from './person-panel';

/** Each switch of a person: its name, the field of the person it shows, and whether only managers see it. */
export const SWITCHES: Record<PersonSwitch, { label: string; field: keyof PersonView; manageOnly: boolean }> = {
  active: { label: 'Active', field: 'active', manageOnly: true },
  notifications: { label: 'Notifications', field: 'notificationsEnabled', manageOnly: false },
  forcePasswordReset: { label: 'Force password reset', field: 'forcePasswordReset', manageOnly: true },
  requireTotp: { label: 'Require two-factor authentication', field: 'requireTotp', manageOnly: true },
};

export function SwitchesPanel({ person, mode }: { person: PersonView; mode: Mode }) {
  const flash = useFlash();
  return (
    <Panel title="Settings" flash={flash} gap="xs">
      {(Object.keys(SWITCHES) as PersonSwitch[])
        .filter((which) => mode === 'manage' || !SWITCHES[which].manageOnly)
        .map((which) => (
          <PersonSwitchControl key={which} person={person} which={which} onResult={flash.show} />
        ))}
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
  hideLabel = false,
  onResult,
}: {
  person: PersonView;
  which: PersonSwitch;
  hideLabel?: boolean;
  onResult(result: Flash): void;
}) {
  const { label, field } = SWITCHES[which];
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
          onResult({ tone: 'error', message: `${label} was not changed for ${name}: ${messageOf(error)}` }),
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
