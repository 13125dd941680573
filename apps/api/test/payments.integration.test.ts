import { PAYMENT_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice } from './invoices.js';

const AUSTRALIA = 808;
const { acme, globex } = DEMO_COMPANIES;

/**
 * Payments (decision 0090): staff receipt with the spec's rules and messages, allocate within what the payment has
 * and what the invoices have due, unallocate, remove, auto-allocate oldest first; customers read their own balance,
 * payments and statement. A key sent a hundred times at once makes one payment.
 */
describe('payments', () => {
  let t: TestApp;
  let staff: string;
  let finance: string;
  let viewer: string;
  let globexAdmin: string;
  let seq = 1;
  let keySeq = 1;
  const key = () => `pay-test-${keySeq++}`;

  const committed = async (companyId: number, invoiceDate: string, amount: number) =>
    anInvoice(t.database.db, {
      companyId,
      status: 'COMMITTED',
      invoiceNumber: `AU-${String(seq).padStart(6, '0')}`,
      numberSeq: seq++,
      invoiceDate,
      dueDate: invoiceDate,
      lines: [{ amount }],
    });
  const dueOf = async (invoiceId: number) =>
    Number(
      (
        await queryRows<{ due: string }>(
          t.database.db,
          sql`select due_amount_cents::text as due from invoices where id = ${invoiceId}`,
        )
      )[0]!.due,
    );
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  const receiptBody = (over: Record<string, unknown> = {}) => ({
    transactionDate: '2026-11-20',
    receiptDate: '2026-11-21',
    consumerName: `Acme Networks - ${acme}`,
    amount: '1,100.00',
    supplierId: AUSTRALIA,
    currency: 'AUD',
    bank: 'ANZ',
    ...over,
  });
  const receipt = (body: Record<string, unknown>, k: string | null = key()) =>
    t.call(staff, {
      method: 'POST',
      url: '/secure/payment/receipt',
      payload: body,
      headers: k === null ? {} : { 'idempotency-key': k },
    });

  beforeAll(async () => {
    t = await createTestApp();
    // the demo paid its year of invoices but the last month or two, each payment allocated in full
    const [demo] = await queryRows<{ paid: number; open: number; unallocated: number }>(
      t.database.db,
      sql`select (select count(*)::int from payment_allocations) as paid,
            (select count(*)::int from invoices where status = 'COMMITTED' and kind = 'INVOICE'
              and due_amount_cents > 0 and invoice_date < current_date - 45) as open,
            (select count(*)::int from payment_transactions where allocatable_cents > 0) as unallocated`,
    );
    expect(demo).toEqual({ paid: expect.any(Number), open: 0, unallocated: 1 });
    expect(demo!.paid).toBeGreaterThan(10);
    for (const table of [
      'payment_allocations',
      'payment_requests',
      'payment_transactions',
      'billed_periods',
      'billed_events',
      'invoice_lines',
      'invoices',
      'invoice_numbers',
    ])
      await t.database.db.execute(sql.raw(`delete from ${table}`));
    staff = await t.login('staff.admin');
    finance = await t.login('acme.finance');
    viewer = await t.login('acme.viewer');
    globexAdmin = await t.login('partner.admin');
  });
  afterAll(() => t?.close());

  it('receipts an EFT payment with every field and all of it left to allocate', async () => {
    const res = await receipt(receiptBody({ notes: 'Bank transfer', transactionId: 'ANZ-REF-1' }));
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().data;
    expect(payment).toMatchObject({
      consumerId: acme,
      consumerName: `Acme Networks - ${acme}`,
      amount: 110_000,
      allocatableAmount: 110_000,
      paymentMethod: 'EFT',
      transactionType: 'CREDIT',
      bank: 'ANZ',
      currency: 'AUD',
      supplierId: AUSTRALIA,
      externalId: 'ANZ-REF-1',
      allocations: [],
    });
    expect(payment.receipterId).toEqual(expect.any(Number));
    // the same bank reference is receipted once
    const again = await receipt(receiptBody({ transactionId: 'ANZ-REF-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyReceipted);
  });

  it.each([
    [{ supplierId: null }, PAYMENT_MESSAGES.chooseSupplier],
    [{ supplierId: undefined }, PAYMENT_MESSAGES.chooseSupplier],
    [{ consumerName: 'Acme Networks' }, PAYMENT_MESSAGES.consumerName],
    [{ consumerName: 'Acme Networks - x12' }, PAYMENT_MESSAGES.consumerName],
    [{ amount: '1,100.001' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '21,474,836.48' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '1100,00' }, PAYMENT_MESSAGES.invalidAmount],
    [{ amount: '0' }, PAYMENT_MESSAGES.invalidAmount],
    [{ bank: 'RABO' }, PAYMENT_MESSAGES.bankNotOffered],
    [{ consumerName: 'Nobody - 999999' }, PAYMENT_MESSAGES.unknownConsumer],
  ])('refuses %o with its message and writes nothing', async (over, message) => {
    const before = await count('payment_transactions');
    const res = await receipt(receiptBody(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count('payment_transactions')).toBe(before);
  });

  it('needs an Idempotency-Key, and a key sent a hundred times at once makes one payment', async () => {
    const missing = await receipt(receiptBody(), null);
    expect(missing.statusCode).toBe(400);
    const before = await count('payment_transactions');
    const k = key();
    const answers = await Promise.all(Array.from({ length: 100 }, () => receipt(receiptBody({ amount: '5.00' }), k)));
    expect(answers.map((a) => a.statusCode).every((s) => s === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().data.transactionId)).size).toBe(1);
    expect(await count('payment_transactions')).toBe(before + 1);
    // the same key with another request is refused
    const other = await receipt(receiptBody({ amount: '6.00' }), k);
    expect(other.statusCode).toBe(422);
  });

  it('receipts and allocates across two invoices, and refuses more than the payment or an invoice has', async () => {
    const a = await committed(acme, '2026-09-01', 50_000); // 550.00 with GST
    const b = await committed(acme, '2026-10-01', 50_000);
    const res = await t.call(staff, {
      method: 'POST',
      url: '/secure/payment/receiptAndAllocate',
      headers: { 'idempotency-key': key() },
      payload: {
        receipt: receiptBody({ amount: '1,000.00' }),
        allocations: [
          { invoiceId: a.id, amountCents: 55_000 },
          { invoiceId: b.id, amountCents: 45_000 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().data.transaction;
    expect(payment.allocatableAmount).toBe(0);
    expect(payment.allocations.map((x: { debit: number; amount: number }) => [x.debit, x.amount])).toEqual([
      [a.id, 55_000],
      [b.id, 45_000],
    ]);
    expect(await dueOf(a.id)).toBe(0);
    expect(await dueOf(b.id)).toBe(10_000);

    // a second payment: 200.00, of which only 100.00 fits invoice b
    const second = (await receipt(receiptBody({ amount: '200.00' }))).json().data;
    const allocate = (shares: { invoiceId: number; amountCents: number }[], k = key()) =>
      t.call(staff, {
        method: 'POST',
        url: `/secure/payment/${second.transactionId}/allocate`,
        headers: { 'idempotency-key': k },
        payload: { allocations: shares },
      });
    const over = await allocate([{ invoiceId: b.id, amountCents: 20_000 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(PAYMENT_MESSAGES.overInvoice);
    const c = await committed(acme, '2026-11-01', 50_000);
    const tooMuch = await allocate([
      { invoiceId: b.id, amountCents: 10_000 },
      { invoiceId: c.id, amountCents: 10_001 },
    ]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(PAYMENT_MESSAGES.insufficientCredit);
    expect(await dueOf(b.id)).toBe(10_000);
    const none = await allocate([]);
    expect(none.json().message).toBe(PAYMENT_MESSAGES.unexpected);

    const globexInvoice = await committed(globex, '2026-11-01', 10_000);
    const otherCompany = await allocate([{ invoiceId: globexInvoice.id, amountCents: 1_000 }]);
    expect(otherCompany.json().message).toBe(PAYMENT_MESSAGES.otherCompany);

    const k = key();
    const good = await allocate([{ invoiceId: b.id, amountCents: 10_000 }], k);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.transaction.allocatableAmount).toBe(10_000);
    // sent again: allocated once
    const repeat = await allocate([{ invoiceId: b.id, amountCents: 10_000 }], k);
    expect(repeat.statusCode).toBe(200);
    expect(await dueOf(b.id)).toBe(0);

    // unallocate gives both back; a second time is refused
    const allocationId = good.json().data.transaction.allocations[0].allocationId;
    const back = await t.call(staff, { method: 'POST', url: `/secure/allocation/${allocationId}/unallocate` });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.allocatableAmount).toBe(20_000);
    expect(await dueOf(b.id)).toBe(10_000);
    const twice = await t.call(staff, { method: 'POST', url: `/secure/allocation/${allocationId}/unallocate` });
    expect(twice.statusCode).toBe(409);

    // a payment with allocations cannot be removed; one without can
    const removeFirst = await t.call(staff, { method: 'DELETE', url: `/secure/payment/${payment.transactionId}` });
    expect(removeFirst.statusCode).toBe(409);
    expect(removeFirst.json().message).toBe(PAYMENT_MESSAGES.allocatedPayment);
    const removed = await t.call(staff, { method: 'DELETE', url: `/secure/payment/${second.transactionId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.removed).toBe(true);
    const afterRemove = await allocate([{ invoiceId: b.id, amountCents: 1_000 }]);
    expect(afterRemove.statusCode).toBe(409);
  });

  it('auto-allocates a company, oldest invoice first, and needs a company id', async () => {
    const none = await t.call(staff, { method: 'POST', url: '/v2/autoAllocate', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PAYMENT_MESSAGES.companyIdRequired);

    const open = await t.call(staff, {
      method: 'GET',
      url: '/secure/payments/openInvoices',
      query: { companyId: String(acme) },
    });
    const before = open.json().data as { invoiceId: number; dueAmount: number; invoiceDate: string }[];
    expect(before.length).toBeGreaterThan(0);
    const dates = before.map((i) => i.invoiceDate);
    expect([...dates].sort()).toEqual(dates);
    // pays the oldest in full and part of the next, with what acme's earlier payments have left too
    const amount = before[0]!.dueAmount + 1_000;
    await receipt(receiptBody({ amount: (amount / 100).toFixed(2) }));
    const balance = await t.call(staff, { method: 'GET', url: `/v2/company/${acme}/balance/supplierId/${AUSTRALIA}` });
    let credit = balance.json().data.unallocated as number;
    const expected = before.map((i) => {
      const take = Math.min(i.dueAmount, credit);
      credit -= take;
      return i.dueAmount - take;
    });
    const res = await t.call(staff, { method: 'POST', url: '/v2/autoAllocate', payload: { companyId: acme } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dueOf(before[0]!.invoiceId)).toBe(0);
    for (const [i, invoice] of before.entries()) expect(await dueOf(invoice.invoiceId)).toBe(expected[i]);
    expect(res.json().data.allocatedCents).toBe(before.reduce((s, i, n) => s + i.dueAmount - expected[n]!, 0));
    // nothing left to spend: a second run allocates nothing
    const again = await t.call(staff, { method: 'POST', url: '/v2/autoAllocate', payload: { companyId: acme } });
    expect(again.json().data.allocations).toBe(0);
  });

  it("gives a customer its own balance, payments and statement, and nobody else's", async () => {
    const balance = await t.call(finance, {
      method: 'GET',
      url: `/v2/company/${acme}/balance/supplierId/${AUSTRALIA}`,
    });
    expect(balance.statusCode, balance.body).toBe(200);
    const b = balance.json().data;
    expect(b.balance).toBe(b.openInvoices - b.unallocated);
    const [open] = await queryRows<{ due: string }>(
      t.database.db,
      sql`select coalesce(sum(due_amount_cents), 0)::text as due from invoices
          where company_id = ${acme} and status = 'COMMITTED' and kind = 'INVOICE' and supplier_id = ${AUSTRALIA}`,
    );
    expect(b.openInvoices).toBe(Number(open?.due));

    const payments = await t.call(finance, { method: 'GET', url: `/v2/company/${acme}/payments` });
    expect(payments.statusCode).toBe(200);
    expect(payments.json().data.items.every((p: { consumerId: number }) => p.consumerId === acme)).toBe(true);
    const csv = await t.call(finance, { method: 'GET', url: `/v2/company/${acme}/payments`, query: { format: 'csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('transactionId');

    const statement = await t.call(finance, {
      method: 'GET',
      url: '/v2/stripe/statements',
      query: { companyId: String(acme), supplierId: String(AUSTRALIA), from: '2026-01-01' },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const s = statement.json().data;
    // the statement closes where the balance stands
    expect(s.closingBalance).toBe(b.balance);
    // each line's balance is the one before it with the line's debit and credit; none is before `from`
    type Line = { date: string; debit: number; credit: number; balance: number };
    const lines = s.lines as Line[];
    expect(lines.length).toBeGreaterThan(2);
    lines.reduce((before, line) => {
      expect(line.date >= '2026-01-01').toBe(true);
      expect(line.balance).toBe(before + line.debit - line.credit);
      return line.balance;
    }, s.openingBalance as number);
    // a statement from a later day opens where the earlier one stood the day before, and closes the same
    const middle = lines[Math.floor(lines.length / 2)] as Line;
    const later = await t.call(finance, {
      method: 'GET',
      url: '/v2/stripe/statements',
      query: { companyId: String(acme), supplierId: String(AUSTRALIA), from: middle.date },
    });
    const l = later.json().data;
    const before = lines.filter((line) => line.date < middle.date).at(-1)?.balance ?? s.openingBalance;
    expect(l.openingBalance).toBe(before);
    expect(l.closingBalance).toBe(s.closingBalance);
    expect(l.lines).toEqual(lines.filter((line) => line.date >= middle.date));

    for (const [token, url] of [
      [globexAdmin, `/v2/company/${acme}/balance/supplierId/${AUSTRALIA}`],
      [globexAdmin, `/v2/company/${acme}/payments`],
      [viewer, `/v2/company/${acme}/payments`],
      [finance, '/secure/payments/supplierId/808'],
    ] as const) {
      const res = await t.call(token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
    }
    const other = await t.call(globexAdmin, {
      method: 'GET',
      url: '/v2/stripe/statements',
      query: { companyId: String(acme), supplierId: String(AUSTRALIA) },
    });
    expect(other.statusCode).toBe(403);
    const receiptByCustomer = await t.call(finance, {
      method: 'POST',
      url: '/secure/payment/receipt',
      headers: { 'idempotency-key': key() },
      payload: receiptBody(),
    });
    expect(receiptByCustomer.statusCode).toBe(403);
  });

  it("tells the company's webhooks of each payment, allocation and paid invoice, in the change's transaction", async () => {
    await t.database.db.execute(sql`
      insert into webhook_endpoints (company_id, url, event_keys, secret)
      values (${acme}, 'http://127.0.0.1:9/hook',
        '{PAYMENT_RECEIVED,PAYMENT_ALLOCATED,PAYMENT_UNALLOCATED,PAYMENT_REMOVED,INVOICE_PAID}', 'whsec_test')`);
    const since = (
      await queryRows<{ id: string }>(t.database.db, sql`select coalesce(max(id), 0)::text as id from webhook_events`)
    )[0]!.id;
    const inv = await committed(acme, '2026-11-16', 1_000); // 11.00 with GST
    const res = await t.call(staff, {
      method: 'POST',
      url: '/secure/payment/receiptAndAllocate',
      headers: { 'idempotency-key': key() },
      payload: { receipt: receiptBody({ amount: '11.00' }), allocations: [{ invoiceId: inv.id, amountCents: 1_100 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const allocationId = res.json().data.transaction.allocations[0].allocationId;
    await t.call(staff, { method: 'POST', url: `/secure/allocation/${allocationId}/unallocate` });
    // a refused receipt tells nobody
    await receipt(receiptBody({ amount: 'x' }));
    const events = await queryRows<{ key: string; payload: Record<string, unknown> }>(
      t.database.db,
      sql`select key, payload from webhook_events where company_id = ${acme} and id > ${since} order by id`,
    );
    expect(events.map((e) => e.key)).toEqual([
      'PAYMENT_RECEIVED',
      'PAYMENT_ALLOCATED',
      'INVOICE_PAID',
      'PAYMENT_UNALLOCATED',
    ]);
    expect(events[0]!.payload).toMatchObject({ amount: 1_100, currency: 'AUD', paymentMethod: 'EFT' });
    expect(events[2]!.payload).toMatchObject({ invoiceId: inv.id });
  });

  it('holds the bounds in the database whatever the code asks', async () => {
    const inv = await committed(acme, '2026-11-15', 1_000);
    await expect(
      t.database.db.execute(sql`update invoices set due_amount_cents = total_cents + 1 where id = ${inv.id}`),
    ).rejects.toThrow();
    const [p] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from payment_transactions where removed_at is null and allocatable_cents > 0 limit 1`,
    );
    await expect(
      t.database.db.execute(
        sql`update payment_transactions set allocatable_cents = amount_cents + 1 where id = ${p!.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update payment_transactions set allocatable_cents = -1 where id = ${p!.id}`),
    ).rejects.toThrow();
  });
});
