import { describe, expect, it } from 'vitest';
import {
  BILLABLE_UPKEEP_MESSAGES,
  type BillableFacts,
  contractDatesChangeProblem,
  driftFixes,
  nonCompliances,
  sharedDiscountProblem,
  splitSharedAmount,
  termActivity,
  type TermFacts,
} from './billable-upkeep.js';
import { periodLines } from './bill-lines.js';
import { billingPeriodOfDay } from './billing-period.js';
import { BILLING_MESSAGES } from './billing-status.js';
import { money } from './money.js';

const compliant: BillableFacts = {
  billingStatus: 'ACTIVE',
  supplierId: 808,
  currency: 'AUD',
  termMonths: 12,
  autoRenewTermMonths: null,
  startDate: '2026-01-01',
  activatedOn: '2026-01-05',
  monthlyCents: 50_000,
  postpaid: false,
  postpaidBaseRateCents: null,
  chargesAboveZero: 0,
};

describe('nonCompliances', () => {
  it('finds nothing wrong with a billable that keeps every rule', () => {
    expect(nonCompliances(compliant)).toEqual([]);
  });

  it('names each rule broken, in the list order', () => {
    expect(nonCompliances({ ...compliant, supplierId: null })).toEqual(['NO_SUPPLIER']);
    expect(nonCompliances({ ...compliant, currency: 'NZD' })).toEqual(['CURRENCY_NOT_SUPPLIERS']);
    expect(nonCompliances({ ...compliant, termMonths: 7 })).toEqual(['TERM_NOT_OFFERED']);
    expect(nonCompliances({ ...compliant, autoRenewTermMonths: 5 })).toEqual(['TERM_NOT_OFFERED']);
    expect(nonCompliances({ ...compliant, activatedOn: null })).toEqual(['BILLED_WITHOUT_ACTIVATION']);
    expect(nonCompliances({ ...compliant, activatedOn: '2025-12-31' })).toEqual(['ACTIVATED_BEFORE_START']);
    expect(nonCompliances({ ...compliant, monthlyCents: 0 })).toEqual(['BILLED_AT_NOTHING']);
    expect(nonCompliances({ ...compliant, supplierId: null, monthlyCents: 0, termMonths: 5 })).toEqual([
      'NO_SUPPLIER',
      'TERM_NOT_OFFERED',
      'BILLED_AT_NOTHING',
    ]);
  });

  it('takes a charge or a postpaid base rate as a price, and judges a billable not billed yet on what it will bill', () => {
    expect(nonCompliances({ ...compliant, monthlyCents: 0, chargesAboveZero: 1 })).toEqual([]);
    expect(nonCompliances({ ...compliant, monthlyCents: 0, postpaid: true, postpaidBaseRateCents: 100 })).toEqual([]);
    expect(nonCompliances({ ...compliant, monthlyCents: 0, postpaid: true })).toEqual(['BILLED_AT_NOTHING']);
    const waiting = { ...compliant, billingStatus: 'NOT_ACTIVATED', activatedOn: null, monthlyCents: 0 };
    expect(nonCompliances(waiting)).toEqual([]);
    expect(nonCompliances({ ...waiting, supplierId: null })).toEqual(['NO_SUPPLIER']);
  });

  it('leaves a billable whose billing has ended alone', () => {
    for (const billingStatus of ['KILLED', 'COMPLETED'])
      expect(nonCompliances({ ...compliant, billingStatus, supplierId: null, monthlyCents: 0 })).toEqual([]);
  });
});

