import { type Currency, isCurrencyCode, PRICE_LOOKUP_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { lookupPrice, priceContext } from '../pricing/index.js';
import { pricesInForceOf } from './service-prices.repository.js';
import type * as repo from './services.repository.js';

/**
 * What a Port's or an IX's rate-limit change does to its price (decision 0079): each service whose price moves (a
 * Port and the other members of its LAG, which change alike; an IX alone), its price in force and its price at the
 * new rate limit — the one price lookup, as ordering prices it, for the company today at the service's location and
 * term. Totals are over the services.
 */
export interface RateLimitPricePlan {
  currency: Currency | null;
  currentMonthly: number | null;
  newMonthly: number | null;
  priceChanges: boolean;
  /** each service's new monthly price, to record when the change applies (empty: the change moves no price) */
  prices: { serviceId: number; monthlyCents: number; currency: Currency }[];
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/**
 * Prices a rate-limit change of `services` (the Port's LAG members, or the IX) to `speedMbps` on `now`. A rate limit
 * without a price refuses the change with the lookup's reason when the services are priced today (billing could not
 * charge it truly); services priced at nothing (the demo's network, set up before billing) change without a price
 * unless the new rate limit has one.
 */
export async function planRateLimitPrice(
  db: DbOrTx,
  now: Date,
  services: readonly repo.ServiceRow[],
  speedMbps: number,
): Promise<RateLimitPricePlan> {
  const inForce = await pricesInForceOf(
    db,
    services.map((s) => s.id),
  );
  const priced = services.some((s) => inForce.has(s.id));
  const fresh = new Map<string, { currency: Currency; monthly: number } | null>();
  const newPrice = async (service: repo.ServiceRow) => {
    const productType = service.productType === 'IX' ? 'IX' : 'PORT';
    const termMonths = service.termMonths ?? 12;
    const key = `${productType}:${service.locationId}:${termMonths}`;
    if (!fresh.has(key)) {
      try {
        if (service.locationId === null) throw invalid(PRICE_LOOKUP_MESSAGES.locationRequired);
        const price = await lookupPrice(db, priceContext({ companyId: service.companyId }, now), {
          productType,
          locationId: service.locationId,
          speedMbps,
          termMonths,
          rateType: 'MONTHLY',
        });
        fresh.set(key, { currency: price.currency, monthly: price.monthlyRate });
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'internal' || priced) throw error;
        fresh.set(key, null);
      }
    }
    return fresh.get(key) ?? null;
  };
  const prices: RateLimitPricePlan['prices'] = [];
  for (const service of services) {
    const price = await newPrice(service);
    if (price) prices.push({ serviceId: service.id, monthlyCents: price.monthly, currency: price.currency });
  }
  const currency = prices[0]?.currency ?? null;
  const current = services.map((s) => inForce.get(s.id));
  const currentMonthly =
    priced && current.every((p) => p !== undefined && p.currency === (currency ?? p.currency))
      ? sum(current.map((p) => p?.monthlyCents ?? 0))
      : null;
  const currentCurrency = current.find((p) => p !== undefined)?.currency;
  const newMonthly = prices.length === services.length ? sum(prices.map((p) => p.monthlyCents)) : null;
  return {
    currency: currency ?? (currentCurrency && isCurrencyCode(currentCurrency) ? currentCurrency : null),
    currentMonthly,
    newMonthly,
    priceChanges: newMonthly !== null && newMonthly !== currentMonthly,
    prices: newMonthly !== null && newMonthly !== currentMonthly ? prices : [],
  };
}
