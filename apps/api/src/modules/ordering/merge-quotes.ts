import type { Quote } from '@portico/contract';

type Total = Quote['totals'][number];
const SUMMED = ['monthly', 'monthlyAfterPromo', 'setup', 'firstMonth', 'promoTotal', 'promoMonthlyOpenEnded'] as const;

/**
 * The quote of an order of several parts (decision 0044): their lines in order, their totals summed per currency
 * (never across currencies, decision 0028), and the first part's promo answer that names a code (each part takes
 * its own promo use).
 */
export function mergeQuotes(quotes: readonly Quote[]): Quote {
  const totals = new Map<string, Total>();
  for (const total of quotes.flatMap((q) => q.totals)) {
    const sum = totals.get(total.currency);
    if (!sum) {
      totals.set(total.currency, { ...total });
      continue;
    }
    for (const field of SUMMED) sum[field] += total[field];
  }
  return {
    lines: quotes.flatMap((q) => q.lines),
    totals: [...totals.values()],
    promo: quotes.find((q) => q.promo)?.promo ?? null,
  };
}
