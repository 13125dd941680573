import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { PlacedOrder, PortOrder } from '@portico/contract';
import {
  DEFAULT_PORT_SPEED_MBPS,
  DEFAULT_TERM_MONTHS,
  DIVERSITY_ZONES,
  isLagPortCount,
  LAG_PORT_COUNT_MAX,
  LAG_PORT_COUNT_MIN,
  MESSAGES,
  PORT_SPEEDS_MBPS,
  SERVICE_MESSAGES,
  termsFor,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { PromoCodeField } from '../../components/forms/promo-code-field';
import { OrderQuote } from './order-quote';
import { useOrderableLocations, usePlacePort, useQuotePort } from './ordering.api';

interface Draft {
  productType: 'PORT' | 'LAG';
  portSpeed: string;
  lagPortCount: number | string;
  locationId: string | null;
  diversityZone: string;
  marketplaceVisibility: boolean;
  term: string;
  serviceName: string;
  costCentre: string;
  promoCode: string;
}

const EMPTY: Draft = {
  productType: 'PORT',
  portSpeed: String(DEFAULT_PORT_SPEED_MBPS),
  lagPortCount: 2,
  locationId: null,
  diversityZone: 'none',
  marketplaceVisibility: false,
  term: String(DEFAULT_TERM_MONTHS),
  serviceName: '',
  costCentre: '',
  promoCode: '',
};

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);

/** The form's own check, with the domain's rules and words, before anything is sent. */
function draftErrors(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!draft.locationId) errors.locationId = SERVICE_MESSAGES.locationRequired;
  if (!draft.serviceName.trim()) errors.serviceName = SERVICE_MESSAGES.nameRequired;
  if (draft.productType === 'LAG' && !isLagPortCount(Number(draft.lagPortCount)))
    errors.lagPortCount = SERVICE_MESSAGES.lagCount;
  return errors;
}

export interface PortOrderFormProps {
  /** the company the order is for; null until staff have chosen one */
  companyId: number | null;
  /** staff: the internal terms and the admin route */
  admin: boolean;
  onPlaced(order: PlacedOrder, message: string): void;
}

/**
 * A Port or LAG order: the choices, then the price (quoted by the server exactly as the order will be priced),
 * then the confirmation. One Idempotency-Key per quoted order, so pressing Confirm again never orders twice.
 */
export function PortOrderForm({ companyId, admin, onPlaced }: PortOrderFormProps) {
  const locations = useOrderableLocations();
  const quote = useQuotePort();
  const place = usePlacePort(admin);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [key, setKey] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    // a changed order needs a new price, and a new key
    quote.reset();
    setKey(null);
  };
  const options = (locations.data ?? []).map(([id, name, state, country]) => ({
    value: String(id),
    label: `${name}${state ? `, ${state}` : ''} (${country})`,
  }));

  const body = (): PortOrder => ({
    companyId: companyId ?? 0,
    productType: draft.productType,
    portSpeed: Number(draft.portSpeed),
    lagPortCount: draft.productType === 'LAG' ? Number(draft.lagPortCount) : 1,
    locationId: Number(draft.locationId),
    diversityZone: draft.diversityZone === 'none' ? null : (draft.diversityZone as 'red' | 'blue'),
    marketplaceVisibility: draft.marketplaceVisibility,
    term: Number(draft.term),
    serviceName: draft.serviceName.trim(),
    costCentre: draft.costCentre.trim() || null,
    promoCode: draft.promoCode.trim() || null,
  });

  function submitQuote(event: React.FormEvent) {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || companyId === null) return;
    quote.mutate(body(), { onSuccess: () => setKey(crypto.randomUUID()) });
  }

  function confirm() {
    if (!key) return;
    place.mutate(
      { body: body(), key },
      {
        onSuccess: (order) =>
          onPlaced(order, draft.productType === 'LAG' ? SERVICE_MESSAGES.lagCreated : SERVICE_MESSAGES.portCreated),
      },
    );
  }

  return (
    <Stack gap="md">
      <form onSubmit={submitQuote} noValidate aria-label="Port order">
        <Stack gap="sm" maw={720}>
          <SegmentedControl
            aria-label="Port or LAG"
            data={[
              { value: 'PORT', label: 'Port' },
              { value: 'LAG', label: 'LAG' },
            ]}
            value={draft.productType}
            onChange={(value) => set({ productType: value as Draft['productType'] })}
          />
          <Select
            label="Location"
            placeholder={locations.isPending ? 'Loading…' : 'Choose a location'}
            data={options}
            value={draft.locationId}
            onChange={(value) => set({ locationId: value })}
            searchable
            required
            error={errors.locationId}
          />
          <Group grow align="flex-start">
            <Select
              label="Speed"
              data={PORT_SPEEDS_MBPS.map((s) => ({ value: String(s), label: `${s / 1_000} Gbps` }))}
              value={draft.portSpeed}
              allowDeselect={false}
              onChange={(value) => set({ portSpeed: value ?? String(DEFAULT_PORT_SPEED_MBPS) })}
            />
            {draft.productType === 'LAG' && (
              <NumberInput
                label="Ports in the LAG"
                min={LAG_PORT_COUNT_MIN}
                max={LAG_PORT_COUNT_MAX}
                value={draft.lagPortCount}
                onChange={(value) => set({ lagPortCount: value })}
                error={errors.lagPortCount}
                allowDecimal={false}
              />
            )}
            <Select
              label="Term"
              data={termsFor(admin).map((t) => ({ value: String(t), label: `${t} month${t === 1 ? '' : 's'}` }))}
              value={draft.term}
              allowDeselect={false}
              onChange={(value) => set({ term: value ?? String(DEFAULT_TERM_MONTHS) })}
            />
            <Select
              label="Diversity zone"
              data={[
                { value: 'none', label: 'None' },
                ...DIVERSITY_ZONES.map((z) => ({ value: z, label: z === 'red' ? 'Red' : 'Blue' })),
              ]}
              value={draft.diversityZone}
              allowDeselect={false}
              onChange={(value) => set({ diversityZone: value ?? 'none' })}
            />
          </Group>
          <TextInput
            label="Service name"
            value={draft.serviceName}
            onChange={(e) => set({ serviceName: e.currentTarget.value })}
            required
            maxLength={100}
            error={errors.serviceName}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Cost centre"
              value={draft.costCentre}
              onChange={(e) => set({ costCentre: e.currentTarget.value })}
              maxLength={100}
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
          <Switch
            label="Visible in the marketplace"
            checked={draft.marketplaceVisibility}
            onChange={(e) => set({ marketplaceVisibility: e.currentTarget.checked })}
          />
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
          <OrderQuote quote={quote.data} />
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
