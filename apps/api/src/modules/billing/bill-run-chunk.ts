import { invoiceTax, invoiceTaxWording, money } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { draftBills } from './bill-drafts.js';
import * as repo from './bill-runs.repository.js';
import type { BillRunRow } from './bill-runs.repository.js';

/** What one chunk of a run made: its share of the run's summary. */
export interface ChunkResult {
  invoices: number;
  lines: number;
  billables: number;
  /** the net of the lines it wrote, per invoice currency */
  totals: Record<string, number>;
}

/**
 * Bills one chunk of a run's companies in the caller's transaction (decision 0085): what each owes (`draftBills`)
 * onto its PENDING invoice of the period, after claiming each billable × period key and each dated charge (the keys
 * a re-run or a concurrent run holds are refused) — lines only for the keys it won — then the invoices' totals.
 */
export async function billChunk(tx: DbOrTx, run: BillRunRow, companyIds: readonly number[]): Promise<ChunkResult> {
  const result: ChunkResult = { invoices: 0, lines: 0, billables: 0, totals: {} };
  const { supplier, period, companies, ending } = await draftBills(
    tx,
    run.supplierId ?? 0,
    run.periodStart,
    companyIds,
  );
  if (companies.length === 0) {
    await repo.completeBillables(
      tx,
      ending.filter((e) => e.billedBefore).map((e) => e.billableId),
    );
    return result;
  }

  const invoices = await repo.pendingInvoicesFor(
    tx,
    { id: run.id, supplierId: supplier.supplierId, periodStart: period.startDay, periodEnd: period.endDay },
    companies.map((c) => ({
      companyId: c.companyId,
      currency: c.currency,
      exchangeRateMicros: c.exchangeRateMicros,
      taxRateBp: c.taxRateBp,
      taxWording: invoiceTaxWording(c.currency, supplier.supplierId),
    })),
  );
  const invoiceOf = new Map(invoices.map((i) => [i.companyId, i.id]));
  const invoiceId = (companyId: number) => invoiceOf.get(companyId)!;
  const won = await repo.claimPeriods(
    tx,
    companies.flatMap((c) =>
      c.periods.map((p) => ({
        billableId: p.billableId,
        periodStart: p.periodStart,
        invoiceId: invoiceId(c.companyId),
      })),
    ),
  );
  const wonEvents = await repo.claimEvents(
    tx,
    companies.flatMap((c) =>
      c.events.map((e) => ({ billingEventId: e.billingEventId, invoiceId: invoiceId(c.companyId) })),
    ),
  );

  const lines: repo.NewLine[] = [];
  const billedBillables = new Set<number>();
  for (const c of companies) {
    for (const p of c.periods) {
      if (!won.has(`${p.billableId}:${p.periodStart}`)) continue;
      billedBillables.add(p.billableId);
      for (const line of p.lines) lines.push({ ...line, invoiceId: invoiceId(c.companyId) });
    }
    for (const e of c.events)
      if (wonEvents.has(e.billingEventId)) lines.push({ ...e.line, invoiceId: invoiceId(c.companyId) });
  }
  await repo.insertLines(tx, lines);
  // a decommissioned service's billable whose last month is now billed is done: later runs no longer read it
  await repo.completeBillables(
    tx,
    ending.filter((e) => e.billedBefore || won.has(`${e.billableId}:${e.lastPeriodStart}`)).map((e) => e.billableId),
  );

  const currencyOf = new Map(companies.map((c) => [invoiceId(c.companyId), c.currency]));
  const nets = new Map<number, { net: string; taxRateBp: number }[]>();
  for (const n of await repo.netsByRate(
    tx,
    invoices.map((i) => i.id),
  ))
    nets.set(n.invoiceId, [...(nets.get(n.invoiceId) ?? []), n]);
  await repo.setTotals(
    tx,
    [...nets].map(([id, byRate]) => {
      const currency = currencyOf.get(id)!;
      const tax = invoiceTax(
        byRate.map((n) => ({ net: money(Number(n.net), currency), taxRateBp: n.taxRateBp })),
        currency,
      );
      return { invoiceId: id, net: tax.net.amount, tax: tax.tax.amount, total: tax.gross.amount };
    }),
  );
  const removed = new Set(
    await repo.deleteEmptyInvoices(
      tx,
      invoices.filter((i) => i.created).map((i) => i.id),
    ),
  );

  result.invoices = invoices.filter((i) => i.created && !removed.has(i.id)).length;
  result.lines = lines.length;
  result.billables = billedBillables.size;
  for (const l of lines) result.totals[l.currency] = (result.totals[l.currency] ?? 0) + l.amountCents;
  return result;
}
