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
import { useMemo } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { usePagedList } from '../../hooks/use-paged-list';
import { DatedPriceTab, useDatedPriceState } from './dated-price-tab';
import { AnyFilter, MarketFilter } from './price-filters';
import { MvePriceForm } from './mve-price-form';
import { formatPrice, supplierOfMarket } from '../../lib/price-format';
import { useDeleteMvePrice, useMvePrices } from './pricebook.api';

const PAGE_SIZE = 25;
const column = createColumnHelper<MvePrice>();

/** Tab 2: MVE prices — filters, the server-paged list, add, edit and delete of future prices, CSV export. */
export function MvePricesTab({ markets }: { markets: readonly Market[] }) {
  const list = usePagedList(
    {
      marketId: null as string | null,
      size: null as string | null,
      currency: null as string | null,
      futureOnly: false,
    },
    { pageSize: PAGE_SIZE },
  );
  const { marketId, size, currency, futureOnly } = list.filters;
  const state = useDatedPriceState<MvePrice>(useDeleteMvePrice(), PRICEBOOK_MESSAGES.mveDeleted);

  const query: MvePriceQuery = {
    page: String(list.page),
    pageSize: String(PAGE_SIZE),
    marketId: marketId ?? undefined,
    virtualMachineSize: (size as MveSize | null) ?? undefined,
    currency: (currency as Currency | null) ?? undefined,
    future: futureOnly ? 'true' : undefined,
  };
  const result = useMvePrices(query);

  const { datedColumns } = state;
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
          <AnyFilter
            label="Size"
            data={MVE_SIZES.map((s) => ({ value: s, label: MVE_SIZE_LABELS[s] }))}
            value={size}
            onChange={list.set.size}
            w={170}
          />
          <AnyFilter label="Currency" data={[...CURRENCIES]} value={currency} onChange={list.set.currency} w={100} />
        </>
      }
      futureOnly={futureOnly}
      onFutureOnly={list.set.futureOnly}
      exportButton={<CsvExportButton endpoint={pricebookEndpoints.mvePrices} query={query} filename="mve-prices.csv" />}
      formTitle={(price) => (price ? `Edit future MVE price ${price.id}` : 'Add an MVE price')}
      renderForm={(form) => <MvePriceForm markets={markets} {...form} />}
      table={{
        caption: 'MVE prices',
        columns,
        list,
        result,
        emptyText: 'No MVE prices match the filters.',
        errorText: 'The MVE prices could not be loaded.',
      }}
    />
  );
}
