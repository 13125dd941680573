import { type ExchangeRates, type ExchangeRatesSave, exchangeRatesSaveSchema } from '@portico/contract';
import { BASE_CURRENCY, type Currency, EXCHANGE_RATE_MESSAGES, isoDateOf, parseRateToMicros } from '@portico/domain';
import { invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './exchange-rates.repository.js';
import { tableOf } from './exchange-rates-view.js';
import type { ExchangeRatesServiceDeps } from './exchange-rates-deps.js';

/**
 * Saving one day's rates: all or nothing, in one transaction with one audit record. A currency already set that
 * day gets the new rate (the day's row replaced); other days are never touched.
 */
export function saveExchangeRates({ db, now }: ExchangeRatesServiceDeps) {
  return {
    async saveExchangeRates(ctx: ChangeContext, input: ExchangeRatesSave): Promise<ExchangeRates> {
      const body = exchangeRatesSaveSchema.parse(input);
      const date = body.effectiveDate ?? isoDateOf(now());
      // The schema has refused every bad rate already; this reads the same text into millionths.
      const rates = body.rates.map((entry) => {
        const parsed = parseRateToMicros(entry.rate);
        if (!parsed.ok) throw invalid(parsed.message);
        if (entry.currency === BASE_CURRENCY) throw invalid(EXCHANGE_RATE_MESSAGES.baseCurrency);
        return { currency: entry.currency, rateMicros: parsed.micros };
      });
      const currencies: Currency[] = rates.map((r) => r.currency);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = await repo.findDay(tx, date, currencies);
        await repo.upsertDay(tx, date, rates, ctx.actor.personId);
        await audit({
          action: 'exchangeRates.save',
          entityType: 'exchange_rates',
          entityId: date,
          before: before.length > 0 ? before : null,
          after: rates.map((r) => ({ ...r, effectiveDate: date })),
        });
        return {
          baseCurrency: BASE_CURRENCY,
          date,
          currency: null,
          rates: tableOf(await repo.findRatesInForce(tx, date)),
        };
      });
    },
  };
}
