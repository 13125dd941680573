import {
  type Market,
  pricebookEndpoints,
  type VxcPrice,
  type VxcPriceSave,
  vxcPriceSaveSchema,
} from '@portico/contract';
import {
  CURRENCIES,
  DISTANCE_BAND_LABELS,
  DISTANCE_BANDS,
  PRICE_CHARGE_TYPES,
  PRICEBOOK_MESSAGES,
  VXC_A_CONNECT_TYPE_LABELS,
  VXC_A_CONNECT_TYPES,
  VXC_B_CONNECT_TYPES,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { priceFields } from '../../components/forms/dated-price-form';
import { textValues } from '../../components/forms/form-values';
import { SECONDARY } from '../../components/ui/column-meta';
import { bandOption, supplierOfMarket, tomorrow } from '../../lib/price-format';
import { ChargesList } from './charges-list';
import { chargeRowsOf, chargesOf, NEW_CHARGES, VxcChargesEditor } from './vxc-charges-editor';
import type { DatedPriceVariant } from './dated-price-tab';
import { countryCodeField, MISSING, marketFilter } from './price-fields';
import { useVxcPrices, VXC_PRICE_CALLS } from './pricebook.api';

const A_ENDS = VXC_A_CONNECT_TYPES.map((a) => ({ value: a, label: VXC_A_CONNECT_TYPE_LABELS[a] }));
const column = createColumnHelper<VxcPrice>();

const valuesOf = (price: VxcPrice | null) => ({
  marketId: price ? String(price.marketId) : '',
  distanceBand: price?.distanceBand ?? 'METRO',
  aConnectType: price?.aConnectType ?? 'ANY',
  bConnectType: price?.bConnectType ?? 'ANY',
  type: price?.type ?? 'BASE_RATE',
  ...textValues(price, ['currency', 'countryCode', 'toDate']),
  fromDate: price?.fromDate ?? tomorrow(),
  charges: price ? chargeRowsOf(price.charges, price.currency) : NEW_CHARGES,
});

/** The variant's own columns (From, To and the actions follow). */
const columns = (markets: readonly Market[]) => [
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
];

/**
 * Tab 1: VXC prices. Charges are typed as money, a row per speed ('1,234.50' in the price's currency, as every price
 * form takes money), shown back in the one money format under the rows, and sent as minor units.
 */
export const VXC_PRICES: DatedPriceVariant<VxcPrice, ReturnType<typeof valuesOf>, VxcPriceSave> = {
  filters: (markets) => [
    marketFilter(markets),
    { name: 'distanceBand', label: 'Band', data: DISTANCE_BANDS.map(bandOption), w: 170 },
    { name: 'aConnectType', label: 'A end', data: A_ENDS, w: 110 },
    { name: 'bConnectType', label: 'B end', data: [...VXC_B_CONNECT_TYPES], w: 120 },
    { name: 'type', label: 'Type', data: [...PRICE_CHARGE_TYPES], w: 150 },
    { name: 'currency', label: 'Currency', data: [...CURRENCIES], w: 100 },
  ],
  useList: useVxcPrices,
  csv: { endpoint: pricebookEndpoints.vxcPrices, filename: 'vxc-prices.csv' },
  columns,
  names: { one: 'VXC price', many: 'VXC prices', aNew: 'a VXC price' },
  calls: VXC_PRICE_CALLS,
  deleted: PRICEBOOK_MESSAGES.vxcDeleted,
  form: {
    initialValues: valuesOf,
    fields: (markets) => [
      priceFields.market(markets, { missing: MISSING.market }),
      priceFields.choice('distanceBand', 'Distance band', DISTANCE_BANDS.map(bandOption), 170),
      priceFields.choice('aConnectType', 'A end', A_ENDS, 120),
      priceFields.choice('bConnectType', 'B end', [...VXC_B_CONNECT_TYPES], 130),
      priceFields.choice('type', 'Charge type', [...PRICE_CHARGE_TYPES], 160),
      priceFields.currency(110, MISSING.currency),
      countryCodeField(),
      ...priceFields.dates('Empty: until the next price'),
    ],
    after: (form, markets) => <VxcChargesEditor form={form} markets={markets} />,
    toBody(values, checks) {
      const charges = chargesOf(values, checks);
      const { countryCode } = values;
      return {
        marketId: Number(values.marketId),
        distanceBand: values.distanceBand,
        aConnectType: values.aConnectType,
        bConnectType: values.bConnectType,
        type: values.type,
        currency: values.currency,
        ...(countryCode.trim() ? { countryCode: countryCode.trim() } : {}),
        ...checks.dates(),
        charges,
      } as VxcPriceSave;
    },
    schema: vxcPriceSaveSchema,
    saved: (price) => (price ? PRICEBOOK_MESSAGES.vxcEdited : PRICEBOOK_MESSAGES.vxcAdded),
  },
};
