import { invoiceTax, money, nextBillingPeriod, supplierBillingPeriodAt } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { draftBills } from './bill-drafts.js';
import { billingNowOf } from './test-clocks.js';

/** The next invoice of a company from a supplier as the next bill run would make it. */
interface NextInvoice {
  periodStart: string;
  periodEnd: string;
  currency: string;
  net: number;
  tax: number;
  total: number;
  lines: number;
}

/**
 * The next-invoice estimate (admin console §3 "estimateInvoice"; decision 0085): what the bill run over the
 * supplier's month holding `now` would add for the company — or, once that month is billed, the next month's —
 * computed by the bill run's own code (`draftBills`), so the estimate and the invoice agree to the cent; now is the
 * company's test clock where it has one (decision 0089). Null when
 * the company has nothing the supplier bills. Throws when a currency it needs has no exchange rate.
 */
export async function estimateNextInvoice(
  db: DbOrTx,
  companyId: number,
  supplierId: number,
  clock: { now: Date; testClocks: boolean },
): Promise<NextInvoice | null> {
  const now = await billingNowOf(db, companyId, clock.now, clock.testClocks);
  const current = supplierBillingPeriodAt(now.getTime(), supplierId);
  for (const period of [current, nextBillingPeriod(current)]) {
    const { companies } = await draftBills(db, supplierId, period.startDay, [companyId]);
    const draft = companies[0];
    const lines = draft ? [...draft.periods.flatMap((p) => p.lines), ...draft.events.map((e) => e.line)] : [];
    if (!draft || lines.length === 0) continue;
    const tax = invoiceTax(
      lines.map((l) => ({ net: money(l.amountCents, l.currency), taxRateBp: l.taxRateBp })),
      draft.currency,
    );
    return {
      periodStart: period.startDay,
      periodEnd: period.endDay,
      currency: draft.currency,
      net: tax.net.amount,
      tax: tax.tax.amount,
      total: tax.gross.amount,
      lines: lines.length,
    };
  }
  return null;
}
