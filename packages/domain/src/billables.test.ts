import { describe, expect, it } from 'vitest';
import { BILLABLE_MESSAGES, billingMismatch, postpaidProblem, serviceListProblem } from './billables.js';
import { parseServiceIdList } from './promo-rules.js';

const problem = (text: string) => serviceListProblem(parseServiceIdList(text));

describe('a list of services typed for a billing tool', () => {
  it('takes ids and uids, spaces stripped, split on commas', () => {
    expect(problem(' 100016, 100017 ,\n100020 ')).toBeNull();
    expect(problem('6F1C2A9E-0000-4000-8000-000000000050, 100016')).toBeNull();
  });

  it('needs at least one service', () => {
    expect(problem('')).toBe(BILLABLE_MESSAGES.atLeastOneService);
    expect(problem(' , ,')).toBe(BILLABLE_MESSAGES.atLeastOneService);
  });

  it('refuses anything but an id or a uid', () => {
    for (const text of ['12;13', 'abc', '0', '-4', '1.5', '12345678901', '6f1c2a9e-0000'])
      expect(problem(text)).toBe(BILLABLE_MESSAGES.serviceIdsInvalid);
  });
});

describe('a billable and its service disagreeing', () => {
  it('agrees with a service that runs, ends or waits as billed', () => {
    expect(billingMismatch('ACTIVE', 'LIVE')).toBeNull();
    expect(billingMismatch('LAST_BILLING_PERIOD', 'DECOMMISSIONED')).toBeNull();
    expect(billingMismatch('NOT_ACTIVATED', 'CONFIGURED')).toBeNull();
    expect(billingMismatch('ACTIVE', 'DECOMMISSIONED')).toBe('BILLED_AFTER_END');
    expect(billingMismatch('NOT_ACTIVATED', 'LIVE')).toBe('NOT_BILLED_WHILE_LIVE');
    expect(billingMismatch('ROLLING', 'CONFIGURED')).toBe('BILLED_BEFORE_LIVE');
    expect(billingMismatch('SUSPENDED', 'DECOMMISSIONED')).toBe('BILLED_AFTER_END');
    expect(billingMismatch('SUSPENDED', 'CONFIGURED')).toBeNull();
    expect(billingMismatch('KILLED', 'LIVE')).toBeNull();
    expect(billingMismatch('COMPLETED', 'DECOMMISSIONED')).toBeNull();
  });
});

describe('a postpaid billable’s rate', () => {
  it('comes from the price book or a base rate given, one of the two', () => {
    expect(postpaidProblem({ usePricebook: true, overrideBaseRate: null })).toBeNull();
    expect(postpaidProblem({ usePricebook: false, overrideBaseRate: 0 })).toBeNull();
    expect(postpaidProblem({ usePricebook: true, overrideBaseRate: 500 })).toBe(BILLABLE_MESSAGES.postpaidRateSource);
    expect(postpaidProblem({ usePricebook: false, overrideBaseRate: null })).toBe(
      BILLABLE_MESSAGES.postpaidRateMissing,
    );
  });
});
