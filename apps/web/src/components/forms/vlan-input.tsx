import { Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { VlanCheck } from '@portico/contract';
import { VXC_MESSAGES, vlanTakenMessage } from '@portico/domain';

/** A VLAN the Port's check found taken, and the free VLANs it offered instead. */
export interface TakenVlan {
  vlan: number;
  /** free VLANs to offer as buttons: none on another company's Port, whose VLANs are its own to know (0060) */
  alternatives: number[];
  /** what the field says: the spec's words before the list (the list is the buttons), or the whole refusal */
  message: string;
}

/** Said when the company's own Port has no other VLAN free: the spec's words would end in an empty list. */
export const NO_FREE_VLAN = 'The vlan is taken, and no other VLAN is free on this Port';

/**
 * The VLAN check's refusal as a field shows it (decision 0072): the spec's 'The vlan is taken - here are some
 * available alternatives' with the alternatives as buttons, never the list as text.
 */
export function takenVlan(answer: VlanCheck): TakenVlan {
  const alternatives = answer.available;
  if (alternatives.length > 0) return { vlan: answer.vlan, alternatives, message: VXC_MESSAGES.vlanTaken };
  const message = answer.message === vlanTakenMessage([]) ? NO_FREE_VLAN : (answer.message ?? VXC_MESSAGES.vlanRange);
  return { vlan: answer.vlan, alternatives: [], message };
}

/** Whether a refusal still speaks of what the field holds: typing another VLAN leaves it behind. */
export const isTakenNow = (taken: TakenVlan | null | undefined, typed: string): taken is TakenVlan =>
  taken !== null && taken !== undefined && typed.trim() === String(taken.vlan);

/** The free VLANs offered for a taken one, as buttons that put the VLAN in the field. */
export function VlanChoices({
  label,
  taken,
  onChoose,
}: {
  label: string;
  taken: TakenVlan | null;
  onChoose(vlan: number): void;
}) {
  if (!taken || taken.alternatives.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={`Free VLANs for ${label}`}>
      {taken.alternatives.map((vlan) => (
        <Button
          key={vlan}
          size="compact-sm"
          variant="light"
          radius="xl"
          onClick={() => onChoose(vlan)}
          aria-label={`Use VLAN ${vlan}`}
        >
          {vlan}
        </Button>
      ))}
    </Group>
  );
}

/**
 * A VLAN field of an order (customer portal §5): required, digits; when the Port's check finds the VLAN taken the
 * field keeps what was typed, says so in the spec's words, and offers the free VLANs as buttons that fill it.
 */
export function VlanInput({
  label,
  taken,
  onChoose,
  error,
  ...props
}: Omit<TextInputProps, 'label'> & { label: string; taken: TakenVlan | null; onChoose(vlan: number): void }) {
  return (
    <Stack gap={6}>
      <TextInput label={label} required inputMode="numeric" {...props} error={taken ? taken.message : error} />
      <VlanChoices label={label} taken={taken} onChoose={onChoose} />
    </Stack>
  );
}
