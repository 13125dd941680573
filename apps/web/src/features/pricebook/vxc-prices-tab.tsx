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
import { useMemo } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { usePagedList } from '../../hooks/use-paged-list';
import { DatedPriceTab, useDatedPriceState } from './dated-price-tab';
import { AnyFilter, MarketFilter } from './price-filters';
import { ChargesList } from './charges-list';
import { bandOption, supplierOfMarket } from '../../lib/price-format';
import { useDeleteVxcPrice, useVxcPrices } from './pricebook.api';
import { VxcPriceForm } from './vxc-price-form';

const PAGE_SIZE = 25;
const column = createColumnHelper<VxcPrice>();

/** Tab 1: VXC prices — filters, the server-paged list, add, edit and delete of future prices, CSV export. */
export function VxcPricesTab({ markets }: { markets: readonly Market[] }) {
  const list = usePagedList(
    {
      marketId: null as string | null,
      band: null as string | null,
      aEnd: null as string | null,
      bEnd: null as string | null,
      type: null as string | null,
      currency: null as string | null,
      futureOnly: false,
    },
    { pageSize: PAGE_SIZE },
  );
  const { marketId, band, aEnd, bEnd, type, currency, futureOnly } = list.filters;
  const state = useDatedPriceState<VxcPrice>(useDeleteVxcPrice(), PRICEBOOK_MESSAGES.vxcDeleted);

  const query: VxcPriceQuery = {
    page: String(list.page),
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

  const { datedColumns } = state;
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
      ...datedColumns,
    ],
    [datedColumns, markets],
  );

  return (
    <DatedPriceTab
      state={state}
      filters={
        <>
          <MarketFilter markets={markets} value={marketId} onChange={list.set.marketId} />
          <AnyFilter label="Band" data={DISTANCE_BANDS.map(bandOption)} value={band} onChange={list.set.band} w={170} />
          <AnyFilter
            label="A end"
            data={VXC_A_CONNECT_TYPES.map((a) => ({ value: a, label: VXC_A_CONNECT_TYPE_LABELS[a] }))}
            value={aEnd}
            onChange={list.set.aEnd}
            w={110}
          />
          <AnyFilter label="B end" data={[...VXC_B_CONNECT_TYPES]} value={bEnd} onChange={list.set.bEnd} w={120} />
          <AnyFilter label="Type" data={[...PRICE_CHARGE_TYPES]} value={type} onChange={list.set.type} w={150} />
          <AnyFilter label="Currency" data={[...CURRENCIES]} value={currency} onChange={list.set.currency} w={100} />
        </>
      }
      futureOnly={futureOnly}
      onFutureOnly={list.set.futureOnly}
      exportButton={<CsvExportButton endpoint={pricebookEndpoints.vxcPrices} query={query} filename="vxc-prices.csv" />}
      formTitle={(price) => (price ? `Edit future VXC price ${price.id}` : 'Add a VXC price')}
      renderForm={(form) => <VxcPriceForm markets={markets} {...form} />}
      table={{
        caption: 'VXC prices',
        columns,
        list,
        result,
        emptyText: 'No VXC prices match the filters.',
        errorText: 'The VXC prices could not be loaded.',
      }}
    />
  );
}
