import {
  LISTED_PRODUCT_TYPES,
  type Market,
  type ProductPrice,
  type ProductPriceSave,
  pricingEndpoints,
  productPriceSaveSchema,
} from '@portico/contract';
import { bpToPercent, formatSpeed, minorToAmount, PRICING_MESSAGES, STAFF_TERMS_MONTHS } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { priceFields } from '../../components/forms/dated-price-form';
import { textValues } from '../../components/forms/form-values';
import { SECONDARY } from '../../components/ui/column-meta';
import { formatPrice, supplierOfMarket, tomorrow } from '../../lib/price-format';
import type { DatedPriceVariant } from './dated-price-tab';
import { marketFilter } from './price-fields';
import { PRODUCT_PRICE_CALLS, useProductPrices } from './pricebook.api';

export const PRODUCT_LABELS: Record<(typeof LISTED_PRODUCT_TYPES)[number], string> = {
  PORT: 'Port',
  MCR: 'MCR',
  IX: 'IX',
  MEGADIRECT: 'MegaDirect',
};
const PRODUCTS = LISTED_PRODUCT_TYPES.map((p) => ({ value: p, label: PRODUCT_LABELS[p] }));
const TERMS = STAFF_TERMS_MONTHS.map((m) => ({ value: String(m), label: `${m} month${m === 1 ? '' : 's'}` }));
const column = createColumnHelper<ProductPrice>();

const valuesOf = (price: ProductPrice | null) => ({
  productType: price?.productType ?? 'PORT',
  marketId: price ? String(price.marketId) : '',
  speedMbps: price ? String(price.speedMbps) : '10000',
  termMonths: price ? String(price.termMonths) : '1',
  monthly: price ? minorToAmount(price.monthlyCents, price.currency) : '',
  // '0' reads as nothing in every currency, whole yen included
  setup: price ? minorToAmount(price.setupCents, price.currency) : '0',
  termDiscount: price ? bpToPercent(price.termDiscountBp) : '0',
  ...textValues(price, ['currency', 'toDate']),
  fromDate: price?.fromDate ?? tomorrow(),
});

/** The variant's own columns (From, To and the actions follow). */
const columns = (markets: readonly Market[]) => {
  const money = (cents: number, price: ProductPrice) => (
    <span className="money">{formatPrice(cents, price.currency, supplierOfMarket(markets, price.marketId))}</span>
  );
  return [
    column.accessor('market', { header: 'Market' }),
    column.accessor('id', { header: 'Id', ...SECONDARY }),
    column.accessor('productType', { header: 'Product', cell: (c) => PRODUCT_LABELS[c.getValue()] }),
    column.accessor('location', { header: 'Location', cell: (c) => c.getValue() ?? 'All', ...SECONDARY }),
    column.accessor('speedMbps', { header: 'Speed', cell: (c) => formatSpeed(c.getValue()) }),
    column.accessor('termMonths', { header: 'Term', cell: (c) => `${c.getValue()} mo` }),
    column.accessor('monthlyCents', { header: 'Monthly', cell: (c) => money(c.getValue(), c.row.original) }),
    column.accessor('termDiscountBp', {
      header: 'Term discount',
      cell: (c) => (c.getValue() ? `${bpToPercent(c.getValue())}%` : '—'),
    }),
    column.accessor('setupCents', {
      header: 'Setup',
      cell: (c) => money(c.getValue(), c.row.original),
      ...SECONDARY,
    }),
  ];
};

/**
 * Tab 3: Port, MCR, IX and MegaDirect list prices by market, speed and term, with the discount each term earns;
 * money typed as '1,234.50', sent in cents.
 */
export const PRODUCT_PRICES: DatedPriceVariant<ProductPrice, ReturnType<typeof valuesOf>, ProductPriceSave> = {
  filters: (markets) => [{ name: 'productType', label: 'Product', data: PRODUCTS, w: 150 }, marketFilter(markets)],
  useList: useProductPrices,
  csv: { endpoint: pricingEndpoints.productPrices, filename: 'list-prices.csv' },
  columns,
  names: { one: 'price', many: 'prices', aNew: 'a list price', caption: 'Port, MCR, IX and MegaDirect prices' },
  calls: PRODUCT_PRICE_CALLS,
  deleted: PRICING_MESSAGES.priceDeleted,
  form: {
    initialValues: valuesOf,
    fields: (markets) => [
      priceFields.choice('productType', 'Product', PRODUCTS, 140),
      priceFields.market(markets),
      { name: 'speedMbps', label: 'Speed (Mbps)', required: true, inputMode: 'numeric', w: 120 },
      priceFields.choice('termMonths', 'Term', TERMS, 120),
      priceFields.money('monthly', 'Monthly', 130),
      { name: 'setup', label: 'Setup', inputMode: 'decimal', w: 110 },
      { name: 'termDiscount', label: 'Term discount %', inputMode: 'decimal', w: 130 },
      priceFields.currency(110),
      ...priceFields.dates('Empty: until further notice'),
    ],
    toBody: (values, checks) =>
      ({
        productType: values.productType,
        marketId: values.marketId ? Number(values.marketId) : undefined,
        speedMbps: Number(values.speedMbps),
        termMonths: Number(values.termMonths),
        monthlyCents: checks.money('monthly'),
        setupCents: checks.money('setup'),
        termDiscountBp: checks.percent('termDiscount', 'Enter a percentage such as 10 or 12.5'),
        currency: values.currency || undefined,
        ...checks.dates(),
      }) as ProductPriceSave,
    schema: productPriceSaveSchema,
    fieldOf: { monthlyCents: 'monthly', setupCents: 'setup', termDiscountBp: 'termDiscount' },
    saved: (price) => (price ? PRICING_MESSAGES.priceEdited : PRICING_MESSAGES.priceAdded),
  },
};
