import type { Market } from '@portico/contract';
import type { DatedValues, PriceField } from '../../components/forms/dated-price-form';
import type { ListFilter } from '../../components/ui/list-filters';

/** The market filter every price list starts with. */
export const marketFilter = (markets: readonly Market[]): ListFilter => ({
  name: 'marketId',
  label: 'Market',
  searchable: true,
  data: markets.map((m) => ({ value: String(m.id), label: m.name })),
  w: 170,
});

/** What the VXC and MVE forms say of a market or currency left empty. */
export const MISSING = { market: 'Choose a market', currency: 'Choose a currency' };

/** A VXC or MVE price's country: the market's unless given. */
export const countryCodeField = <V extends DatedValues & { countryCode: string }>(): PriceField<V> => ({
  name: 'countryCode',
  label: 'Country code',
  description: "Empty: the market's",
  w: 130,
});
