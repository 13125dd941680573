import type { Currency } from '@portico/domain';
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { exchangeRates } from './exchange-rates.tables.js';

const columns = {
  currency: exchangeRates.currency,
  effectiveDate: exchangeRates.effectiveDate,
  rateMicros: exchangeRates.rateMicros,
};
export type DatedRateRow = { currency: Currency; effectiveDate: string; rateMicros: number };

/** Per currency, the row with the latest effective date on or before `date` (the rate in force that day). */
export async function findRatesInForce(db: DbOrTx, date: string, currencies?: Currency[]): Promise<DatedRateRow[]> {
  return db
    .selectDistinctOn([exchangeRates.currency], columns)
    .from(exchangeRates)
    .where(
      and(lte(exchangeRates.effectiveDate, date), currencies ? inArray(exchangeRates.currency, currencies) : undefined),
    )
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.effectiveDate));
}

/**
 * `findRatesInForce`'s rows as a json array for another area's statement (the price lookup, decision 0096): the rate
 * in force on `date` of each currency of `currencies` (a text[] expression of that statement), one index read each.
 */
export function ratesInForceJson(date: string, currencies: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('currency', c.currency, 'rateMicros', r.rate_micros)), '[]'::json)
    from (select distinct currency from unnest(${currencies}) as given(currency) where currency is not null) c
    cross join lateral (select x.rate_micros from ${exchangeRates} x
                         where x.currency = c.currency and x.effective_date <= ${date}::date
                         order by x.effective_date desc limit 1) r)`;
}

/** Every rate of one currency that took effect on or before `date`, newest first. */
export async function findHistory(db: DbOrTx, currency: Currency, date: string): Promise<DatedRateRow[]> {
  return db
    .select(columns)
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.effectiveDate, date)))
    .orderBy(desc(exchangeRates.effectiveDate));
}

/** The rates already set for these currencies on exactly this day (what a save replaces). */
export async function findDay(db: DbOrTx, date: string, currencies: Currency[]): Promise<DatedRateRow[]> {
  return db
    .select(columns)
    .from(exchangeRates)
    .where(and(eq(exchangeRates.effectiveDate, date), inArray(exchangeRates.currency, currencies)))
    .orderBy(asc(exchangeRates.currency));
}

/**
 * Sets each currency's rate for the day: a new row, or that day's row replaced (unique (currency, effective_date)).
 * Other days' rows are never touched, so the history stays.
 */
export async function upsertDay(
  db: DbOrTx,
  date: string,
  rates: { currency: Currency; rateMicros: number }[],
  createdBy: number | null,
): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(rates.map((r) => ({ currency: r.currency, rateMicros: r.rateMicros, effectiveDate: date, createdBy })))
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.effectiveDate],
      set: {
        rateMicros: sql`excluded.rate_micros`,
        createdBy: sql`excluded.created_by`,
        createdAt: sql`now()`,
      },
    });
}
