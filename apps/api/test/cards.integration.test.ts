import { CARD_MESSAGES, RECEIPT_ROW_REASONS } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { CardSimulator } from '../src/integrations/cards/card-simulator.js';
import { SIMULATED_CARDS } from '../src/integrations/cards/card-simulator.js';
import { checkPendingJob } from '../src/modules/cards/card-jobs.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice } from './invoices.js';

const { acme, globex, initech } = DEMO_COMPANIES;
const AUSTRALIA = 808;

/**
 * Card payments (decision 0091): the hosted page's access code and result, recorded once; the registered card
 * charged once per Idempotency-Key; the receipt CSV; the pending check; and every route held to its company.
 */
describe('card payments', () => {
  let t: TestApp;
  let staff: string;
  let finance: string;
  let viewer: string;
  let agent: string;
  let sim: CardSimulator;
  let returnUrl: string;
  let seq = 1;
  let invoiceId: number;
  const transactionsOf = (externalId: string) =>
    queryRows<{ id: number; amount_cents: number; payment_method: string; card_transaction_type: string }>(
      t.database.db,
      sql`select id, amount_cents::int as amount_cents, payment_method, card_transaction_type from payment_transactions
          where external_id = ${externalId}`,
    );
  const dueOf = async (id: number) =>
    Number(
      (
        await queryRows<{ due: number }>(
          t.database.db,
          sql`select due_amount_cents as due from invoices where id = ${id}`,
        )
      )[0]?.due,
    );

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0);
  const accessCode = (token: string, query: Record<string, string>) =>
    t.call(token, { method: 'GET', url: '/accesscode', query: { redirectUrl: returnUrl, ...query } });
  const confirm = (token: string, accessCode: string, path = '/paymentstatus') =>
    t.call(token, { method: 'POST', url: path, payload: { accessCode } });
  /** A hosted page paid with `card`: its access code. */
  const paid = async (card: string, query: Record<string, string> = {}, token = finance) => {
    const res = await accessCode(token, { companyId: String(acme), amountInCents: '5000', ...query });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().data.accessCode as string;
    const back = sim.submit(code, card);
    expect(back).toContain(`AccessCode=${encodeURIComponent(code)}`);
    return code;
  };
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('timed out waiting');
  };
  const upload = (token: string, csv: string, fields: Record<string, string> = {}) => {
    const boundary = 'cardsboundary';
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    return t.call(token, {
      method: 'POST',
      url: '/v2/eway/dynamics/receipt',
      payload: Buffer.from(`${parts.join('')}${head}${csv}\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const cards = t.integrations.simulators?.cards;
    if (!cards) throw new Error('no card simulator');
    sim = cards;
    returnUrl = `${t.config.publicUrl}/#/customerCreditCardPaymentResult`;
    staff = await t.login('staff.admin');
    finance = await t.login('acme.finance');
    viewer = await t.login('acme.viewer');
    agent = await t.login('agent');
    for (const companyId of [acme, globex, initech])
      await t.database.db.execute(sql`
        insert into supplies (company_id, supplier_id, company_legal_name, billing_contact_name, billing_contact_email,
          address1, city, state, postcode, country, currency, tax_rate_bp)
        values (${companyId}, ${AUSTRALIA}, 'Customer', 'Billing', 'billing@example.com', '1 George St', 'Sydney',
          'NSW', '2000', 'AU', 'AUD', 1000)
        on conflict do nothing`);
    ({ id: invoiceId } = await anInvoice(t.database.db, {
      companyId: acme,
      status: 'COMMITTED',
      invoiceNumber: `CARD-${seq}`,
      numberSeq: 900_000 + seq++,
      invoiceDate: '2026-11-01',
      dueDate: '2026-11-30',
    }));
  });
  afterAll(() => t.close());

  describe('the access code', () => {
    it.each(['unreachable', 'accessCodeError'] as const)(
      'answers §8’s message when the provider is %s, and writes no payment',
      async (kind) => {
        const before = await count(sql`select count(*)::int as n from card_payments`);
        sim.failNext(kind);
        const res = await accessCode(finance, { companyId: String(acme), amountInCents: '100' });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe('Error connecting to credit card service provider. Please try again later.');
        expect(await count(sql`select count(*)::int as n from card_payments`)).toBe(before);
        const failures = await t.call(staff, { method: 'GET', url: '/secure/cards/failures' });
        expect(failures.json().data[0]).toMatchObject({ operation: 'accessCode', companyId: acme });
      },
    );

    it.each([
      'https://evil.example/#/customerCreditCardPaymentResult',
      '//evil.example/',
      'javascript:alert(1)',
      'http://localhost:3000.evil.example/',
    ])('refuses a return address off the portal (%s)', async (redirectUrl) => {
      const res = await accessCode(finance, { companyId: String(acme), amountInCents: '100', redirectUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CARD_MESSAGES.invalidRedirect);
    });

    it.each(['0', '2147483648', '-1', '1.5'])('refuses the amount %s', async (amountInCents) => {
      const res = await accessCode(finance, { companyId: String(acme), amountInCents });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('the payment result', () => {
    it('records an approved payment once, allocated, with the provider’s transaction id', async () => {
      const due = await dueOf(invoiceId);
      const code = await paid(SIMULATED_CARDS.approve);
      const res = await confirm(finance, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Payment processed successfully');
      const data = res.json().data;
      expect(data).toMatchObject({ status: 'APPROVED', amountCents: 5000, currency: 'AUD', cardTransactionType: 'CD' });
      expect(data.paymentTransactionId).toEqual(expect.any(Number));
      expect(data.providerTransactionId).toMatch(/^SIMTX-/);
      expect(await transactionsOf(data.providerTransactionId)).toEqual([
        { id: data.paymentTransactionId, amount_cents: 5000, payment_method: 'CARD', card_transaction_type: 'CD' },
      ]);
      // allocated oldest first: to this invoice or the demo's older ones
      expect(
        await count(
          sql`select coalesce(sum(amount_cents), 0)::int as n from payment_allocations
              where transaction_id = ${data.paymentTransactionId} and reversed_at is null`,
        ),
      ).toBe(5000);
      expect(await dueOf(invoiceId)).toBeLessThanOrEqual(due);
    });

    it('keeps a declined payment’s reason and records no payment', async () => {
      const code = await paid(SIMULATED_CARDS.decline);
      const res = await confirm(finance, code);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Payment failed: Do Not Honour');
      expect(res.json().data).toMatchObject({
        status: 'DECLINED',
        reason: 'Do Not Honour',
        paymentTransactionId: null,
      });
    });

    it('confirms one access code twice or at once into one transaction', async () => {
      const code = await paid(SIMULATED_CARDS.approve);
      const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(finance, code)));
      const ids = new Set(answers.map((a) => a.json().data.paymentTransactionId));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(ids.size).toBe(1);
      const again = await confirm(finance, code, '/secure/paymenttoken');
      expect(again.json().data.paymentTransactionId).toBe([...ids][0]);
      expect(await transactionsOf(again.json().data.providerTransactionId)).toHaveLength(1);
      expect(
        await count(
          sql`select count(*)::int as n from card_payments where access_code = ${code} and status = 'APPROVED'`,
        ),
      ).toBe(1);
    });

    it('swallows a provider failure on the result: the payment stays PENDING, recorded for staff, then resolved', async () => {
      const code = await paid(SIMULATED_CARDS.approve);
      sim.failNext('unreachable');
      const res = await confirm(finance, code);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('PENDING');
      const failures = (await t.call(staff, { method: 'GET', url: '/secure/cards/failures' })).json().data;
      expect(failures[0]).toMatchObject({ operation: 'paymentStatus', accessCode: code, resolved: false });
      await t.queue.send(checkPendingJob, { olderThanSeconds: 0 });
      await waitFor(
        async () =>
          (await count(
            sql`select count(*)::int as n from card_payments where access_code = ${code} and status = 'APPROVED'`,
          )) === 1,
      );
      const after = (await t.call(staff, { method: 'GET', url: '/secure/cards/failures' })).json().data;
      expect(after.find((f: { accessCode: string }) => f.accessCode === code).resolved).toBe(true);
    });

    it('leaves a payment the provider has not settled PENDING and visible until the check resolves it', async () => {
      const code = await paid(SIMULATED_CARDS.timeout);
      const res = await confirm(finance, code);
      expect(res.json().data.status).toBe('PENDING');
      const list = await t.call(finance, { method: 'GET', url: `/secure/cards/company/${acme}/payments` });
      expect(list.json().data.find((p: { id: number }) => p.id === res.json().data.id).status).toBe('PENDING');
      sim.settle(code, true);
      await t.queue.send(checkPendingJob, { olderThanSeconds: 0 });
      await waitFor(
        async () =>
          (await count(
            sql`select count(*)::int as n from card_payments where access_code = ${code} and status = 'APPROVED'`,
          )) === 1,
      );
    });
  });

  describe('the registered card', () => {
    const tokenPayment = (token: string, key: string | null, body: Record<string, unknown>) =>
      t.call(token, {
        method: 'POST',
        url: '/secure/tokenpayment',
        payload: body,
        headers: key ? { 'idempotency-key': key } : {},
      });

    beforeAll(async () => {
      const res = await accessCode(finance, {
        companyId: String(acme),
        method: 'TokenRegistration',
        redirectUrl: `${t.config.publicUrl}/#/customerCreditCardRegistrationResult`,
      });
      const code = res.json().data.accessCode as string;
      sim.submit(code, SIMULATED_CARDS.approve);
      const registered = await confirm(finance, code, '/secure/paymenttoken');
      expect(registered.json().message).toBe('Credit card registered successfully');
    });

    it('is listed for the company and for staff by supplier', async () => {
      const cards = await t.call(finance, { method: 'GET', url: `/secure/cards/company/${acme}` });
      expect(cards.json().data[0]).toMatchObject({ maskedNumber: '444433******1111', active: true });
      const listed = await t.call(staff, { method: 'GET', url: `/secure/party/supplierId/${AUSTRALIA}/ccregistered` });
      expect(listed.json().data.map((c: { companyId: number }) => c.companyId)).toContain(acme);
    });

    it('needs an Idempotency-Key', async () => {
      const res = await tokenPayment(finance, null, { companyId: acme, amountInCents: 100 });
      expect(res.statusCode).toBe(400);
    });

    it('charges once for 100 identical requests with one key: one charge, one transaction', async () => {
      const charges = sim.chargeCount;
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => tokenPayment(finance, 'same-key-1', { companyId: acme, amountInCents: 700 })),
      );
      expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
      expect(sim.chargeCount).toBe(charges + 1);
      expect(await count(sql`select count(*)::int as n from card_payments where idempotency_key = 'same-key-1'`)).toBe(
        1,
      );
      const final = await tokenPayment(finance, 'same-key-1', { companyId: acme, amountInCents: 700 });
      expect(final.json().data).toMatchObject({ status: 'APPROVED', paymentTransactionId: expect.any(Number) });
      expect(await transactionsOf(final.json().data.providerTransactionId)).toHaveLength(1);
    });

    it('refuses the key sent with another request (422)', async () => {
      const res = await tokenPayment(finance, 'same-key-1', { companyId: acme, amountInCents: 701 });
      expect(res.statusCode).toBe(422);
    });

    it('leaves a timed-out charge PENDING, then the check charges it under its reference', async () => {
      sim.failNext('timeout');
      const res = await tokenPayment(finance, 'timeout-key', { companyId: acme, amountInCents: 900 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('PENDING');
      await t.queue.send(checkPendingJob, { olderThanSeconds: 0 });
      await waitFor(
        async () =>
          (await count(
            sql`select count(*)::int as n from card_payments where idempotency_key = 'timeout-key' and status = 'APPROVED'`,
          )) === 1,
      );
    });

    it('saves a direct debit and refuses a day past 28', async () => {
      const save = (day: number) =>
        t.call(finance, {
          method: 'POST',
          url: '/v2/stripe/directDebit',
          payload: { companyId: acme, supplierId: AUSTRALIA, enabled: true, dayOfMonth: day, maxAmountCents: 100_000 },
        });
      expect((await save(29)).json().message).toBe(CARD_MESSAGES.mandateDay);
      const ok = await save(15);
      expect(ok.statusCode).toBe(200);
      const read = await t.call(finance, { method: 'GET', url: `/v2/stripe/directDebit/${acme}` });
      expect(read.json().data).toMatchObject({ enabled: true, dayOfMonth: 15, maxAmountCents: 100_000 });
      const last = await t.call(finance, { method: 'GET', url: `/v2/stripe/directDebit/${acme}/lastRun` });
      expect(last.json().data).toBeNull();
    });
  });

  describe('the receipt CSV', () => {
    const HEADER = 'Company, Company Id, Current Balance, Amount to Charge, Payment Description';

    it('refuses a file whose header is not the spec’s, writing nothing', async () => {
      const before = await count(sql`select count(*)::int as n from card_runs`);
      for (const csv of [
        'Company,Company ID,Current Balance,Amount to Charge,Payment Description\nAcme,2001,1,1,x',
        '',
        'a,b',
      ]) {
        const res = await upload(staff, csv);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please upload valid CSV file');
      }
      expect(await count(sql`select count(*)::int as n from card_runs`)).toBe(before);
    });

    it('lists the rows with invalid amounts and charges the rest in a job, each row with its result', async () => {
      const csv = [
        HEADER,
        `Acme,${acme},100.00,12.50,November`,
        `Acme,${acme},100.00,12.345,bad decimals`,
        `Globex,${globex},10.00,1,no card`,
        `Acme,${acme},100.00,abc,not an amount`,
        `Nobody,99999,0,5,no such company`,
        `Acme,${acme},"1,000.00","1,000.00",thousands`,
      ].join('\n');
      const res = await upload(staff, csv, { supplierId: String(AUSTRALIA) });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().data.omitted).toEqual([
        { line: 3, reason: RECEIPT_ROW_REASONS.amount },
        { line: 5, reason: RECEIPT_ROW_REASONS.amount },
      ]);
      const runId = res.json().data.run.id as number;
      expect(res.json().data.run.rowsTotal).toBe(4);
      await waitFor(async () => {
        const runs = (await t.call(staff, { method: 'GET', url: '/secure/cards/runs' })).json().data;
        return runs.find((r: { id: number }) => r.id === runId)?.status === 'DONE';
      });
      const rows = (await t.call(staff, { method: 'GET', url: `/secure/cards/runs/${runId}/rows` })).json().data;
      expect(rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
        [2, 'APPROVED'],
        [4, 'SKIPPED'],
        [6, 'SKIPPED'],
        [7, 'APPROVED'],
      ]);
      const run = (await t.call(staff, { method: 'GET', url: '/secure/cards/runs' }))
        .json()
        .data.find((r: { id: number }) => r.id === runId);
      expect(run).toMatchObject({ rowsDone: 4, approved: 2, declined: 2, approvedCents: 101_250 });
    });

    it('is for staff only', async () => {
      const res = await upload(finance, `${HEADER}\nAcme,${acme},1,1,x`);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('tenant isolation', () => {
    it.each([
      ['GET', `/accesscode?companyId=${globex}&amountInCents=100&redirectUrl=x`, undefined],
      ['POST', '/secure/tokenpayment', { companyId: globex, amountInCents: 100 }],
      ['POST', '/v2/stripe/directDebit', { companyId: globex, supplierId: AUSTRALIA, enabled: true, dayOfMonth: 1 }],
      ['GET', `/v2/stripe/directDebit/${globex}`, undefined],
      ['GET', `/v2/stripe/directDebit/${globex}/lastRun`, undefined],
      ['GET', `/secure/cards/company/${globex}`, undefined],
      ['GET', `/secure/cards/company/${globex}/payments`, undefined],
      ['GET', `/secure/party/supplierId/${AUSTRALIA}/ccregistered`, undefined],
      ['POST', '/secure/tokenpayments', { supplierId: AUSTRALIA, companyIds: [globex] }],
      ['GET', '/secure/cards/failures', undefined],
    ] as const)('refuses Acme’s finance person %s %s', async (method, url, payload) => {
      const res = await t.call(finance, {
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { 'idempotency-key': 'k-iso' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('does not tell another company’s access code, and a viewer may not pay', async () => {
      const res = await accessCode(staff, { companyId: String(globex), amountInCents: '100' });
      const code = res.json().data.accessCode as string;
      sim.submit(code, SIMULATED_CARDS.approve);
      for (const path of ['/paymentstatus', '/paymenttoken', '/secure/paymenttoken']) {
        const other = await confirm(finance, code, path);
        expect(other.statusCode).toBe(404);
      }
      expect((await confirm(viewer, code)).statusCode).toBe(404);
      expect((await accessCode(viewer, { companyId: String(acme), amountInCents: '100' })).statusCode).toBe(403);
      // the agent acts for Globex: its code is theirs to confirm
      expect((await confirm(agent, code)).statusCode).not.toBe(500);
      expect(
        await count(
          sql`select count(*)::int as n from card_payments where access_code = ${code} and status = 'PENDING'`,
        ),
      ).toBeLessThanOrEqual(1);
    });
  });
});
