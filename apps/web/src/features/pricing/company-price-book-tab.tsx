import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type CustomPriceItem,
  type CustomPriceItemSave,
  customPriceItemSaveSchema,
  pricedProductTypeSchema,
} from '@portico/contract';
import {
  DISTANCE_BAND_LABELS,
  DISTANCE_BANDS,
  MESSAGES,
  PRICING_MESSAGES,
  RATE_TYPES,
  formatDay,
} from '@portico/domain';
import { useState } from 'react';
import { messageOf } from '../../api';
import { useMarkets } from '../../api/shared-queries';
import { DatedPriceForm, type PriceField, priceFields } from '../../components/forms/dated-price-form';
import { Outcome } from '../../components/ui/outcome';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { bandOption, formatPrice, supplierOfMarket } from '../../lib/price-format';
import { useAddCustomPrice, useCustomPriceBook, useRemoveCustomPrice } from './pricing.api';

const EMPTY_ITEM = {
  productType: 'PORT',
  marketId: '',
  distanceBand: '',
  speedMbps: '',
  termMonths: '',
  rateType: 'MONTHLY',
  monthly: '',
  setup: '0',
  currency: '',
  fromDate: '',
  toDate: '',
};
type ItemValues = typeof EMPTY_ITEM;

/** An item of the company's price book: "Any" (empty) matches every market, band, speed or term. */
const itemFields = (markets: Parameters<typeof priceFields.market>[0]): PriceField<ItemValues>[] => [
  priceFields.choice('productType', 'Product', [...pricedProductTypeSchema.options], 140),
  priceFields.market(markets, { any: true }),
  {
    name: 'distanceBand',
    label: 'Distance band',
    data: [{ value: '', label: 'Any' }, ...DISTANCE_BANDS.map(bandOption)],
    shown: (values) => values.productType === 'VXC',
    w: 170,
  },
  { name: 'speedMbps', label: 'Speed (Mbps)', description: 'Empty: any', inputMode: 'numeric', w: 120 },
  { name: 'termMonths', label: 'Term (months)', description: 'Empty: any', inputMode: 'numeric', w: 120 },
  { name: 'rateType', label: 'Rate', fixed: true, data: [...RATE_TYPES], w: 120 },
  priceFields.money('monthly', 'Monthly', 120),
  { name: 'setup', label: 'Setup', inputMode: 'decimal', w: 100 },
  priceFields.currency(100),
  ...priceFields.dates<ItemValues>('Empty: until further notice', 'Empty: tomorrow'),
];

function AddItemForm({ companyId, onDone }: { companyId: number; onDone(message: string): void }) {
  const add = useAddCustomPrice();
  const markets = useMarkets();
  return (
    <DatedPriceForm<ItemValues, CustomPriceItemSave>
      label="Add a price book item"
      initialValues={EMPTY_ITEM}
      fields={itemFields(markets.data ?? [])}
      toBody={(v, checks) =>
        ({
          companyId,
          productType: v.productType,
          marketId: v.marketId ? Number(v.marketId) : null,
          distanceBand: v.distanceBand || null,
          speedMbps: v.speedMbps ? Number(v.speedMbps) : null,
          termMonths: v.termMonths ? Number(v.termMonths) : null,
          rateType: v.rateType,
          monthlyCents: checks.money('monthly'),
          setupCents: checks.money('setup'),
          currency: v.currency || undefined,
          fromDate: v.fromDate || undefined,
          toDate: v.toDate || null,
        }) as CustomPriceItemSave
      }
      schema={customPriceItemSaveSchema}
      fieldOf={{ monthlyCents: 'monthly', setupCents: 'setup' }}
      save={add}
      onSaved={() => onDone(PRICING_MESSAGES.customAdded)}
      failure={MESSAGES.unexpected}
      submitLabel="Add item"
    />
  );
}

const any = (v: string | number | null) => (v === null ? 'Any' : String(v));

/** The company's own prices (staff): what it pays instead of the list price, from when, and removing an item. */
export function CompanyPriceBookTab({ companyId }: { companyId: number }) {
  const book = useCustomPriceBook(companyId);
  const markets = useMarkets();
  // an item of the euro supplier's market shows € as its list price does (decision 0031)
  const money = (cents: number, item: CustomPriceItem) =>
    formatPrice(
      cents,
      item.currency,
      item.marketId === null ? null : supplierOfMarket(markets.data ?? [], item.marketId),
    );
  const remove = useRemoveCustomPrice(companyId);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const columns: SimpleColumn<CustomPriceItem>[] = [
    { header: 'Product', cell: (item) => `${item.productType}${item.rateType === 'DAILY' ? ' (daily)' : ''}` },
    { header: 'Market', cell: (item) => item.market ?? 'Any' },
    { header: 'Band', cell: (item) => (item.distanceBand ? DISTANCE_BAND_LABELS[item.distanceBand] : 'Any') },
    { header: 'Speed', cell: (item) => any(item.speedMbps) },
    { header: 'Term', cell: (item) => any(item.termMonths) },
    { header: 'Monthly', className: 'money', cell: (item) => money(item.monthlyCents, item) },
    { header: 'Setup', className: 'money', cell: (item) => money(item.setupCents, item) },
    { header: 'From', cell: (item) => formatDay(item.fromDate) },
    { header: 'To', cell: (item) => formatDay(item.toDate) },
    {
      header: 'Actions',
      cell: (item) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={remove.isPending && remove.variables === item.id}
          aria-label={`Remove item ${item.id}`}
          onClick={() => {
            setNotice(null);
            setFailure(null);
            remove.mutate(item.id, {
              onSuccess: () => setNotice(PRICING_MESSAGES.customRemoved),
              onError: (error) => setFailure(messageOf(error)),
            });
          }}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          An item wins over the list price for this company; the most specific item in force applies.
        </Text>
        <Button onClick={() => setAdding((a) => !a)} variant={adding ? 'default' : 'filled'}>
          {adding ? 'Close' : 'Add item'}
        </Button>
      </Group>
      <Outcome success={notice} />
      <Outcome error={failure} />
      {adding && (
        <Paper withBorder p="md">
          <AddItemForm
            companyId={companyId}
            onDone={(message) => {
              setAdding(false);
              setNotice(message);
            }}
          />
        </Paper>
      )}
      {book.isError && <Text c="red">The price book could not be loaded.</Text>}
      {book.data && book.data.length === 0 && <Text>This company pays list prices: it has no price book items.</Text>}
      {book.data && book.data.length > 0 && (
        <SimpleTable
          label="Price book items"
          scroll={{ minWidth: 0, sticky: true }}
          columns={columns}
          rows={book.data}
          rowKey={(item) => item.id}
        />
      )}
    </Stack>
  );
}
