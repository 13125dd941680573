import { publicApiErrorBodySchema } from '@portico/contract';
import { LIFECYCLE_MESSAGES, SERVICE_LOCK_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { recordBillRun } from '../src/modules/billing/index.js';
import { billingEventsOf } from '../src/modules/services/index.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { settableClock } from '../src/platform/clock.js';
import { aPerson, aStaffAdmin } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * A service's lifecycle (issue #18, decision 0049): cancel, cancel now, terminate and un-cancel with the spec's
 * messages, the price check before them, the lock that stops every change, the events of each lifecycle cycle, the
 * scheduled decommissioning and what billing is told.
 */
const clock = settableClock('2026-12-15T10:00:00Z');
let t: TestApp;
let admin: string;
let staff: string;
let seq = 0;

type Made = { id: number; uid: string };
/** A LIVE service of Acme ordered at a price (monthly cents, AUD), with its billing set-up and a contract end. */
async function aService(input: {
  productType?: string;
  monthlyCents: number;
  contractEnd: string | null;
  aEnd?: number;
  companyId?: number;
}): Promise<Made> {
  seq += 1;
  const companyId = input.companyId ?? DEMO_COMPANIES.acme;
  const [row] = await queryRows<Made>(
    t.database.db,
    sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
          a_end_service_id, contract_start_date, contract_end_date, term_months)
        values (${companyId}, ${input.productType ?? 'PORT'}, ${`Lifecycle ${seq}`}, 'LIVE', 1000,
          ${input.aEnd ?? null}, '2026-01-01', ${input.contractEnd}, 12)
        returning id, uid::text`,
  );
  // as an order leaves it: the price the service was ordered at (services') and its billing set-up (billing's)
  await t.database.db.execute(
    sql`insert into service_prices (service_id, reason, effective_date, monthly_cents, currency)
        values (${row!.id}, 'ORDER', '2026-01-01', ${input.monthlyCents}, 'AUD')`,
  );
  await t.database.db.execute(
    sql`insert into billables (service_id, company_id, setup_cents, monthly_cents, currency, term_months)
        values (${row!.id}, ${companyId}, 0, ${input.monthlyCents}, 'AUD', 12)`,
  );
  return row!;
}

const act = (token: string | null, uid: string, action: string, query = '') =>
  t.call(token, { method: 'POST', url: `/v3/product/${uid}/action/${action}${query}` });
const priceCheck = (token: string | null, id: number, action: string) =>
  t.call(token, { method: 'GET', url: `/secure/technicalservice/${id}/${action}/priceCheck` });
const lock = (token: string | null, uid: string, method: 'POST' | 'DELETE') =>
  t.call(token, { method, url: `/v2/product/${uid}/lock` });

type State = { provisioning_status: string; termination_date: string | null; lifecycle_cycle: number };
const stateOf = async (id: number) =>
  (
    await queryRows<State>(
      t.database.db,
      sql`select provisioning_status, termination_date::text, lifecycle_cycle from technical_services where id = ${id}`,
    )
  )[0]!;
const eventsOf = async (id: number) =>
  (
    await queryRows<{ routing_key: string }>(
      t.database.db,
      sql`select routing_key from service_events where service_id = ${id} order by id`,
    )
  ).map((e) => e.routing_key);
/** What billing was told of the service, oldest first (amounts as text, as the assertions write them). */
const billingOf = async (id: number) =>
  (await billingEventsOf(t.database.db, id)).map((e) => ({
    kind: e.kind,
    effective_date: e.effectiveDate,
    amount_cents: e.amountCents === null ? null : String(e.amountCents),
    currency: e.currency,
  }));
type DueJob = { step: string; cycle: number; state: string; in_days: number };
const dueJobsOf = (id: number) =>
  queryRows<DueJob>(
    t.database.db,
    sql`select data->>'step' as step, (data->>'cycle')::int as cycle, state,
               round(extract(epoch from start_after - now()) / 86400)::int as in_days
          from pgboss.job where name = 'services.lifecycleDue' and (data->>'serviceId')::int = ${id}
         order by created_on, step`,
  );
const makeDue = (id: number, step: string, cycle: number) =>
  t.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'services.lifecycleDue'
          and (data->>'serviceId')::int = ${id} and data->>'step' = ${step} and (data->>'cycle')::int = ${cycle}`,
  );

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await t.login('acme.admin');
  staff = await (await aStaffAdmin(t)).login();
});
afterAll(() => t.close());

