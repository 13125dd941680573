import { Text, Textarea } from '@mantine/core';
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
  formatVxcChargesJson,
  PRICE_CHARGE_TYPES,
  PRICEBOOK_MESSAGES,
  parseVxcChargesJson,
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
import type { DatedPriceVariant } from './dated-price-tab';
import { countryCodeField, MISSING, marketFilter } from './price-fields';
import { useVxcPrices, VXC_PRICE_CALLS } from './pricebook.api';

const EXAMPLE_CHARGES = '[\n  {"speed": 100, "charge": 6000},\n  {"speed": 1000, "charge": 18000}\n]';
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
  charges: price ? formatVxcChargesJson(price.charges) : EXAMPLE_CHARGES,
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
 * Tab 1: VXC prices. Charges are typed as JSON (cents per speed, shown back as amounts under the field); malformed
 * JSON is refused with the domain's message and nothing is sent.
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
    after(form, markets) {
      const preview = parseVxcChargesJson(form.values.charges);
      return (
        <>
          <Textarea
            label="Charges (JSON, amounts in cents)"
            description='One {"speed": Mbps, "charge": cents} per speed: 4500 is 45.00 of the currency (whole yen for JPY). A speed pays the charge of the smallest listed speed at or above it.'
            required
            autosize
            minRows={4}
            maxRows={14}
            styles={{ input: { fontFamily: 'monospace' } }}
            {...form.getInputProps('charges')}
          />
          {preview.ok && form.values.currency ? (
            <div>
              <Text size="sm" fw={500}>
                Reads as
              </Text>
              <ChargesList
                charges={preview.charges}
                currency={form.values.currency}
                supplierId={supplierOfMarket(markets, Number(form.values.marketId))}
                label="Charges as entered"
              />
            </div>
          ) : null}
        </>
      );
    },
    toBody(values, checks) {
      const charges = parseVxcChargesJson(values.charges);
      if (!charges.ok) checks.refuse('charges', charges.message);
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
        charges: charges.ok ? charges.charges : [],
      } as VxcPriceSave;
    },
    schema: vxcPriceSaveSchema,
    saved: (price) => (price ? PRICEBOOK_MESSAGES.vxcEdited : PRICEBOOK_MESSAGES.vxcAdded),
  },
};
