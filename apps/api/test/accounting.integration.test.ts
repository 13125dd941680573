import { ACCOUNTING_MESSAGES, ERP_MESSAGES, SUPPLIERS } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCompany, aPerson, aStaffAdmin, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice } from './invoices.js';
import { autoAllocateCompany, recordPayment } from '../src/modules/payments/index.js';

const TIMEOUT_MS = 200;

/**
 * Accounting sync and the ERP export (decision 0092), through the simulators: each item posted once, a provider's
 * refusal retried and then listed with its words, a hanging provider cut off at the time-out, forget, the spec's
 * messages, the ERP's batches of 50 in the spec's paging shapes, and staff only.
 */
describe('accounting sync and ERP export', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ SYNC_TIMEOUT_MS: String(TIMEOUT_MS), SYNC_RETRY_BACKOFF_MS: '10' }, { demo: false });
    const admin = await aStaffAdmin(t);
    staff = await t.login(admin.username, admin.password);
    const company = await aCompany(t);
    const person = await aPerson(t, { companyId: company.id, position: 'Financial Contact' });
    customer = await person.login();
  });
  afterAll(() => t.close());

  const get = (url: string, token = staff) => t.call(token, { method: 'GET', url });
  const post = (url: string, payload?: Record<string, unknown>, token = staff) =>
    t.call(token, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  const simulator = (method: 'PUT' | 'DELETE' | 'GET', payload?: Record<string, unknown>) =>
    t.call(staff, {
      method,
      url: method === 'GET' ? '/simulator/accounting' : '/simulator/accounting/failure',
      ...(payload === undefined ? {} : { payload }),
    });

  const committed = async (companyId: number) => {
    seq += 1;
    return anInvoice(t.database.db, {
      companyId,
      status: 'COMMITTED',
      invoiceNumber: `AU-${5000 + seq}`,
      numberSeq: 5000 + seq,
    });
  };
  /** waits for the current run to stop and answers it */
  const runFinished = async () => {
    await expect
      .poll(async () => (await get('/secure/xero/sync')).json().data.run?.running, { timeout: 20_000, interval: 50 })
      .toBe(false);
    return (await get('/secure/xero/sync')).json().data.run;
  };
  const listIds = async (url: string) =>
    ((await get(url)).json().data.items as { id: number }[]).map((item) => item.id);

  it('lets only staff in', async () => {
    for (const [method, url] of [
      ['GET', '/secure/xero/sync'],
      ['GET', '/secure/xero/invoices/unsynced'],
      ['GET', '/secure/xero/invoices/failed'],
      ['POST', '/secure/xero/invoices/sync/all'],
      ['POST', '/v2/supplies/export'],
      ['GET', '/v2/supplies/dynamics'],
      ['GET', '/v2/proxy/dynamics/api/customerBatches'],
    ] as const) {
      const res = await t.call(customer, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.call(null, { method: 'GET', url: '/secure/xero/sync' })).statusCode).toBe(401);
  });

  it("answers an empty selection with the spec's words and starts nothing", async () => {
    for (const [kind, message] of [
      ['payments', 'Please select one!'],
      ['invoices', 'Please select one!'],
      ['allocations', 'Please select one payment allocation!'],
    ] as const) {
      const res = await post(`/secure/xero/${kind}/sync/selected`, { ids: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await get('/secure/xero/sync')).json().data).toEqual({ enabled: true, run: null });
  });

  it('posts each committed invoice once: a second sync posts nothing new, and the ledger balances', async () => {
    const company = await aCompany(t);
    const a = await committed(company.id);
    const b = await committed(company.id);
    const pending = await anInvoice(t.database.db, { companyId: company.id });
    const unposted = await listIds('/secure/xero/invoices/unposted?pageSize=200');
    expect(unposted).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(unposted).not.toContain(pending.id);
    const before = (await simulator('GET')).json().data.posted;

    const res = await post('/secure/xero/invoices/sync/all');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(ACCOUNTING_MESSAGES.started);
    const run = await runFinished();
    expect(run).toMatchObject({ kind: 'invoices', scope: 'ALL', status: 'COMPLETED', failed: 0 });
    expect(run.done).toBe(run.total);
    expect(await listIds('/secure/xero/invoices/unposted?pageSize=200')).not.toContain(a.id);
    const after = (await simulator('GET')).json().data;
    expect(after.posted).toBe(before + run.total);
    expect(after.balanced).toBe(true);

    const again = await post('/secure/xero/invoices/sync/all');
    expect(again.json()).toMatchObject({ message: ACCOUNTING_MESSAGES.nothingToSync, data: { started: false } });
    const one = await post(`/secure/xero/invoices/sync/${a.id}`);
    expect(one.json().data.started).toBe(false);
    expect((await simulator('GET')).json().data.posted).toBe(after.posted);
  });

  it("retries a refused post, lists it as failed with the provider's words, and posts it once it recovers", async () => {
    const company = await aCompany(t);
    const invoice = await committed(company.id);
    const words = 'A validation exception occurred: Account code 200 is archived';
    expect((await simulator('PUT', { companyId: company.id, message: words })).statusCode).toBe(200);

    expect((await post(`/secure/xero/invoices/sync/${invoice.id}`)).statusCode).toBe(202);
    expect(await runFinished()).toMatchObject({ total: 1, done: 1, failed: 1 });
    const failed = (await get('/secure/xero/invoices/failed')).json().data.items;
    expect(failed).toEqual([
      expect.objectContaining({ id: invoice.id, status: 'FAILED', attempts: 3, lastError: words, externalId: null }),
    ]);
    expect(await listIds('/secure/xero/invoices/unposted?pageSize=200')).not.toContain(invoice.id);

    await simulator('DELETE');
    expect((await post(`/secure/xero/invoices/sync/${invoice.id}`)).statusCode).toBe(202);
    expect(await runFinished()).toMatchObject({ total: 1, failed: 0 });
    expect(await listIds('/secure/xero/invoices/failed')).toEqual([]);
    expect(await listIds('/secure/xero/invoices/unsynced?pageSize=200')).not.toContain(invoice.id);
  });

  it('cuts a hanging call off at the configured time-out, and answers a second request with the running run', async () => {
    const company = await aCompany(t);
    const invoice = await committed(company.id);
    await simulator('PUT', { companyId: company.id, mode: 'hang' });
    const started = Date.now();
    const first = await post(`/secure/xero/invoices/sync/${invoice.id}`);
    expect(first.json().data.started).toBe(true);
    const second = await post('/secure/xero/invoices/sync/selected', { ids: [invoice.id] });
    expect(second.statusCode).toBe(202);
    expect(second.json()).toMatchObject({
      message: ACCOUNTING_MESSAGES.alreadyRunning,
      data: { started: false, run: { runId: first.json().data.run.runId } },
    });
    await runFinished();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(3 * TIMEOUT_MS);
    expect(elapsed).toBeLessThan(15_000);
    const [failed] = (await get('/secure/xero/invoices/failed')).json().data.items;
    expect(failed).toMatchObject({ id: invoice.id, attempts: 3, lastError: ACCOUNTING_MESSAGES.timedOut });
    await simulator('DELETE');
    await post(`/secure/xero/invoices/sync/${invoice.id}`);
    await runFinished();
  });

  it('forgets an item, with who and when, and never posts it; a posted one cannot be forgotten', async () => {
    const company = await aCompany(t);
    const invoice = await committed(company.id);
    const res = await post(`/secure/xero/invoices/forget/${invoice.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'INVOICE', id: invoice.id, status: 'FORGOTTEN' });
    expect(res.json().data.forgottenBy).toEqual(expect.any(Number));
    expect(await listIds('/secure/xero/invoices/unposted?pageSize=200')).not.toContain(invoice.id);
    expect((await post(`/secure/xero/invoices/sync/${invoice.id}`)).json().data.started).toBe(false);

    const posted = await committed(company.id);
    await post(`/secure/xero/invoices/sync/${posted.id}`);
    await runFinished();
    const refused = await post(`/secure/xero/invoices/forget/${posted.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNTING_MESSAGES.alreadySynced);
    expect((await post('/secure/xero/invoices/forget/99999999')).statusCode).toBe(404);
  });

  it('posts payments, then their allocations, and the reversal of an allocation unallocated after it was posted', async () => {
    const company = await aCompany(t);
    const invoice = await committed(company.id);
    const payment = await recordPayment(t.database.db, {
      companyId: company.id,
      supplierId: 808,
      currency: 'AUD',
      amountCents: 20_000,
      transactionType: 'CREDIT',
      paymentMethod: 'EFT',
      transactionDate: '2026-11-10',
      receiptDate: '2026-11-10',
      receipterId: null,
      externalId: null,
    });
    await autoAllocateCompany(t.database.db, company.id, 808);
    const [allocation] = (await get('/secure/xero/allocations/unsynced?pageSize=200'))
      .json()
      .data.items.filter((item: { companyId: number }) => item.companyId === company.id);
    expect(allocation).toMatchObject({ type: 'ALLOCATION', currency: 'AUD', amountCents: 20_000, status: null });
    expect(await listIds('/secure/xero/payments/unsynced?pageSize=200')).toContain(payment.id);

    // an allocation posted before its payment and invoice is refused by the system, as a real one does
    await post(`/secure/xero/allocations/sync/${allocation.id}`);
    expect(await runFinished()).toMatchObject({ kind: 'allocations', failed: 1 });
    const [refused] = (await get('/secure/xero/allocations/unsynced?pageSize=200'))
      .json()
      .data.items.filter((item: { id: number }) => item.id === allocation.id);
    expect(refused).toMatchObject({ status: 'FAILED', lastError: `Payment PAY-${payment.id} has not been posted` });

    await post('/secure/xero/payments/sync/selected', { ids: [payment.id] });
    expect(await runFinished()).toMatchObject({ kind: 'payments', total: 1, failed: 0 });
    await post(`/secure/xero/invoices/sync/${invoice.id}`);
    await runFinished();
    await post('/secure/xero/allocations/sync/all');
    expect(await runFinished()).toMatchObject({ kind: 'allocations', failed: 0 });
    expect(await listIds('/secure/xero/allocations/unsynced?pageSize=200')).not.toContain(allocation.id);

    // unallocated once posted: the reversal is owed, and posted once
    await t.database.db.execute(sql`update payment_allocations set reversed_at = now() where id = ${allocation.id}`);
    const [reversal] = (await get('/secure/xero/allocations/unsynced?pageSize=200'))
      .json()
      .data.items.filter((item: { id: number }) => item.id === allocation.id);
    expect(reversal).toMatchObject({ type: 'ALLOCATION_REVERSAL', status: null });
    await post('/secure/xero/allocations/sync/all');
    expect(await runFinished()).toMatchObject({ failed: 0 });
    expect(await listIds('/secure/xero/allocations/unsynced?pageSize=200')).not.toContain(allocation.id);
    expect((await simulator('GET')).json().data.balanced).toBe(true);
    expect((await post('/secure/xero/allocations/sync/all')).json().data.started).toBe(false);
  });

  describe('ERP export', () => {
    const batches = async (query = 'page=0&size=10&sort=id,desc') =>
      (await get(`/v2/proxy/dynamics/api/customerBatches?${query}`)).json().data;
    const batchCount = async () => (await batches()).page.totalElements as number;
    const waitForBatches = async (count: number) =>
      expect.poll(batchCount, { timeout: 20_000, interval: 50 }).toBe(count);

    it("sends every supply in customer batches of 50, each item with the ERP's success flag", async () => {
      const companies: { id: number }[] = [];
      for (let i = 0; i < 4; i++) companies.push(await aCompany(t));
      for (const company of companies)
        for (const market of SUPPLIERS) await aSupply(t, { companyId: company.id, market: market.market });
      const total = (await get('/v2/supplies/dynamics?page=0&size=10')).json().data.totalElements as number;
      expect(total).toBeGreaterThanOrEqual(56);

      const res = await post('/v2/supplies/export');
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().message).toBe(ERP_MESSAGES.exportQueued);
      const expected = Math.ceil(total / 50);
      await waitForBatches(expected);

      const page = await batches();
      expect(Object.keys(page)).toEqual(['_embedded', 'page']);
      expect(page.page).toEqual({ size: 10, totalElements: expected, totalPages: 1, number: 0 });
      const entities = page._embedded.customerBatchEntities;
      expect(entities[0].id).toBeGreaterThan(entities[1].id);
      const sizes = entities.map((b: { responseJson: { items: unknown[] } }) => b.responseJson.items.length);
      expect(Math.max(...sizes)).toBe(50);
      expect(sizes.reduce((a: number, b: number) => a + b, 0)).toBe(total);
      const items = entities.flatMap((b: { responseJson: { items: unknown[] } }) => b.responseJson.items);
      const germany = items.find(
        (item: { legalEntity: string; companyId: number }) =>
          item.legalEntity === 'PDE' && item.companyId === companies[0]!.id,
      );
      expect(germany).toMatchObject({ success: false, error: expect.stringContaining('VAT Registration No.') });
      expect(items.find((item: { legalEntity: string }) => item.legalEntity === 'PAU')).toMatchObject({
        success: true,
        customerNumber: expect.any(String),
      });

      const supplies = (await get('/v2/supplies/dynamics?page=1&size=10')).json().data;
      expect(Object.keys(supplies)).toEqual(['content', 'totalElements']);
      expect(supplies.content).toHaveLength(10);
      expect(supplies.totalElements).toBe(total);
      expect((await get('/v2/supplies/dynamics')).json().data.content).toHaveLength(10);
    });

    it("retries a batch's failed items once the records are fixed", async () => {
      const page = await batches();
      const batch = page._embedded.customerBatchEntities.find(
        (b: { responseJson: { items: { success: boolean }[] } }) => b.responseJson.items.some((item) => !item.success),
      );
      await t.database.db.execute(sql`update supplies set tax_number = 'EU123456789' where tax_number is null`);
      const res = await post(`/v2/proxy/dynamics/api/customerBatches/retry/${batch.id}`);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().data.id).toBe(batch.id);
      await expect
        .poll(
          async () => {
            const all = (await batches())._embedded.customerBatchEntities;
            const again = all.find((b: { id: number }) => b.id === batch.id);
            return again.responseJson.items.every((item: { success: boolean }) => item.success);
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe(true);
      const nothing = await post(`/v2/proxy/dynamics/api/customerBatches/retry/${batch.id}`);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().message).toBe(ERP_MESSAGES.nothingToRetry);
    });

    it('exports one supplier or one company, and wants the company', async () => {
      const before = await batchCount();
      const company = await aCompany(t);
      await aSupply(t, { companyId: company.id, market: 'Australia' });
      await aSupply(t, { companyId: company.id, market: 'Germany' });
      expect((await post(`/v2/supplies/${company.id}/export`)).statusCode).toBe(202);
      await waitForBatches(before + 1);
      const [newest] = (await batches())._embedded.customerBatchEntities;
      expect(newest).toMatchObject({ scope: 'COMPANY', companyId: company.id });
      expect(newest.responseJson.items).toHaveLength(2);

      expect((await post('/v2/supplies/export/808')).statusCode).toBe(202);
      await waitForBatches(before + 2);
      const [bySupplier] = (await batches())._embedded.customerBatchEntities;
      expect(bySupplier.scope).toBe('SUPPLIER');
      expect(bySupplier.responseJson.items.every((item: { legalEntity: string }) => item.legalEntity === 'PAU')).toBe(
        true,
      );

      for (const blank of ['%20', 'undefined', 'null']) {
        const res = await post(`/v2/supplies/${blank}/export`);
        expect(res.statusCode, blank).toBe(400);
        expect(res.json().message).toBe('Company ID is mandatory field');
      }
      expect((await post('/v2/supplies/export/999')).statusCode).toBe(404);
    });

    it('answers 404 for an ERP it does not know', async () => {
      expect((await get('/v2/supplies/sap')).statusCode).toBe(404);
      expect((await get('/v2/proxy/sap/api/customerBatches')).statusCode).toBe(404);
      expect((await post('/v2/proxy/sap/api/customerBatches/retry/1000')).statusCode).toBe(404);
      expect((await get('/secure/erp')).json().data).toEqual({ erp: 'dynamics' });
    });
  });
});
