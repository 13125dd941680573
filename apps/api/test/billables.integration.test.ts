import { BILLABLE_MESSAGES, BILLING_MESSAGES, CHARGE_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

const AUSTRALIA = 808;
const NEW_ZEALAND = 855;

/**
 * Billables (decision 0081): each order's services are billed; staff find the services nobody bills (every one but
 * NEW ones without an open billable, a killed billable's service among them) and set up their billing, created
 * NOT_ACTIVATED in the currency of the supplier of the service's market, once per service.
 */
describe('the services nobody bills, and staff setting up their billing', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let seq = 0;

  /** A service of Acme at a location with no billable, as one provisioned by hand would be. */
  const aService = async (status = 'LIVE', locationId = 1) => {
    seq += 1;
    const [row] = await queryRows<{ id: number; uid: string; name: string }>(
      t.database.db,
      sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
            location_id, contract_start_date, term_months)
          values (${DEMO_COMPANIES.acme}, 'PORT', ${`Unbilled ${seq} ${Date.now()}`}, ${status}, 1000, ${locationId},
            '2026-11-01', 12)
          returning id, uid::text, name`,
    );
    return row!;
  };
  const unbilled = async (query = '') => {
    const res = await t.call(staff, { method: 'GET', url: `/secure/billing/unbilled?pageSize=200${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: { technicalServiceId: number; supplierId: number | null }[]; total: number };
  };
  const setUp = (token: string | null, id: number, payload: object) =>
    t.call(token, { method: 'POST', url: `/secure/technicalservice/${id}/billing`, payload });
  const billablesOf = (id: number) =>
    queryRows<{ billing_status: string; monthly_cents: number; currency: string; supplier_id: number | null }>(
      t.database.db,
      sql`select billing_status, monthly_cents::int, currency, supplier_id from billables where service_id = ${id}
           order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('staff.admin');
    admin = await t.login('acme.admin');
  });
  afterAll(() => t.close());

  it("bills every demo order's services: each has a billable of its location's supplier, active from go-live", async () => {
    const rows = await queryRows<{ n: number; unsupplied: number; wrong: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(*) filter (where supplier_id is null)::int as unsupplied,
                 count(*) filter (where case when s.provisioning_status = 'LIVE'
                   then b.billing_status <> 'ACTIVE' or b.activated_on <> (select min(e.at at time zone 'UTC')::date
                          from service_events e where e.service_id = s.id and e.routing_key = 'LIVE')
                   else b.billing_status <> 'NOT_ACTIVATED' end)::int as wrong
            from billables b join technical_services s on s.id = b.service_id where s.order_id is not null`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(rows[0]!.wrong).toBe(0);
    expect(rows[0]!.unsupplied).toBe(0);
  });

  it('lists a service without a billable, never a NEW one, and filters by supplier', async () => {
    const live = await aService();
    const ordered = await aService('NEW');
    const listed = (await unbilled()).items.map((s) => s.technicalServiceId);
    expect(listed).toContain(live.id);
    expect(listed).not.toContain(ordered.id);
    expect((await unbilled()).items.find((s) => s.technicalServiceId === live.id)?.supplierId).toBe(AUSTRALIA);
    expect((await unbilled(`&supplierId=${NEW_ZEALAND}`)).items.map((s) => s.technicalServiceId)).not.toContain(
      live.id,
    );
    expect((await unbilled(`&supplierId=${AUSTRALIA}`)).items.map((s) => s.technicalServiceId)).toContain(live.id);
    expect((await unbilled(`&search=${encodeURIComponent(live.name)}`)).items.map((s) => s.technicalServiceId)).toEqual(
      [live.id],
    );
  });

  it('exports the unbilled services as CSV, every filtered row', async () => {
    const a = await aService();
    const b = await aService();
    const res = await t.call(staff, {
      method: 'GET',
      url: `/secure/billing/unbilled?format=csv&supplierId=${AUSTRALIA}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'technicalServiceId,technicalServiceUid,name,productType,provisioningStatus,companyId,companyName,location,supplierId,contractStartDate,termMonths',
    );
    expect(lines.filter((l) => l.startsWith(`${a.id},`) || l.startsWith(`${b.id},`))).toHaveLength(2);
    expect(lines.length - 1).toBe((await unbilled(`&supplierId=${AUSTRALIA}`)).total);
  });

  it("sets up a service's billing at the admin defaults, NOT_ACTIVATED, and it leaves the unbilled list", async () => {
    const service = await aService();
    const res = await setUp(staff, service.id, { billableName: 'Sydney port' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(BILLABLE_MESSAGES.setUp);
    expect(res.json().data).toMatchObject({
      productUid: service.uid,
      customerId: DEMO_COMPANIES.acme,
      serviceIds: [service.id],
      supplierId: AUSTRALIA,
      billingStatus: 'NOT_ACTIVATED',
      billableName: 'Sydney port',
      bundleName: null,
      setup: 0,
      monthly: 50_000,
      currency: 'AUD',
      term: 12,
      activatedOn: null,
    });
    expect((await unbilled()).items.map((s) => s.technicalServiceId)).not.toContain(service.id);
    const [audit] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'billable' and entity_id = ${res.json().data.billableId}`,
    );
    expect(audit?.action).toBe('billable.set_up');
  });

  it('takes what staff give: bundle, amounts, term, auto-renew and start date', async () => {
    const service = await aService();
    const res = await setUp(staff, service.id, {
      bundleName: 'Acme core',
      billableName: 'Sydney port',
      setup: 10_000,
      monthly: 123_456,
      term: 18,
      autoRenewTerm: 12,
      startDate: '2026-12-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      bundleName: 'Acme core',
      setup: 10_000,
      monthly: 123_456,
      term: 18,
      autoRenewTerm: 12,
      startDate: '2026-12-01',
    });
  });

  it('refuses a second billable of a billed service, and takes one again once the first is killed', async () => {
    const service = await aService();
    expect((await setUp(staff, service.id, { billableName: 'first' })).statusCode).toBe(200);
    const again = await setUp(staff, service.id, { billableName: 'second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLABLE_MESSAGES.alreadyBilled);
    expect(await billablesOf(service.id)).toHaveLength(1);

    await t.database.db.execute(sql`update billables set billing_status = 'KILLED' where service_id = ${service.id}`);
    expect((await unbilled()).items.map((s) => s.technicalServiceId)).toContain(service.id);
    expect((await setUp(staff, service.id, { billableName: 'after the kill' })).statusCode).toBe(200);
    expect((await billablesOf(service.id)).map((b) => b.billing_status)).toEqual(['KILLED', 'NOT_ACTIVATED']);
  });

  it('refuses bad input with its message, a NEW or unknown service, and anyone but staff, writing nothing', async () => {
    const service = await aService();
    const cases: [object, string][] = [
      [{}, BILLABLE_MESSAGES.billableNameRequired],
      [{ billableName: '  ' }, BILLABLE_MESSAGES.billableNameRequired],
      [{ billableName: 'x'.repeat(101) }, BILLABLE_MESSAGES.nameTooLong],
      [{ billableName: 'x', term: 5 }, BILLABLE_MESSAGES.termNotOffered],
      [{ billableName: 'x', monthly: -1 }, BILLABLE_MESSAGES.amountInvalid],
      [{ billableName: 'x', setup: 1.5 }, BILLABLE_MESSAGES.amountInvalid],
      [{ billableName: 'x', monthly: '500' }, BILLABLE_MESSAGES.amountInvalid],
      [{ billableName: 'x', startDate: '2026-13-01' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await setUp(staff, service.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    const fresh = await aService('NEW');
    const notOrdered = await setUp(staff, fresh.id, { billableName: 'x' });
    expect(notOrdered.statusCode).toBe(409);
    expect(notOrdered.json().message).toBe(BILLABLE_MESSAGES.notOrdered);
    const unknown = await setUp(staff, 99_999_999, { billableName: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SERVICE_MESSAGES.serviceNotFound);
    expect((await setUp(admin, service.id, { billableName: 'x' })).statusCode).toBe(403);
    expect((await setUp(null, service.id, { billableName: 'x' })).statusCode).toBe(401);
    expect((await t.call(admin, { method: 'GET', url: '/secure/billing/unbilled' })).statusCode).toBe(403);
    expect(await billablesOf(service.id)).toEqual([]);
  });

  describe('the billables list, activation and kill', () => {
    const list = async (query = '') => {
      const res = await t.call(staff, { method: 'GET', url: `/secure/billables?pageSize=200${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        items: {
          billableId: number;
          billingStatus: string;
          billableServiceDetailsDto: { technicalServiceId: number };
        }[];
        total: number;
      };
    };
    const activate = (token: string | null, id: number, payload: object = {}) =>
      t.call(token, { method: 'POST', url: `/v2/billable/${id}/activate`, payload });
    const kill = (token: string | null, serviceId: number) =>
      t.call(token, { method: 'DELETE', url: `/secure/service/${serviceId}/billable/kill` });
    /** a service of its own with a NOT_ACTIVATED billable set up by staff */
    const billed = async () => {
      const service = await aService();
      const res = await setUp(staff, service.id, { billableName: `Billed ${service.name}` });
      expect(res.statusCode, res.body).toBe(200);
      return { service, billableId: res.json().data.billableId as number };
    };

    it("lists billables newest first with their service, by filter status, supplier and text; a product's too", async () => {
      const { service, billableId } = await billed();
      const all = await list();
      expect(all.items[0]?.billableId).toBe(billableId);
      expect(all.items[0]?.billableServiceDetailsDto).toEqual({
        productType: 'PORT',
        technicalServiceId: service.id,
        provisioningStatus: 'LIVE',
        name: service.name,
      });
      const ids = async (q: string) => (await list(q)).items.map((b) => b.billableId);
      expect(await ids('&status=unactivated')).toContain(billableId);
      expect(await ids('&status=active')).not.toContain(billableId);
      expect(await ids(`&supplierId=${AUSTRALIA}`)).toContain(billableId);
      expect(await ids(`&supplierId=${NEW_ZEALAND}`)).not.toContain(billableId);
      expect(await ids(`&search=${encodeURIComponent(`Billed ${service.name}`)}`)).toEqual([billableId]);
      expect(await ids(`&search=${service.id}`)).toEqual([billableId]);
      // set up within the window, not before it
      const now = Date.now();
      expect(await ids(`&from=${now - 3_600_000}&to=${now + 3_600_000}`)).toContain(billableId);
      expect(await ids(`&to=${now - 3_600_000}`)).not.toContain(billableId);
      const detail = await t.call(staff, { method: 'GET', url: `/secure/billables/product/${service.uid}` });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data.map((b: { billableId: number }) => b.billableId)).toEqual([billableId]);
      const csv = await t.call(staff, { method: 'GET', url: `/secure/billables?format=csv&search=${service.id}` });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.trim().split(/\r?\n/)).toHaveLength(2);
      expect((await t.call(staff, { method: 'GET', url: '/secure/billables?status=dormant' })).statusCode).toBe(400);
      expect((await t.call(staff, { method: 'GET', url: '/secure/billables?from=yesterday' })).statusCode).toBe(400);
    });

    it('activates a billable from the day given, never before its contract start, and only once', async () => {
      const { service, billableId } = await billed();
      const early = await activate(staff, billableId, { date: '2026-10-31' });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe(BILLING_MESSAGES.activationBeforeContractStart);
      const res = await activate(staff, billableId, { date: '2026-11-15' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(BILLING_MESSAGES.activated);
      expect(res.json().data).toMatchObject({ billingStatus: 'ACTIVE', activatedOn: '2026-11-15' });
      expect((await billablesOf(service.id)).map((b) => b.billing_status)).toEqual(['ACTIVE']);
      const again = await activate(staff, billableId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This billable is already ACTIVE');
      expect((await list('&status=active')).items.map((b) => b.billableId)).toContain(billableId);
    });

    it('does not activate the billing of a service that no longer runs', async () => {
      const { service, billableId } = await billed();
      await t.database.db.execute(
        sql`update technical_services set provisioning_status = 'DECOMMISSIONED' where id = ${service.id}`,
      );
      const res = await activate(staff, billableId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BILLABLE_MESSAGES.serviceNotRunning);
      expect((await billablesOf(service.id)).map((b) => b.billing_status)).toEqual(['NOT_ACTIVATED']);
    });

    it('activates from today in the supplier’s time zone when no day is given', async () => {
      const { billableId } = await billed();
      const res = await activate(staff, billableId);
      expect(res.statusCode, res.body).toBe(200);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
      expect(res.json().data.activatedOn).toBe(today);
    });

    it('lets one of many simultaneous activations through; the others get 409', async () => {
      const { billableId } = await billed();
      const answers = await Promise.all(Array.from({ length: 8 }, () => activate(staff, billableId)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7);
      const [audits] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_log where action = 'billable.activated' and entity_id = ${billableId}`,
      );
      expect(audits!.n).toBe(1);
    });

    it("kills a service's billing: KILLED, the service unbilled again; nothing more to kill after", async () => {
      const { service, billableId } = await billed();
      expect((await activate(staff, billableId)).statusCode).toBe(200);
      const res = await kill(staff, service.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(BILLING_MESSAGES.killed);
      expect(res.json().data).toMatchObject({ billableId, billingStatus: 'KILLED' });
      expect((await unbilled()).items.map((s) => s.technicalServiceId)).toContain(service.id);
      expect((await list('&status=terminated')).items.map((b) => b.billableId)).toContain(billableId);
      const again = await kill(staff, service.id);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(BILLABLE_MESSAGES.nothingToKill);
      const killedActivation = await activate(staff, billableId);
      expect(killedActivation.statusCode).toBe(409);
      expect(killedActivation.json().message).toBe('This billable is KILLED: its billing cannot change');
    });

    it('refuses anyone but staff, and an unknown billable or service, changing nothing', async () => {
      const { service, billableId } = await billed();
      expect((await activate(admin, billableId)).statusCode).toBe(403);
      expect((await kill(admin, service.id)).statusCode).toBe(403);
      expect((await activate(null, billableId)).statusCode).toBe(401);
      expect((await t.call(admin, { method: 'GET', url: '/secure/billables' })).statusCode).toBe(403);
      const unknown = await activate(staff, 99_999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(BILLABLE_MESSAGES.notFound);
      expect((await kill(staff, 99_999_999)).statusCode).toBe(404);
      expect((await activate(staff, billableId, { date: '15-11-2026' })).statusCode).toBe(400);
      expect((await billablesOf(service.id)).map((b) => b.billing_status)).toEqual(['NOT_ACTIVATED']);
    });
  });

  describe('reset to month-to-month', () => {
    const reset = (token: string | null, serviceIds: unknown) =>
      t.call(token, { method: 'POST', url: '/secure/pricing/resettom2m', payload: { serviceIds } });
    const activated = async () => {
      const service = await aService();
      const made = await setUp(staff, service.id, { billableName: `M2M ${service.name}` });
      const billableId = made.json().data.billableId as number;
      expect(
        (await t.call(staff, { method: 'POST', url: `/v2/billable/${billableId}/activate`, payload: {} })).statusCode,
      ).toBe(200);
      return { service, billableId };
    };

    it('puts active billables on month to month; names each service left as it was, and why', async () => {
      const a = await activated();
      const b = await activated();
      const waiting = await aService();
      expect((await setUp(staff, waiting.id, { billableName: 'waiting' })).statusCode).toBe(200);
      const unbilledOne = await aService();
      const res = await reset(
        staff,
        ` ${a.service.id}, ${b.service.uid.toUpperCase()} ,${waiting.id},${unbilledOne.id}, 99999999,${a.service.id}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('2 services reset to month-to-month');
      expect(res.json().data.reset).toEqual([
        { service: String(a.service.id), serviceId: a.service.id, billableId: a.billableId, from: 'ACTIVE' },
        { service: b.service.uid.toUpperCase(), serviceId: b.service.id, billableId: b.billableId, from: 'ACTIVE' },
      ]);
      expect(res.json().data.notReset).toEqual([
        { service: String(waiting.id), reason: 'This billable is NOT_ACTIVATED: it cannot become ROLLING' },
        { service: String(unbilledOne.id), reason: BILLABLE_MESSAGES.noBilling },
        { service: '99999999', reason: SERVICE_MESSAGES.serviceNotFound },
      ]);
      expect((await billablesOf(a.service.id)).map((x) => x.billing_status)).toEqual(['ROLLING']);
      expect((await billablesOf(waiting.id)).map((x) => x.billing_status)).toEqual(['NOT_ACTIVATED']);
      // a second reset finds it already month to month
      const again = await reset(staff, [a.service.id]);
      expect(again.json().data.notReset).toEqual([
        { service: String(a.service.id), reason: 'This billable is already ROLLING' },
      ]);
    });

    it('needs at least one service, each an id or a uid, and staff', async () => {
      for (const [ids, message] of [
        ['', BILLABLE_MESSAGES.atLeastOneService],
        [' , ', BILLABLE_MESSAGES.atLeastOneService],
        [[], BILLABLE_MESSAGES.atLeastOneService],
        ['12;13', BILLABLE_MESSAGES.serviceIdsInvalid],
        [42, BILLABLE_MESSAGES.serviceIdsInvalid],
      ] as const) {
        const res = await reset(staff, ids);
        expect(res.statusCode, JSON.stringify(ids)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect((await reset(admin, '100016')).statusCode).toBe(403);
      expect((await reset(null, '100016')).statusCode).toBe(401);
    });
  });

  describe("a billable's charges", () => {
    const save = (token: string | null, billableId: number, payload: object) =>
      t.call(token, { method: 'POST', url: `/v2/billable/${billableId}/charge`, payload });
    const charges = async (billableId: number) => {
      const res = await t.call(staff, { method: 'GET', url: `/v2/billable/${billableId}/charges` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { chargeId: number; name: string; charge: number; active: boolean; currency: string }[];
    };
    const fresh = async () => {
      const service = await aService();
      return (await setUp(staff, service.id, { billableName: `Charged ${service.name}` })).json().data
        .billableId as number;
    };
    const recurring = { name: 'Cross connect', chargeType: 'RECURRING', charge: 15_000, start: '2026-12-01' };

    it('saves a charge in the billable’s currency, edits it, and deactivates it once', async () => {
      const billableId = await fresh();
      const made = await save(staff, billableId, recurring);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().message).toBe(CHARGE_MESSAGES.saved);
      expect(made.json().data).toMatchObject({ ...recurring, currency: 'AUD', active: true, end: null });
      const chargeId = made.json().data.chargeId as number;
      const edited = await save(staff, billableId, { ...recurring, chargeId, charge: 17_500, end: '2027-11-30' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await charges(billableId)).toEqual([expect.objectContaining({ chargeId, charge: 17_500, active: true })]);
      const off = await t.call(staff, {
        method: 'POST',
        url: `/v2/billable/${billableId}/charge/${chargeId}/deactivate`,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().message).toBe(CHARGE_MESSAGES.deactivated);
      const again = await t.call(staff, {
        method: 'POST',
        url: `/v2/billable/${billableId}/charge/${chargeId}/deactivate`,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CHARGE_MESSAGES.alreadyInactive);
      expect((await save(staff, billableId, { ...recurring, chargeId })).statusCode).toBe(409);
      expect(await charges(billableId)).toEqual([expect.objectContaining({ chargeId, active: false })]);
    });

    it('refuses a bad charge with its message, another currency, another billable’s charge, and a killed billable', async () => {
      const billableId = await fresh();
      const other = await fresh();
      const cases: [object, string][] = [
        [{ ...recurring, name: ' ' }, CHARGE_MESSAGES.nameRequired],
        [{ ...recurring, charge: -100 }, CHARGE_MESSAGES.amountInvalid],
        [{ ...recurring, charge: 1.5 }, CHARGE_MESSAGES.amountInvalid],
        [{ ...recurring, chargeType: 'DISCOUNT_PERCENT', charge: 12_000 }, CHARGE_MESSAGES.percentInvalid],
        [{ ...recurring, end: '2026-11-30' }, CHARGE_MESSAGES.endBeforeStart],
        [{ ...recurring, chargeType: 'ONCE_OFF' }, CHARGE_MESSAGES.nominalDateRequired],
        [{ ...recurring, chargeType: 'GIFT' }, CHARGE_MESSAGES.typeRequired],
        [{ ...recurring, currency: 'NZD' }, CHARGE_MESSAGES.currencyNotBillables],
      ];
      for (const [payload, message] of cases) {
        const res = await save(staff, billableId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const mine = (await save(staff, other, recurring)).json().data.chargeId as number;
      expect((await save(staff, billableId, { ...recurring, chargeId: mine })).statusCode).toBe(404);
      expect((await save(admin, billableId, recurring)).statusCode).toBe(403);
      expect(await charges(billableId)).toEqual([]);
      const serviceId = (
        await queryRows<{ service_id: number }>(
          t.database.db,
          sql`select service_id from billables where id = ${billableId}`,
        )
      )[0]!.service_id;
      expect(
        (await t.call(staff, { method: 'DELETE', url: `/secure/service/${serviceId}/billable/kill` })).statusCode,
      ).toBe(200);
      const ended = await save(staff, billableId, recurring);
      expect(ended.statusCode).toBe(409);
      expect(ended.json().message).toBe(CHARGE_MESSAGES.billableEnded);
    });
  });

  describe('mismatched billing', () => {
    const mismatched = async (query = '') => {
      const res = await t.call(staff, { method: 'GET', url: `/secure/billing/mismatched?pageSize=200${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { items: { billableId: number; mismatch: string }[] };
    };
    /** a service in `status` whose billable is in `billing` */
    const pair = async (status: string, billing: string) => {
      const service = await aService(status === 'NEW' ? 'LIVE' : status);
      const billableId = (await setUp(staff, service.id, { billableName: `Pair ${service.name}` })).json().data
        .billableId as number;
      await t.database.db.execute(sql`update billables set billing_status = ${billing} where id = ${billableId}`);
      if (status === 'NEW')
        await t.database.db.execute(
          sql`update technical_services set provisioning_status = 'NEW' where id = ${service.id}`,
        );
      return billableId;
    };
    const kindOf = async (billableId: number) =>
      (await mismatched()).items.find((b) => b.billableId === billableId)?.mismatch ?? null;

    it('names each billable its service disagrees with, and leaves those that agree out', async () => {
      const afterEnd = await pair('DECOMMISSIONED', 'ACTIVE');
      const notBilled = await pair('LIVE', 'NOT_ACTIVATED');
      const early = await pair('CONFIGURED', 'ROLLING');
      const settling = await pair('DECOMMISSIONED', 'LAST_BILLING_PERIOD');
      const fine = await pair('LIVE', 'ACTIVE');
      const waiting = await pair('CONFIGURED', 'NOT_ACTIVATED');
      expect(await kindOf(afterEnd)).toBe('BILLED_AFTER_END');
      expect(await kindOf(notBilled)).toBe('NOT_BILLED_WHILE_LIVE');
      expect(await kindOf(early)).toBe('BILLED_BEFORE_LIVE');
      for (const agreeing of [settling, fine, waiting]) expect(await kindOf(agreeing)).toBeNull();
      const onlyEnded = (await mismatched('&kind=BILLED_AFTER_END')).items;
      expect(onlyEnded.map((b) => b.billableId)).toContain(afterEnd);
      expect(onlyEnded.every((b) => b.mismatch === 'BILLED_AFTER_END')).toBe(true);
      const csv = await t.call(staff, {
        method: 'GET',
        url: '/secure/billing/mismatched?format=csv&kind=BILLED_BEFORE_LIVE',
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.split(/\r?\n/)[0]).toMatch(/^mismatch,billableId,/);
      expect(csv.body).toContain(`BILLED_BEFORE_LIVE,${early},`);
      expect((await t.call(staff, { method: 'GET', url: '/secure/billing/mismatched?kind=ODD' })).statusCode).toBe(400);
      expect((await t.call(admin, { method: 'GET', url: '/secure/billing/mismatched' })).statusCode).toBe(403);
    });
  });

  describe('postpaid and standard', () => {
    const post = (token: string | null, billableId: number, kind: 'postpaid' | 'standard', payload?: object) =>
      t.call(token, { method: 'POST', url: `/v2/billable/${billableId}/${kind}`, payload: payload ?? {} });
    const fresh = async () => {
      const service = await aService();
      return (await setUp(staff, service.id, { billableName: `Postpaid ${service.name}` })).json().data
        .billableId as number;
    };

    it("bills in arrears at the price book's rate or a base rate given, then as standard again", async () => {
      const billableId = await fresh();
      const byBook = await post(staff, billableId, 'postpaid', { usePricebook: true });
      expect(byBook.statusCode, byBook.body).toBe(200);
      expect(byBook.json().message).toBe(BILLABLE_MESSAGES.madePostpaid);
      expect(byBook.json().data).toMatchObject({ postpaid: true, postpaidBaseRate: null });
      const byRate = await post(staff, billableId, 'postpaid', { overrideBaseRate: 2_500 });
      expect(byRate.json().data).toMatchObject({ postpaid: true, postpaidBaseRate: 2_500 });
      const standard = await post(staff, billableId, 'standard');
      expect(standard.statusCode, standard.body).toBe(200);
      expect(standard.json().message).toBe(BILLABLE_MESSAGES.madeStandard);
      expect(standard.json().data).toMatchObject({ postpaid: false, postpaidBaseRate: null });
      const again = await post(staff, billableId, 'standard');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(BILLABLE_MESSAGES.alreadyStandard);
      const [audits] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_log where entity_type = 'billable' and entity_id = ${billableId}
             and action in ('billable.postpaid', 'billable.standard')`,
      );
      expect(audits!.n).toBe(3);
    });

    it('refuses both rate sources or neither, a negative rate, an ended billable and anyone but staff', async () => {
      const billableId = await fresh();
      for (const [payload, message] of [
        [{ usePricebook: true, overrideBaseRate: 100 }, BILLABLE_MESSAGES.postpaidRateSource],
        [{}, BILLABLE_MESSAGES.postpaidRateMissing],
        [{ overrideBaseRate: -1 }, BILLABLE_MESSAGES.amountInvalid],
      ] as const) {
        const res = await post(staff, billableId, 'postpaid', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect((await post(admin, billableId, 'postpaid', { usePricebook: true })).statusCode).toBe(403);
      await t.database.db.execute(sql`update billables set billing_status = 'KILLED' where id = ${billableId}`);
      const ended = await post(staff, billableId, 'postpaid', { usePricebook: true });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().message).toBe(BILLABLE_MESSAGES.billingEnded);
      expect((await post(staff, 99_999_999, 'standard')).statusCode).toBe(404);
    });
  });
});
