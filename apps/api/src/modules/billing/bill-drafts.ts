import {
  type BillableToBill,
  type BillCharge,
  type BillingPeriod,
  type BillLine,
  billingPeriodOfDay,
  type ChargeType,
  convertMinor,
  type Currency,
  type DatedPrice,
  money,
  periodsToBill,
  type PromoSpan,
  type Supplier,
  supplierById,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { ratesInForceOn } from '../exchange-rates/index.js';
import { billedServiceTermsOf, chargedEventsOf, datedPricesOf } from '../services/index.js';
import { suppliesWithSupplier } from '../supplies/index.js';
import * as repo from './bill-runs.repository.js';

/*
 * What a bill run would bill some companies of a supplier over a period, read and computed but not written
 * (decision 0085): the bill run writes it, the next-invoice estimate adds it up — one code for both, so they agree
 * to the cent.
 */

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

/** A line as it will be written, in the invoice's currency. */
export type LineDraft = Omit<repo.NewLine, 'invoiceId'>;

export interface CompanyDraft {
  companyId: number;
  currency: Currency;
  taxRateBp: number;
  /** the invoice currency's rate to the base currency on the period's first day */
  exchangeRateMicros: number;
  /** each billable × period not yet billed, with its lines */
  periods: { billableId: number; periodStart: string; lines: LineDraft[] }[];
  /** each dated charge not yet billed (an un-cancel's), with its line */
  events: { billingEventId: number; line: LineDraft }[];
}

export interface Drafts {
  supplier: Supplier;
  period: BillingPeriod;
  /** only the companies with something to bill */
  companies: CompanyDraft[];
  /**
   * The billables whose service is decommissioned and ended by this period: each with the month its last day is in
   * (complete once that month is billed) and whether an earlier run billed it already
   */
  ending: { billableId: number; lastPeriodStart: string; billedBefore: boolean }[];
}

/**
 * Reads what the billables a run charges of `companyIds` need (a few queries, each one array parameter) and has the
 * domain say what each owes over `periodStart`'s period and the unbilled ones before it, in each company's supply
 * currency (converted at the rates in force on the period's first day) and tax. Throws when a currency it needs has
 * no rate that day.
 */
export async function draftBills(
  db: DbOrTx,
  supplierId: number,
  periodStart: string,
  companyIds: readonly number[],
): Promise<Drafts> {
  const supplier = supplierById(supplierId);
  if (!supplier) throw new Error(`Unknown supplier ${supplierId}`);
  const period = billingPeriodOfDay(periodStart, supplier.timeZone);
  const rows = await repo.billablesToBill(db, supplier.supplierId, companyIds);
  if (rows.length === 0) return { supplier, period, companies: [], ending: [] };

  const serviceIds = rows.map((r) => r.serviceId);
  const billableIds = rows.map((r) => r.id);
  const services = new Map((await billedServiceTermsOf(db, serviceIds)).map((s) => [s.id, s]));
  const prices = groupBy(await datedPricesOf(db, serviceIds), (p) => p.serviceId);
  const charges = groupBy(await repo.activeChargesOf(db, billableIds), (c) => c.billableId);
  const billed = groupBy(await repo.billedPeriodsOf(db, billableIds), (p) => p.billableId);
  const events = (await chargedEventsOf(db, serviceIds, period.endDay)).filter((e) => e.kind === 'UN_CANCEL_PRORATA');
  const eventsBilled = await repo.billedEventIdsOf(
    db,
    events.map((e) => e.id),
  );
  const supplies = new Map(
    (await suppliesWithSupplier(db, companyIds, supplier.supplierId)).map((s) => [s.companyId, s]),
  );
  const rates = await ratesInForceOn(db, period.startDay);
  const rated = (currency: Currency) => {
    const rateMicros = rates.get(currency);
    if (rateMicros === undefined) throw new Error(`No exchange rate of ${currency} on ${period.startDay}`);
    return { currency, rateMicros };
  };

  const byCompany = new Map<number, CompanyDraft>();
  const draftOf = (companyId: number): CompanyDraft => {
    let draft = byCompany.get(companyId);
    if (!draft) {
      const supply = supplies.get(companyId);
      const currency = (supply?.currency ?? supplier.currency) as Currency;
      draft = {
        companyId,
        currency,
        taxRateBp: supply?.taxRateBp ?? supplier.taxRateBp,
        exchangeRateMicros: rated(currency).rateMicros,
        periods: [],
        events: [],
      };
      byCompany.set(companyId, draft);
    }
    return draft;
  };
  const lineOf = (draft: CompanyDraft, row: BillableRow, l: BillLine): LineDraft => {
    const from = l.amount.currency;
    return {
      billableId: row.id,
      serviceId: row.serviceId,
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
      amountCents:
        from === draft.currency ? l.amount.amount : convertMinor(l.amount.amount, rated(from), rated(draft.currency)),
      currency: draft.currency,
      taxRateBp: draft.taxRateBp,
    };
  };
  const ending: Drafts['ending'] = [];
  for (const row of rows) {
    const service = services.get(row.serviceId);
    const bill = toBill(row, service, prices.get(row.serviceId) ?? [], charges.get(row.id) ?? []);
    const done = new Set((billed.get(row.id) ?? []).map((p) => p.periodStart));
    if (service?.provisioningStatus === 'DECOMMISSIONED' && bill.lastDay !== null && bill.lastDay <= period.endDay) {
      const lastPeriodStart = billingPeriodOfDay(bill.lastDay, supplier.timeZone).startDay;
      ending.push({ billableId: row.id, lastPeriodStart, billedBefore: done.has(lastPeriodStart) });
    }
    for (const due of periodsToBill(bill, period, done)) {
      const draft = draftOf(row.companyId);
      draft.periods.push({
        billableId: row.id,
        periodStart: due.periodStart,
        lines: due.lines.map((l) => lineOf(draft, row, l)),
      });
    }
  }
  const billableOfService = new Map(rows.map((r) => [r.serviceId, r]));
  for (const event of events) {
    const row = billableOfService.get(event.serviceId);
    if (!row || eventsBilled.has(event.id)) continue;
    const draft = draftOf(row.companyId);
    const line = lineOf(draft, row, {
      chargeType: 'UN_CANCEL_PRORATA',
      description: 'Un-cancel: days billed as cancelled',
      chargeId: null,
      firstDay: event.effectiveDate,
      lastDay: event.effectiveDate,
      days: null,
      periodDays: null,
      unit: null,
      amount: money(event.amountCents ?? 0, event.currency ?? row.currency),
    });
    draft.events.push({ billingEventId: event.id, line: { ...line, billingEventId: event.id } });
  }
  return { supplier, period, companies: [...byCompany.values()], ending };
}
