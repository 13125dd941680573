import { PRICEBOOK_RULE_MESSAGES } from '@portico/domain';
import type { z } from 'zod';

// The days a price is in force, as the price book (VXC and MVE prices) and the list prices of pricing write them:
// calendar days yyyy-mm-dd, the last one null for "until the next price".

/** The one rule of a dated price as sent: it may not end before it starts (ISO days compare as text). */
export function requireToDateAfterFrom(
  value: { fromDate?: string | undefined; toDate?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.fromDate && value.toDate && value.toDate < value.fromDate)
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate });
}

/** A price as the lists answer it: its currency and the days it is in force. */
export function datedPriceFields<C extends z.ZodType, D extends z.ZodType>(currency: C, day: D) {
  return { currency, fromDate: day, toDate: day.nullable() };
}
