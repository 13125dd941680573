import { NumberInput, SegmentedControl, Select, type SelectProps, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { OrderVxc, PortDropdowns } from '@portico/contract';
import {
  CLOUD_PARTNER_COMPANY_IDS,
  cloudPartnerOf,
  DEFAULT_TERM_MONTHS,
  MAX_DAILY_TERM_DAYS,
  monthlyTermOptions,
  parseVlan,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
  vxcEndsAndSpeedError,
  vxcSpeedOptions,
} from '@portico/domain';
import { isTakenNow, type TakenVlan, takenVlan, VlanInput } from '../../components/forms/vlan-input';
import { placeLabel, speedLabel, termOptions } from '../../components/order/order-labels';
import { QuotePromoCodeField } from '../../components/order/quote-promo-code-field';
import { ServiceNameInput } from '../../components/forms/service-name-inputs';
import { CompanyRequiredNote, useOrderDraft } from './order-form-fields';
import type { OrderFormProps } from './order-page';
import { usePortDropdowns, useVlanCheck, vxcCalls } from './ordering-vxc.api';
import { QuoteAndConfirm } from './product-order-flow';
import { AwsFields, type AwsDraft, EMPTY_AWS } from './vxc-aws-fields';
import { FieldRow } from '../../components/forms/field-row';

type BEndKind = 'PORT' | 'KEY' | 'AZURE' | 'GOOGLE';

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

type Entry = PortDropdowns['aEnds'][number];

/** One end of the VXC: a Port of the dropdown's entries, by name and place. */
function EndSelect({ entries, ...props }: { entries: readonly Entry[] } & SelectProps) {
  const data = entries.map(([id, name, , , state, country]) => ({
    value: String(id),
    label: placeLabel(name, state, country),
  }));
  return <Select data={data} allowDeselect={false} searchable {...props} />;
}
const KEY_LABELS: Record<Exclude<BEndKind, 'PORT'>, string> = {
  KEY: 'Service key',
  AZURE: 'Azure service key',
  GOOGLE: 'Google pairing key',
};
const vxcSpeedLabel = (s: number) => (s === 0 ? 'The whole Port' : speedLabel(s));

type VlanName = 'aVlan' | 'bVlan';

/**
 * A VXC order: the A end (a Port of the company), the B end (any Port, an AWS Port with its DirectConnect details,
 * the Port a service key another company handed over stands for (decision 0058), or an Azure service key or Google
 * pairing key), speed, rate type and term, the VLANs (required; checked on blur: a taken VLAN stays as typed, the
 * spec's words say it is taken and the free alternatives are buttons that fill the field; the order waits until
 * another is chosen, decision 0072), then the quote and the confirmation under one Idempotency-Key.
 */
export function VxcOrderForm({ companyId, admin, onPlaced }: OrderFormProps) {
  const ports = usePortDropdowns(companyId);
  const vlanCheck = useVlanCheck();
  const { draft, set, field, text, errors, setErrors, check } = useOrderDraft(EMPTY);
  // the last refusal of each VLAN field, with the Port it was checked on
  const [taken, setTaken] = useState<Partial<Record<VlanName, TakenVlan & { portId: number }>>>({});
  const aEnds = ports.data?.aEnds ?? [];
  const bEnds = ports.data?.bEnds ?? [];
  const a = aEnds.find((e) => String(e[0]) === draft.aEndPortId);
  const b = draft.bKind === 'PORT' ? bEnds.find((e) => String(e[0]) === draft.bEndPortId) : undefined;
  const bIsAws = b !== undefined && b[2] === CLOUD_PARTNER_COMPANY_IDS.AWS;
  const speeds = vxcSpeedOptions({ aPortSpeedMbps: a?.[6] ?? null, bPortSpeedMbps: b?.[6] ?? null });
  // another company's Port waits for its owner's approval (a cloud partner's does not); staff orders never wait
  const waits = !admin && b !== undefined && b[2] !== companyId && cloudPartnerOf(b[2]) === null;

  /** The refusal that still speaks of the field: the same VLAN, on the same Port. */
  const takenNow = (name: VlanName, portId: number | undefined) => {
    const refusal = taken[name];
    return refusal && refusal.portId === portId && isTakenNow(refusal, draft[name]) ? refusal : null;
  };

  /** The VLAN checked on blur: out of range, or taken on the Port (kept as typed, the alternatives offered). */
  function checkVlan(name: VlanName, portId: number | undefined) {
    const typed = draft[name].trim();
    if (typed === '' || portId === undefined) return;
    const parsed = parseVlan(typed, { mayUseAutomatic: admin });
    if ('error' in parsed) return setErrors((e) => ({ ...e, [name]: parsed.error }));
    if (parsed.vlan === -1) return setErrors((e) => ({ ...e, [name]: undefined }));
    vlanCheck.mutate(
      { portId, vlan: parsed.vlan },
      {
        onSuccess: (answer) => {
          setErrors((e) => ({ ...e, [name]: undefined }));
          setTaken((t) => ({ ...t, [name]: answer.free ? undefined : { ...takenVlan(answer), portId } }));
        },
      },
    );
  }

  const vlanInput = (label: string, name: VlanName, portId: number | undefined) => (
    <VlanInput
      label={label}
      value={draft[name]}
      onChange={(event) => {
        set({ [name]: event.currentTarget.value });
        setErrors((e) => ({ ...e, [name]: undefined }));
      }}
      onBlur={() => checkVlan(name, portId)}
      error={errors[name]}
      taken={takenNow(name, portId)}
      onChoose={(vlan) => {
        set({ [name]: String(vlan) });
        setErrors((e) => ({ ...e, [name]: undefined }));
      }}
    />
  );

  const build = (): OrderVxc | null => {
    const found: typeof errors = {};
    const missing = vxcEndsAndSpeedError({
      aEnd: a,
      bEnd: b ?? (draft.bKind !== 'PORT' && draft.cloudKey.trim() ? draft.cloudKey : null),
      speed: draft.speed,
    });
    if (missing) found.speed = missing;
    for (const [name, portId] of [
      ['aVlan', a?.[0]],
      ['bVlan', b?.[0]],
    ] as const) {
      const parsed = parseVlan(draft[name], { mayUseAutomatic: admin });
      // known to be taken: the field already says so and offers others; the order waits for one
      const refusal = takenNow(name, portId);
      if ('error' in parsed) found[name] = parsed.error;
      else if (refusal) found[name] = refusal.message;
    }
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    if (!check(found) || companyId === null) return null;
    return {
      companyId,
      aEndPortId: a ? a[0] : null,
      bEndPortId: b ? b[0] : null,
      serviceKey: draft.bKind === 'KEY' ? draft.cloudKey.trim() || null : null,
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
    };
  };

  const terms =
    draft.rateType === 'DAILY'
      ? Array.from({ length: MAX_DAILY_TERM_DAYS }, (_, i) => ({ value: String(i + 1), label: `${i + 1} days` }))
      : termOptions(monthlyTermOptions(admin));

  return (
    <QuoteAndConfirm
      label="VXC order"
      calls={vxcCalls(admin)}
      build={build}
      draft={draft}
      placedMessage={waits ? VXC_MESSAGES.awaitingApproval : VXC_MESSAGES.created}
      onPlaced={onPlaced}
      disabled={companyId === null}
      quoteItem={() => 'VXC'}
    >
      {(quote) => (
        <>
          <EndSelect
            label="A end"
            placeholder={ports.isPending ? 'Loading…' : 'Choose a Port of yours'}
            entries={aEnds}
            {...field('aEndPortId')}
          />
          <SegmentedControl
            aria-label="B end"
            data={[
              { value: 'PORT', label: 'A Port' },
              { value: 'KEY', label: 'A service key' },
              { value: 'AZURE', label: 'Azure' },
              { value: 'GOOGLE', label: 'Google Cloud' },
            ]}
            value={draft.bKind}
            onChange={(value) => set({ bKind: value as BEndKind, cloudKey: '' })}
          />
          {draft.bKind === 'PORT' ? (
            <EndSelect label="B end" placeholder="Choose a Port" entries={bEnds} {...field('bEndPortId')} />
          ) : (
            <TextInput label={KEY_LABELS[draft.bKind]} {...text('cloudKey')} maxLength={200} />
          )}
          {bIsAws && <AwsFields {...field('aws')} />}
          <FieldRow>
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
                data={speeds.map((s) => ({ value: String(s), label: vxcSpeedLabel(s) }))}
                {...field('speed')}
                allowDeselect={false}
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
              data={terms}
              value={draft.term}
              allowDeselect={false}
              onChange={(value) => set({ term: value ?? draft.term })}
            />
          </FieldRow>
          <FieldRow>
            {vlanInput('A end VLAN', 'aVlan', a?.[0])}
            {vlanInput('B end VLAN', 'bVlan', b?.[0])}
          </FieldRow>
          <FieldRow>
            <ServiceNameInput {...text('serviceName')} />
            <QuotePromoCodeField quote={quote} {...field('promoCode')} />
          </FieldRow>
          <CompanyRequiredNote shown={admin && companyId === null} />
        </>
      )}
    </QuoteAndConfirm>
  );
}
