import {
  type BillingPeriod,
  billableDays,
  billingMonthIndex,
  billingPeriodOfDay,
  type LocalDay,
  nextBillingPeriod,
} from './billing-period.js';
import type { BillingStatus } from './billing-status.js';
import type { ChargeType } from './charges.js';
import { applyRateBp, type CurrencyCode, type Money, money, sumMoney } from './money.js';
import type { PromoSpan } from './price-quote.js';
import { type DatedPrice, periodChargeLines, prorate } from './proration.js';

/*
 * What a bill run charges one billable (decision 0085), as a pure function of what billing knows about it: the
 * bill run and the next-invoice estimate call the same code, so the two agree to the cent. Amounts are integer minor
 * units of the billable's currency, each line rounded once by the one rule (half away from zero, decision 0080).
 */

/** The billing statuses a bill run charges. */
export const BILLED_STATUSES = ['ACTIVE', 'ROLLING', 'LAST_BILLING_PERIOD'] as const satisfies readonly BillingStatus[];

export function isBilledStatus(status: string): boolean {
  return (BILLED_STATUSES as readonly string[]).includes(status);
}

/** A charge of the billable as the bill run reads it (decision 0082). */
export interface BillCharge {
  id: number;
  name: string;
  chargeType: ChargeType;
  /** minor units; basis points for DISCOUNT_PERCENT */
  charge: number;
  start: LocalDay;
  /** the charge's last day, included; null while it runs on */
  end: LocalDay | null;
  nominalChargeDate: LocalDay | null;
  excludeDiscount: boolean;
}

export interface BillableToBill {
  billableId: number;
  /** what the lines call it: the service's name */
  name: string;
  currency: CurrencyCode;
  /** the first day billed: the activation day, or the set-up's start when later */
  firstDay: LocalDay;
  /** the last day billed: the service's termination date; null while it runs on */
  lastDay: LocalDay | null;
  setupCents: number;
  /** the service's dated monthly prices, in the billable's currency */
  prices: readonly DatedPrice[];
  promoSchedule: readonly PromoSpan[] | null;
  postpaid: boolean;
  /** a postpaid billable's base rate; null: the price in force */
  postpaidBaseRateCents: number | null;
  charges: readonly BillCharge[];
}

export type BillLineType =
  'MONTHLY' | 'SETUP' | 'ONCE_OFF' | 'RECURRING' | 'DISCOUNT' | 'POST_PAID_RATE' | 'UN_CANCEL_PRORATA' | 'CREDIT';

export interface BillLine {
  chargeType: BillLineType;
  description: string;
  chargeId: number | null;
  firstDay: LocalDay | null;
  lastDay: LocalDay | null;
  days: number | null;
  periodDays: number | null;
  /** the monthly amount these days were charged at */
  unit: number | null;
  amount: Money;
}

/** One period of a billable's billing: the key (billable, `periodStart`) it is billed once under, and its lines. */
export interface PeriodBill {
  periodStart: LocalDay;
  lines: BillLine[];
}

const RECURRING_CHARGE_TYPES: readonly ChargeType[] = ['RECURRING', 'A_END', 'B_END', 'POST_PAID_RATE'];

const later = (a: LocalDay, b: LocalDay) => (a > b ? a : b);
const earlier = (a: LocalDay, b: LocalDay | null) => (b === null || a < b ? a : b);

/** The days of `period` both the billable and one of its charges run, or null. */
function chargeDays(period: BillingPeriod, billable: BillableToBill, charge: BillCharge) {
  return billableDays(
    period,
    later(billable.firstDay, charge.start),
    charge.end === null ? billable.lastDay : earlier(charge.end, billable.lastDay),
  );
}

