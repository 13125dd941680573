import {
  type Market,
  type MvePrice,
  type MvePriceSave,
  mvePriceSaveSchema,
  pricebookEndpoints,
} from '@portico/contract';
import { CURRENCIES, minorToAmount, MVE_SIZE_LABELS, MVE_SIZES, PRICEBOOK_MESSAGES } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { priceFields } from '../../components/forms/dated-price-form';
import { textValues } from '../../components/forms/form-values';
import { SECONDARY } from '../../components/ui/column-meta';
import { formatPrice, supplierOfMarket, tomorrow } from '../../lib/price-format';
import type { DatedPriceVariant } from './dated-price-tab';
import { countryCodeField, MISSING, marketFilter } from './price-fields';
import { MVE_PRICE_CALLS, useMvePrices } from './pricebook.api';

const SIZES = MVE_SIZES.map((s) => ({ value: s, label: MVE_SIZE_LABELS[s] }));
const column = createColumnHelper<MvePrice>();

const valuesOf = (price: MvePrice | null) => ({
  marketId: price ? String(price.marketId) : '',
  virtualMachineSize: price?.virtualMachineSize ?? 'SMALL',
  ...textValues(price, ['currency', 'countryCode', 'toDate']),
  amount: price ? minorToAmount(price.charge, price.currency) : '',
  fromDate: price?.fromDate ?? tomorrow(),
});

/** The variant's own columns (From, To and the actions follow). */
const columns = (markets: readonly Market[]) => [
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
];

/** Tab 2: MVE prices; the monthly charge is typed as money ('1,234.50', whole yen) and sent as minor units. */
export const MVE_PRICES: DatedPriceVariant<MvePrice, ReturnType<typeof valuesOf>, MvePriceSave> = {
  filters: (markets) => [
    marketFilter(markets),
    { name: 'virtualMachineSize', label: 'Size', data: SIZES, w: 170 },
    { name: 'currency', label: 'Currency', data: [...CURRENCIES], w: 100 },
  ],
  useList: useMvePrices,
  csv: { endpoint: pricebookEndpoints.mvePrices, filename: 'mve-prices.csv' },
  columns,
  names: { one: 'MVE price', many: 'MVE prices', aNew: 'an MVE price' },
  calls: MVE_PRICE_CALLS,
  deleted: PRICEBOOK_MESSAGES.mveDeleted,
  form: {
    initialValues: valuesOf,
    fields: (markets) => [
      priceFields.market(markets, { missing: MISSING.market }),
      priceFields.choice('virtualMachineSize', 'Size', SIZES, 180),
      priceFields.currency(110, MISSING.currency),
      priceFields.money('amount', 'Monthly charge', 150),
      countryCodeField(),
      ...priceFields.dates('Empty: until the next price'),
    ],
    toBody: (values, checks) =>
      ({
        marketId: Number(values.marketId),
        virtualMachineSize: values.virtualMachineSize,
        currency: values.currency,
        charge: checks.money('amount'),
        ...(values.countryCode.trim() ? { countryCode: values.countryCode.trim() } : {}),
        ...checks.dates(),
      }) as MvePriceSave,
    schema: mvePriceSaveSchema,
    fieldOf: { charge: 'amount' },
    saved: (price) => (price ? PRICEBOOK_MESSAGES.mveEdited : PRICEBOOK_MESSAGES.mveAdded),
  },
};
