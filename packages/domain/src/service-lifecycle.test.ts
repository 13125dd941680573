import { describe, expect, it } from 'vitest';
import {
  addDays,
  canLockService,
  canTakeAction,
  contractPayout,
  daysBetween,
  decommissionSchedule,
  detailsEditRefusal,
  endedRefusal,
  endOfMonth,
  LIFECYCLE_MESSAGES,
  lifecycleRefusal,
  priceCheck,
  proRataCents,
  terminationDateFor,
  unCancelProRataCents,
} from './service-lifecycle.js';

describe('days', () => {
  it('knows month ends, leap years and 29 February', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2027-02-10')).toBe('2027-02-28');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
  });
});

describe('the termination date', () => {
  it('ends a CANCEL at the contract end, or at the end of the month without one or with one past', () => {
    expect(terminationDateFor('CANCEL', '2026-11-27', '2027-06-30')).toBe('2027-06-30');
    expect(terminationDateFor('CANCEL', '2026-11-27', '2026-11-27')).toBe('2026-11-27');
    expect(terminationDateFor('CANCEL', '2026-11-27', null)).toBe('2026-11-30');
    expect(terminationDateFor('CANCEL', '2028-02-03', '2027-01-01')).toBe('2028-02-29');
    expect(terminationDateFor('CANCEL', '2027-02-03', null)).toBe('2027-02-28');
  });
  it('ends CANCEL_NOW and TERMINATE today', () => {
    expect(terminationDateFor('CANCEL_NOW', '2026-11-27', '2027-06-30')).toBe('2026-11-27');
    expect(terminationDateFor('TERMINATE', '2028-02-29', null)).toBe('2028-02-29');
  });
});

describe('pro rata charges', () => {
  it('charges a whole calendar month exactly the monthly charge, however long the month', () => {
    expect(proRataCents(100_000, '2028-02-01', '2028-02-29')).toBe(100_000);
    expect(proRataCents(100_000, '2027-02-01', '2027-02-28')).toBe(100_000);
    expect(proRataCents(100_000, '2026-12-01', '2026-12-31')).toBe(100_000);
  });
  it('charges a day at its month’s share: 1/29 in February 2028, 1/28 in February 2027, 1/31 in January', () => {
    expect(proRataCents(29_000, '2028-02-29', '2028-02-29')).toBe(1_000);
    expect(proRataCents(28_000, '2027-02-28', '2027-02-28')).toBe(1_000);
    expect(proRataCents(31_000, '2027-01-31', '2027-01-31')).toBe(1_000);
  });
  it('adds the months a span crosses, rounding each half up', () => {
    // 2 days of January (2/31 of 10,000 = 645.16 → 645) and 1 of February 2028 (1/29 = 344.83 → 345)
    expect(proRataCents(10_000, '2027-01-30', '2027-01-31')).toBe(645);
    expect(proRataCents(10_000, '2028-02-29', '2028-02-29')).toBe(345);
    expect(proRataCents(10_000, '2028-01-30', '2028-02-01')).toBe(645 + 345);
    // half a cent rounds up: 1 cent a month for 15 of 30 days
    expect(proRataCents(1, '2026-11-01', '2026-11-15')).toBe(1);
  });
  it('charges nothing for an empty span', () => {
    expect(proRataCents(100_000, '2026-11-28', '2026-11-27')).toBe(0);
  });
});

describe('the contract payout', () => {
  it('pays the days after the termination date up to the contract end', () => {
    // terminated 29 February 2028, contract ending 31 March: March in full
    expect(contractPayout(50_000, '2028-02-29', '2028-03-31')).toEqual({ remainingDays: 31, payOutCents: 50_000 });
    // terminated on the 28th of a leap February: 29 February and March
    expect(contractPayout(29_000, '2028-02-28', '2028-03-31')).toEqual({ remainingDays: 32, payOutCents: 30_000 });
    // a month end to a month end, over a year end
    expect(contractPayout(10_000, '2026-11-30', '2027-01-31')).toEqual({ remainingDays: 62, payOutCents: 20_000 });
  });
  it('pays nothing at or after the contract end, or without one', () => {
    expect(contractPayout(10_000, '2027-01-31', '2027-01-31')).toEqual({ remainingDays: 0, payOutCents: 0 });
    expect(contractPayout(10_000, '2027-02-01', '2027-01-31')).toEqual({ remainingDays: 0, payOutCents: 0 });
    expect(contractPayout(10_000, '2027-02-01', null)).toEqual({ remainingDays: 0, payOutCents: 0 });
  });
});

