import { PRICING_MESSAGES } from '@portico/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from '../src/platform/clock.js';
import { aCompany, aStaffAdmin } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The app's one clock: a dated rule runs on the day the clock says — here a customer's price book item, which may
 * not start before today, starts tomorrow when no day is given, and ends today when removed — on 29 February and
 * on the 1st of a month.
 */
const clock = settableClock('2028-02-29T12:00:00Z');
const CUSTOM = '/v2/secure/pricebook/custom';
let t: TestApp;
let staff: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: false, clock });
  staff = await (await aStaffAdmin(t)).login();
  companyId = (await aCompany(t)).id;
});
afterAll(() => t.close());

const item = (fromDate?: string) =>
  t.call(staff, {
    method: 'POST',
    url: CUSTOM,
    payload: { companyId, productType: 'IX', monthlyCents: 1_000, currency: 'AUD', ...(fromDate ? { fromDate } : {}) },
  });

describe('dated rules on the day the clock says', () => {
  it('on 29 February: tomorrow is 1 March, yesterday is refused, and a removed item ends on the 29th', async () => {
    clock.set('2028-02-29T12:00:00Z');
    const byDefault = await item();
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.json().data.fromDate).toBe('2028-03-01');

    const yesterday = await item('2028-02-28');
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toBe(PRICING_MESSAGES.customStartsBeforeToday);

    const today = await t.call(staff, {
      method: 'POST',
      url: CUSTOM,
      payload: { companyId, productType: 'PORT', monthlyCents: 2_000, currency: 'AUD', fromDate: '2028-02-29' },
    });
    expect(today.statusCode).toBe(200);
    const ended = await t.call(staff, {
      method: 'DELETE',
      url: `${CUSTOM}/${companyId}/pricebookitem/${today.json().data.id}`,
    });
    expect(ended.json().data.toDate).toBe('2028-02-29');
  });

  it('on the 1st of a month: the last day of the month before is yesterday', async () => {
    clock.set('2027-03-01T00:30:00Z');
    const byDefault = await t.call(staff, {
      method: 'POST',
      url: CUSTOM,
      payload: { companyId, productType: 'MCR', monthlyCents: 3_000, currency: 'AUD' },
    });
    expect(byDefault.json().data.fromDate).toBe('2027-03-02');
    const lastOfFebruary = await t.call(staff, {
      method: 'POST',
      url: CUSTOM,
      payload: { companyId, productType: 'MCR', monthlyCents: 3_000, currency: 'AUD', fromDate: '2027-02-28' },
    });
    expect(lastOfFebruary.statusCode).toBe(400);
  });
});
