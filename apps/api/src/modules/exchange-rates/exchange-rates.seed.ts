import type { Currency } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { exchangeRates } from './exchange-rates.tables.js';

/** Demo rates per AUD (millionths), in force from the first day of 2025: about the market's. */
const DEMO_RATES: [Currency, number][] = [
  ['NZD', 1_092_300],
  ['HKD', 5_053_100],
  ['USD', 649_800],
  ['SGD', 866_400],
  ['CAD', 902_500],
  ['EUR', 598_700],
  ['GBP', 509_200],
  ['SEK', 6_874_500],
  ['CHF', 571_900],
  ['BGN', 1_171_000],
  ['MXN', 12_985_000],
  ['JPY', 99_870_000],
];

export async function seedExchangeRatesDemo(tx: DbOrTx): Promise<void> {
  await tx
    .insert(exchangeRates)
    .values(DEMO_RATES.map(([currency, rateMicros]) => ({ currency, rateMicros, effectiveDate: '2025-01-01' })))
    .onConflictDoNothing();
}
