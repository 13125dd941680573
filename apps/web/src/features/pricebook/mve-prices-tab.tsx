import { Badge, Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { type Market, type MvePrice, type MvePriceQuery, pricebookEndpoints } from '@portico/contract';
import {
  CURRENCIES,
  type Currency,
  MVE_SIZE_LABELS,
  MVE_SIZES,
  type MveSize,
  PRICEBOOK_MESSAGES,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isApiError } from '../../api/client';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { DataTable } from '../../components/ui/data-table';
import { MvePriceForm } from './mve-price-form';
import { Notice, PriceActions } from './price-actions';
import { formatPrice, supplierOfMarket } from '../../lib/price-format';
import { useDeleteMvePrice, useMvePrices } from './pricebook.api';

const PAGE_SIZE = 25;
const column = createColumnHelper<MvePrice>();

/** Tab 2: MVE prices — filters, the server-paged list, add, edit and delete of future prices, CSV export. */
export function MvePricesTab({ markets }: { markets: readonly Market[] }) {
  const [marketId, setMarketId] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [futureOnly, setFutureOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ price: MvePrice | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteMvePrice();

  const query: MvePriceQuery = {
    page: String(page),
    pageSize: String(PAGE_SIZE),
    marketId: marketId ?? undefined,
    virtualMachineSize: (size as MveSize | null) ?? undefined,
    currency: (currency as Currency | null) ?? undefined,
    future: futureOnly ? 'true' : undefined,
  };
  const result = useMvePrices(query);
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
      column.accessor('virtualMachineSize', { header: 'Size', cell: (c) => MVE_SIZE_LABELS[c.getValue()] }),
      column.accessor('charge', {
        header: 'Monthly charge',
        cell: (c) => (
          <span className="money">
            {formatPrice(c.getValue(), c.row.original.currency, supplierOfMarket(markets, c.row.original.marketId))}
          </span>
        ),
      }),
      column.accessor('countryCode', { header: 'Country', ...SECONDARY }),
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
      column.accessor('toDate', {
        header: 'To',
        cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{c.getValue() ?? '—'}</span>,
      }),
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
                onSuccess: () => setNotice(PRICEBOOK_MESSAGES.mveDeleted),
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
          label="Market"
          placeholder="Any"
          clearable
          searchable
          data={markets.map((m) => ({ value: String(m.id), label: m.name }))}
          value={marketId}
          onChange={filterChange(setMarketId)}
          w={170}
        />
        <Select
          label="Size"
          placeholder="Any"
          clearable
          data={MVE_SIZES.map((s) => ({ value: s, label: MVE_SIZE_LABELS[s] }))}
          value={size}
          onChange={filterChange(setSize)}
          w={170}
        />
        <Select
          label="Currency"
          placeholder="Any"
          clearable
          data={[...CURRENCIES]}
          value={currency}
          onChange={filterChange(setCurrency)}
          w={100}
        />
        <Switch
          label="Future only"
          checked={futureOnly}
          onChange={(event) => filterChange(setFutureOnly)(event.currentTarget.checked)}
          mb={8}
        />
        <CsvExportButton endpoint={pricebookEndpoints.mvePrices} query={query} filename="mve-prices.csv" />
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
            {form.price ? `Edit future MVE price ${form.price.id}` : 'Add an MVE price'}
          </Text>
          <MvePriceForm
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
        caption="MVE prices"
        columns={columns}
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={result.isFetching}
        emptyText={result.isError ? 'The MVE prices could not be loaded.' : 'No MVE prices match the filters.'}
        getRowKey={(row) => row.id}
      />
    </Stack>
  );
}
