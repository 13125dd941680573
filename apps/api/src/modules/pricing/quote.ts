import { type Quote, type QuoteRequest, quoteRequestSchema } from '@portico/contract';
import { type Currency, taxWording } from '@portico/domain';
import { AppError } from '../../errors.js';
import { lookupPrice, priceContext } from './price-lookup.js';
import type { PricingServiceDeps } from './pricing.service.js';

/**
 * The dry-run quote: a whole order priced as the lookup prices each item, without placing it, with totals per
 * currency. An item that cannot be priced (no price there yet, an unknown location) is a line with its message, so
 * the rest of the quote still shows.
 */
export function quotes({ db, now = () => new Date() }: PricingServiceDeps) {
  return {
    async quote(companyId: number | null, input: QuoteRequest): Promise<Quote> {
      const body = quoteRequestSchema.parse(input);
      const ctx = priceContext({ companyId, at: body.at, promoCode: body.promoCode }, now());
      const lines: Quote['lines'] = [];
      for (const item of body.items) {
        try {
          lines.push({ ok: true, price: await lookupPrice(db, ctx, item) });
        } catch (error) {
          if (!(error instanceof AppError) || error.code === 'internal') throw error;
          lines.push({ ok: false, productType: item.productType, message: error.message });
        }
      }
      const totals = new Map<Currency, { monthly: number; setup: number; firstMonth: number }>();
      for (const line of lines) {
        if (!line.ok) continue;
        const t = totals.get(line.price.currency) ?? { monthly: 0, setup: 0, firstMonth: 0 };
        t.monthly += line.price.monthlyRate;
        t.setup += line.price.setup;
        t.firstMonth += line.price.firstMonth;
        totals.set(line.price.currency, t);
      }
      return {
        lines,
        totals: [...totals].map(([currency, t]) => ({ currency, ...t, taxWording: taxWording(currency) })),
      };
    },
  };
}
