import { Alert, Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { OrderVxc, PlacedOrder, PortDropdowns } from '@portico/contract';
import {
  CLOUD_PARTNER_COMPANY_IDS,
  cloudPartnerOf,
  DEFAULT_TERM_MONTHS,
  MAX_DAILY_TERM_DAYS,
  MESSAGES,
  monthlyTermOptions,
  parseVlan,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
  vxcEndsAndSpeedError,
  vxcSpeedOptions,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { PromoCodeField } from '../../components/forms/promo-code-field';
import { OrderQuote } from './order-quote';
import { usePlaceVxc, usePortDropdowns, useQuoteVxc, useVlanCheck } from './ordering-vxc.api';
import { AwsFields, type AwsDraft, EMPTY_AWS } from './vxc-aws-fields';

type BEndKind = 'PORT' | 'AZURE' | 'GOOGLE';

interface Draft {
  aEndPortId: string | null;
  bKind: BEndKind;
  bEndPortId: string | null;
  cloudKey: string;
  aws: AwsDraft;
  speed: string | null;
  rateType: 'MONTHLY' | 'DAILY';
  term: string;
  aVlan: string;
  bVlan: string;
  serviceName: string;
  promoCode: string;
}

const EMPTY: Draft = {
  aEndPortId: null,
  bKind: 'PORT',
  bEndPortId: null,
  cloudKey: '',
  aws: EMPTY_AWS,
  speed: null,
  rateType: 'MONTHLY',
  term: String(DEFAULT_TERM_MONTHS),
  aVlan: '',
  bVlan: '',
  serviceName: '',
  promoCode: '',
};

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);
type Entry = PortDropdowns['aEnds'][number];
const portLabel = ([, name, , , state, country]: Entry) => `${name}${state ? `, ${state}` : ''} (${country})`;
const speedLabel = (s: number) => (s === 0 ? 'The whole Port' : s < 1_000 ? `${s} Mbps` : `${s / 1_000} Gbps`);

export interface VxcOrderFormProps {
  /** the company the order is for; null until staff have chosen one */
  companyId: number | null;
  admin: boolean;
  onPlaced(order: PlacedOrder, message: string): void;
}

/**
 * A VXC order: the A end (a Port of the company), the B end (any Port, an AWS Port with its DirectConnect details,
 * or an Azure service key or Google pairing key), speed, rate type and term, the VLANs (checked on blur: a taken
 * VLAN is cleared and the free alternatives shown), then the quote and the confirmation under one Idempotency-Key.
 */
export function VxcOrderForm({ companyId, admin, onPlaced }: VxcOrderFormProps) {
  const ports = usePortDropdowns(companyId);
  const quote = useQuoteVxc();
  const place = usePlaceVxc(admin);
  const vlanCheck = useVlanCheck();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [key, setKey] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    quote.reset();
    setKey(null);
  };
  const aEnds = ports.data?.aEnds ?? [];
  const bEnds = ports.data?.bEnds ?? [];
  const a = aEnds.find((e) => String(e[0]) === draft.aEndPortId);
  const b = draft.bKind === 'PORT' ? bEnds.find((e) => String(e[0]) === draft.bEndPortId) : undefined;
  const bIsAws = b !== undefined && b[2] === CLOUD_PARTNER_COMPANY_IDS.AWS;
  const speeds = vxcSpeedOptions({ aPortSpeedMbps: a?.[6] ?? null, bPortSpeedMbps: b?.[6] ?? null });

  const body = (): OrderVxc => ({
    companyId: companyId ?? 0,
    aEndPortId: a ? a[0] : null,
    bEndPortId: b ? b[0] : null,
    azureServiceKey: draft.bKind === 'AZURE' ? draft.cloudKey.trim() || null : null,
    googlePairingKey: draft.bKind === 'GOOGLE' ? draft.cloudKey.trim() || null : null,
    aws: bIsAws ? { ...draft.aws, asn: draft.aws.asn.trim() || null } : null,
    speed: draft.speed === null ? null : Number(draft.speed),
    rateType: draft.rateType,
    term: Number(draft.term),
    aVlan: Number(draft.aVlan),
    bVlan: Number(draft.bVlan),
    serviceName: draft.serviceName.trim(),
    promoCode: draft.promoCode.trim() || null,
  });

  /** The VLAN checked on blur: out of range, or taken on the Port (then cleared, the alternatives shown). */
  function checkVlan(field: 'aVlan' | 'bVlan', portId: number | undefined) {
    const text = draft[field].trim();
    if (text === '' || portId === undefined) return;
    const parsed = parseVlan(text, { mayUseAutomatic: admin });
    if ('error' in parsed) return setErrors((e) => ({ ...e, [field]: parsed.error }));
    if (parsed.vlan === -1) return setErrors((e) => ({ ...e, [field]: undefined }));
    vlanCheck.mutate(
      { portId, vlan: parsed.vlan },
      {
        onSuccess: (answer) => {
          if (answer.free) return setErrors((e) => ({ ...e, [field]: undefined }));
          setDraft((d) => ({ ...d, [field]: '' }));
          setErrors((e) => ({ ...e, [field]: answer.message ?? VXC_MESSAGES.vlanRange }));
        },
      },
    );
  }

  function submitQuote(event: React.FormEvent) {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    const missing = vxcEndsAndSpeedError({
      aEnd: a,
      bEnd: b ?? (draft.bKind !== 'PORT' && draft.cloudKey.trim() ? draft.cloudKey : null),
      speed: draft.speed,
    });
    if (missing) found.speed = missing;
    for (const field of ['aVlan', 'bVlan'] as const) {
      const parsed = parseVlan(draft[field], { mayUseAutomatic: admin });
      if ('error' in parsed) found[field] = parsed.error;
    }
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || companyId === null) return;
    quote.mutate(body(), { onSuccess: () => setKey(crypto.randomUUID()) });
  }

  function confirm() {
    if (!key) return;
    // another company's Port waits for its owner's approval (a cloud partner's does not); staff orders never wait
    const waits = !admin && b !== undefined && b[2] !== companyId && cloudPartnerOf(b[2]) === null;
    place.mutate(
      { body: body(), key },
      { onSuccess: (order) => onPlaced(order, waits ? VXC_MESSAGES.awaitingApproval : VXC_MESSAGES.created) },
    );
  }

  const termOptions =
    draft.rateType === 'DAILY'
      ? Array.from({ length: MAX_DAILY_TERM_DAYS }, (_, i) => ({ value: String(i + 1), label: `${i + 1} days` }))
      : monthlyTermOptions(admin).map((t) => ({ value: String(t), label: `${t} month${t === 1 ? '' : 's'}` }));

  return (
    <Stack gap="md">
      <form onSubmit={submitQuote} noValidate aria-label="VXC order">
        <Stack gap="sm" maw={720}>
          <Select
            label="A end"
            placeholder={ports.isPending ? 'Loading…' : 'Choose a Port of yours'}
            data={aEnds.map((e) => ({ value: String(e[0]), label: portLabel(e) }))}
            value={draft.aEndPortId}
            onChange={(value) => set({ aEndPortId: value })}
            allowDeselect={false}
            searchable
          />
          <SegmentedControl
            aria-label="B end"
            data={[
              { value: 'PORT', label: 'A Port' },
              { value: 'AZURE', label: 'Azure' },
              { value: 'GOOGLE', label: 'Google Cloud' },
            ]}
            value={draft.bKind}
            onChange={(value) => set({ bKind: value as BEndKind, cloudKey: '' })}
          />
          {draft.bKind === 'PORT' ? (
            <Select
              label="B end"
              placeholder="Choose a Port"
              data={bEnds.map((e) => ({ value: String(e[0]), label: portLabel(e) }))}
              value={draft.bEndPortId}
              onChange={(value) => set({ bEndPortId: value })}
              allowDeselect={false}
              searchable
            />
          ) : (
            <TextInput
              label={draft.bKind === 'AZURE' ? 'Azure service key' : 'Google pairing key'}
              value={draft.cloudKey}
              onChange={(e) => set({ cloudKey: e.currentTarget.value })}
              maxLength={200}
            />
          )}
          {bIsAws && <AwsFields value={draft.aws} onChange={(aws) => set({ aws })} />}
          <Group grow align="flex-start">
            {admin ? (
              <NumberInput
                label="Speed (Mbps)"
                min={1}
                allowDecimal={false}
                value={draft.speed ?? ''}
                onChange={(value) => set({ speed: value === '' ? null : String(value) })}
                error={errors.speed}
              />
            ) : (
              <Select
                label="Speed"
                data={speeds.map((s) => ({ value: String(s), label: speedLabel(s) }))}
                value={draft.speed}
                onChange={(value) => set({ speed: value })}
                allowDeselect={false}
                error={errors.speed}
              />
            )}
            <Select
              label="Rate type"
              data={[
                { value: 'MONTHLY', label: 'Monthly' },
                { value: 'DAILY', label: 'Daily' },
              ]}
              value={draft.rateType}
              allowDeselect={false}
              onChange={(value) =>
                set({ rateType: value === 'DAILY' ? 'DAILY' : 'MONTHLY', term: value === 'DAILY' ? '1' : '12' })
              }
            />
            <Select
              label="Term"
              data={termOptions}
              value={draft.term}
              allowDeselect={false}
              onChange={(value) => set({ term: value ?? draft.term })}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label="A end VLAN"
              value={draft.aVlan}
              onChange={(e) => set({ aVlan: e.currentTarget.value })}
              onBlur={() => checkVlan('aVlan', a?.[0])}
              error={errors.aVlan}
              inputMode="numeric"
            />
            <TextInput
              label="B end VLAN"
              value={draft.bVlan}
              onChange={(e) => set({ bVlan: e.currentTarget.value })}
              onBlur={() => checkVlan('bVlan', b?.[0])}
              error={errors.bVlan}
              inputMode="numeric"
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label="Service name"
              value={draft.serviceName}
              onChange={(e) => set({ serviceName: e.currentTarget.value })}
              required
              maxLength={100}
              error={errors.serviceName}
            />
            <PromoCodeField
              value={draft.promoCode}
              onChange={(value) => set({ promoCode: value })}
              verdict={
                quote.data?.promo
                  ? {
                      code: quote.data.promo.code,
                      applies: quote.data.promo.applied,
                      message: quote.data.promo.message,
                    }
                  : null
              }
            />
          </Group>
          {admin && companyId === null && <Text c="red.8">{SERVICE_MESSAGES.companyRequired}</Text>}
          <Group>
            <Button type="submit" loading={quote.isPending} disabled={companyId === null}>
              Get a quote
            </Button>
          </Group>
          {quote.error && (
            <Alert color="red" role="alert">
              {errorText(quote.error)}
            </Alert>
          )}
        </Stack>
      </form>
      {quote.data && (
        <Stack gap="sm" maw={720}>
          <OrderQuote quote={quote.data} item={() => 'VXC'} />
          <Group>
            <Button onClick={confirm} loading={place.isPending} disabled={!key}>
              Confirm order
            </Button>
          </Group>
          {place.error && (
            <Alert color="red" role="alert">
              {errorText(place.error)}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
