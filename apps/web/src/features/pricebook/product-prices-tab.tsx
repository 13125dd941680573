import {
  LISTED_PRODUCT_TYPES,
  type Market,
  type ProductPrice,
  type ProductPriceQuery,
  pricingEndpoints,
} from '@portico/contract';
import { bpToPercent, PRICING_MESSAGES } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { usePagedList } from '../../hooks/use-paged-list';
import { DatedPriceTab, useDatedPriceState } from './dated-price-tab';
import { AnyFilter, MarketFilter } from './price-filters';
import { useDeleteProductPrice, useProductPrices } from './pricebook.api';
import { formatPrice, formatSpeed, supplierOfMarket } from '../../lib/price-format';
import { PRODUCT_LABELS, ProductPriceForm } from './product-price-form';

const PAGE_SIZE = 25;
const column = createColumnHelper<ProductPrice>();

/** Port, MCR, IX and MegaDirect list prices by market, speed and term, with the discount each term earns. */
export function ProductPricesTab({ markets }: { markets: readonly Market[] }) {
  const list = usePagedList(
    { productType: null as string | null, marketId: null as string | null, futureOnly: false },
    { pageSize: PAGE_SIZE },
  );
  const { productType, marketId, futureOnly } = list.filters;
  const state = useDatedPriceState<ProductPrice>(useDeleteProductPrice(), PRICING_MESSAGES.priceDeleted);

  const query: ProductPriceQuery = {
    page: String(list.page),
    pageSize: String(PAGE_SIZE),
    productType: (productType as ProductPrice['productType'] | null) ?? undefined,
    marketId: marketId ?? undefined,
    future: futureOnly ? 'true' : undefined,
  };
  const result = useProductPrices(query);

  const { datedColumns } = state;
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
      ...datedColumns,
    ],
    [datedColumns, markets],
  );

  return (
    <DatedPriceTab
      state={state}
      filters={
        <>
          <AnyFilter
            label="Product"
            data={LISTED_PRODUCT_TYPES.map((p) => ({ value: p, label: PRODUCT_LABELS[p] }))}
            value={productType}
            onChange={list.set.productType}
            w={150}
          />
          <MarketFilter markets={markets} value={marketId} onChange={list.set.marketId} />
        </>
      }
      futureOnly={futureOnly}
      onFutureOnly={list.set.futureOnly}
      exportButton={
        <CsvExportButton endpoint={pricingEndpoints.productPrices} query={query} filename="list-prices.csv" />
      }
      formTitle={(price) => (price ? `Edit future price ${price.id}` : 'Add a list price')}
      renderForm={(form) => <ProductPriceForm markets={markets} {...form} />}
      table={{
        caption: 'Port, MCR, IX and MegaDirect prices',
        columns,
        list,
        result,
        emptyText: 'No prices match the filters.',
        errorText: 'The prices could not be loaded.',
      }}
    />
  );
}
