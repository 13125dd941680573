import { Badge, Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import {
  LISTED_PRODUCT_TYPES,
  type Market,
  type ProductPrice,
  type ProductPriceQuery,
  pricingEndpoints,
} from '@portico/contract';
import { bpToPercent, PRICING_MESSAGES } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isApiError } from '../../api/client';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { DataTable } from '../../components/ui/data-table';
import { useDeleteProductPrice, useProductPrices } from './pricebook.api';
import { Notice, PriceActions } from './price-actions';
import { formatPrice, formatSpeed, supplierOfMarket } from '../../lib/price-format';
import { PRODUCT_LABELS, ProductPriceForm } from './product-price-form';

const PAGE_SIZE = 25;
const column = createColumnHelper<ProductPrice>();

/** Port, MCR, IX and MegaDirect list prices by market, speed and term, with the discount each term earns. */
export function ProductPricesTab({ markets }: { markets: readonly Market[] }) {
  const [productType, setProductType] = useState<string | null>(null);
  const [marketId, setMarketId] = useState<string | null>(null);
  const [futureOnly, setFutureOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ price: ProductPrice | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteProductPrice();

  const query: ProductPriceQuery = {
    page: String(page),
    pageSize: String(PAGE_SIZE),
    productType: (productType as ProductPrice['productType'] | null) ?? undefined,
    marketId: marketId ?? undefined,
    future: futureOnly ? 'true' : undefined,
  };
  const result = useProductPrices(query);
  const filterChange =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns = useMemo(
    () => [
      column.accessor('market', { header: 'Market' }),
      column.accessor('id', { header: 'Id', ...SECONDARY }),
      column.accessor('productType', { header: 'Product', cell: (c) => PRODUCT_LABELS[c.getValue()] }),
      column.accessor('location', { header: 'Location', cell: (c) => c.getValue() ?? 'All', ...SECONDARY }),
      column.accessor('speedMbps', { header: 'Speed', cell: (c) => formatSpeed(c.getValue()) }),
      column.accessor('termMonths', { header: 'Term', cell: (c) => `${c.getValue()} mo` }),
      column.accessor('monthlyCents', {
        header: 'Monthly',
        cell: (c) => (
          <span className="money">
            {formatPrice(c.getValue(), c.row.original.currency, supplierOfMarket(markets, c.row.original.marketId))}
          </span>
        ),
      }),
      column.accessor('termDiscountBp', {
        header: 'Term discount',
        cell: (c) => (c.getValue() ? `${bpToPercent(c.getValue())}%` : '—'),
      }),
      column.accessor('setupCents', {
        header: 'Setup',
        cell: (c) => (
          <span className="money">
            {formatPrice(c.getValue(), c.row.original.currency, supplierOfMarket(markets, c.row.original.marketId))}
          </span>
        ),
        ...SECONDARY,
      }),
      column.accessor('fromDate', {
        header: 'From',
        cell: (c) => (
          <Group gap={4} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
            {c.getValue()}
            {c.row.original.future && (
              <Badge size="xs" variant="light">
                future
              </Badge>
            )}
          </Group>
        ),
      }),
      column.accessor('toDate', { header: 'To', cell: (c) => c.getValue() ?? '—' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (c) => (
          <PriceActions
            id={c.row.original.id}
            future={c.row.original.future}
            editing={form?.price?.id === c.row.original.id}
            deleting={remove.isPending}
            onEdit={() => {
              setNotice(null);
              setForm({ price: c.row.original });
            }}
            onDelete={() => {
              setNotice(null);
              setFailure(null);
              remove.mutate(c.row.original.id, {
                onSuccess: () => setNotice(PRICING_MESSAGES.priceDeleted),
                onError: (error) => setFailure(isApiError(error) ? error.message : 'The price could not be deleted.'),
              });
            }}
          />
        ),
      }),
    ],
    [form, remove, markets],
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Product"
          placeholder="Any"
          clearable
          data={LISTED_PRODUCT_TYPES.map((p) => ({ value: p, label: PRODUCT_LABELS[p] }))}
          value={productType}
          onChange={filterChange(setProductType)}
          w={150}
        />
        <Select
          label="Market"
          placeholder="Any"
          clearable
          searchable
          data={markets.map((m) => ({ value: String(m.id), label: m.name }))}
          value={marketId}
          onChange={filterChange(setMarketId)}
          w={170}
        />
        <Switch
          label="Future only"
          checked={futureOnly}
          onChange={(event) => filterChange(setFutureOnly)(event.currentTarget.checked)}
          mb={8}
        />
        <CsvExportButton endpoint={pricingEndpoints.productPrices} query={query} filename="list-prices.csv" />
        <Button
          onClick={() => {
            setNotice(null);
            setForm({ price: null });
          }}
        >
          Add price
        </Button>
      </Group>
      <Notice message={notice} error={failure} />
      {form && (
        <Paper withBorder p="md">
          <Text fw={600} mb="xs">
            {form.price ? `Edit future price ${form.price.id}` : 'Add a list price'}
          </Text>
          <ProductPriceForm
            key={form.price?.id ?? 'new'}
            markets={markets}
            price={form.price}
            onSaved={(message) => {
              setForm(null);
              setFailure(null);
              setNotice(message);
            }}
            onCancel={() => setForm(null)}
          />
        </Paper>
      )}
      <DataTable
        stickyFirstColumn
        caption="Port, MCR, IX and MegaDirect prices"
        columns={columns}
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={result.isFetching}
        emptyText={result.isError ? 'The prices could not be loaded.' : 'No prices match the filters.'}
        getRowKey={(row) => row.id}
      />
    </Stack>
  );
}
