import {
  BASE_CURRENCY,
  BASE_RATE_MICROS,
  convertMinor,
  type Currency,
  EXCHANGE_RATE_MESSAGES,
  type RatedCurrency,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { invalid } from '../../errors.js';
import * as repo from './exchange-rates.repository.js';

/** A converter of minor units between currencies with the rates in force on one day (decision 0022). */
export type Converter = (amountMinor: number, from: Currency, to: Currency) => number;

/**
 * The rates in force on `date` (ISO yyyy-mm-dd), read once, as a converter: a bill run or a report converts many
 * amounts of one day with one query. A currency with no rate in force that day is an error, never a silent 1.
 */
export async function converterOn(db: DbOrTx, date: string, currencies?: Currency[]): Promise<Converter> {
  return converterOf(await repo.findRatesInForce(db, date, currencies), date);
}

/** `converterOn`'s converter from the rates in force on `date` (`ratesInForceJson`, read in another statement). */
export function converterOf(rows: readonly { currency: Currency; rateMicros: number }[], date: string): Converter {
  const rates = new Map<Currency, number>(rows.map((r) => [r.currency, r.rateMicros]));
  rates.set(BASE_CURRENCY, BASE_RATE_MICROS);
  const rated = (currency: Currency): RatedCurrency => {
    const rateMicros = rates.get(currency);
    if (rateMicros === undefined) throw invalid(EXCHANGE_RATE_MESSAGES.noRateInForce, { currency, date });
    return { currency, rateMicros };
  };
  return (amountMinor, from, to) => (from === to ? amountMinor : convertMinor(amountMinor, rated(from), rated(to)));
}

/** One amount of minor units of `from` in minor units of `to`, with the rates in force on `date`. */
export async function convert(
  db: DbOrTx,
  amountMinor: number,
  from: Currency,
  to: Currency,
  date: string,
): Promise<number> {
  const converter = await converterOn(db, date, [from, to]);
  return converter(amountMinor, from, to);
}

/** Each currency's rate to the base currency in force on `date`, in millionths (the base itself among them). */
export async function ratesInForceOn(db: DbOrTx, date: string): Promise<Map<Currency, number>> {
  const rows = await repo.findRatesInForce(db, date);
  const rates = new Map<Currency, number>(rows.map((r) => [r.currency, r.rateMicros]));
  rates.set(BASE_CURRENCY, BASE_RATE_MICROS);
  return rates;
}