describe('driftFixes', () => {
  const service = { provisioningStatus: 'LIVE', supplierId: 808, contractStartDate: '2026-01-01' };
  const billable = { billingStatus: 'ACTIVE' as const, supplierId: 808, startDate: '2026-01-01' };

  it('has nothing to fix where the billable agrees with its service', () => {
    expect(driftFixes(billable, service)).toEqual([]);
    // a service without a location or a contract start gives nothing to put right
    expect(driftFixes({ ...billable, startDate: null }, { ...service, contractStartDate: null })).toEqual([]);
    expect(driftFixes({ ...billable, supplierId: null }, { ...service, supplierId: null })).toEqual([]);
  });

  it("takes the supplier of the service's market and the service's contract start", () => {
    expect(driftFixes({ ...billable, supplierId: 855, startDate: null }, service)).toEqual([
      expect.objectContaining({ field: 'supplierId', from: 855, to: 808 }),
      expect.objectContaining({ field: 'startDate', from: null, to: '2026-01-01' }),
    ]);
  });

  it('ends the billing of a decommissioned service by the state machine', () => {
    const gone = { ...service, provisioningStatus: 'DECOMMISSIONED' };
    for (const from of ['ACTIVE', 'ROLLING'] as const)
      expect(driftFixes({ ...billable, billingStatus: from }, gone)).toEqual([
        expect.objectContaining({ field: 'billingStatus', from, to: 'LAST_BILLING_PERIOD' }),
      ]);
    expect(driftFixes({ ...billable, billingStatus: 'SUSPENDED' }, gone)).toEqual([
      expect.objectContaining({ field: 'billingStatus', from: 'SUSPENDED', to: 'COMPLETED' }),
    ]);
    for (const billingStatus of ['LAST_BILLING_PERIOD', 'NOT_ACTIVATED'] as const)
      expect(driftFixes({ ...billable, billingStatus }, gone)).toEqual([]);
  });
});

describe('termActivity', () => {
  const facts: TermFacts = {
    start: '2025-01-15',
    termMonths: 12,
    autoRenewTermMonths: null,
    billingStatus: 'ACTIVE',
    resetToMonthlyOn: null,
    endDay: null,
    today: '2025-06-01',
  };

  it('is empty until the term starts', () => {
    expect(termActivity({ ...facts, start: null })).toEqual({ spans: [], committedUntil: null });
  });

  it('shows the term in force and the day it ends', () => {
    const { spans, committedUntil } = termActivity(facts);
    expect(spans).toEqual([
      { kind: 'TERM', from: '2025-01-15', to: '2026-01-14', months: 12, current: true, endedBy: null },
    ]);
    expect(committedUntil).toBe('2026-01-14');
  });

  it('runs on month to month after a term without auto-renewal', () => {
    const { spans, committedUntil } = termActivity({ ...facts, today: '2026-03-01' });
    expect(spans.map((s) => [s.kind, s.from, s.to, s.current])).toEqual([
      ['TERM', '2025-01-15', '2026-01-14', false],
      ['MONTH_TO_MONTH', '2026-01-15', null, true],
    ]);
    expect(committedUntil).toBeNull();
  });

  it('renews for the auto-renew term each time one ends, up to the one holding today', () => {
    const { spans, committedUntil } = termActivity({ ...facts, autoRenewTermMonths: 6, today: '2026-09-01' });
    expect(spans.map((s) => [s.kind, s.from, s.to, s.months])).toEqual([
      ['TERM', '2025-01-15', '2026-01-14', 12],
      ['RENEWAL', '2026-01-15', '2026-07-14', 6],
      ['RENEWAL', '2026-07-15', '2027-01-14', 6],
    ]);
    expect(committedUntil).toBe('2027-01-14');
  });

  it('cuts the span a reset to month-to-month falls in', () => {
    const { spans, committedUntil } = termActivity({
      ...facts,
      autoRenewTermMonths: 12,
      billingStatus: 'ROLLING',
      resetToMonthlyOn: '2026-03-10',
      today: '2026-05-01',
    });
    expect(spans.map((s) => [s.kind, s.from, s.to, s.endedBy])).toEqual([
      ['TERM', '2025-01-15', '2026-01-14', null],
      ['RENEWAL', '2026-01-15', '2026-03-09', 'Reset to month-to-month'],
      ['MONTH_TO_MONTH', '2026-03-10', null, null],
    ]);
    expect(committedUntil).toBeNull();
  });

  it('reads a ROLLING billable with no reset recorded as month to month from today within its term', () => {
    const { spans } = termActivity({ ...facts, billingStatus: 'ROLLING' });
    expect(spans.map((s) => [s.kind, s.from, s.to])).toEqual([
      ['TERM', '2025-01-15', '2025-05-31'],
      ['MONTH_TO_MONTH', '2025-06-01', null],
    ]);
  });

  it("closes at the billing's end", () => {
    const { spans, committedUntil } = termActivity({
      ...facts,
      autoRenewTermMonths: 12,
      endDay: '2026-02-28',
      today: '2026-09-01',
    });
    expect(spans.map((s) => [s.kind, s.from, s.to, s.endedBy, s.current])).toEqual([
      ['TERM', '2025-01-15', '2026-01-14', null, false],
      ['RENEWAL', '2026-01-15', '2026-02-28', 'Billing ended', false],
    ]);
    expect(committedUntil).toBeNull();
  });
});

