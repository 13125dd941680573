import {
  BASE_CURRENCY,
  CURRENCIES,
  EXCHANGE_RATE_MESSAGES,
  parseRateToMicros,
  RATED_CURRENCIES,
} from '@portico/domain';
import { z } from 'zod';

/*
 * Exchange rates (decision 0022): how many units of a currency one AUD buys, dated by the day they take effect.
 * On the wire a rate is a decimal string ('0.654321'); a JSON number is accepted and read through its decimal
 * text, never computed with, so no float reaches storage. Calendar days are ISO yyyy-mm-dd.
 */

const isoDate = z.iso.date();

/**
 * A rate as typed: decimal text, a JSON number, or null. Null, missing, blank or zero is the spec's
 * 'cannot be Null Or Zero'; the other rules are parseRateToMicros's.
 */
export const rateTextSchema = z
  .union([z.string().max(40), z.number(), z.null()], {
    error: (issue) =>
      issue.input === undefined ? EXCHANGE_RATE_MESSAGES.nullOrZero : EXCHANGE_RATE_MESSAGES.notANumber,
  })
  .superRefine((value, ctx) => {
    const parsed = parseRateToMicros(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });

/** One currency's new rate; the base currency has none to set. */
export const exchangeRateEntrySchema = z.object({
  currency: z.enum(CURRENCIES).refine((c) => c !== BASE_CURRENCY, EXCHANGE_RATE_MESSAGES.baseCurrency),
  rate: rateTextSchema,
});
export type ExchangeRateEntry = z.input<typeof exchangeRateEntrySchema>;

/** POST /v2/exchangeRates: the rates of one day (today when no date is given), saved all or nothing. */
export const exchangeRatesSaveSchema = z
  .object({
    effectiveDate: isoDate.optional(),
    rates: z
      .array(exchangeRateEntrySchema)
      .min(1, EXCHANGE_RATE_MESSAGES.noRates)
      .max(RATED_CURRENCIES.length, EXCHANGE_RATE_MESSAGES.duplicateCurrency),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.rates.forEach((entry, index) => {
      if (seen.has(entry.currency))
        ctx.addIssue({
          code: 'custom',
          path: ['rates', index, 'currency'],
          message: EXCHANGE_RATE_MESSAGES.duplicateCurrency,
        });
      seen.add(entry.currency);
    });
  });
export type ExchangeRatesSave = z.input<typeof exchangeRatesSaveSchema>;

/** GET /v2/exchangeRates: the rates in force today, or on `date`; with `currency`, that currency's history. */
export const exchangeRatesQuerySchema = z.object({
  date: isoDate.optional(),
  currency: z.enum(CURRENCIES).optional(),
});

export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** units of the currency per AUD as a decimal string; null when no rate is in force */
  rate: z.string().nullable(),
  /** the same rate in millionths */
  rateMicros: z.number().int().positive().nullable(),
  /** the day the rate took effect; null for the base currency and for a currency with no rate yet */
  effectiveDate: isoDate.nullable(),
  isBase: z.boolean(),
});
export type ExchangeRate = z.output<typeof exchangeRateSchema>;

export const exchangeRatesSchema = z.object({
  baseCurrency: z.enum(CURRENCIES),
  /** the day the rates are in force on (the history: the last day it reaches) */
  date: isoDate,
  /** the currency whose history `rates` is, newest first; null for the table of every currency */
  currency: z.enum(CURRENCIES).nullable(),
  rates: z.array(exchangeRateSchema),
});
export type ExchangeRates = z.output<typeof exchangeRatesSchema>;
