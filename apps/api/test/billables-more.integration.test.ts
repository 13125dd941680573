import {
  BILLABLE_MESSAGES,
  BILLABLE_UPKEEP_MESSAGES,
  BILLING_MESSAGES,
  CHARGE_MESSAGES,
  NON_COMPLIANCE_WORDS,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

const AUSTRALIA = 808;
const NEW_ZEALAND = 855;

/**
 * A billable's upkeep (decision 0088): the non-compliant list, defunkify, term activity, the shared discount and
 * contract dates, through HTTP, each with its refusals writing nothing.
 */
describe("billables' upkeep", () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let seq = 0;

  const aService = async (company: number = DEMO_COMPANIES.acme, status = 'LIVE') => {
    seq += 1;
    const [row] = await queryRows<{ id: number; uid: string; name: string }>(
      t.database.db,
      sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
            location_id, contract_start_date, contract_end_date, term_months)
          values (${company}, 'PORT', ${`Upkeep ${seq} ${Date.now()}`}, ${status}, 1000, 1,
            '2026-01-01', '2026-12-31', 12)
          returning id, uid::text, name`,
    );
    return row!;
  };
  /** A billable of its own service, set up by staff (NOT_ACTIVATED). */
  const aBillable = async (setup: object = {}, company: number = DEMO_COMPANIES.acme) => {
    const service = await aService(company);
    const res = await t.call(staff, {
      method: 'POST',
      url: `/secure/technicalservice/${service.id}/billing`,
      payload: { billableName: `Billable ${service.name}`, ...setup },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { service, billableId: res.json().data.billableId as number };
  };
  const activate = async (id: number, date = '2026-01-10') => {
    const res = await t.call(staff, { method: 'POST', url: `/v2/billable/${id}/activate`, payload: { date } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const set = (id: number, change: ReturnType<typeof sql>) =>
    t.database.db.execute(sql`update billables set ${change} where id = ${id}`);
  const billableRow = async (id: number) =>
    (
      await queryRows<{
        billing_status: string;
        supplier_id: number | null;
        start_date: string | null;
      }>(t.database.db, sql`select billing_status, supplier_id, start_date::text from billables where id = ${id}`)
    )[0]!;
  const auditsOf = (type: string, id: number) =>
    queryRows<{ action: string; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, after from audit_log where entity_type = ${type} and entity_id = ${String(id)} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('staff.admin');
    admin = await t.login('acme.admin');
  });
  afterAll(() => t.close());

  describe('non-compliant billables', () => {
    const list = async (query = '') => {
      const res = await t.call(staff, { method: 'GET', url: `/secure/billing/noncompliant?pageSize=200${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { items: { billableId: number; reasons: string[] }[]; total: number };
    };
    const reasonsOf = async (id: number, query = '') =>
      (await list(query)).items.find((r) => r.billableId === id)?.reasons;

    it('lists each open billable that breaks a rule with every rule it breaks, and none that keeps them', async () => {
      const good = await aBillable();
      await activate(good.billableId);
      const noSupplier = await aBillable();
      await set(noSupplier.billableId, sql`supplier_id = null`);
      const wrongCurrency = await aBillable();
      await set(wrongCurrency.billableId, sql`currency = 'NZD'`);
      const oddTerm = await aBillable();
      await set(oddTerm.billableId, sql`term_months = 7`);
      const unactivated = await aBillable({ monthly: 0 });
      await set(unactivated.billableId, sql`billing_status = 'ACTIVE'`);
      const early = await aBillable({ startDate: '2026-02-01' });
      await set(early.billableId, sql`billing_status = 'ACTIVE', activated_on = '2026-01-15'`);

      expect(await reasonsOf(good.billableId)).toBeUndefined();
      expect(await reasonsOf(noSupplier.billableId)).toEqual(['NO_SUPPLIER']);
      expect(await reasonsOf(wrongCurrency.billableId)).toEqual(['CURRENCY_NOT_SUPPLIERS']);
      expect(await reasonsOf(oddTerm.billableId)).toEqual(['TERM_NOT_OFFERED']);
      expect(await reasonsOf(unactivated.billableId)).toEqual(['BILLED_WITHOUT_ACTIVATION', 'BILLED_AT_NOTHING']);
      expect(await reasonsOf(early.billableId)).toEqual(['ACTIVATED_BEFORE_START']);
      // a charge above 0 is a price: billed at nothing no more
      const charge = await t.call(staff, {
        method: 'POST',
        url: `/v2/billable/${unactivated.billableId}/charge`,
        payload: { name: 'Cross connect', chargeType: 'RECURRING', charge: 1_000, start: '2026-01-01' },
      });
      expect(charge.statusCode, charge.body).toBe(200);
      expect(await reasonsOf(unactivated.billableId)).toEqual(['BILLED_WITHOUT_ACTIVATION']);
      // filtered by rule and supplier
      expect(await reasonsOf(oddTerm.billableId, '&reason=NO_SUPPLIER')).toBeUndefined();
      expect(await reasonsOf(noSupplier.billableId, '&reason=NO_SUPPLIER')).toEqual(['NO_SUPPLIER']);
      expect(await reasonsOf(oddTerm.billableId, `&supplierId=${NEW_ZEALAND}`)).toBeUndefined();
      expect(await reasonsOf(oddTerm.billableId, `&supplierId=${AUSTRALIA}`)).toEqual(['TERM_NOT_OFFERED']);
      // a killed billable's billing has ended: not listed
      await set(noSupplier.billableId, sql`billing_status = 'KILLED'`);
      expect(await reasonsOf(noSupplier.billableId)).toBeUndefined();
    });

    it('exports every filtered row as CSV with the reasons in words', async () => {
      const odd = await aBillable();
      await set(odd.billableId, sql`term_months = 5`);
      const res = await t.call(staff, {
        method: 'GET',
        url: '/secure/billing/noncompliant?format=csv&reason=TERM_NOT_OFFERED',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      const lines = res.body.trim().split(/\r?\n/);
      expect(lines[0]!.startsWith('reasons,billableId,')).toBe(true);
      expect(lines.some((l) => l.startsWith(`${NON_COMPLIANCE_WORDS.TERM_NOT_OFFERED},${odd.billableId},`))).toBe(true);
      expect(lines.length - 1).toBe((await list('&reason=TERM_NOT_OFFERED')).total);
    });

    it('refuses a rule it does not know and anyone but staff', async () => {
      expect(
        (await t.call(staff, { method: 'GET', url: '/secure/billing/noncompliant?reason=FUNKY' })).statusCode,
      ).toBe(400);
      expect((await t.call(admin, { method: 'GET', url: '/secure/billing/noncompliant' })).statusCode).toBe(403);
      expect((await t.call(null, { method: 'GET', url: '/secure/billing/noncompliant' })).statusCode).toBe(401);
    });
  });

  describe('defunkify', () => {
    const defunkify = (token: string | null, id: number | string) =>
      t.call(token, { method: 'POST', url: `/v2/billable/${id}/defunkify` });

    it("puts a billable right with its service: the market's supplier and its contract start, audited", async () => {
      const { billableId } = await aBillable();
      await set(billableId, sql`supplier_id = ${NEW_ZEALAND}, start_date = null`);
      const res = await defunkify(staff, billableId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(BILLABLE_UPKEEP_MESSAGES.fixed);
      expect(res.json().data.fixes).toEqual([
        expect.objectContaining({ field: 'supplierId', from: NEW_ZEALAND, to: AUSTRALIA }),
        expect.objectContaining({ field: 'startDate', from: null, to: '2026-01-01' }),
      ]);
      expect(res.json().data.billable).toMatchObject({ supplierId: AUSTRALIA, startDate: '2026-01-01' });
      expect(await billableRow(billableId)).toMatchObject({ supplier_id: AUSTRALIA, start_date: '2026-01-01' });
      expect((await auditsOf('billable', billableId)).map((a) => a.action)).toContain('billable.defunkified');
      // a second time there is nothing to fix
      const again = await defunkify(staff, billableId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(BILLABLE_UPKEEP_MESSAGES.nothingToFix);
    });

    it("ends a decommissioned service's billing by the state machine", async () => {
      const { service, billableId } = await aBillable({ startDate: '2026-01-01' });
      await activate(billableId);
      await t.database.db.execute(
        sql`update technical_services set provisioning_status = 'DECOMMISSIONED' where id = ${service.id}`,
      );
      const res = await defunkify(staff, billableId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.fixes).toEqual([
        expect.objectContaining({ field: 'billingStatus', from: 'ACTIVE', to: 'LAST_BILLING_PERIOD' }),
      ]);
      expect((await billableRow(billableId)).billing_status).toBe('LAST_BILLING_PERIOD');
      const suspended = await aBillable({ startDate: '2026-01-01' });
      await set(suspended.billableId, sql`billing_status = 'SUSPENDED'`);
      await t.database.db.execute(
        sql`update technical_services set provisioning_status = 'DECOMMISSIONED' where id = ${suspended.service.id}`,
      );
      expect((await defunkify(staff, suspended.billableId)).json().data.billable.billingStatus).toBe('COMPLETED');
    });

    it('refuses an ended billing, an unknown billable, a bad id and anyone but staff, changing nothing', async () => {
      const { billableId } = await aBillable();
      await set(billableId, sql`billing_status = 'KILLED', supplier_id = ${NEW_ZEALAND}`);
      const ended = await defunkify(staff, billableId);
      expect(ended.statusCode).toBe(409);
      expect(ended.json().message).toBe(BILLABLE_MESSAGES.billingEnded);
      expect((await billableRow(billableId)).supplier_id).toBe(NEW_ZEALAND);
      const missing = await defunkify(staff, 999_999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(BILLABLE_MESSAGES.notFound);
      expect((await defunkify(staff, 'abc')).statusCode).toBe(400);
      expect((await defunkify(staff, '01')).statusCode).toBe(400);
      expect((await defunkify(admin, billableId)).statusCode).toBe(403);
      expect((await auditsOf('billable', billableId)).map((a) => a.action)).not.toContain('billable.defunkified');
    });
  });

  describe('term activity', () => {
    const activity = (token: string | null, id: number) =>
      t.call(token, { method: 'GET', url: `/v2/billable/${id}/termActivity` });

    it("shows the term from the activation day, and a reset to month-to-month from the billable's audit", async () => {
      const { service, billableId } = await aBillable({ term: 12, autoRenewTerm: 12 });
      const before = await activity(staff, billableId);
      expect(before.statusCode, before.body).toBe(200);
      // not activated: from the service's contract start
      expect(before.json().data.start).toBe('2026-01-01');
      expect(before.json().data.spans[0]).toMatchObject({ kind: 'TERM', from: '2026-01-01', to: '2026-12-31' });
      await activate(billableId, '2026-01-10');
      const reset = await t.call(staff, {
        method: 'POST',
        url: '/secure/pricing/resettom2m',
        payload: { serviceIds: String(service.id) },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const after = (await activity(staff, billableId)).json().data as {
        start: string;
        spans: { kind: string; from: string; to: string | null; current: boolean }[];
        committedUntil: string | null;
      };
      expect(after.start).toBe('2026-01-10');
      expect(after.spans.at(-1)).toMatchObject({ kind: 'MONTH_TO_MONTH', to: null, current: true });
      expect(after.committedUntil).toBeNull();
    });

    it('refuses an unknown billable and anyone but staff', async () => {
      const { billableId } = await aBillable();
      expect((await activity(staff, 999_999_999)).statusCode).toBe(404);
      expect((await activity(admin, billableId)).statusCode).toBe(403);
    });
  });

  describe('shared discount', () => {
    const share = (token: string | null, id: number, payload: object) =>
      t.call(token, { method: 'POST', url: `/v2/billable/${id}/sharedDiscount`, payload });
    const chargesOf = (ids: number[]) =>
      queryRows<{ billable_id: number; charge_type: string; charge: number; name: string }>(
        t.database.db,
        sql`select billable_id, charge_type, charge::int, name from billable_charges
             where billable_id = any(${sql.param(ids)}::int[]) order by billable_id`,
      );

    it('splits an amount in proportion to the monthly prices, adding up exactly, as discount charges', async () => {
      const a = await aBillable({ monthly: 30_000 });
      const b = await aBillable({ monthly: 10_000 });
      const c = await aBillable({ monthly: 20_000 });
      const res = await share(staff, a.billableId, {
        billableIds: [b.billableId, c.billableId],
        name: 'Bundle discount',
        amount: 1_001,
        start: '2026-02-01',
        end: '2026-12-31',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(BILLABLE_UPKEEP_MESSAGES.sharedDiscountSaved);
      const saved = res.json().data as { billableId: number; charge: number; chargeType: string }[];
      expect(saved.map((s) => [s.billableId, s.chargeType, s.charge])).toEqual([
        // 500.5, 166.8 and 333.7: each rounded down, the 2 left over to the largest remainders
        [a.billableId, 'DISCOUNT_AMOUNT', 500],
        [b.billableId, 'DISCOUNT_AMOUNT', 167],
        [c.billableId, 'DISCOUNT_AMOUNT', 334],
      ]);
      const rows = await chargesOf([a.billableId, b.billableId, c.billableId]);
      expect(rows.reduce((sum, r) => sum + r.charge, 0)).toBe(1_001);
      const [audit] = await auditsOf('billable_charge', (saved[1] as unknown as { chargeId: number }).chargeId);
      expect(audit).toMatchObject({ action: 'charge.shared_discount' });
      expect(audit!.after.sharedBy).toEqual([a.billableId, b.billableId, c.billableId]);
    });

    it('takes a percentage off each billable', async () => {
      const a = await aBillable();
      const b = await aBillable();
      const res = await share(staff, a.billableId, {
        billableIds: [b.billableId],
        name: 'Ten per cent',
        percent: 1_000,
        start: '2026-02-01',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await chargesOf([a.billableId, b.billableId])).map((r) => [r.charge_type, r.charge])).toEqual([
        ['DISCOUNT_PERCENT', 1_000],
        ['DISCOUNT_PERCENT', 1_000],
      ]);
    });

    it('refuses bad input, another company, an ended billing and anyone but staff, writing nothing', async () => {
      const a = await aBillable();
      const b = await aBillable();
      const other = await aBillable({}, DEMO_COMPANIES.globex);
      const ended = await aBillable();
      await set(ended.billableId, sql`billing_status = 'KILLED'`);
      const ask = { billableIds: [b.billableId], name: 'Shared', percent: 500, start: '2026-02-01' };
      const refusals: [object, number, string, number?][] = [
        [{ ...ask, billableIds: [] }, 400, BILLABLE_UPKEEP_MESSAGES.sharedNeedsOthers],
        [{ ...ask, billableIds: [a.billableId] }, 400, BILLABLE_UPKEEP_MESSAGES.sharedWithItself],
        [{ ...ask, amount: 100 }, 400, BILLABLE_UPKEEP_MESSAGES.sharedOneKind],
        [{ ...ask, percent: undefined }, 400, BILLABLE_UPKEEP_MESSAGES.sharedNoKind],
        [{ ...ask, percent: 10_001 }, 400, CHARGE_MESSAGES.percentInvalid],
        [{ ...ask, name: ' ' }, 400, CHARGE_MESSAGES.nameRequired],
        [{ ...ask, end: '2026-01-01' }, 400, CHARGE_MESSAGES.endBeforeStart],
        [{ ...ask, billableIds: [999_999_999] }, 400, BILLABLE_UPKEEP_MESSAGES.sharedBillableNotFound],
        [{ ...ask, billableIds: [other.billableId] }, 400, BILLABLE_UPKEEP_MESSAGES.sharedOtherCompany],
        [{ ...ask, billableIds: [ended.billableId] }, 409, BILLABLE_UPKEEP_MESSAGES.sharedEnded],
        [{ ...ask, billableIds: ['12'] }, 400, 'billableIds.0: Id must be a number'],
      ];
      for (const [payload, status, message] of refusals) {
        const res = await share(staff, a.billableId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().message).toBe(message);
      }
      const nzd = await aBillable();
      await set(nzd.billableId, sql`currency = 'NZD'`);
      const currency = await share(staff, a.billableId, {
        ...ask,
        percent: undefined,
        amount: 100,
        billableIds: [nzd.billableId],
      });
      expect(currency.statusCode).toBe(400);
      expect(currency.json().message).toBe(BILLABLE_UPKEEP_MESSAGES.sharedOtherCurrency);
      expect((await share(staff, 999_999_999, ask)).statusCode).toBe(404);
      expect((await share(admin, a.billableId, ask)).statusCode).toBe(403);
      expect(await chargesOf([a.billableId, b.billableId, other.billableId, ended.billableId, nzd.billableId])).toEqual(
        [],
      );
    });
  });

  describe('contract dates', () => {
    const change = (token: string | null, id: number, payload: object) =>
      t.call(token, { method: 'POST', url: `/v2/billable/${id}/contractDates`, payload });
    const serviceDates = async (id: number) =>
      (
        await queryRows<{ start: string | null; end: string | null }>(
          t.database.db,
          sql`select contract_start_date::text as start, contract_end_date::text as end from technical_services
               where id = ${id}`,
        )
      )[0]!;

    it('writes the contract on the service and its start on the billable, audited', async () => {
      const { service, billableId } = await aBillable();
      const res = await change(staff, billableId, { contractStartDate: '2026-02-01', contractEndDate: '2027-01-31' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(BILLABLE_UPKEEP_MESSAGES.contractDatesSaved);
      expect(res.json().data).toMatchObject({
        billable: { startDate: '2026-02-01' },
        contractStartDate: '2026-02-01',
        contractEndDate: '2027-01-31',
      });
      expect(await serviceDates(service.id)).toEqual({ start: '2026-02-01', end: '2027-01-31' });
      expect((await billableRow(billableId)).start_date).toBe('2026-02-01');
      expect((await auditsOf('billable', billableId)).map((a) => a.action)).toContain('billable.contract_dates');
      const same = await change(staff, billableId, { contractStartDate: '2026-02-01', contractEndDate: '2027-01-31' });
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe(BILLABLE_UPKEEP_MESSAGES.contractDatesUnchanged);
    });

    it('refuses an end not after the start, dates that leave out billed days, an ended billing; writes nothing', async () => {
      const { service, billableId } = await aBillable();
      const backwards = await change(staff, billableId, {
        contractStartDate: '2026-03-01',
        contractEndDate: '2026-03-01',
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe(BILLING_MESSAGES.contractEndBeforeStart);
      await activate(billableId, '2026-01-10');
      const late = await change(staff, billableId, { contractStartDate: '2026-01-11', contractEndDate: null });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(BILLABLE_UPKEEP_MESSAGES.contractStartAfterActivation);
      expect((await change(staff, billableId, { contractStartDate: 'soon', contractEndDate: null })).statusCode).toBe(
        400,
      );
      expect(
        (await change(admin, billableId, { contractStartDate: '2026-01-01', contractEndDate: null })).statusCode,
      ).toBe(403);
      await set(billableId, sql`billing_status = 'KILLED'`);
      const ended = await change(staff, billableId, { contractStartDate: '2026-01-01', contractEndDate: null });
      expect(ended.statusCode).toBe(409);
      expect(await serviceDates(service.id)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
      expect((await auditsOf('billable', billableId)).map((a) => a.action)).not.toContain('billable.contract_dates');
    });
  });
});