describe('splitSharedAmount', () => {
  it('shares in proportion to the weights, adding up to the amount exactly', () => {
    expect(splitSharedAmount(10_000, [50_000, 50_000])).toEqual([5_000, 5_000]);
    expect(splitSharedAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitSharedAmount(1_000, [30_000, 10_000])).toEqual([750, 250]);
    expect(splitSharedAmount(7, [0, 0])).toEqual([4, 3]);
    for (const [total, weights] of [
      [99_999, [3, 7, 11, 13]],
      [1, [5, 5, 5]],
      [0, [1, 2]],
    ] as const) {
      const shares = splitSharedAmount(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('sharedDiscountProblem', () => {
  const ask = { billableId: 1, others: [2], percent: 1_000, amount: null };
  it('takes other billables and a percentage or an amount', () => {
    expect(sharedDiscountProblem(ask)).toBeNull();
    expect(sharedDiscountProblem({ ...ask, percent: null, amount: 500 })).toBeNull();
    expect(sharedDiscountProblem({ ...ask, others: [] })).toBe(BILLABLE_UPKEEP_MESSAGES.sharedNeedsOthers);
    expect(sharedDiscountProblem({ ...ask, others: [2, 1] })).toBe(BILLABLE_UPKEEP_MESSAGES.sharedWithItself);
    expect(sharedDiscountProblem({ ...ask, amount: 5 })).toBe(BILLABLE_UPKEEP_MESSAGES.sharedOneKind);
    expect(sharedDiscountProblem({ ...ask, percent: null })).toBe(BILLABLE_UPKEEP_MESSAGES.sharedNoKind);
    expect(sharedDiscountProblem({ ...ask, others: Array.from({ length: 50 }, (_, i) => i + 2) })).toBe(
      BILLABLE_UPKEEP_MESSAGES.sharedTooMany,
    );
  });
});

describe('contractDatesChangeProblem', () => {
  it("holds the spec's rule, and keeps the days already billed inside the contract", () => {
    expect(contractDatesChangeProblem('2026-01-01', '2027-01-01', null)).toBeNull();
    expect(contractDatesChangeProblem('2026-01-01', null, '2026-01-01')).toBeNull();
    expect(contractDatesChangeProblem('2026-01-01', '2026-01-01', null)).toBe(BILLING_MESSAGES.contractEndBeforeStart);
    expect(contractDatesChangeProblem('2026-02-01', null, '2026-01-15')).toBe(
      BILLABLE_UPKEEP_MESSAGES.contractStartAfterActivation,
    );
    expect(contractDatesChangeProblem('2026-01-01', '2026-01-10', '2026-01-15')).toBe(
      BILLABLE_UPKEEP_MESSAGES.contractEndBeforeActivation,
    );
  });
});

describe('a shared discount as the bill run bills it', () => {
  it('takes exactly the amount shared off a whole month of the billables sharing it', () => {
    const period = billingPeriodOfDay('2026-12-01', 'Australia/Sydney');
    const monthly = [30_000, 10_000, 20_000];
    const shares = splitSharedAmount(1_001, monthly);
    const discounts = monthly.map((price, i) =>
      periodLines(
        {
          billableId: i + 1,
          name: `Billable ${i + 1}`,
          currency: 'AUD',
          firstDay: '2026-01-01',
          lastDay: null,
          setupCents: 0,
          prices: [{ from: '2026-01-01', monthly: money(price, 'AUD') }],
          promoSchedule: null,
          postpaid: false,
          postpaidBaseRateCents: null,
          charges: [
            {
              id: 10 + i,
              name: 'Bundle discount',
              chargeType: 'DISCOUNT_AMOUNT',
              charge: shares[i]!,
              start: '2026-02-01',
              end: null,
              nominalChargeDate: null,
              excludeDiscount: false,
            },
          ],
        },
        period,
      ).filter((line) => line.chargeType === 'DISCOUNT'),
    );
    expect(discounts.flat().reduce((sum, line) => sum + line.amount.amount, 0)).toBe(-1_001);
  });
});
