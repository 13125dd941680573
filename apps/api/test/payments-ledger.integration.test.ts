import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice } from './invoices.js';

const { acme } = DEMO_COMPANIES;

/**
 * The ledger under any sequence of receipts, allocations and unallocations through the HTTP layer, and under
 * allocations racing for one invoice (decision 0090): every payment's allocated part is what its live allocations
 * add up to and never more than it, every invoice's paid part likewise, and what payments spent is what invoices
 * were paid.
 */
describe('the payments ledger', () => {
  let t: TestApp;
  let staff: string;
  let keys = 0;
  let seq = 900_000;

  const receipt = async (cents: number) => {
    const res = await t.call(staff, {
      method: 'POST',
      url: '/secure/payment/receipt',
      headers: { 'idempotency-key': `ledger-${keys++}` },
      payload: {
        transactionDate: '2026-11-20',
        receiptDate: '2026-11-20',
        consumerName: `Acme - ${acme}`,
        amount: (cents / 100).toFixed(2),
        supplierId: 808,
        currency: 'AUD',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.transactionId as number;
  };
  const invoice = async (net: number) =>
    (
      await anInvoice(t.database.db, {
        companyId: acme,
        status: 'COMMITTED',
        invoiceNumber: `AU-L${seq}`,
        numberSeq: seq++,
        invoiceDate: '2026-11-01',
        lines: [{ amount: net }],
      })
    ).id;

  /** Every bound and the balance of the ledger, read from the tables. */
  const checkLedger = async (payments: readonly number[], invoices: readonly number[]) => {
    const txRows = await queryRows<{ id: number; amount: string; allocatable: string; live: string }>(
      t.database.db,
      sql`select t.id, t.amount_cents::text as amount, t.allocatable_cents::text as allocatable,
            coalesce((select sum(amount_cents) from payment_allocations a
                      where a.transaction_id = t.id and a.reversed_at is null), 0)::text as live
          from payment_transactions t where t.id = any(${sql.param([...payments])}::int[])`,
    );
    for (const r of txRows) {
      const allocated = Number(r.amount) - Number(r.allocatable);
      expect(Number(r.allocatable)).toBeGreaterThanOrEqual(0);
      expect(allocated).toBeLessThanOrEqual(Number(r.amount));
      expect(allocated).toBe(Number(r.live));
    }
    const invRows = await queryRows<{ total: string; due: string; live: string }>(
      t.database.db,
      sql`select total_cents::text as total, due_amount_cents::text as due,
            coalesce((select sum(amount_cents) from payment_allocations a
                      where a.invoice_id = i.id and a.reversed_at is null), 0)::text as live
          from invoices i where i.id = any(${sql.param([...invoices])}::int[])`,
    );
    for (const r of invRows) {
      expect(Number(r.due)).toBeGreaterThanOrEqual(0);
      expect(Number(r.total) - Number(r.due)).toBe(Number(r.live));
    }
    const spent = txRows.reduce((s, r) => s + Number(r.amount) - Number(r.allocatable), 0);
    const paid = invRows.reduce((s, r) => s + Number(r.total) - Number(r.due), 0);
    expect(spent).toBe(paid);
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('staff.admin');
  });
  afterAll(() => t?.close());

  it('stays within every payment and invoice and balanced, whatever is asked', async () => {
    type Op =
      | { kind: 'receipt'; cents: number }
      | { kind: 'allocate'; payment: number; invoice: number; cents: number }
      | { kind: 'unallocate'; index: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('receipt' as const), cents: fc.integer({ min: 1, max: 40_000 }) }),
      fc.record({
        kind: fc.constant('allocate' as const),
        payment: fc.nat(6),
        invoice: fc.nat(2),
        cents: fc.integer({ min: 1, max: 40_000 }),
      }),
      fc.record({ kind: fc.constant('unallocate' as const), index: fc.nat(10) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const invoices = [await invoice(10_000), await invoice(25_000), await invoice(3_000)];
        const payments: number[] = [];
        const allocations: number[] = [];
        for (const o of ops) {
          if (o.kind === 'receipt') payments.push(await receipt(o.cents));
          else if (o.kind === 'allocate') {
            const payment = payments[o.payment];
            if (payment === undefined) continue;
            const res = await t.call(staff, {
              method: 'POST',
              url: `/secure/payment/${payment}/allocate`,
              headers: { 'idempotency-key': `ledger-${keys++}` },
              payload: { allocations: [{ invoiceId: invoices[o.invoice]!, amountCents: o.cents }] },
            });
            // refused (past a bound) or done, never anything else
            expect([200, 400], res.body).toContain(res.statusCode);
            if (res.statusCode === 200)
              for (const a of res.json().data.transaction.allocations as { allocationId: number }[])
                if (!allocations.includes(a.allocationId)) allocations.push(a.allocationId);
          } else {
            const id = allocations[o.index];
            if (id === undefined) continue;
            const res = await t.call(staff, { method: 'POST', url: `/secure/allocation/${id}/unallocate` });
            expect([200, 409], res.body).toContain(res.statusCode);
          }
          await checkLedger(payments, invoices);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('lets allocations racing for one invoice pay it once', async () => {
    const target = await invoice(5_000); // 55.00 due with GST
    const payments = await Promise.all(Array.from({ length: 10 }, () => receipt(1_000)));
    const answers = await Promise.all(
      payments.map((payment) =>
        t.call(staff, {
          method: 'POST',
          url: `/secure/payment/${payment}/allocate`,
          headers: { 'idempotency-key': `ledger-${keys++}` },
          payload: { allocations: [{ invoiceId: target, amountCents: 1_000 }] },
        }),
      ),
    );
    const done = answers.filter((a) => a.statusCode === 200).length;
    expect(done).toBe(5);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 400 || a.statusCode === 409)).toBe(true);
    await checkLedger(payments, [target]);
    const [row] = await queryRows<{ due: string }>(
      t.database.db,
      sql`select due_amount_cents::text as due from invoices where id = ${target}`,
    );
    expect(Number(row!.due)).toBe(500);
  });
});