describe('the price check', () => {
  it('prices a termination today: the rest of the contract and of the linked VXC and IX, in cents', async () => {
    const port = await aService({ monthlyCents: 31_000, contractEnd: '2027-01-31' });
    const vxc = await aService({ productType: 'VXC', monthlyCents: 3_100, contractEnd: '2026-12-31', aEnd: port.id });
    const ix = await aService({ productType: 'IX', monthlyCents: 6_200, contractEnd: '2027-01-31', aEnd: port.id });
    const res = await priceCheck(admin, port.id, 'TERMINATE');
    expect(res.statusCode, res.body).toBe(200);
    // 16 days of December (16/31) and all of January
    expect(res.json().data).toEqual({
      terminationDate: '2026-12-15',
      contractEndDate: '2027-01-31',
      remainingDays: 47,
      recurringChargeCents: 31_000,
      payOutContractCents: 47_000,
      currency: 'AUD',
      totalCents: 47_000 + 1_600 + 9_400,
      vxcPriceCheck: [{ productId: vxc.id, productName: 'Lifecycle 2', payOutContractCents: 1_600, currency: 'AUD' }],
      ixPriceCheck: [{ productId: ix.id, productName: 'Lifecycle 3', payOutContractCents: 9_400, currency: 'AUD' }],
    });
  });

  it('prices a cancel at the contract end at nothing', async () => {
    const port = await aService({ monthlyCents: 31_000, contractEnd: '2027-01-31' });
    const res = await priceCheck(admin, port.id, 'CANCEL');
    expect(res.json().data).toMatchObject({
      terminationDate: '2027-01-31',
      remainingDays: 0,
      payOutContractCents: 0,
      totalCents: 0,
    });
  });
});

