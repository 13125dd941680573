import { Select, Text, TextInput } from '@mantine/core';
import type { OrderIx } from '@portico/contract';
import { DEFAULT_TERM_MONTHS, IX_MESSAGES, MESSAGES } from '@portico/domain';
import { isApiError } from '../../api';
import { ServiceNameInput } from '../../components/forms/service-name-inputs';
import { CompanyRequiredNote, TermSelect, useOrderDraft } from './order-form-fields';
import type { OrderFormProps } from './order-page';
import { ixCalls, useIxChoices, usePortDropdowns } from './ordering-vxc.api';
import { QuoteAndConfirm } from './product-order-flow';
import { FieldRow } from '../../components/forms/field-row';

const EMPTY = {
  portId: null as string | null,
  ixId: null as string | null,
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
 * Port's), the router's MAC address, a VLAN and the ASN; then its price, quoted by the server exactly as the order
 * will be priced, and the confirmation under one Idempotency-Key per quoted order, as a Port's or a VXC's.
 */
export function IxOrderForm({ companyId, admin, onPlaced }: OrderFormProps) {
  const ports = usePortDropdowns(companyId);
  const { draft, set, field, text } = useOrderDraft(EMPTY);
  const choices = useIxChoices(draft.portId === null ? null : Number(draft.portId));
  const ixs = choices.data ?? [];

  const build = (): OrderIx | null => {
    if (companyId === null || draft.portId === null || draft.ixId === null) return null;
    return {
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
  };

  return (
    <QuoteAndConfirm
      label="IX order"
      calls={ixCalls(admin)}
      build={build}
      draft={draft}
      placedMessage={IX_MESSAGES.created}
      onPlaced={onPlaced}
      disabled={draft.ixId === null}
      quoteItem={() => 'IX connection'}
      describeFailure={failureText}
    >
      <Select
        label="Port"
        placeholder={ports.isPending ? 'Loading…' : 'Choose a Port of yours'}
        data={(ports.data?.aEnds ?? []).map((e) => ({ value: String(e[0]), label: e[1] }))}
        value={draft.portId}
        onChange={(portId) => set({ portId, ixId: null })}
      />
      {draft.portId !== null && choices.isSuccess && ixs.length === 0 ? (
        <Text c="red.8" role="alert">
          {IX_MESSAGES.noLocations}
        </Text>
      ) : (
        <Select
          label="IX"
          data={ixs.map((ix) => ({ value: String(ix.ixId), label: ix.name }))}
          {...field('ixId')}
          disabled={draft.portId === null}
        />
      )}
      <ServiceNameInput {...text('serviceName')} />
      <FieldRow>
        <TextInput label="Rate limit (Mbps)" {...text('rateLimit')} inputMode="numeric" />
        <TextInput label="MAC address" {...text('macAddress')} />
      </FieldRow>
      <FieldRow>
        <TextInput label="VLAN" {...text('vlan')} inputMode="numeric" />
        <TextInput label="ASN" {...text('asn')} />
        <TermSelect admin={admin} {...field('term')} />
      </FieldRow>
      <CompanyRequiredNote shown={admin && companyId === null} />
    </QuoteAndConfirm>
  );
}
