import { Alert, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CustomPriceItemSave, customPriceItemSaveSchema, pricedProductTypeSchema } from '@portico/contract';
import {
  CURRENCIES,
  DISTANCE_BAND_LABELS,
  DISTANCE_BANDS,
  MESSAGES,
  parseAmountToCents,
  PRICING_MESSAGES,
  RATE_TYPES,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { useMarkets } from '../../api/shared-queries';
import { formatPrice, supplierOfMarket } from '../../lib/price-format';
import { useAddCustomPrice, useCustomPriceBook, useRemoveCustomPrice } from './pricing.api';

const PRODUCTS = pricedProductTypeSchema.options;
const ANY = '';

function AddItemForm({ companyId, onDone }: { companyId: number; onDone(message: string): void }) {
  const add = useAddCustomPrice();
  const markets = useMarkets();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      productType: 'PORT',
      marketId: ANY,
      distanceBand: ANY,
      speedMbps: '',
      termMonths: '',
      rateType: 'MONTHLY',
      monthly: '',
      setup: '0.00',
      currency: '',
      fromDate: '',
      toDate: '',
    },
  });
  const submit = form.onSubmit((v) => {
    setFailure(null);
    const monthly = parseAmountToCents(v.monthly);
    const setup = parseAmountToCents(v.setup);
    if (monthly === null || setup === null)
      return form.setErrors({
        ...(monthly === null ? { monthly: MESSAGES.amountInvalid } : {}),
        ...(setup === null ? { setup: MESSAGES.amountInvalid } : {}),
      });
    const body = {
      companyId,
      productType: v.productType,
      marketId: v.marketId ? Number(v.marketId) : null,
      distanceBand: v.distanceBand || null,
      speedMbps: v.speedMbps ? Number(v.speedMbps) : null,
      termMonths: v.termMonths ? Number(v.termMonths) : null,
      rateType: v.rateType,
      monthlyCents: monthly,
      setupCents: setup,
      currency: v.currency || undefined,
      fromDate: v.fromDate || undefined,
      toDate: v.toDate || null,
    } as CustomPriceItemSave;
    const errors = zodFieldErrors(customPriceItemSaveSchema, body, {
      field: (p) => ({ monthlyCents: 'monthly', setupCents: 'setup' })[p] ?? p,
    });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    add.mutate(body, {
      onSuccess: () => onDone(PRICING_MESSAGES.customAdded),
      onError: (error) => setFailure(isApiError(error) ? error.message : MESSAGES.unexpected),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a price book item">
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Product"
            required
            allowDeselect={false}
            data={[...PRODUCTS]}
            {...form.getInputProps('productType')}
            w={140}
          />
          <Select
            label="Market"
            data={[
              { value: ANY, label: 'Any' },
              ...(markets.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
            ]}
            {...form.getInputProps('marketId')}
            onChange={(value) => {
              form.setFieldValue('marketId', value ?? ANY);
              const market = markets.data?.find((m) => String(m.id) === value);
              if (market) form.setFieldValue('currency', market.currency);
            }}
            w={170}
          />
          {form.values.productType === 'VXC' && (
            <Select
              label="Distance band"
              data={[
                { value: ANY, label: 'Any' },
                ...DISTANCE_BANDS.map((b) => ({ value: b, label: `${DISTANCE_BAND_LABELS[b]} (${b})` })),
              ]}
              {...form.getInputProps('distanceBand')}
              w={170}
            />
          )}
          <TextInput
            label="Speed (Mbps)"
            description="Empty: any"
            inputMode="numeric"
            {...form.getInputProps('speedMbps')}
            w={120}
          />
          <TextInput
            label="Term (months)"
            description="Empty: any"
            inputMode="numeric"
            {...form.getInputProps('termMonths')}
            w={120}
          />
          <Select
            label="Rate"
            allowDeselect={false}
            data={[...RATE_TYPES]}
            {...form.getInputProps('rateType')}
            w={120}
          />
          <TextInput
            label="Monthly"
            required
            placeholder="1,234.50"
            inputMode="decimal"
            {...form.getInputProps('monthly')}
            w={120}
          />
          <TextInput label="Setup" inputMode="decimal" {...form.getInputProps('setup')} w={100} />
          <Select label="Currency" required data={[...CURRENCIES]} {...form.getInputProps('currency')} w={100} />
          <TextInput
            label="From"
            description="Empty: tomorrow"
            type="date"
            {...form.getInputProps('fromDate')}
            w={160}
          />
          <TextInput
            label="To"
            description="Empty: until further notice"
            type="date"
            {...form.getInputProps('toDate')}
            w={180}
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add item
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company's own prices (staff): what it pays instead of the list price, from when, and removing an item. */
export function CompanyPriceBookTab({ companyId }: { companyId: number }) {
  const book = useCustomPriceBook(companyId);
  const markets = useMarkets();
  // an item of the euro supplier's market shows € as its list price does (decision 0031)
  const supplierOf = (marketId: number | null) =>
    marketId === null ? null : supplierOfMarket(markets.data ?? [], marketId);
  const remove = useRemoveCustomPrice(companyId);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const any = (v: string | number | null) => (v === null ? 'Any' : String(v));

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
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
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
        <Table.ScrollContainer minWidth={0} className="sticky-first-column">
          <Table striped aria-label="Price book items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Market</Table.Th>
                <Table.Th>Band</Table.Th>
                <Table.Th>Speed</Table.Th>
                <Table.Th>Term</Table.Th>
                <Table.Th>Monthly</Table.Th>
                <Table.Th>Setup</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {book.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {item.productType}
                    {item.rateType === 'DAILY' ? ' (daily)' : ''}
                  </Table.Td>
                  <Table.Td>{item.market ?? 'Any'}</Table.Td>
                  <Table.Td>{item.distanceBand ? DISTANCE_BAND_LABELS[item.distanceBand] : 'Any'}</Table.Td>
                  <Table.Td>{any(item.speedMbps)}</Table.Td>
                  <Table.Td>{any(item.termMonths)}</Table.Td>
                  <Table.Td className="money">
                    {formatPrice(item.monthlyCents, item.currency, supplierOf(item.marketId))}
                  </Table.Td>
                  <Table.Td className="money">
                    {formatPrice(item.setupCents, item.currency, supplierOf(item.marketId))}
                  </Table.Td>
                  <Table.Td>{item.fromDate}</Table.Td>
                  <Table.Td>{item.toDate ?? '—'}</Table.Td>
                  <Table.Td>
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
                          onError: (error) => setFailure(isApiError(error) ? error.message : MESSAGES.unexpected),
                        });
                      }}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
