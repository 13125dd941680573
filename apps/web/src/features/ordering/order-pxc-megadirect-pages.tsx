import { Alert, NumberInput, Select } from '@mantine/core';
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
import { useState } from 'react';
import { PromoCodeField } from '../../components/forms/promo-code-field';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { usePortDropdowns } from './ordering-vxc.api';
import { NameFields, TermSelect, usePlaced } from './order-form-fields';
import { PlacedOrderView, QuoteAndConfirm } from './product-order-flow';
import { megaDirectCalls, pxcCalls } from './product-orders.api';

type Errors = Record<string, string>;

/** The company's usable Ports, as the VXC form's A-end dropdown lists them: name, metro and speed. */
function usePortChoices(companyId: number) {
  const dropdowns = usePortDropdowns(companyId);
  const entries = dropdowns.data?.aEnds ?? [];
  return {
    loading: dropdowns.isPending,
    entries,
    options: entries.map(([id, name, , , state, country, speed]) => ({
      value: String(id),
      label: `${name} (${[state, country].filter(Boolean).join(', ')}, ${speed >= 1000 ? `${speed / 1000} Gbps` : `${speed} Mbps`})`,
    })),
  };
}

/**
 * `/orderPxc`: a PXC (a cross connect, product type CXC) joins two Ports of the company at one location and of one
 * speed; the form checks that with the server's own rule (`pxcError`) before it asks for a price.
 */
export function OrderPxcPage() {
  const company = useActingCompany();
  const ports = usePortChoices(company.companyId);
  const [placed, setPlaced] = usePlaced();
  const [draft, setDraft] = useState({
    aPort: null as string | null,
    bPort: null as string | null,
    term: String(DEFAULT_TERM_MONTHS),
    serviceName: '',
    costCentre: '',
    promoCode: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
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
    const found: Errors = {};
    if (!draft.aPort) found.aPort = IX_MESSAGES.portNotYours;
    if (!draft.bPort) found.bPort = IX_MESSAGES.portNotYours;
    const rule =
      draft.aPort && draft.bPort ? pxcError(facts(draft.aPort), facts(draft.bPort), company.companyId) : null;
    if (rule) found.bPort = rule;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      companyId: company.companyId,
      aPortServiceId: Number(draft.aPort),
      bPortServiceId: Number(draft.bPort),
      term: Number(draft.term),
      serviceName: draft.serviceName.trim(),
      costCentre: draft.costCentre.trim() || null,
      promoCode: draft.promoCode.trim() || null,
    };
  };

  return (
    <>
      <PageHeader
        title="Order a PXC"
        description={`A cross connect between two of ${company.companyName}'s ports at one location.`}
      />
      {placed ? (
        <PlacedOrderView {...placed} onAnother={() => setPlaced(null)} canAdvance={false} />
      ) : (
        <QuoteAndConfirm
          label="PXC order"
          calls={pxcCalls}
          build={build}
          draftKey={JSON.stringify(draft)}
          placedMessage={PRODUCT_ORDER_MESSAGES.pxcCreated}
          onPlaced={(order, message) => setPlaced({ order, message })}
        >
          <Select
            label="First port"
            placeholder={ports.loading ? 'Loading…' : 'Choose a port'}
            data={ports.options}
            value={draft.aPort}
            onChange={(aPort) => set({ aPort })}
            searchable
            required
            error={errors.aPort}
          />
          <Select
            label="Second port"
            placeholder={ports.loading ? 'Loading…' : 'Choose a port at the same location'}
            data={ports.options.filter((o) => o.value !== draft.aPort)}
            value={draft.bPort}
            onChange={(bPort) => set({ bPort })}
            searchable
            required
            error={errors.bPort}
          />
          <TermSelect value={draft.term} onChange={(term) => set({ term })} />
          <NameFields
            serviceName={draft.serviceName}
            costCentre={draft.costCentre}
            error={errors.serviceName}
            onChange={set}
          />
          <PromoCodeField value={draft.promoCode} onChange={(promoCode) => set({ promoCode })} verdict={null} />
        </QuoteAndConfirm>
      )}
    </>
  );
}

/**
 * `/megaDirect`: a channel partner orders MegaDirect on one of its Ports. The speed is the spec's rule: 100 Mbps when
 * it is not a number, never above 1000 (`megaDirectSpeed`, the server's too); the form shows what will be ordered.
 */
export function MegaDirectPage() {
  const company = useActingCompany();
  const partner = useCurrentLogin().channelPartner;
  const ports = usePortChoices(company.companyId);
  const [placed, setPlaced] = usePlaced();
  const [draft, setDraft] = useState({
    port: null as string | null,
    speed: String(MEGADIRECT_DEFAULT_SPEED_MBPS) as string | number,
    term: String(DEFAULT_TERM_MONTHS),
    serviceName: '',
    costCentre: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));

  const build = (): MegaDirectOrder | null => {
    const found: Errors = {};
    if (!draft.port) found.port = IX_MESSAGES.portNotYours;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      companyId: company.companyId,
      portServiceId: Number(draft.port),
      speed: megaDirectSpeed(draft.speed),
      term: Number(draft.term),
      serviceName: draft.serviceName.trim(),
      costCentre: draft.costCentre.trim() || null,
    };
  };

  return (
    <>
      <PageHeader title="MegaDirect" description="Direct connections for channel partners, on one of your ports." />
      {!partner ? (
        <Alert color="gray" title="For channel partners">
          MegaDirect is offered to channel partners. Ask your account manager about becoming one.
        </Alert>
      ) : placed ? (
        <PlacedOrderView {...placed} onAnother={() => setPlaced(null)} canAdvance={false} />
      ) : (
        <QuoteAndConfirm
          label="MegaDirect order"
          calls={megaDirectCalls}
          build={build}
          draftKey={JSON.stringify(draft)}
          placedMessage={PRODUCT_ORDER_MESSAGES.megaDirectCreated}
          onPlaced={(order, message) => setPlaced({ order, message })}
        >
          <Select
            label="Port"
            placeholder={ports.loading ? 'Loading…' : 'Choose a port'}
            data={ports.options}
            value={draft.port}
            onChange={(port) => set({ port })}
            searchable
            required
            error={errors.port}
          />
          <NumberInput
            label="Speed (Mbps)"
            description={`${megaDirectSpeed(draft.speed)} Mbps will be ordered (at most ${MEGADIRECT_MAX_SPEED_MBPS})`}
            value={draft.speed}
            onChange={(speed) => set({ speed })}
            allowDecimal={false}
            allowNegative={false}
          />
          <TermSelect value={draft.term} onChange={(term) => set({ term })} />
          <NameFields
            serviceName={draft.serviceName}
            costCentre={draft.costCentre}
            error={errors.serviceName}
            onChange={set}
          />
        </QuoteAndConfirm>
      )}
    </>
  );
}