describe('cancel, un-cancel and the lifecycle cycle', () => {
  it('refuses safeDelete while VXCs run on the Port, with the message as text data, and changes nothing', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    await aService({ productType: 'VXC', monthlyCents: 1_000, contractEnd: '2027-06-30', aEnd: port.id });
    const res = await act(admin, port.uid, 'CANCEL', '?safeDelete=true');
    expect(res.statusCode).toBe(409);
    expect(publicApiErrorBodySchema.parse(res.json()).message).toBe(LIFECYCLE_MESSAGES.attachedServices);
    expect((await stateOf(port.id)).provisioning_status).toBe('LIVE');
  });

  it('cancels at the contract end, schedules the notice and the end, and records the event and billing', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    const res = await act(admin, port.uid, 'CANCEL', '?safeDelete=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: LIFECYCLE_MESSAGES.cancelled,
      data: { productUid: port.uid, provisioningStatus: 'CANCELLED', terminationDate: '2027-06-30', locked: false },
    });
    expect(await stateOf(port.id)).toEqual({
      provisioning_status: 'CANCELLED',
      termination_date: '2027-06-30',
      lifecycle_cycle: 0,
    });
    expect(await eventsOf(port.id)).toEqual(['CANCELLED']);
    expect(await billingOf(port.id)).toEqual([
      { kind: 'CANCELLED', effective_date: '2027-06-30', amount_cents: '0', currency: 'AUD' },
    ]);
    // queued by the database's clock: the steps' days apart match the dates' (23 June and 1 July)
    const jobs = await dueJobsOf(port.id);
    expect(jobs.map((j) => [j.step, j.cycle])).toEqual([
      ['DECOMMISSIONED', 0],
      ['DECOMMISSIONED_MINUS_7', 0],
    ]);
    const days = Object.fromEntries(jobs.map((j) => [j.step, j.in_days]));
    expect(days.DECOMMISSIONED! - days.DECOMMISSIONED_MINUS_7!).toBe(8);

    // a second cancel is refused by the state machine
    const again = await act(admin, port.uid, 'CANCEL');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LIFECYCLE_MESSAGES.alreadyEnded);

    // un-cancelled: LIVE in a new cycle, so a later cancel records CANCELLED again
    const back = await act(admin, port.uid, 'UN_CANCEL');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      message: LIFECYCLE_MESSAGES.unCancelled,
      data: { provisioningStatus: 'LIVE' },
    });
    expect(await stateOf(port.id)).toEqual({ provisioning_status: 'LIVE', termination_date: null, lifecycle_cycle: 1 });
    expect((await billingOf(port.id)).map((b) => b.kind)).toEqual(['CANCELLED', 'UN_CANCELLED']);
    expect((await act(admin, port.uid, 'UN_CANCEL')).json().message).toBe(LIFECYCLE_MESSAGES.notCancelled);
    expect((await act(admin, port.uid, 'CANCEL')).statusCode).toBe(200);
    expect(await eventsOf(port.id)).toEqual(['CANCELLED', 'LIVE', 'CANCELLED']);

    // the first cycle's steps do nothing; the second cycle's notice is recorded once due
    await makeDue(port.id, 'DECOMMISSIONED', 0);
    await makeDue(port.id, 'DECOMMISSIONED_MINUS_7', 1);
    await expect
      .poll(async () => (await dueJobsOf(port.id)).filter((j) => j.state === 'completed').length, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(2);
    expect((await stateOf(port.id)).provisioning_status).toBe('CANCELLED');
    expect(await eventsOf(port.id)).toEqual(['CANCELLED', 'LIVE', 'CANCELLED', 'DECOMMISSIONED_MINUS_7']);
  });

  it('cancels a Port now with its VXC and IX, then decommissions them after the day, freeing the VLANs', async () => {
    const port = await aService({ monthlyCents: 31_000, contractEnd: '2027-01-31' });
    const vxc = await aService({ productType: 'VXC', monthlyCents: 3_100, contractEnd: '2026-12-31', aEnd: port.id });
    const ix = await aService({ productType: 'IX', monthlyCents: 6_200, contractEnd: '2027-01-31', aEnd: port.id });
    const [component] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into service_components (service_id, component_type) values (${vxc.id}, 'VXC') returning id`,
    );
    await t.database.db.execute(
      sql`insert into component_resources (component_id, resource_type, port_service_id, vlan)
          values (${component!.id}, 'vlan', ${port.id}, 321)`,
    );
    const res = await act(admin, port.uid, 'CANCEL_NOW');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(LIFECYCLE_MESSAGES.cancelled);
    for (const s of [port, vxc, ix]) {
      expect(await stateOf(s.id)).toMatchObject({ provisioning_status: 'CANCELLED', termination_date: '2026-12-15' });
      expect(await eventsOf(s.id)).toEqual(['CANCELLED']);
    }
    expect(await billingOf(port.id)).toEqual([
      { kind: 'CANCELLED', effective_date: '2026-12-15', amount_cents: '47000', currency: 'AUD' },
    ]);
    expect((await billingOf(vxc.id))[0]!.amount_cents).toBe('1600');
    // less than a week away: no notice, only the end
    expect((await dueJobsOf(port.id)).map((j) => j.step)).toEqual(['DECOMMISSIONED']);

    clock.set('2026-12-16T00:05:00Z');
    try {
      for (const s of [port, vxc, ix]) await makeDue(s.id, 'DECOMMISSIONED', 0);
      await expect
        .poll(async () => (await stateOf(vxc.id)).provisioning_status, { timeout: 15_000, interval: 200 })
        .toBe('DECOMMISSIONED');
      await expect
        .poll(async () => (await stateOf(port.id)).provisioning_status, { timeout: 15_000, interval: 200 })
        .toBe('DECOMMISSIONED');
    } finally {
      clock.set('2026-12-15T10:00:00Z');
    }
    expect(await eventsOf(vxc.id)).toEqual(['CANCELLED', 'DECOMMISSIONED']);
    const vlans = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from component_resources where port_service_id = ${port.id}`,
    );
    expect(vlans[0]!.n).toBe(0);
    const [audit] = await queryRows<{ actor_system: string }>(
      t.database.db,
      sql`select actor_system from audit_log where entity_type = 'technical_service' and entity_id = ${String(port.id)}
            and action = 'service.lifecycle' order by id desc limit 1`,
    );
    expect(audit!.actor_system).toBe('lifecycle');
    // the end is the end
    expect((await act(admin, port.uid, 'UN_CANCEL')).statusCode).toBe(409);
  });

  it('un-cancels with a Port the VXC and IX its cancel ended, not one cancelled on its own before', async () => {
    const port = await aService({ monthlyCents: 31_000, contractEnd: '2027-06-30' });
    const vxc = await aService({ productType: 'VXC', monthlyCents: 3_100, contractEnd: '2027-06-30', aEnd: port.id });
    const ix = await aService({ productType: 'IX', monthlyCents: 6_200, contractEnd: '2027-06-30', aEnd: port.id });
    const own = await aService({ productType: 'VXC', monthlyCents: 3_100, contractEnd: '2027-06-30', aEnd: port.id });
    expect((await act(admin, own.uid, 'CANCEL')).statusCode).toBe(200);
    expect((await act(admin, port.uid, 'CANCEL')).statusCode).toBe(200);
    for (const s of [port, vxc, ix, own]) expect((await stateOf(s.id)).provisioning_status).toBe('CANCELLED');

    const res = await act(admin, port.uid, 'UN_CANCEL');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(LIFECYCLE_MESSAGES.unCancelled);
    for (const s of [port, vxc, ix]) {
      expect(await stateOf(s.id)).toEqual({ provisioning_status: 'LIVE', termination_date: null, lifecycle_cycle: 1 });
      expect(await eventsOf(s.id)).toEqual(['CANCELLED', 'LIVE']);
      expect((await billingOf(s.id)).map((b) => b.kind)).toEqual(['CANCELLED', 'UN_CANCELLED']);
    }
    expect((await stateOf(own.id)).provisioning_status).toBe('CANCELLED');
    expect(await eventsOf(own.id)).toEqual(['CANCELLED']);
    const audits = await queryRows<{ entity_id: string; after: Record<string, unknown> }>(
      t.database.db,
      sql`select entity_id, after from audit_log where action = 'service.lifecycle' and after->>'action' = 'UN_CANCEL'
            and entity_id in (${String(vxc.id)}, ${String(ix.id)}, ${String(own.id)}) order by entity_id`,
    );
    expect(audits).toEqual([
      { entity_id: String(vxc.id), after: expect.objectContaining({ withServiceId: port.id }) },
      { entity_id: String(ix.id), after: expect.objectContaining({ withServiceId: port.id }) },
    ]);

    // the VXC cancelled on its own after that is not ended with the Port's next cancel, nor back with its un-cancel
    expect((await act(admin, vxc.uid, 'CANCEL_NOW')).statusCode).toBe(200);
    expect((await act(admin, port.uid, 'CANCEL')).statusCode).toBe(200);
    // a linked IX locked while cancelled stops the un-cancel, as it would have stopped the cancel
    expect((await lock(admin, ix.uid, 'POST')).statusCode).toBe(200);
    const locked = await act(admin, port.uid, 'UN_CANCEL');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(SERVICE_LOCK_MESSAGES.locked);
    expect((await stateOf(port.id)).provisioning_status).toBe('CANCELLED');
    expect((await lock(admin, ix.uid, 'DELETE')).statusCode).toBe(200);
    expect((await act(admin, port.uid, 'UN_CANCEL')).statusCode).toBe(200);
    expect((await stateOf(ix.id)).provisioning_status).toBe('LIVE');
    expect((await stateOf(vxc.id)).provisioning_status).toBe('CANCELLED');
  });

  it('charges the days a bill run billed as cancelled when the service is un-cancelled after it', async () => {
    const port = await aService({ monthlyCents: 31_000, contractEnd: '2027-06-30' });
    expect((await act(admin, port.uid, 'CANCEL_NOW')).statusCode).toBe(200);
    await recordBillRun(t.database.db, {
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      ranAt: new Date('2026-12-15T11:00:00Z'),
    });
    clock.set('2026-12-15T12:00:00Z');
    try {
      const res = await act(admin, port.uid, 'UN_CANCEL');
      expect(res.statusCode).toBe(200);
    } finally {
      clock.set('2026-12-15T10:00:00Z');
    }
    // the cancel's payout: 16/31 of December and January to June; the un-cancel's charge: the 16th to the 31st
    expect(await billingOf(port.id)).toEqual([
      { kind: 'CANCELLED', effective_date: '2026-12-15', amount_cents: '202000', currency: 'AUD' },
      { kind: 'UN_CANCELLED', effective_date: '2026-12-15', amount_cents: null, currency: 'AUD' },
      { kind: 'UN_CANCEL_PRORATA', effective_date: '2026-12-15', amount_cents: '16000', currency: 'AUD' },
    ]);
  });

  it('lets one of two racing cancels win; the other gets 409', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    const answers = await Promise.all([act(admin, port.uid, 'CANCEL'), act(admin, port.uid, 'CANCEL_NOW')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(LIFECYCLE_MESSAGES.alreadyEnded);
    expect(await eventsOf(port.id)).toEqual(['CANCELLED']);
  });

  it('a cancelled service keeps its name and cost centre edits while it runs, and nothing that touches the network or contract', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    const rename = (name: string) =>
      t.call(admin, { method: 'PUT', url: `/secure/technicalservice/${port.id}/name`, payload: { name } });
    const update = (payload: object) => t.call(admin, { method: 'PUT', url: `/v2/product/${port.uid}`, payload });
    expect((await act(admin, port.uid, 'CANCEL')).statusCode).toBe(200);
    // it runs until its contract ends: a person may still rename it and move its cost centre
    const renamed = await rename('Runs until June');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await update({ costCentre: 'CC-END' })).statusCode).toBe(200);
    // a buyout changes the contract: refused, nothing changed
    const buyout = await update({ name: 'Bought out', buyoutPort: true });
    expect(buyout.statusCode).toBe(409);
    expect(buyout.json().message).toBe(LIFECYCLE_MESSAGES.endedNoChange);
    const [row] = await queryRows<{ name: string; cost_centre: string | null; buyout_port: boolean }>(
      t.database.db,
      sql`select name, cost_centre, buyout_port from technical_services where id = ${port.id}`,
    );
    expect(row).toEqual({ name: 'Runs until June', cost_centre: 'CC-END', buyout_port: false });
    expect((await stateOf(port.id)).provisioning_status).toBe('CANCELLED');
    // once decommissioned it is gone: no edit at all
    expect((await act(staff, port.uid, 'TERMINATE')).statusCode).toBe(200);
    const gone = await rename('Renamed when gone');
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(LIFECYCLE_MESSAGES.decommissionedNoChange);
  });
});

