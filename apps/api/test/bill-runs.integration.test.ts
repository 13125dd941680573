import { BILL_RUN_MESSAGES, TEST_CLOCK_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { settableClock } from '../src/platform/clock.js';
import { aCompany, aPerson, aStaffAdmin, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

const AUSTRALIA = 808;
const NEW_ZEALAND = 855;
const NOV_15 = Date.parse('2026-11-15T00:00:00Z');

/**
 * Bill runs (decision 0085): queued by staff, billed by the workers in chunks, each billable × period once — a
 * re-run or a second run at once adds nothing — in the company's supply currency with its tax.
 */
describe('bill runs', () => {
  let t: TestApp;
  let staff: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { demo: false, clock: settableClock('2026-11-20T01:00:00Z') });
    const admin = await aStaffAdmin(t);
    staff = await t.login(admin.username, admin.password);
    await t.database.db.execute(
      sql`insert into exchange_rates (currency, rate_micros, effective_date)
          values ('NZD', 1092300, '2025-01-01'), ('USD', 649800, '2025-01-01')`,
    );
  });
  afterAll(() => t.close());

  /** A LIVE service of a company with an ACTIVE billable from `activatedOn`, priced as ordered. */
  const aBilledService = async (
    companyId: number,
    b: { monthly: number; activatedOn: string; setup?: number; currency?: string; supplierId?: number },
  ) => {
    seq += 1;
    const currency = b.currency ?? 'AUD';
    const [service] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
            location_id, contract_start_date, term_months)
          values (${companyId}, 'PORT', ${`Billed Port ${seq}`}, 'LIVE', 1000, 1, ${b.activatedOn}, 12)
          returning id`,
    );
    await t.database.db.execute(
      sql`insert into service_prices (service_id, reason, effective_date, monthly_cents, currency, rate_limit_mbps)
          values (${service!.id}, 'ORDER', ${b.activatedOn}, ${b.monthly}, ${currency}, 1000)`,
    );
    const [billable] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into billables (service_id, company_id, supplier_id, billing_status, setup_cents, monthly_cents,
            currency, term_months, activated_on)
          values (${service!.id}, ${companyId}, ${b.supplierId ?? AUSTRALIA}, 'ACTIVE', ${b.setup ?? 0},
            ${b.monthly}, ${currency}, 12, ${b.activatedOn})
          returning id`,
    );
    return { serviceId: service!.id, billableId: billable!.id };
  };

  const start = async (query: string, timestamp = NOV_15, supplier: number | 'all' = AUSTRALIA) => {
    const url =
      supplier === 'all'
        ? `/secure/billrun/${timestamp}/allSuppliers`
        : `/secure/billrun/${timestamp}/supplierId/${supplier}${query}`;
    return t.call(staff, { method: 'POST', url });
  };
  const finished = async (id: number) => {
    await expect
      .poll(async () => (await t.call(staff, { method: 'GET', url: `/secure/billrun/${id}` })).json().data.status, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('COMPLETED');
    return (await t.call(staff, { method: 'GET', url: `/secure/billrun/${id}` })).json().data;
  };
  const runFor = async (companyId: number, timestamp = NOV_15) => {
    const res = await start(`?companyId=${companyId}`, timestamp);
    expect(res.statusCode, res.body).toBe(202);
    return finished(res.json().data.billRuns[0].billRunId);
  };
  const invoicesOf = (companyId: number) =>
    queryRows<{ id: number; status: string; currency: string; net: number; tax: number; total: number; lines: number }>(
      t.database.db,
      sql`select i.id, i.status, i.currency, i.net_cents::int as net, i.tax_cents::int as tax,
            i.total_cents::int as total, (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines
          from invoices i where i.company_id = ${companyId} order by i.id`,
    );

  it('bills a month in advance: prorated from activation, the set-up once, tax on the net', async () => {
    const company = await aCompany(t);
    await aSupply(t, { companyId: company.id, market: 'AU' });
    await aBilledService(company.id, { monthly: 30_000, activatedOn: '2026-11-16', setup: 5_000 });
    await aBilledService(company.id, { monthly: 10_001, activatedOn: '2026-10-01' });

    const run = await runFor(company.id);
    expect(run).toMatchObject({ status: 'COMPLETED', periodStart: '2026-11-01', periodEnd: '2026-11-30', progress: 1 });
    expect(run.summary).toMatchObject({ invoices: 1, billables: 2 });
    const [invoice] = await invoicesOf(company.id);
    // 15 days of 30 at 300.00, the set-up, and October and November of the other (its October never billed)
    const net = 15_000 + 5_000 + 10_001 + 10_001;
    expect(invoice).toMatchObject({
      status: 'PENDING',
      currency: 'AUD',
      net,
      tax: 4_000,
      total: net + 4_000,
      lines: 4,
    });
    expect(run.summary.totals).toEqual([{ currency: 'AUD', amount: net }]);
  });

  it('estimates the next invoice to the cent of the invoice the run then makes, then the month after', async () => {
    const company = await aCompany(t);
    await aSupply(t, { companyId: company.id, market: 'AU' });
    const { billableId } = await aBilledService(company.id, { monthly: 33_333, activatedOn: '2026-11-07', setup: 999 });
    await t.database.db.execute(
      sql`insert into billable_charges (billable_id, name, charge_type, charge, currency, start)
          values (${billableId}, 'Loyalty', 'DISCOUNT_PERCENT', 750, 'AUD', '2026-01-01')`,
    );
    const estimate = async () =>
      (await t.call(staff, { method: 'GET', url: `/v2/company/${company.id}/estimate/supplierId/${AUSTRALIA}` })).json()
        .data;
    const before = await estimate();
    expect(before).toMatchObject({ estimateAvailable: true, periodStart: '2026-11-01', currency: 'AUD' });
    await runFor(company.id);
    const [invoice] = await invoicesOf(company.id);
    expect([before.netCents, before.taxCents, before.amountCents]).toEqual([
      invoice!.net,
      invoice!.tax,
      invoice!.total,
    ]);
    // November billed: the next invoice is December's, a whole month less the discount
    expect(await estimate()).toMatchObject({ periodStart: '2026-12-01', netCents: 33_333 - 2_500 });
  });

  it('adds nothing when run again, or when two runs of the same month meet', async () => {
    const company = await aCompany(t);
    await aSupply(t, { companyId: company.id, market: 'AU' });
    await aBilledService(company.id, { monthly: 20_000, activatedOn: '2026-11-01' });
    await runFor(company.id);
    const before = await invoicesOf(company.id);

    const again = await runFor(company.id);
    expect(again.summary).toMatchObject({ invoices: 0, lines: 0 });
    // a company's run and the supplier's run at once: each billable × month is still billed once
    const [a, b] = await Promise.all([start(`?companyId=${company.id}`), start('')]);
    for (const res of [a, b]) {
      expect(res.statusCode, res.body).toBe(202);
      await finished(res.json().data.billRuns[0].billRunId);
    }
    expect(await invoicesOf(company.id)).toEqual(before);
  });

  it('answers the run already under way instead of queuing a second', async () => {
    const company = await aCompany(t);
    await aBilledService(company.id, { monthly: 1_000, activatedOn: '2026-11-01' });
    const [first, second] = await Promise.all([
      start(`?companyId=${company.id}`, Date.parse('2026-09-15T00:00:00Z')),
      start(`?companyId=${company.id}`, Date.parse('2026-09-15T00:00:00Z')),
    ]);
    const ids = [first, second].map((r) => r.json().data.billRuns[0].billRunId);
    expect(new Set(ids).size).toBeLessThanOrEqual(2);
    const messages = [first, second].map((r) => r.json().message).sort();
    if (ids[0] === ids[1])
      expect(messages).toEqual([BILL_RUN_MESSAGES.started, BILL_RUN_MESSAGES.alreadyRunning].sort());
    for (const id of new Set(ids)) await finished(id);
  });

  it('invoices in the supply’s currency at the rate in force, keeping the rate on the invoice', async () => {
    const company = await aCompany(t, { country: 'NZ' });
    await aSupply(t, { companyId: company.id, market: 'NZ' });
    await aBilledService(company.id, {
      monthly: 10_000,
      activatedOn: '2026-11-01',
      currency: 'AUD',
      supplierId: NEW_ZEALAND,
    });
    const res = await start(`?companyId=${company.id}`, NOV_15, NEW_ZEALAND);
    expect(res.statusCode, res.body).toBe(202);
    await finished(res.json().data.billRuns[0].billRunId);
    const [invoice] = await queryRows<{ currency: string; rate: number; net: number; tax: number }>(
      t.database.db,
      sql`select currency, exchange_rate_micros::int as rate, net_cents::int as net, tax_cents::int as tax
          from invoices where company_id = ${company.id}`,
    );
    // 100.00 AUD at 1.0923 NZD, GST 15 %
    expect(invoice).toEqual({ currency: 'NZD', rate: 1_092_300, net: 10_923, tax: 1_638 });
  });

  it('bills the months it skipped in the next run, and a rejected invoice’s months again', async () => {
    const company = await aCompany(t);
    await aSupply(t, { companyId: company.id, market: 'AU' });
    await aBilledService(company.id, { monthly: 9_000, activatedOn: '2026-09-01' });
    await runFor(company.id, Date.parse('2026-09-15T00:00:00Z'));
    await runFor(company.id);
    const invoices = await invoicesOf(company.id);
    expect(invoices.map((i) => [i.net, i.lines])).toEqual([
      [9_000, 1],
      [18_000, 2],
    ]);
    await t.database.db.execute(sql`update invoices set status = 'REJECTED' where id = ${invoices[1]!.id}`);
    await t.database.db.execute(sql`delete from billed_periods where invoice_id = ${invoices[1]!.id}`);
    await runFor(company.id);
    expect((await invoicesOf(company.id)).map((i) => [i.status, i.net])).toEqual([
      ['PENDING', 9_000],
      ['REJECTED', 18_000],
      ['PENDING', 18_000],
    ]);
  });

  it("simulates a year of monthly bill runs on a company's test clock", async () => {
    const company = await aCompany(t);
    await aSupply(t, { companyId: company.id, market: 'AU' });
    await aBilledService(company.id, { monthly: 12_000, activatedOn: '2026-11-01' });
    const clockUrl = `/secure/testclock/company/${company.id}`;
    const month = (i: number) => new Date(Date.UTC(2026, 10 + i, 15));
    // on the real clock, a run five months ahead is refused
    const ahead = await start(`?companyId=${company.id}`, month(4).getTime());
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe(BILL_RUN_MESSAGES.tooFarAhead);

    for (let i = 0; i < 12; i += 1) {
      // November runs on the real clock (20 November); each later month with the clock moved to its 11th
      if (i > 0) {
        const now = month(i).getTime() - 4 * 86_400_000;
        const moved = await t.call(staff, { method: 'PUT', url: clockUrl, payload: { now } });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await runFor(company.id, month(i).getTime());
    }
    const invoices = await invoicesOf(company.id);
    expect(invoices).toHaveLength(12);
    expect(invoices.every((i) => i.net === 12_000 && i.tax === 1_200 && i.lines === 1)).toBe(true);
    const estimate = await t.call(staff, {
      method: 'GET',
      url: `/v2/company/${company.id}/estimate/supplierId/${AUSTRALIA}`,
    });
    expect(estimate.json().data).toMatchObject({ periodStart: '2027-11-01', amountCents: 13_200 });

    const back = await t.call(staff, { method: 'PUT', url: clockUrl, payload: { now: month(0).getTime() } });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe(TEST_CLOCK_MESSAGES.onlyForward);
    const removed = await t.call(staff, { method: 'DELETE', url: clockUrl });
    expect(removed.json()).toMatchObject({ message: TEST_CLOCK_MESSAGES.removed, data: { real: true } });
    expect((await t.call(staff, { method: 'DELETE', url: clockUrl })).statusCode).toBe(404);
    const customer = await aPerson(t, { companyId: company.id, position: 'Company Admin' });
    const token = await t.login(customer.username, customer.password);
    expect(
      (await t.call(token, { method: 'PUT', url: clockUrl, payload: { now: month(20).getTime() } })).statusCode,
    ).toBe(403);
  });

  it('bills a cancelled service to its termination day, then an un-cancel’s pro-rated charge once', async () => {
    const company = await aCompany(t);
    await aSupply(t, { companyId: company.id, market: 'AU' });
    const { serviceId } = await aBilledService(company.id, { monthly: 30_000, activatedOn: '2026-10-01' });
    await t.database.db.execute(
      sql`update technical_services set provisioning_status = 'CANCELLED', termination_date = '2026-11-10'
          where id = ${serviceId}`,
    );
    await runFor(company.id);
    expect((await invoicesOf(company.id)).map((i) => i.net)).toEqual([30_000 + 10_000]);
    // un-cancelled after the run: services record the days the run billed as cancelled, 20 of 30, as a charge
    await t.database.db.execute(
      sql`update technical_services set provisioning_status = 'LIVE', termination_date = null where id = ${serviceId};`,
    );
    await t.database.db.execute(
      sql`insert into service_billing_events (service_id, company_id, kind, effective_date, amount_cents, currency)
          values (${serviceId}, ${company.id}, 'UN_CANCEL_PRORATA', '2026-11-20', 20000, 'AUD')`,
    );
    await runFor(company.id);
    await runFor(company.id);
    const lines = await queryRows<{ chargeType: string; amount: number }>(
      t.database.db,
      sql`select l.charge_type as "chargeType", l.amount_cents::int as amount from invoice_lines l
          join invoices i on i.id = l.invoice_id where i.company_id = ${company.id} order by l.id`,
    );
    expect(lines).toEqual([
      { chargeType: 'MONTHLY', amount: 30_000 },
      { chargeType: 'MONTHLY', amount: 10_000 },
      { chargeType: 'UN_CANCEL_PRORATA', amount: 20_000 },
    ]);
  });

  it("completes a decommissioned service's billable once its last month is billed", async () => {
    const company = await aCompany(t);
    await aSupply(t, { companyId: company.id, market: 'AU' });
    const { serviceId, billableId } = await aBilledService(company.id, { monthly: 30_000, activatedOn: '2026-10-01' });
    const statusOf = async () =>
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`select billing_status as status from billables where id = ${billableId}`,
        )
      )[0]!.status;
    await t.database.db.execute(
      sql`update technical_services set provisioning_status = 'DECOMMISSIONED', termination_date = '2026-11-10'
          where id = ${serviceId}`,
    );
    // October's run bills October whole; the service is still billed for November
    await runFor(company.id, Date.parse('2026-10-15T00:00:00Z'));
    expect(await statusOf()).toBe('ACTIVE');
    await runFor(company.id);
    expect(await statusOf()).toBe('COMPLETED');
    expect((await invoicesOf(company.id)).map((i) => i.net)).toEqual([30_000, 10_000]);
    // billed to its end, the service is not among those nobody bills
    const unbilled = await t.call(staff, { method: 'GET', url: '/secure/billing/unbilled?pageSize=200' });
    expect(unbilled.json().data.items.map((r: { technicalServiceId: number }) => r.technicalServiceId)).not.toContain(
      serviceId,
    );
    // December's run reads it no more
    const december = await runFor(company.id, Date.parse('2026-12-15T00:00:00Z'));
    expect(december.summary).toMatchObject({ lines: 0, billables: 0 });
  });

  it('lists runs with their progress, and refuses what it cannot run', async () => {
    const list = await t.call(staff, { method: 'GET', url: `/secure/billruns?supplierId=${AUSTRALIA}` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({ supplierId: AUSTRALIA, status: 'COMPLETED', progress: 1 });

    const ahead = await start('', Date.parse('2027-01-01T00:00:00Z'));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe(BILL_RUN_MESSAGES.tooFarAhead);
    expect((await start('', NOV_15, 4242)).statusCode).toBe(404);
    expect((await start('', NOV_15, 0)).statusCode).toBe(400);
    expect((await t.call(staff, { method: 'POST', url: '/secure/billrun/soon/supplierId/808' })).statusCode).toBe(400);

    const company = await aCompany(t);
    const customer = await aPerson(t, { companyId: company.id, position: 'Company Admin' });
    const token = await t.login(customer.username, customer.password);
    expect((await t.call(token, { method: 'POST', url: `/secure/billrun/${NOV_15}/allSuppliers` })).statusCode).toBe(
      403,
    );
    expect((await t.call(token, { method: 'GET', url: '/secure/billruns' })).statusCode).toBe(403);
  });

  it('queues one run per supplier for all suppliers, each over its own month', async () => {
    const res = await start('', Date.parse('2026-10-31T14:00:00Z'), 'all');
    expect(res.statusCode, res.body).toBe(202);
    const runs = res.json().data.billRuns as { supplierId: number; periodStart: string; billRunId: number }[];
    expect(runs.length).toBeGreaterThanOrEqual(14);
    // 14:00 UTC on 31 October is already 1 November in Sydney, still October in London
    expect(runs.find((r) => r.supplierId === AUSTRALIA)?.periodStart).toBe('2026-11-01');
    expect(runs.find((r) => r.supplierId === 2675)?.periodStart).toBe('2026-10-01');
    const settled = async (id: number) => {
      await expect
        .poll(async () => (await t.call(staff, { method: 'GET', url: `/secure/billrun/${id}` })).json().data.status, {
          timeout: 20_000,
          interval: 100,
        })
        .toMatch(/COMPLETED|FAILED/);
      return (await t.call(staff, { method: 'GET', url: `/secure/billrun/${id}` })).json().data;
    };
    const outcome = new Map<number, { status: string; error: string | null }>();
    for (const run of runs) outcome.set(run.supplierId, await settled(run.billRunId));
    expect(outcome.get(AUSTRALIA)).toMatchObject({ status: 'COMPLETED' });
    // Hong Kong's invoices are in HKD, which has no rate here: that run stops before it bills anything
    expect(outcome.get(819)).toEqual(
      expect.objectContaining({ status: 'FAILED', error: `${BILL_RUN_MESSAGES.noRate}: HKD` }),
    );
  });
});
