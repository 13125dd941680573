import { ActionIcon, Alert, Button, Group, Paper, Select, Stack } from '@mantine/core';
import type { QuoteRequest } from '@portico/contract';
import {
  CUSTOMER_TERMS_MONTHS,
  MESSAGES,
  PORT_SPEEDS_MBPS,
  type PricedProductType,
  VXC_SPEEDS_MBPS,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { LocationSelect } from '../../components/order/location-select';
import { speedLabel, termOptions } from '../../components/order/order-labels';
import { QuotePromoCodeField } from '../../components/order/quote-promo-code-field';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { useOrderableLocations, useQuote } from './pricing.api';
import { QuoteResult } from './quote-result';

/** What the quote form offers: the products a customer orders, and the speeds each comes in. */
const PRODUCTS: { value: PricedProductType; label: string; speeds: readonly number[] }[] = [
  { value: 'PORT', label: 'Port', speeds: PORT_SPEEDS_MBPS },
  { value: 'VXC', label: 'VXC', speeds: VXC_SPEEDS_MBPS },
  { value: 'MCR', label: 'MCR', speeds: [1_000, 2_500, 5_000, 10_000] },
  { value: 'MVE', label: 'MVE', speeds: [1_000] },
  { value: 'IX', label: 'IX', speeds: [1_000, 10_000] },
  { value: 'MEGADIRECT', label: 'MegaDirect', speeds: [10_000] },
];

interface Draft {
  key: number;
  productType: PricedProductType;
  locationId: string | null;
  bLocationId: string | null;
  speedMbps: string;
  termMonths: string;
}

let nextKey = 1;
const newDraft = (): Draft => ({
  key: nextKey++,
  productType: 'PORT',
  locationId: null,
  bLocationId: null,
  speedMbps: '10000',
  termMonths: '12',
});

/**
 * /quote: price an order before placing it (beyond the spec, decision 0027). Each line is priced by the same lookup
 * ordering and the bill run use, with the prices, currency and promo code of the company a customer acts for
 * (decision 0075); staff see the list prices.
 */
export function QuotePage() {
  const staff = useCurrentLogin().staff;
  const company = useActingCompany();
  const locations = useOrderableLocations();
  const quote = useQuote();
  const [drafts, setDrafts] = useState<Draft[]>([newDraft()]);
  const [promoCode, setPromoCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const update = (key: number, change: Partial<Draft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const incomplete = drafts.some((d) => !d.locationId || (d.productType === 'VXC' && !d.bLocationId));
    setMissing(incomplete ? MESSAGES.mandatoryFields : null);
    if (incomplete) return;
    const body: QuoteRequest = {
      companyId: staff ? undefined : company.companyId,
      promoCode: promoCode.trim() || undefined,
      items: drafts.map((d) => ({
        productType: d.productType,
        locationId: Number(d.locationId),
        bLocationId: d.productType === 'VXC' ? Number(d.bLocationId) : undefined,
        speedMbps: Number(d.speedMbps),
        termMonths: Number(d.termMonths),
      })),
    };
    quote.mutate(body);
  }

  return (
    <>
      <PageHeader
        title="Price a new service"
        description="See what an order would cost before you place it: your prices, in your billing currency, with your promo code."
      />
      <form onSubmit={submit} noValidate aria-label="Quote">
        <Stack gap="sm">
          {drafts.map((d, index) => {
            const product = PRODUCTS.find((p) => p.value === d.productType)!;
            return (
              <Paper key={d.key} withBorder p="sm" component="fieldset" aria-label={`Item ${index + 1}`}>
                <Group align="flex-end" wrap="wrap">
                  <Select
                    label="Product"
                    data={PRODUCTS.map(({ value, label }) => ({ value, label }))}
                    value={d.productType}
                    allowDeselect={false}
                    onChange={(value) => {
                      const next = PRODUCTS.find((p) => p.value === value) ?? PRODUCTS[0]!;
                      update(d.key, { productType: next.value, speedMbps: String(next.speeds[0]) });
                    }}
                    w={140}
                  />
                  <LocationSelect
                    locations={locations}
                    label={d.productType === 'VXC' ? 'A-end location' : 'Location'}
                    value={d.locationId}
                    onChange={(value) => update(d.key, { locationId: value })}
                    w={{ base: '100%', sm: 300 }}
                  />
                  {d.productType === 'VXC' && (
                    <LocationSelect
                      locations={locations}
                      label="B-end location"
                      value={d.bLocationId}
                      onChange={(value) => update(d.key, { bLocationId: value })}
                      w={{ base: '100%', sm: 300 }}
                    />
                  )}
                  <Select
                    label="Speed"
                    data={product.speeds.map((s) => ({ value: String(s), label: speedLabel(s) }))}
                    value={d.speedMbps}
                    allowDeselect={false}
                    onChange={(value) => update(d.key, { speedMbps: value ?? d.speedMbps })}
                    w={130}
                  />
                  <Select
                    label="Term"
                    data={termOptions(CUSTOMER_TERMS_MONTHS)}
                    value={d.termMonths}
                    allowDeselect={false}
                    onChange={(value) => update(d.key, { termMonths: value ?? d.termMonths })}
                    w={130}
                  />
                  {drafts.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove item ${index + 1}`}
                      onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
                    >
                      ✕
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            );
          })}
          <Group>
            <Button
              variant="default"
              onClick={() => setDrafts((all) => [...all, newDraft()])}
              disabled={drafts.length >= 50}
            >
              Add another item
            </Button>
          </Group>
          <Group>
            {/* the quote checks the code for the order: the public check knows the code, not the order */}
            <QuotePromoCodeField value={promoCode} onChange={setPromoCode} quote={quote.data} />
          </Group>
          {missing && (
            <Alert color="red" variant="light" role="alert">
              {missing}
            </Alert>
          )}
          {quote.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(quote.error) ? quote.error.message : MESSAGES.unexpected}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={quote.isPending}>
              Price it
            </Button>
          </Group>
        </Stack>
      </form>
      {quote.data && <QuoteResult quote={quote.data} />}
    </>
  );
}
