import { Select, Text } from '@mantine/core';
import { DEFAULT_TERM_MONTHS, DIVERSITY_ZONES, type DiversityZone, SERVICE_MESSAGES, termsFor } from '@portico/domain';
import { type ChangeEvent, useEffect, useState } from 'react';
import { speedLabel, termOptions } from '../../components/order/order-labels';

/** What an order form's own check found, field by field. */
export type DraftErrors<D> = Partial<Record<keyof D, string>>;
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * An order form's draft and what its own check found: `set` changes part of the draft, `field(name)` binds an input
 * that gives its value (a choice, a number) to a field and `text(name)` a text input, each with what the check found
 * there; `check(found)` shows what the check found and says whether the order may go.
 */
export function useOrderDraft<D extends object>(initial: D) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors<D>>({});
  const set = (change: Partial<D>) => setDraft((d) => ({ ...d, ...change }));
  const field = <K extends keyof D>(name: K) => ({
    value: draft[name],
    onChange: (value: D[K]) => {
      const change: Partial<D> = {};
      change[name] = value;
      set(change);
    },
    error: errors[name],
  });
  const text = (name: TextKey<D>) => ({
    value: String(draft[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.currentTarget.value } as Partial<D>),
    error: errors[name],
  });
  const check = (found: DraftErrors<D>) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { draft, set, field, text, errors, setErrors, check };
}

/**
 * One Idempotency-Key per filled-in order: a changed draft is a new order, so it gets a new key, and the last
 * attempt's failure (`reset`) is gone.
 */
export function useOrderKey(draft: unknown, reset: () => void): string {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const draftKey = JSON.stringify(draft);
  useEffect(() => {
    setKey(crypto.randomUUID());
    reset();
  }, [draftKey, reset]);
  return key;
}

/** The terms of a product order in months: the customer's 1 to 36, and staff's 15 and 18 besides. */
export function TermSelect(props: { value: string; onChange(value: string): void; admin?: boolean }) {
  return (
    <Select
      label="Term"
      data={termOptions(termsFor(props.admin ?? false))}
      value={props.value}
      allowDeselect={false}
      onChange={(value) => props.onChange(value ?? String(DEFAULT_TERM_MONTHS))}
    />
  );
}

/** The speeds a product comes in. */
export function SpeedSelect(props: { speeds: readonly number[]; value: string; onChange(value: string): void }) {
  return (
    <Select
      label="Speed"
      data={props.speeds.map((s) => ({ value: String(s), label: speedLabel(s) }))}
      value={props.value}
      allowDeselect={false}
      onChange={(value) => props.onChange(value ?? props.value)}
    />
  );
}

/** The diversity zone of a Port or an MCR: none, or one of the domain's zones. */
export function DiversityZoneSelect(props: { value: string; onChange(value: string): void }) {
  return (
    <Select
      label="Diversity zone"
      data={[
        { value: 'none', label: 'None' },
        ...DIVERSITY_ZONES.map((z) => ({ value: z, label: z === 'red' ? 'Red' : 'Blue' })),
      ]}
      value={props.value}
      allowDeselect={false}
      onChange={(value) => props.onChange(value ?? 'none')}
    />
  );
}

/** The diversity zone as an order carries it. */
export const diversityZoneOf = (value: string) => (value === 'none' ? null : (value as DiversityZone));

/** The name fields as an order carries them: the name trimmed, an empty cost centre or promo code as none. */
export const namedOrder = (draft: { serviceName: string; costCentre: string; promoCode: string }) => ({
  serviceName: draft.serviceName.trim(),
  costCentre: draft.costCentre.trim() || null,
  promoCode: draft.promoCode.trim() || null,
});

/** Staff order for a customer: until one is chosen, the form says so (and its button stays disabled). */
export function CompanyRequiredNote({ shown }: { shown: boolean }) {
  return shown && <Text c="red.8">{SERVICE_MESSAGES.companyRequired}</Text>;
}
