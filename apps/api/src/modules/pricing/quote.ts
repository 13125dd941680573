import { type Quote, type QuoteRequest, quoteRequestSchema } from '@portico/contract';
import { orderTotals, taxWording } from '@portico/domain';
import { priceContext } from './price-lookup.js';
import { type PricedOrder, priceOrder } from './price-order.js';
import type { PricingServiceDeps } from './pricing-deps.js';

/**
 * The dry-run quote: a whole order priced as ordering will price it (`priceOrder`), without placing it, with totals
 * per currency (decision 0028). An item that cannot be priced (no price there yet, an unknown location) is a line
 * with its message, so the rest of the quote still shows.
 */
export function quotes({ db, now }: PricingServiceDeps) {
  return {
    async quote(companyId: number | null, input: QuoteRequest): Promise<Quote> {
      const body = quoteRequestSchema.parse(input);
      const ctx = priceContext({ companyId, at: body.at, promoCode: body.promoCode, newOrder: true }, now());
      return quoteOf(await priceOrder(db, ctx, body.items));
    },
  };
}

/** A priced order as the quote answers it: its lines, totals per currency and promo (ordering answers the same). */
export function quoteOf(order: PricedOrder): Quote {
  const priced = order.lines.flatMap((line) => (line.ok ? [line.price] : []));
  const totals = orderTotals(
    priced.map((price) => ({
      currency: price.currency,
      monthlyCents: price.monthlyRate,
      setupCents: price.setup,
      promo: price.promo,
    })),
  );
  return {
    lines: order.lines.map((line) =>
      line.ok ? line : { ok: false, productType: line.productType, message: line.error.message },
    ),
    totals: totals.map((total) => ({ ...total, taxWording: taxWording(total.currency) })),
    promo: order.promo,
  };
}