describe('terminate', () => {
  it('is staff only: a customer is refused, staff decommission at once', async () => {
    const port = await aService({ monthlyCents: 31_000, contractEnd: '2027-01-31' });
    const refused = await act(admin, port.uid, 'TERMINATE');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LIFECYCLE_MESSAGES.terminateStaffOnly);
    expect((await stateOf(port.id)).provisioning_status).toBe('LIVE');

    const res = await act(staff, port.uid, 'TERMINATE');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: LIFECYCLE_MESSAGES.terminated,
      data: { provisioningStatus: 'DECOMMISSIONED', terminationDate: '2026-12-15' },
    });
    expect(await eventsOf(port.id)).toEqual(['DECOMMISSIONED']);
    expect(await billingOf(port.id)).toEqual([
      { kind: 'TERMINATED', effective_date: '2026-12-15', amount_cents: '47000', currency: 'AUD' },
    ]);
    expect(await dueJobsOf(port.id)).toEqual([]);
    expect((await act(staff, port.uid, 'TERMINATE')).json().message).toBe(LIFECYCLE_MESSAGES.alreadyEnded);
  });
});

describe('the service lock', () => {
  it('locks a service so that neither a cancel nor a rename goes through, until it is unlocked', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    const locked = await lock(admin, port.uid, 'POST');
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ message: SERVICE_LOCK_MESSAGES.lockedNow, data: { locked: true } });
    const view = await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${port.id}` });
    expect(view.json().data.locked).toBe(true);
    const product = await t.call(admin, { method: 'GET', url: `/v2/product/${port.uid}` });
    expect(product.json().data.locked).toBe(true);

    const cancel = await act(admin, port.uid, 'CANCEL');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(SERVICE_LOCK_MESSAGES.locked);
    const rename = await t.call(admin, {
      method: 'PUT',
      url: `/secure/technicalservice/${port.id}/name`,
      payload: { name: 'Renamed while locked' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(SERVICE_LOCK_MESSAGES.locked);
    expect((await stateOf(port.id)).provisioning_status).toBe('LIVE');
    expect((await lock(admin, port.uid, 'POST')).json().message).toBe(SERVICE_LOCK_MESSAGES.alreadyLocked);

    // a technical contact may cancel but not unlock
    const tech = await (await aPerson(t, { companyId: DEMO_COMPANIES.acme })).login();
    expect((await lock(tech, port.uid, 'DELETE')).statusCode).toBe(403);

    const unlocked = await lock(admin, port.uid, 'DELETE');
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ message: SERVICE_LOCK_MESSAGES.unlockedNow, data: { locked: false } });
    expect((await lock(admin, port.uid, 'DELETE')).json().message).toBe(SERVICE_LOCK_MESSAGES.notLocked);
    expect((await act(tech, port.uid, 'CANCEL')).statusCode).toBe(200);
  });

  it('lets staff lock any company’s service', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: null, companyId: DEMO_COMPANIES.globex });
    expect((await lock(staff, port.uid, 'POST')).statusCode).toBe(200);
    expect((await lock(staff, port.uid, 'DELETE')).statusCode).toBe(200);
  });
});

describe('a JSON content type with an empty body (as the official SDK sends its lock, cancel and restore)', () => {
  const json = { 'content-type': 'application/json' };
  it('is taken as no body: lock, unlock, cancel and un-cancel answer as they do without the header', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    const empty = (method: 'POST' | 'DELETE', url: string) =>
      t.call(admin, { method, url, headers: json, payload: '' });
    const locked = await empty('POST', `/v2/product/${port.uid}/lock`);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.locked).toBe(true);
    expect((await empty('DELETE', `/v2/product/${port.uid}/lock`)).json().data.locked).toBe(false);
    const cancel = await empty('POST', `/v3/product/${port.uid}/action/CANCEL`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await stateOf(port.id)).provisioning_status).toBe('CANCELLED');
    const back = await empty('POST', `/v3/product/${port.uid}/action/UN_CANCEL`);
    expect(back.statusCode, back.body).toBe(200);
    expect((await stateOf(port.id)).provisioning_status).toBe('LIVE');
  });

  it('is still refused, with a message, by a route that needs a body, and changes nothing', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    const rename = await t.call(admin, {
      method: 'PUT',
      url: `/secure/technicalservice/${port.id}/name`,
      headers: json,
      payload: '',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).not.toBe('');
    const bad = await t.call(admin, {
      method: 'POST',
      url: `/v2/product/${port.uid}/lock`,
      headers: json,
      payload: '{',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_json');
    const view = await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${port.id}` });
    expect(view.json().data).toMatchObject({ locked: false });
    expect(view.json().data.name).toMatch(/^Lifecycle /);
  });
});

