import { describe, expect, it } from 'vitest';
import { type BillableToBill, periodLines, periodsToBill } from './bill-lines.js';
import { billingPeriodOfDay } from './billing-period.js';
import { money } from './money.js';

const SYDNEY = 'Australia/Sydney';
const november = billingPeriodOfDay('2026-11-15', SYDNEY);

const port = (over: Partial<BillableToBill> = {}): BillableToBill => ({
  billableId: 1,
  name: 'Sydney Port 1',
  currency: 'AUD',
  firstDay: '2026-10-01',
  lastDay: null,
  setupCents: 0,
  prices: [{ from: '2026-01-01', monthly: money(30_000, 'AUD') }],
  promoSchedule: null,
  postpaid: false,
  postpaidBaseRateCents: null,
  charges: [],
  ...over,
});
const total = (lines: { amount: { amount: number } }[]) => lines.reduce((s, l) => s + l.amount.amount, 0);

describe('what a bill run charges a billable', () => {
  it('charges a whole month at the monthly price', () => {
    const lines = periodLines(port(), november);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ chargeType: 'MONTHLY', days: 30, periodDays: 30, firstDay: '2026-11-01' });
    expect(total(lines)).toBe(30_000);
  });

  it('prorates a service that starts mid-month, with its set-up fee in its first month only', () => {
    const b = port({ firstDay: '2026-11-16', setupCents: 5_000 });
    const lines = periodLines(b, november);
    expect(lines.map((l) => l.chargeType)).toEqual(['MONTHLY', 'SETUP']);
    expect(lines[0]!.amount.amount).toBe(15_000); // 15 of 30 days
    expect(total(periodLines(b, billingPeriodOfDay('2026-12-01', SYDNEY)))).toBe(30_000);
  });

  it('splits a month at a speed change, each part prorated and rounded half away from zero', () => {
    const b = port({
      prices: [
        { from: '2026-01-01', monthly: money(10_001, 'AUD') },
        { from: '2026-11-11', monthly: money(20_001, 'AUD') },
      ],
    });
    const lines = periodLines(b, november);
    expect(lines.map((l) => [l.firstDay, l.lastDay, l.amount.amount])).toEqual([
      ['2026-11-01', '2026-11-10', 3_334], // 10001 × 10 / 30 = 3333.67
      ['2026-11-11', '2026-11-30', 13_334], // 20001 × 20 / 30 = 13334
    ]);
  });

  it('stops at the termination date', () => {
    expect(total(periodLines(port({ lastDay: '2026-11-03' }), november))).toBe(3_000);
    expect(periodLines(port({ lastDay: '2026-10-31' }), november)).toEqual([]);
  });

  it("takes the promo's discount of the month of billing it is", () => {
    const b = port({ firstDay: '2026-10-01', promoSchedule: [{ fromMonth: 1, toMonth: 2, monthlyCents: 10_000 }] });
    expect(total(periodLines(b, november))).toBe(20_000); // month 2
    expect(total(periodLines(b, billingPeriodOfDay('2026-12-01', SYDNEY)))).toBe(30_000); // month 3
  });

  it('charges once-off charges on their day, recurring ones prorated, and discounts', () => {
    const b = port({
      charges: [
        {
          id: 7,
          name: 'Cross connect',
          chargeType: 'ONCE_OFF',
          charge: 9_900,
          start: '2026-11-01',
          end: null,
          nominalChargeDate: '2026-11-20',
          excludeDiscount: false,
        },
        {
          id: 8,
          name: 'A end',
          chargeType: 'A_END',
          charge: 3_000,
          start: '2026-11-16',
          end: null,
          nominalChargeDate: null,
          excludeDiscount: true,
        },
        {
          id: 9,
          name: 'Loyalty',
          chargeType: 'DISCOUNT_PERCENT',
          charge: 1_000,
          start: '2026-01-01',
          end: null,
          nominalChargeDate: null,
          excludeDiscount: false,
        },
      ],
    });
    const lines = periodLines(b, november);
    expect(lines.map((l) => [l.chargeType, l.amount.amount])).toEqual([
      ['MONTHLY', 30_000],
      ['ONCE_OFF', 9_900],
      ['RECURRING', 1_500],
      ['DISCOUNT', -3_000], // 10 % of the monthly charge; the A end is excluded
    ]);
  });

  it('bills every period not yet billed up to the run, in advance, and postpaid ones in arrears', () => {
    const b = port({ firstDay: '2026-09-20' });
    expect(periodsToBill(b, november, new Set()).map((p) => p.periodStart)).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(periodsToBill(b, november, new Set(['2026-09-01', '2026-10-01'])).map((p) => p.periodStart)).toEqual([
      '2026-11-01',
    ]);
    const postpaid = port({ firstDay: '2026-09-20', postpaid: true, postpaidBaseRateCents: 600 });
    const bills = periodsToBill(postpaid, november, new Set(['2026-09-01']));
    expect(bills.map((p) => p.periodStart)).toEqual(['2026-10-01']);
    expect(bills[0]!.lines[0]).toMatchObject({ chargeType: 'POST_PAID_RATE', unit: 600 });
  });

  it('bills nothing after the month a service ended in', () => {
    const b = port({ firstDay: '2026-09-01', lastDay: '2026-10-05' });
    expect(periodsToBill(b, november, new Set()).map((p) => p.periodStart)).toEqual(['2026-09-01', '2026-10-01']);
  });

  it("counts a month's days in its supplier's zone across a clock change", () => {
    // Sydney's clocks go forward on 4 October 2026: October still has 31 days to charge against
    const october = billingPeriodOfDay('2026-10-10', SYDNEY);
    expect(october.days).toBe(31);
    expect(total(periodLines(port({ firstDay: '2026-10-04' }), october))).toBe(27_097); // 30000 × 28 / 31
  });
});

describe('when a bill run may be for', () => {
  const now = Date.parse('2026-11-29T05:00:00Z');
  it('takes a month up to the next one in the supplier’s zone, not later', async () => {
    const { billRunTimestampProblem, BILL_RUN_MESSAGES } = await import('./bill-runs.js');
    expect(billRunTimestampProblem(Date.parse('2026-01-15T00:00:00Z'), now, 808)).toBeNull();
    expect(billRunTimestampProblem(Date.parse('2026-12-31T12:00:00Z'), now, 808)).toBeNull();
    // 1 January 2027 in Sydney begins at 13:00 UTC on 31 December
    expect(billRunTimestampProblem(Date.parse('2026-12-31T13:00:00Z'), now, 808)).toBe(BILL_RUN_MESSAGES.tooFarAhead);
  });
});
