import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { OrderIx, PlacedOrder } from '@portico/contract';
import { DEFAULT_TERM_MONTHS, IX_MESSAGES, MESSAGES, SERVICE_MESSAGES, termsFor } from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { useIxChoices, usePlaceIx, usePortDropdowns } from './ordering-vxc.api';

interface Draft {
  portId: string | null;
  ixId: string | null;
  serviceName: string;
  rateLimit: string;
  macAddress: string;
  vlan: string;
  asn: string;
  term: string;
}

const EMPTY: Draft = {
  portId: null,
  ixId: null,
  serviceName: '',
  rateLimit: '',
  macAddress: '',
  vlan: '',
  asn: '',
  term: String(DEFAULT_TERM_MONTHS),
};

/** A failure as text: the message, and the data it returned (alternatives, details) when there is any. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.unexpected;
  if (error.data === undefined || error.data === null) return error.message;
  const data = typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
  return `${error.message} ${data}`;
}

/**
 * An IX connection: a Port of the company, an IX of its metro, the rate limit (the server refuses more than the
 * Port's), the router's MAC address, a VLAN and the ASN. One Idempotency-Key per filled-in order.
 */
export function IxOrderForm(props: { companyId: number | null; admin: boolean; onPlaced(order: PlacedOrder): void }) {
  const { companyId, admin, onPlaced } = props;
  const ports = usePortDropdowns(companyId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const choices = useIxChoices(draft.portId === null ? null : Number(draft.portId));
  const place = usePlaceIx(admin);
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setKey(crypto.randomUUID());
    place.reset();
  };
  const ixs = choices.data ?? [];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (companyId === null || draft.portId === null || draft.ixId === null) return;
    const body: OrderIx = {
      companyId,
      portId: Number(draft.portId),
      ixId: Number(draft.ixId),
      serviceName: draft.serviceName.trim(),
      rateLimit: draft.rateLimit.trim(),
      macAddress: draft.macAddress.trim(),
      vlan: Number(draft.vlan),
      asn: draft.asn.trim(),
      term: Number(draft.term),
    };
    place.mutate({ body, key }, { onSuccess: onPlaced });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="IX order">
      <Stack gap="sm" maw={720}>
        <Select
          label="Port"
          placeholder={ports.isPending ? 'Loading…' : 'Choose a Port of yours'}
          data={(ports.data?.aEnds ?? []).map((e) => ({ value: String(e[0]), label: e[1] }))}
          value={draft.portId}
          onChange={(value) => set({ portId: value, ixId: null })}
        />
        {draft.portId !== null && choices.isSuccess && ixs.length === 0 ? (
          <Text c="red.8" role="alert">
            {IX_MESSAGES.noLocations}
          </Text>
        ) : (
          <Select
            label="IX"
            data={ixs.map((ix) => ({ value: String(ix.ixId), label: ix.name }))}
            value={draft.ixId}
            onChange={(value) => set({ ixId: value })}
            disabled={draft.portId === null}
          />
        )}
        <TextInput
          label="Service name"
          value={draft.serviceName}
          onChange={(e) => set({ serviceName: e.currentTarget.value })}
          required
          maxLength={100}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Rate limit (Mbps)"
            value={draft.rateLimit}
            onChange={(e) => set({ rateLimit: e.currentTarget.value })}
            inputMode="numeric"
          />
          <TextInput
            label="MAC address"
            value={draft.macAddress}
            onChange={(e) => set({ macAddress: e.currentTarget.value })}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="VLAN"
            value={draft.vlan}
            onChange={(e) => set({ vlan: e.currentTarget.value })}
            inputMode="numeric"
          />
          <TextInput label="ASN" value={draft.asn} onChange={(e) => set({ asn: e.currentTarget.value })} />
          <Select
            label="Term"
            data={termsFor(admin).map((t) => ({ value: String(t), label: `${t} month${t === 1 ? '' : 's'}` }))}
            value={draft.term}
            allowDeselect={false}
            onChange={(value) => set({ term: value ?? String(DEFAULT_TERM_MONTHS) })}
          />
        </Group>
        {admin && companyId === null && <Text c="red.8">{SERVICE_MESSAGES.companyRequired}</Text>}
        <Group>
          <Button type="submit" loading={place.isPending} disabled={draft.ixId === null}>
            Order
          </Button>
        </Group>
        {place.error && (
          <Alert color="red" role="alert">
            {failureText(place.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