describe('the price check', () => {
  const port = { productId: 1, productName: 'Port', monthlyCents: 31_000, currency: 'AUD' as const };
  const vxc = { productId: 2, productName: 'VXC', productType: 'VXC', monthlyCents: 3_100, currency: 'AUD' as const };
  const ix = { productId: 3, productName: 'IX', productType: 'IX', monthlyCents: 6_200, currency: 'USD' as const };

  it('cancels at the contract end: nothing to pay out', () => {
    const check = priceCheck('CANCEL', '2026-12-15', { ...port, contractEndDate: '2027-01-31' }, []);
    expect(check).toMatchObject({ terminationDate: '2027-01-31', remainingDays: 0, payOutContractCents: 0 });
    expect(check.totalCents).toBe(0);
  });

  it('terminates today: the rest of the contract and of each linked service, totalled in the service’s currency', () => {
    const check = priceCheck('TERMINATE', '2026-12-15', { ...port, contractEndDate: '2027-01-31' }, [
      { ...vxc, contractEndDate: '2026-12-31' },
      { ...ix, contractEndDate: '2027-01-31' },
    ]);
    // 16 days of December (16/31 of 31,000) and January in full
    expect(check).toMatchObject({
      terminationDate: '2026-12-15',
      contractEndDate: '2027-01-31',
      remainingDays: 47,
      recurringChargeCents: 31_000,
      payOutContractCents: 16_000 + 31_000,
      currency: 'AUD',
    });
    expect(check.vxcPriceCheck).toEqual([
      { productId: 2, productName: 'VXC', payOutContractCents: 1_600, currency: 'AUD' },
    ]);
    expect(check.ixPriceCheck).toEqual([
      { productId: 3, productName: 'IX', payOutContractCents: 9_400, currency: 'USD' },
    ]);
    expect(check.totalCents).toBe(47_000 + 1_600);
  });
});

describe('the un-cancel charge', () => {
  it('charges the days of the bill run’s period after the termination date', () => {
    // cancelled now on 29 February 2028; February's run billed it to the 29th: nothing more
    expect(unCancelProRataCents(29_000, '2028-02-29', { periodStart: '2028-02-01', periodEnd: '2028-02-29' })).toBe(0);
    // cancelled now on 10 February; the run billed February: 11th to 29th charged (19/29)
    expect(unCancelProRataCents(29_000, '2028-02-10', { periodStart: '2028-02-01', periodEnd: '2028-02-29' })).toBe(
      19_000,
    );
    // cancelled before the period: the whole period
    expect(unCancelProRataCents(28_000, '2027-01-20', { periodStart: '2027-02-01', periodEnd: '2027-02-28' })).toBe(
      28_000,
    );
    // terminating after the period: nothing was missed
    expect(unCancelProRataCents(28_000, '2027-06-30', { periodStart: '2027-02-01', periodEnd: '2027-02-28' })).toBe(0);
  });
});

