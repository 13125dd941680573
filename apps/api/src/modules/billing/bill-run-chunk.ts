import {
  type BillableToBill,
  type BillCharge,
  type BillLine,
  billingPeriodOfDay,
  type ChargeType,
  convertMinor,
  type Currency,
  type DatedPrice,
  invoiceTax,
  invoiceTaxWording,
  money,
  type PeriodBill,
  periodsToBill,
  type PromoSpan,
  supplierById,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { ratesInForceOn } from '../exchange-rates/index.js';
import { chargedEventsOf, datedPricesOf, findServices } from '../services/index.js';
import { suppliesWithSupplier } from '../supplies/index.js';
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

type BillableRow = Awaited<ReturnType<typeof repo.billablesToBill>>[number];
type ChargeRow = Awaited<ReturnType<typeof repo.activeChargesOf>>[number];

const FAR_PAST = '0001-01-01';

/** A billable as the domain's bill takes it: its first and last billed day, its dated prices, charges and promo. */
function toBill(
  row: BillableRow,
  service: { name: string; terminationDate: string | null; contractStartDate: string | null } | undefined,
  prices: readonly { effectiveDate: string; monthlyCents: number; currency: string }[],
  charges: readonly ChargeRow[],
): BillableToBill {
  const start = row.startDate ?? service?.contractStartDate ?? FAR_PAST;
  const activated = row.activatedOn ?? start;
  const firstDay = activated > start ? activated : start;
  const own = prices.filter((p) => p.currency === row.currency);
  // a set-up without dated prices of its currency (staff's own) is billed at the monthly price it was set up at
  const dated: DatedPrice[] =
    own.length > 0 && own[0]!.effectiveDate <= firstDay
      ? own.map((p) => ({ from: p.effectiveDate, monthly: money(p.monthlyCents, row.currency) }))
      : [
          { from: FAR_PAST, monthly: money(row.monthlyCents, row.currency) },
          ...own.map((p) => ({ from: p.effectiveDate, monthly: money(p.monthlyCents, row.currency) })),
        ];
  return {
    billableId: row.id,
    name: row.billableName ?? service?.name ?? `Billable ${row.id}`,
    currency: row.currency as Currency,
    firstDay,
    lastDay: service?.terminationDate ?? null,
    setupCents: row.setupCents,
    prices: dated,
    promoSchedule: (row.promoSchedule as PromoSpan[] | null) ?? null,
    postpaid: row.postpaid,
    postpaidBaseRateCents: row.postpaidBaseRateCents,
    charges: charges.map((c): BillCharge => ({
      id: c.id,
      name: c.name,
      chargeType: c.chargeType as ChargeType,
      charge: c.charge,
      start: c.start,
      end: c.end,
      nominalChargeDate: c.nominalChargeDate,
      excludeDiscount: c.excludeDiscount,
    })),
  };
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/**
 * Bills one chunk of a run's companies in the caller's transaction (decision 0085): reads their billables and what
 * they need in a few queries, has the domain say what each owes, claims each billable × period key (the keys a
 * re-run or a concurrent run holds are refused) and writes lines only for the keys it won, then the invoices' totals.
 */
export async function billChunk(tx: DbOrTx, run: BillRunRow, companyIds: readonly number[]): Promise<ChunkResult> {
  const supplier = supplierById(run.supplierId ?? 0);
  if (!supplier) throw new Error(`Bill run ${run.id} has no known supplier`);
  const runPeriod = billingPeriodOfDay(run.periodStart, supplier.timeZone);
  const rows = await repo.billablesToBill(tx, supplier.supplierId, companyIds);
  const result: ChunkResult = { invoices: 0, lines: 0, billables: 0, totals: {} };
  if (rows.length === 0) return result;

  const serviceIds = rows.map((r) => r.serviceId);
  const billableIds = rows.map((r) => r.id);
  const services = new Map((await findServices(tx, serviceIds)).map((s) => [s.id, s]));
  const prices = groupBy(await datedPricesOf(tx, serviceIds), (p) => p.serviceId);
  const charges = groupBy(await repo.activeChargesOf(tx, billableIds), (c) => c.billableId);
  const billed = groupBy(await repo.billedPeriodsOf(tx, billableIds), (p) => p.billableId);
  const events = (await chargedEventsOf(tx, serviceIds, runPeriod.endDay)).filter(
    (e) => e.kind === 'UN_CANCEL_PRORATA',
  );
  const eventsBilled = await repo.billedEventIdsOf(
    tx,
    events.map((e) => e.id),
  );
  const supplies = new Map(
    (await suppliesWithSupplier(tx, companyIds, supplier.supplierId)).map((s) => [s.companyId, s]),
  );
  const rates = await ratesInForceOn(tx, runPeriod.startDay);
  const rated = (currency: Currency) => {
    const rateMicros = rates.get(currency);
    if (rateMicros === undefined) throw new Error(`No exchange rate of ${currency} on ${runPeriod.startDay}`);
    return { currency, rateMicros };
  };

  interface CompanyBill {
    currency: Currency;
    taxRateBp: number;
    periods: { row: BillableRow; bill: PeriodBill }[];
    events: typeof events;
  }
  const byCompany = new Map<number, CompanyBill>();
  const companyBill = (companyId: number): CompanyBill => {
    let bill = byCompany.get(companyId);
    if (!bill) {
      const supply = supplies.get(companyId);
      bill = {
        currency: (supply?.currency ?? supplier.currency) as Currency,
        taxRateBp: supply?.taxRateBp ?? supplier.taxRateBp,
        periods: [],
        events: [],
      };
      byCompany.set(companyId, bill);
    }
    return bill;
  };
  for (const row of rows) {
    const service = services.get(row.serviceId);
    const bill = toBill(row, service, prices.get(row.serviceId) ?? [], charges.get(row.id) ?? []);
    const done = new Set((billed.get(row.id) ?? []).map((p) => p.periodStart));
    for (const period of periodsToBill(bill, runPeriod, done))
      companyBill(row.companyId).periods.push({ row, bill: period });
  }
  const billableOfService = new Map(rows.map((r) => [r.serviceId, r]));
  for (const event of events) {
    const row = billableOfService.get(event.serviceId);
    if (row && !eventsBilled.has(event.id)) companyBill(row.companyId).events.push(event);
  }
  const due = [...byCompany].filter(([, b]) => b.periods.length > 0 || b.events.length > 0);
  if (due.length === 0) return result;

  const invoices = await repo.pendingInvoicesFor(
    tx,
    { id: run.id, supplierId: supplier.supplierId, periodStart: runPeriod.startDay, periodEnd: runPeriod.endDay },
    due.map(([companyId, b]) => ({
      companyId,
      currency: b.currency,
      exchangeRateMicros: rated(b.currency).rateMicros,
      taxRateBp: b.taxRateBp,
      taxWording: invoiceTaxWording(b.currency, supplier.supplierId),
    })),
  );
  const invoiceOf = new Map(invoices.map((i) => [i.companyId, i.id]));
  const won = await repo.claimPeriods(
    tx,
    due.flatMap(([companyId, b]) =>
      b.periods.map(({ row, bill }) => ({
        billableId: row.id,
        periodStart: bill.periodStart,
        invoiceId: invoiceOf.get(companyId)!,
      })),
    ),
  );
  const wonEvents = await repo.claimEvents(
    tx,
    due.flatMap(([companyId, b]) =>
      b.events.map((e) => ({ billingEventId: e.id, invoiceId: invoiceOf.get(companyId)! })),
    ),
  );

  const lines: repo.NewLine[] = [];
  const billedBillables = new Set<number>();
  for (const [companyId, b] of due) {
    const invoiceId = invoiceOf.get(companyId)!;
    const inInvoiceCurrency = (amount: number, from: Currency) =>
      from === b.currency ? amount : convertMinor(amount, rated(from), rated(b.currency));
    const line = (row: BillableRow | null, l: BillLine, from: Currency): repo.NewLine => ({
      invoiceId,
      billableId: row?.id ?? null,
      serviceId: row?.serviceId ?? null,
      chargeId: l.chargeId,
      billingEventId: null,
      chargeType: l.chargeType,
      description: l.description,
      firstDay: l.firstDay,
      lastDay: l.lastDay,
      days: l.days,
      periodDays: l.periodDays,
      unitCents: l.unit,
      originalCurrency: from,
      amountCents: inInvoiceCurrency(l.amount.amount, from),
      currency: b.currency,
      taxRateBp: b.taxRateBp,
    });
    for (const { row, bill } of b.periods) {
      if (!won.has(`${row.id}:${bill.periodStart}`)) continue;
      billedBillables.add(row.id);
      for (const l of bill.lines) lines.push(line(row, l, row.currency as Currency));
    }
    for (const event of b.events) {
      if (!wonEvents.has(event.id)) continue;
      const row = billableOfService.get(event.serviceId)!;
      const from = (event.currency ?? row.currency) as Currency;
      lines.push({
        ...line(
          row,
          {
            chargeType: 'UN_CANCEL_PRORATA',
            description: `Un-cancel: days billed as cancelled`,
            chargeId: null,
            firstDay: event.effectiveDate,
            lastDay: event.effectiveDate,
            days: null,
            periodDays: null,
            unit: null,
            amount: money(event.amountCents ?? 0, from),
          },
          from,
        ),
        billingEventId: event.id,
      });
    }
  }
  await repo.insertLines(tx, lines);

  const invoiceIds = invoices.map((i) => i.id);
  const nets = groupBy(await repo.netsByRate(tx, invoiceIds), (n) => n.invoiceId);
  const currencyOf = new Map(due.map(([companyId, b]) => [invoiceOf.get(companyId)!, b.currency]));
  await repo.setTotals(
    tx,
    [...nets].map(([invoiceId, byRate]) => {
      const currency = currencyOf.get(invoiceId)!;
      const tax = invoiceTax(
        byRate.map((n) => ({ net: money(Number(n.net), currency), taxRateBp: n.taxRateBp })),
        currency,
      );
      return { invoiceId, net: tax.net.amount, tax: tax.tax.amount, total: tax.gross.amount };
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