describe('tenant isolation and refusals', () => {
  it("keeps another company's service out of reach: no action, price check or lock, nothing changed", async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    const globex = await (await aPerson(t, { companyId: DEMO_COMPANIES.globex, position: 'Company Admin' })).login();
    for (const res of [
      await act(globex, port.uid, 'CANCEL_NOW'),
      await priceCheck(globex, port.id, 'CANCEL'),
      await lock(globex, port.uid, 'POST'),
    ])
      expect([403, 404]).toContain(res.statusCode);
    expect((await act(null, port.uid, 'CANCEL')).statusCode).toBe(401);
    const viewer = await t.login('acme.viewer');
    expect((await act(viewer, port.uid, 'CANCEL')).statusCode).toBe(403);
    expect(await stateOf(port.id)).toMatchObject({ provisioning_status: 'LIVE' });
  });

  it('refuses an unknown action, a price check of an un-cancel and a service that is not there', async () => {
    const port = await aService({ monthlyCents: 10_000, contractEnd: '2027-06-30' });
    expect((await act(admin, port.uid, 'DELETE')).statusCode).toBe(400);
    expect((await priceCheck(admin, port.id, 'UN_CANCEL')).statusCode).toBe(400);
    const missing = await act(staff, '00000000-0000-4000-8000-000000000000', 'CANCEL');
    expect(missing.statusCode).toBe(404);
  });
});