describe('transitions and who may act', () => {
  it('lets the state machine decide, with a message for each refusal', () => {
    expect(lifecycleRefusal('LIVE', 'CANCEL')).toBeNull();
    expect(lifecycleRefusal('DEPLOYABLE', 'CANCEL_NOW')).toBeNull();
    expect(lifecycleRefusal('CANCELLED', 'CANCEL')).toBe(LIFECYCLE_MESSAGES.alreadyEnded);
    expect(lifecycleRefusal('DECOMMISSIONED', 'CANCEL_NOW')).toBe(LIFECYCLE_MESSAGES.alreadyEnded);
    expect(lifecycleRefusal('CANCELLED', 'TERMINATE')).toBeNull();
    expect(lifecycleRefusal('DEPLOYABLE', 'TERMINATE')).toBe(LIFECYCLE_MESSAGES.cannotTerminate);
    expect(lifecycleRefusal('DECOMMISSIONED', 'TERMINATE')).toBe(LIFECYCLE_MESSAGES.alreadyEnded);
    expect(lifecycleRefusal('CANCELLED', 'UN_CANCEL')).toBeNull();
    expect(lifecycleRefusal('LIVE', 'UN_CANCEL')).toBe(LIFECYCLE_MESSAGES.notCancelled);
  });
  it('gives terminate to staff, the rest to modify_service, and the lock to company admins and staff', () => {
    const customer = { isStaff: false, permissionsInCompany: ['modify_service' as const] };
    expect(canTakeAction('CANCEL', customer)).toBe(true);
    expect(canTakeAction('UN_CANCEL', customer)).toBe(true);
    expect(canTakeAction('TERMINATE', customer)).toBe(false);
    expect(canTakeAction('TERMINATE', { isStaff: true, permissionsInCompany: [] })).toBe(true);
    expect(canTakeAction('CANCEL', { isStaff: false, permissionsInCompany: ['services'] })).toBe(false);
    expect(canLockService(customer)).toBe(false);
    expect(canLockService({ isStaff: false, permissionsInCompany: ['company_admin'] })).toBe(true);
    expect(canLockService({ isStaff: true, permissionsInCompany: [] })).toBe(true);
    // an API key: modify_service, made by a company admin who still is one
    const admin = ['company_admin' as const, 'modify_service' as const];
    expect(canLockService({ ...customer, keyCreatorPermissionsInCompany: admin })).toBe(true);
    expect(canLockService({ ...customer, keyCreatorPermissionsInCompany: ['modify_service'] })).toBe(false);
    const reader = { isStaff: false, permissionsInCompany: ['services' as const] };
    expect(canLockService({ ...reader, keyCreatorPermissionsInCompany: admin })).toBe(false);
  });
});

describe('the decommission schedule', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  it('gives notice seven days before and ends at the start of the day after the termination date', () => {
    expect(decommissionSchedule('2027-01-31', now)).toEqual({
      noticeAt: Date.parse('2027-01-24T00:00:00Z'),
      endAt: Date.parse('2027-02-01T00:00:00Z'),
    });
    expect(decommissionSchedule('2028-03-07', now).noticeAt).toBe(Date.parse('2028-02-29T00:00:00Z'));
  });
  it('gives no notice of a termination less than a week away', () => {
    expect(decommissionSchedule('2026-11-27', now)).toEqual({
      noticeAt: null,
      endAt: Date.parse('2026-11-28T00:00:00Z'),
    });
  });
});

describe('the rule that an ended service takes no edit', () => {
  it('refuses a cancelled or decommissioned service and lets every other status change', () => {
    expect(endedRefusal('CANCELLED')).toBe(LIFECYCLE_MESSAGES.endedNoChange);
    expect(endedRefusal('DECOMMISSIONED')).toBe(LIFECYCLE_MESSAGES.endedNoChange);
    for (const status of ['LIVE', 'CONFIGURED', 'DEPLOYABLE', 'SLEEP', 'FAILED'] as const)
      expect(endedRefusal(status)).toBeNull();
  });
});

describe('the edits a cancelled service still takes while it runs', () => {
  it('takes its name, cost centre and graph visibility, and nothing that touches the network or the contract', () => {
    expect(detailsEditRefusal('CANCELLED', ['name', 'costCentre'])).toBeNull();
    expect(detailsEditRefusal('CANCELLED', ['publicGraph'])).toBeNull();
    expect(detailsEditRefusal('CANCELLED', ['name', 'buyoutPort'])).toBe(LIFECYCLE_MESSAGES.endedNoChange);
    expect(detailsEditRefusal('DECOMMISSIONED', ['name'])).toBe(LIFECYCLE_MESSAGES.decommissionedNoChange);
    expect(detailsEditRefusal('LIVE', ['name', 'buyoutPort'])).toBeNull();
  });
});
