import type { ExchangeRate } from '@portico/contract';
import { BASE_CURRENCY, BASE_RATE_MICROS, CURRENCIES, type Currency, microsToRate } from '@portico/domain';
import type { DatedRateRow } from './exchange-rates.repository.js';

export function baseRate(): ExchangeRate {
  return {
    currency: BASE_CURRENCY,
    rate: microsToRate(BASE_RATE_MICROS),
    rateMicros: BASE_RATE_MICROS,
    effectiveDate: null,
    isBase: true,
  };
}

export function toExchangeRate(row: DatedRateRow): ExchangeRate {
  return {
    currency: row.currency,
    rate: microsToRate(row.rateMicros),
    rateMicros: row.rateMicros,
    effectiveDate: row.effectiveDate,
    isBase: false,
  };
}

/** Every known currency in CURRENCIES order: the base first as 1, then each one's rate in force or none. */
export function tableOf(rows: DatedRateRow[]): ExchangeRate[] {
  const byCurrency = new Map<Currency, DatedRateRow>(rows.map((r) => [r.currency, r]));
  return [BASE_CURRENCY, ...CURRENCIES.filter((c) => c !== BASE_CURRENCY)].map((currency) => {
    if (currency === BASE_CURRENCY) return baseRate();
    const row = byCurrency.get(currency);
    return row ? toExchangeRate(row) : { currency, rate: null, rateMicros: null, effectiveDate: null, isBase: false };
  });
}
