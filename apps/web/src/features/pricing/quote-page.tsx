import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { PriceResult, Quote, QuoteRequest } from '@portico/contract';
import {
  CUSTOMER_TERMS_MONTHS,
  type Currency,
  formatMinor,
  MESSAGES,
  PORT_SPEEDS_MBPS,
  type PricedProductType,
  VXC_SPEEDS_MBPS,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { PageHeader } from '../../components/ui/page-header';
import { PromoCodeField } from '../promo/promo-code-field';
import { useOrderableLocations, useQuote } from './pricing.api';

/** What the quote form offers: the products a customer orders, and the speeds each comes in. */
const PRODUCTS: { value: PricedProductType; label: string; speeds: readonly number[] }[] = [
  { value: 'PORT', label: 'Port', speeds: PORT_SPEEDS_MBPS },
  { value: 'VXC', label: 'VXC', speeds: VXC_SPEEDS_MBPS },
  { value: 'MCR', label: 'MCR', speeds: [1_000, 2_500, 5_000, 10_000] },
  { value: 'MVE', label: 'MVE', speeds: [1_000] },
  { value: 'IX', label: 'IX', speeds: [1_000, 10_000] },
  { value: 'MEGADIRECT', label: 'MegaDirect', speeds: [10_000] },
];
const productLabel = (type: PricedProductType) => PRODUCTS.find((p) => p.value === type)?.label ?? type;
const speedLabel = (mbps: number) => (mbps >= 1_000 ? `${mbps / 1_000} Gbps` : `${mbps} Mbps`);

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

function PriceLine({ price }: { price: PriceResult }) {
  const money = (cents: number) => formatMinor(cents, price.currency, price.symbol);
  return (
    <Stack gap={2}>
      {price.breakdown.map((step, i) => (
        <Group key={i} justify="space-between" gap="xs">
          <Text size="sm" c={step.monthlyCents < 0 ? 'teal' : undefined}>
            {step.label}
          </Text>
          <Text size="sm">{money(step.monthlyCents)}</Text>
        </Group>
      ))}
      {price.promoMessage && (
        <Text size="sm" c="orange">
          Promo code: {price.promoMessage}
        </Text>
      )}
    </Stack>
  );
}

function QuoteResult({ quote }: { quote: Quote }) {
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-label="Quote">
      <Title order={2} size="h4" mb="sm">
        Your quote
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>How it is priced</Table.Th>
            <Table.Th>Monthly</Table.Th>
            <Table.Th>First month</Table.Th>
            <Table.Th>Setup</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.lines.map((line, i) =>
            line.ok ? (
              <Table.Tr key={i}>
                <Table.Td>
                  {productLabel(line.price.productType)} {speedLabel(line.price.speedMbps)}
                  {line.price.source === 'custom' && (
                    <Badge ml="xs" size="xs" variant="light">
                      your price
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <PriceLine price={line.price} />
                </Table.Td>
                <Table.Td>{formatMinor(line.price.monthlyRate, line.price.currency, line.price.symbol)}</Table.Td>
                <Table.Td>{formatMinor(line.price.firstMonth, line.price.currency, line.price.symbol)}</Table.Td>
                <Table.Td>{formatMinor(line.price.setup, line.price.currency, line.price.symbol)}</Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={i}>
                <Table.Td>{productLabel(line.productType)}</Table.Td>
                <Table.Td colSpan={4}>
                  <Text c="red" size="sm">
                    {line.message}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
      {quote.totals.map((t) => (
        <Group key={t.currency} justify="flex-end" mt="sm" gap="xl" aria-label={`Total in ${t.currency}`}>
          <Text fw={600}>
            Monthly {formatMinor(t.monthly, t.currency as Currency)} {t.taxWording}
          </Text>
          <Text>First month {formatMinor(t.firstMonth, t.currency as Currency)}</Text>
          <Text>Setup {formatMinor(t.setup, t.currency as Currency)}</Text>
        </Group>
      ))}
    </Paper>
  );
}

/**
 * /quote: price an order before placing it (beyond the spec, decision 0027). Each line is priced by the same lookup
 * ordering and the bill run use, with the customer's own prices, currency and promo code.
 */
export function QuotePage() {
  const locations = useOrderableLocations();
  const quote = useQuote();
  const [drafts, setDrafts] = useState<Draft[]>([newDraft()]);
  const [promoCode, setPromoCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const options = (locations.data ?? []).map(([id, name, state, country]) => ({
    value: String(id),
    label: `${name}${state ? `, ${state}` : ''} (${country})`,
  }));
  const update = (key: number, change: Partial<Draft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const incomplete = drafts.some((d) => !d.locationId || (d.productType === 'VXC' && !d.bLocationId));
    setMissing(incomplete ? MESSAGES.mandatoryFields : null);
    if (incomplete) return;
    const body: QuoteRequest = {
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
                  <Select
                    label={d.productType === 'VXC' ? 'A-end location' : 'Location'}
                    placeholder={locations.isPending ? 'Loading…' : 'Choose a location'}
                    data={options}
                    value={d.locationId}
                    onChange={(value) => update(d.key, { locationId: value })}
                    searchable
                    required
                    w={300}
                  />
                  {d.productType === 'VXC' && (
                    <Select
                      label="B-end location"
                      placeholder="Choose a location"
                      data={options}
                      value={d.bLocationId}
                      onChange={(value) => update(d.key, { bLocationId: value })}
                      searchable
                      required
                      w={300}
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
                    data={CUSTOMER_TERMS_MONTHS.map((m) => ({
                      value: String(m),
                      label: `${m} month${m === 1 ? '' : 's'}`,
                    }))}
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
            <PromoCodeField value={promoCode} onChange={setPromoCode} />
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