/** A billable's lines for one period. */
export function periodLines(billable: BillableToBill, period: BillingPeriod): BillLine[] {
  const span = billableDays(period, billable.firstDay, billable.lastDay);
  if (span === null) return [];
  const { currency } = billable;
  const lines: BillLine[] = [];
  const priced = billable.postpaid && billable.postpaidBaseRateCents !== null;
  const prices: DatedPrice[] = priced
    ? [{ from: billable.firstDay, monthly: money(billable.postpaidBaseRateCents ?? 0, currency) }]
    : [...billable.prices];
  const promo =
    billable.promoSchedule && !priced
      ? { monthIndex: billingMonthIndex(billable.firstDay, period), schedule: billable.promoSchedule }
      : undefined;
  const recurringType: BillLineType = billable.postpaid ? 'POST_PAID_RATE' : 'MONTHLY';
  for (const line of periodChargeLines(period, { from: billable.firstDay, to: billable.lastDay }, prices, promo)) {
    lines.push({
      chargeType: recurringType,
      description: billable.name,
      chargeId: null,
      firstDay: line.first,
      lastDay: line.last,
      days: line.days,
      periodDays: period.days,
      unit: line.monthly.amount,
      amount: line.charge,
    });
  }
  if (billable.setupCents > 0 && billable.firstDay >= period.startDay && billable.firstDay <= period.endDay) {
    lines.push(
      flat('SETUP', `Set-up: ${billable.name}`, null, billable.firstDay, money(billable.setupCents, currency)),
    );
  }
  const discountable = lines.filter((l) => l.chargeType === recurringType).map((l) => l.amount);
  for (const charge of billable.charges) {
    if (charge.chargeType === 'ONCE_OFF') {
      const day = charge.nominalChargeDate;
      if (day !== null && day >= span.first && day <= span.last)
        lines.push(flat('ONCE_OFF', charge.name, charge.id, day, money(charge.charge, currency)));
      continue;
    }
    const days = chargeDays(period, billable, charge);
    if (days === null) continue;
    if (RECURRING_CHARGE_TYPES.includes(charge.chargeType)) {
      const amount = prorate(money(charge.charge, currency), days.days, period.days);
      lines.push(spanLine('RECURRING', charge.name, charge.id, days, period.days, charge.charge, amount));
      if (!charge.excludeDiscount) discountable.push(amount);
    } else if (charge.chargeType === 'DISCOUNT_AMOUNT') {
      const amount = prorate(money(-charge.charge, currency), days.days, period.days);
      lines.push(spanLine('DISCOUNT', charge.name, charge.id, days, period.days, -charge.charge, amount));
    }
  }
  // a percentage discount takes its share of the service's charge and the recurring charges it does not exclude,
  // for the days it runs of the days billed
  for (const charge of billable.charges.filter((c) => c.chargeType === 'DISCOUNT_PERCENT')) {
    const days = chargeDays(period, billable, charge);
    if (days === null) continue;
    const base = sumMoney(discountable, currency);
    const share = money(-applyRateBp(base.amount, charge.charge), currency);
    const amount = prorate(share, days.days, span.days);
    lines.push(spanLine('DISCOUNT', charge.name, charge.id, days, period.days, null, amount));
  }
  return lines;
}

function flat(
  type: BillLineType,
  description: string,
  chargeId: number | null,
  day: LocalDay,
  amount: Money,
): BillLine {
  return {
    chargeType: type,
    description,
    chargeId,
    firstDay: day,
    lastDay: day,
    days: null,
    periodDays: null,
    unit: null,
    amount,
  };
}

function spanLine(
  type: BillLineType,
  description: string,
  chargeId: number,
  days: { first: LocalDay; last: LocalDay; days: number },
  periodDays: number,
  unit: number | null,
  amount: Money,
): BillLine {
  return {
    chargeType: type,
    description,
    chargeId,
    firstDay: days.first,
    lastDay: days.last,
    days: days.days,
    periodDays,
    unit,
    amount,
  };
}

/**
 * What a bill run over `runPeriod` bills a billable: every period from the one holding its first billed day to the
 * run's (a postpaid billable's: to the one before, in arrears) that is not yet billed (`billed`: the period starts
 * its earlier runs billed), and has days to bill. A period with no lines is still returned while it has billed days
 * (a fully discounted month is billed, at zero, once).
 */
export function periodsToBill(
  billable: BillableToBill,
  runPeriod: BillingPeriod,
  billed: ReadonlySet<LocalDay>,
): PeriodBill[] {
  const bills: PeriodBill[] = [];
  const last = billable.postpaid ? runPeriod.startDay : nextBillingPeriod(runPeriod).startDay;
  for (
    let period = billingPeriodOfDay(billable.firstDay, runPeriod.timeZone);
    period.startDay < last;
    period = nextBillingPeriod(period)
  ) {
    if (billable.lastDay !== null && period.startDay > billable.lastDay) break;
    if (billed.has(period.startDay)) continue;
    bills.push({ periodStart: period.startDay, lines: periodLines(billable, period) });
  }
  return bills;
}
