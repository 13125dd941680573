import type { PriceResult, Quote } from '@portico/contract';
import { type Currency, linePriceWords, paymentSpans, paymentWords, type WordedLine } from '@portico/domain';

/** A priced line as the domain's price words read it. */
const wordedLine = (price: PriceResult): WordedLine & { promo: PriceResult['promo'] } => ({
  currency: price.currency,
  monthlyCents: price.monthlyRate,
  promo: price.promo,
});

/** One line's price over the promo's months: '10% off for 12 months: AUD 405.00 a month for 12 months, then …'. */
export const priceWords = (price: PriceResult) => linePriceWords(wordedLine(price));

/** What the quote's lines in one currency cost together, month by month, in words. */
export function totalWords(quote: Quote, currency: Currency): string {
  const lines = quote.lines.flatMap((line) => (line.ok ? [wordedLine(line.price)] : []));
  return paymentWords(paymentSpans(lines, currency), currency);
}
