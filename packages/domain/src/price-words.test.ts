import { describe, expect, it } from 'vitest';
import { applyOrderPromo, type PromoDiscount, type PromoLine, promoDiscount } from './price-quote.js';
import {
  creditWords,
  linePriceWords,
  paymentSpans,
  paymentWords,
  promoInvoiceWords,
  type WordedLine,
} from './price-words.js';
import type { PromoTerms } from './promo-rules.js';
import { promoTerms } from './promo-terms.fixture.js';

const promo = promoTerms;
const port = (monthlyCents: number): PromoLine => ({
  productType: 'PORT',
  currency: 'AUD',
  monthlyCents,
  termMonths: 12,
  speedMbps: 10_000,
  countryCode: 'AU',
});
/** The discount a promo gives one line, as the quote and the bill run compute it. */
function discountOf(terms: Partial<PromoTerms>, line: PromoLine): PromoDiscount {
  const result = promoDiscount(promo(terms), line);
  if (!result.ok) throw new Error(result.message);
  return result.discount;
}
const welcome10 = { code: 'WELCOME10', discountType: 'PERCENTAGE', percentageBp: 1000, termMonths: 12 } as const;

describe('what a price comes to, in words', () => {
  it('WELCOME10 on a AUD 450.00 Port: AUD 405.00 a month for 12 months, then AUD 450.00 a month', () => {
    const line = { currency: 'AUD' as const, monthlyCents: 45_000, promo: discountOf(welcome10, port(45_000)) };
    expect(linePriceWords(line)).toBe(
      '10% off for 12 months: AUD 405.00 a month for 12 months, then AUD 450.00 a month',
    );
  });

  it('a line without a promo is its monthly rate', () => {
    expect(linePriceWords({ currency: 'AUD', monthlyCents: 45_000, promo: null })).toBe('AUD 450.00 a month');
  });

  it('months free read as free, and one month as the first month', () => {
    const three = discountOf({ code: 'FREE3', discountType: 'MONTHLY', termMonths: 3 }, port(45_000));
    expect(linePriceWords({ currency: 'AUD', monthlyCents: 45_000, promo: three })).toBe(
      '3 months free: free for 3 months, then AUD 450.00 a month',
    );
    const one = discountOf({ ...welcome10, termMonths: 1 }, port(45_000));
    expect(linePriceWords({ currency: 'AUD', monthlyCents: 45_000, promo: one })).toBe(
      '10% off for 1 month: AUD 405.00 for the first month, then AUD 450.00 a month',
    );
  });

  it('a credit spent over two months says what each month costs', () => {
    const [first] = applyOrderPromo(
      promo({ code: 'CREDIT', discountType: 'FLOATING_AMOUNT', currency: 'AUD', floatingAmountCents: 60_000 }),
      [port(45_000)],
    );
    if (!first?.ok) throw new Error('the credit applies');
    expect(linePriceWords({ currency: 'AUD', monthlyCents: 45_000, promo: first.discount })).toBe(
      'AUD credit: free for the first month, AUD 300.00 in month 2, then AUD 450.00 a month',
    );
  });

  it('an order’s lines are added month by month, each promo ending when its own term does', () => {
    const lines: WordedLine[] = [
      { currency: 'AUD', monthlyCents: 45_000, promo: discountOf(welcome10, port(45_000)) },
      { currency: 'AUD', monthlyCents: 10_000, promo: discountOf({ ...welcome10, termMonths: 3 }, port(10_000)) },
      // another currency is never added in
      { currency: 'USD', monthlyCents: 99_900, promo: null },
    ];
    expect(paymentSpans(lines, 'AUD')).toEqual([
      { fromMonth: 1, toMonth: 3, monthlyCents: 40_500 + 9_000 },
      { fromMonth: 4, toMonth: 12, monthlyCents: 40_500 + 10_000 },
      { fromMonth: 13, toMonth: null, monthlyCents: 55_000 },
    ]);
    expect(paymentWords(paymentSpans(lines, 'AUD'), 'AUD')).toBe(
      'AUD 495.00 a month for 3 months, AUD 505.00 a month in months 4–12, then AUD 550.00 a month',
    );
    expect(paymentWords(paymentSpans(lines, 'USD'), 'USD')).toBe('USD 999.00 a month');
  });

  it('an open-ended promo is the price while the service runs', () => {
    const line = {
      currency: 'AUD' as const,
      monthlyCents: 45_000,
      promo: { schedule: [{ fromMonth: 1, toMonth: null, monthlyCents: 5_000 }] },
    };
    expect(paymentWords(paymentSpans([line], 'AUD'), 'AUD')).toBe('AUD 400.00 a month');
  });

  it('a credit says how much is used and how much is left', () => {
    expect(creditWords({ currency: 'AUD', amount: 50_000, spent: 45_000, left: 5_000 })).toBe(
      'Credit AUD 500.00: AUD 450.00 used by this order, AUD 50.00 left, which lapses when the terms end',
    );
    expect(creditWords({ currency: 'AUD', amount: 50_000, spent: 50_000, left: 0 })).toBe(
      'Credit AUD 500.00: AUD 500.00 used by this order, nothing left',
    );
  });

  it('an invoice names the promo and the month of its term in the same words', () => {
    const discount = discountOf(welcome10, port(45_000));
    expect(promoInvoiceWords(discount, 3)).toBe('WELCOME10, 10% off for 12 months: month 3 of 12');
    expect(promoInvoiceWords({ code: 'VXCDEAL', label: 'VXC price modifier', schedule: [] }, 7)).toBe(
      'VXCDEAL, VXC price modifier',
    );
  });
});
