import { Alert, NumberInput, Select, type SelectProps } from '@mantine/core';
import type { MegaDirectOrder, PxcOrder } from '@portico/contract';
import {
  DEFAULT_TERM_MONTHS,
  IX_MESSAGES,
  MEGADIRECT_DEFAULT_SPEED_MBPS,
  MEGADIRECT_MAX_SPEED_MBPS,
  megaDirectSpeed,
  PRODUCT_ORDER_MESSAGES,
  pxcError,
  SERVICE_MESSAGES,
} from '@portico/domain';
import { PromoCodeField } from '../../components/forms/promo-code-field';
import { speedLabel } from '../../components/order/order-labels';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { CostCentreInput, ServiceNameInput } from '../../components/forms/service-name-inputs';
import { usePortDropdowns } from './ordering-vxc.api';
import { type DraftErrors, namedOrder, TermSelect, useOrderDraft } from './order-form-fields';
import { CustomerOrderPage, type OrderFormProps, OrderPage, WhenMayOrder } from './order-page';
import { QuoteAndConfirm } from './product-order-flow';
import { megaDirectCalls, pxcCalls } from './product-orders.api';

type CustomerFormProps = Pick<OrderFormProps, 'onPlaced'> & { companyId: number };

/** The company's usable Ports, as the VXC form's A-end dropdown lists them: name, metro and speed. */
function usePortChoices(companyId: number) {
  const dropdowns = usePortDropdowns(companyId);
  const entries = dropdowns.data?.aEnds ?? [];
  return {
    loading: dropdowns.isPending,
    entries,
    options: entries.map(([id, name, , , state, country, speed]) => ({
      value: String(id),
      label: `${name} (${[state, country].filter(Boolean).join(', ')}, ${speedLabel(speed)})`,
    })),
  };
}

/** A required choice of one of the company's Ports; `hint` is the placeholder once they are read. */
function PortSelect({
  choices,
  hint,
  ...props
}: { choices: ReturnType<typeof usePortChoices>; hint: string } & SelectProps) {
  return (
    <Select placeholder={choices.loading ? 'Loading…' : hint} data={choices.options} searchable required {...props} />
  );
}

function PxcOrderForm({ companyId, onPlaced }: CustomerFormProps) {
  const ports = usePortChoices(companyId);
  const { draft, field, text, check } = useOrderDraft({
    aPort: null as string | null,
    bPort: null as string | null,
    term: String(DEFAULT_TERM_MONTHS),
    serviceName: '',
    costCentre: '',
    promoCode: '',
  });
  const facts = (id: string | null) => {
    const entry = ports.entries.find(([portId]) => String(portId) === id);
    return entry
      ? {
          id: entry[0],
          companyId: entry[2],
          locationId: entry[7],
          rateLimitMbps: entry[6],
          productType: 'PORT',
          provisioningStatus: 'LIVE',
        }
      : null;
  };

  const build = (): PxcOrder | null => {
    const found: DraftErrors<typeof draft> = {};
    if (!draft.aPort) found.aPort = IX_MESSAGES.portNotYours;
    if (!draft.bPort) found.bPort = IX_MESSAGES.portNotYours;
    const rule = draft.aPort && draft.bPort ? pxcError(facts(draft.aPort), facts(draft.bPort), companyId) : null;
    if (rule) found.bPort = rule;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    if (!check(found)) return null;
    return {
      companyId,
      aPortServiceId: Number(draft.aPort),
      bPortServiceId: Number(draft.bPort),
      term: Number(draft.term),
      ...namedOrder(draft),
    };
  };

  return (
    <QuoteAndConfirm
      label="PXC order"
      calls={pxcCalls}
      build={build}
      draft={draft}
      placedMessage={PRODUCT_ORDER_MESSAGES.pxcCreated}
      onPlaced={onPlaced}
    >
      <PortSelect label="First port" choices={ports} hint="Choose a port" {...field('aPort')} />
      <PortSelect
        label="Second port"
        choices={ports}
        hint="Choose a port at the same location"
        data={ports.options.filter((o) => o.value !== draft.aPort)}
        {...field('bPort')}
      />
      <TermSelect {...field('term')} />
      <ServiceNameInput {...text('serviceName')} />
      <CostCentreInput {...text('costCentre')} />
      <PromoCodeField {...field('promoCode')} verdict={null} />
    </QuoteAndConfirm>
  );
}

/**
 * `/orderPxc`: a PXC (a cross connect, product type CXC) joins two Ports of the company at one location and of one
 * speed; the form checks that with the server's own rule (`pxcError`) before it asks for a price.
 */
export function OrderPxcPage() {
  const description = (company: string) => `A cross connect between two of ${company}'s ports at one location.`;
  return <CustomerOrderPage title="Order a PXC" description={description} form={PxcOrderForm} />;
}

function MegaDirectForm({ companyId, onPlaced }: CustomerFormProps) {
  const ports = usePortChoices(companyId);
  const { draft, field, text, check } = useOrderDraft({
    port: null as string | null,
    speed: String(MEGADIRECT_DEFAULT_SPEED_MBPS) as string | number,
    term: String(DEFAULT_TERM_MONTHS),
    serviceName: '',
    costCentre: '',
  });

  const build = (): MegaDirectOrder | null => {
    const found: DraftErrors<typeof draft> = {};
    if (!draft.port) found.port = IX_MESSAGES.portNotYours;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    if (!check(found)) return null;
    return {
      companyId,
      portServiceId: Number(draft.port),
      speed: megaDirectSpeed(draft.speed),
      term: Number(draft.term),
      serviceName: draft.serviceName.trim(),
      costCentre: draft.costCentre.trim() || null,
    };
  };

  return (
    <QuoteAndConfirm
      label="MegaDirect order"
      calls={megaDirectCalls}
      build={build}
      draft={draft}
      placedMessage={PRODUCT_ORDER_MESSAGES.megaDirectCreated}
      onPlaced={onPlaced}
    >
      <PortSelect label="Port" choices={ports} hint="Choose a port" {...field('port')} />
      <NumberInput
        label="Speed (Mbps)"
        description={`${speedLabel(megaDirectSpeed(draft.speed))} will be ordered (at most ${speedLabel(MEGADIRECT_MAX_SPEED_MBPS)})`}
        {...field('speed')}
        allowDecimal={false}
        allowNegative={false}
      />
      <TermSelect {...field('term')} />
      <ServiceNameInput {...text('serviceName')} />
      <CostCentreInput {...text('costCentre')} />
    </QuoteAndConfirm>
  );
}

/**
 * `/megaDirect`: a channel partner orders MegaDirect on one of its Ports. The speed is the spec's rule: 100 Mbps when
 * it is not a number, never above 1000 (`megaDirectSpeed`, the server's too); the form shows what will be ordered.
 */
export function MegaDirectPage() {
  const company = useActingCompany();
  const partner = useCurrentLogin().channelPartner;
  return (
    <OrderPage title="MegaDirect" description="Direct connections for channel partners, on one of your ports.">
      {(onPlaced) =>
        partner ? (
          <WhenMayOrder companyId={company.companyId}>
            <MegaDirectForm key={company.companyId} companyId={company.companyId} onPlaced={onPlaced} />
          </WhenMayOrder>
        ) : (
          <Alert color="gray" title="For channel partners">
            MegaDirect is offered to channel partners. Ask your account manager about becoming one.
          </Alert>
        )
      }
    </OrderPage>
  );
}
