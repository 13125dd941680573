import { Badge, Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { type Market, pricebookEndpoints, type VxcPrice, type VxcPriceQuery } from '@portico/contract';
import {
  CURRENCIES,
  type Currency,
  DISTANCE_BAND_LABELS,
  DISTANCE_BANDS,
  type DistanceBand,
  PRICE_CHARGE_TYPES,
  PRICEBOOK_MESSAGES,
  type PriceChargeType,
  VXC_A_CONNECT_TYPE_LABELS,
  VXC_A_CONNECT_TYPES,
  VXC_B_CONNECT_TYPES,
  type VxcAConnectType,
  type VxcBConnectType,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isApiError } from '../../api/client';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, PriceActions } from './price-actions';
import { ChargesList } from './charges-list';
import { bandOption, supplierOfMarket } from '../../lib/price-format';
import { useDeleteVxcPrice, useVxcPrices } from './pricebook.api';
import { VxcPriceForm } from './vxc-price-form';

const PAGE_SIZE = 25;
const column = createColumnHelper<VxcPrice>();

/** Tab 1: VXC prices — filters, the server-paged list, add, edit and delete of future prices, CSV export. */
export function VxcPricesTab({ markets }: { markets: readonly Market[] }) {
  const [marketId, setMarketId] = useState<string | null>(null);
  const [band, setBand] = useState<string | null>(null);
  const [aEnd, setAEnd] = useState<string | null>(null);
  const [bEnd, setBEnd] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [futureOnly, setFutureOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ price: VxcPrice | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteVxcPrice();

  const query: VxcPriceQuery = {
    page: String(page),
    pageSize: String(PAGE_SIZE),
    marketId: marketId ?? undefined,
    distanceBand: (band as DistanceBand | null) ?? undefined,
    aConnectType: (aEnd as VxcAConnectType | null) ?? undefined,
    bConnectType: (bEnd as VxcBConnectType | null) ?? undefined,
    type: (type as PriceChargeType | null) ?? undefined,
    currency: (currency as Currency | null) ?? undefined,
    future: futureOnly ? 'true' : undefined,
  };
  const result = useVxcPrices(query);
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
      column.accessor('distanceBand', { header: 'Band', cell: (c) => DISTANCE_BAND_LABELS[c.getValue()] }),
      column.accessor('aConnectType', { header: 'A end', cell: (c) => VXC_A_CONNECT_TYPE_LABELS[c.getValue()] }),
      column.accessor('bConnectType', { header: 'B end' }),
      column.accessor('type', { header: 'Type', ...SECONDARY }),
      column.accessor('charges', {
        header: 'Charges',
        cell: (c) => (
          <ChargesList
            charges={c.getValue()}
            currency={c.row.original.currency}
            supplierId={supplierOfMarket(markets, c.row.original.marketId)}
            label={`Charges of price ${c.row.original.id}`}
          />
        ),
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
                onSuccess: () => setNotice(PRICEBOOK_MESSAGES.vxcDeleted),
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
          label="Band"
          placeholder="Any"
          clearable
          data={DISTANCE_BANDS.map(bandOption)}
          value={band}
          onChange={filterChange(setBand)}
          w={170}
        />
        <Select
          label="A end"
          placeholder="Any"
          clearable
          data={VXC_A_CONNECT_TYPES.map((a) => ({ value: a, label: VXC_A_CONNECT_TYPE_LABELS[a] }))}
          value={aEnd}
          onChange={filterChange(setAEnd)}
          w={110}
        />
        <Select
          label="B end"
          placeholder="Any"
          clearable
          data={[...VXC_B_CONNECT_TYPES]}
          value={bEnd}
          onChange={filterChange(setBEnd)}
          w={120}
        />
        <Select
          label="Type"
          placeholder="Any"
          clearable
          data={[...PRICE_CHARGE_TYPES]}
          value={type}
          onChange={filterChange(setType)}
          w={150}
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
        <CsvExportButton endpoint={pricebookEndpoints.vxcPrices} query={query} filename="vxc-prices.csv" />
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
            {form.price ? `Edit future VXC price ${form.price.id}` : 'Add a VXC price'}
          </Text>
          <VxcPriceForm
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
        caption="VXC prices"
        columns={columns}
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={result.isFetching}
        emptyText={result.isError ? 'The VXC prices could not be loaded.' : 'No VXC prices match the filters.'}
        getRowKey={(row) => row.id}
      />
    </Stack>
  );
}
