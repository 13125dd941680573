import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationRefusal,
  allocationState,
  bankOptions,
  consumerCompanyId,
  consumerLabel,
  type OpenInvoice,
  PAYMENT_BANKS,
  PAYMENT_MESSAGES,
  planAutoAllocation,
  receiptCurrencies,
  signedAmountCents,
} from './payments.js';
import { SUPPLIERS } from './markets.js';

describe('the amount rule, signed by the transaction type', () => {
  // vectors in the shape money-format test suites publish: grouping commas, up to two decimals, the integer limit
  it.each([
    ['1', 100],
    ['1.5', 150],
    ['1.05', 105],
    ['1,234.56', 123_456],
    ['1,234,567.89', 123_456_789],
    ['21,474,836.47', 2_147_483_647],
    ['21474836.47', 2_147_483_647],
    ['0.01', 1],
  ])('reads %s as %i cents of a credit', (text, cents) => {
    expect(signedAmountCents(text, 'CREDIT')).toBe(cents);
    expect(signedAmountCents(text, 'DEBIT')).toBe(-cents);
  });
  it.each(['', '0', '0.00', '1.234', '1,23', '12,34.00', '1 234', '$1', '21,474,836.48', '1e3', '.5', 'abc', '1.2.3'])(
    'refuses %j',
    (text) => expect(signedAmountCents(text, 'CREDIT')).toBeNull(),
  );
});

describe('the consumer name', () => {
  it("ends with ' - {companyId}'", () => {
    expect(consumerCompanyId(consumerLabel('Acme Networks - Sydney', 2002))).toBe(2002);
    expect(consumerCompanyId('Acme - 12')).toBe(12);
    for (const bad of ['Acme', 'Acme -12', 'Acme - ', 'Acme - x', 'Acme - 0', 'Acme - 12 ', 'Acme-12'])
      expect(consumerCompanyId(bad), bad).toBeNull();
  });
});

describe('banks by supplier and currency', () => {
  it('offers each market the banks it holds in its own currency, and nothing for a pair it does not hold', () => {
    expect(bankOptions(808, 'AUD')).toEqual(['ANZ', 'CBA']);
    expect(bankOptions(1558, 'USD')).toEqual(['BMO']);
    expect(bankOptions(2685, 'EUR')).toEqual(['RABO']);
    expect(bankOptions(4515, 'EUR')).toEqual(['COMMERZ']);
    expect(bankOptions(2681, 'SEK')).toEqual(['HANDELS']);
    expect(bankOptions(2683, 'EUR')).toEqual(['AIB']);
    expect(bankOptions(808, 'EUR')).toEqual([]);
    expect(bankOptions(1, 'AUD')).toEqual([]);
  });
  it('gives every supplier a bank in its own currency, and uses every bank of the spec', () => {
    const used = new Set<string>();
    for (const s of SUPPLIERS) {
      expect(bankOptions(s.supplierId, s.currency).length, s.market).toBeGreaterThan(0);
      expect(receiptCurrencies(s.supplierId)[0]).toBe(s.currency);
      for (const c of receiptCurrencies(s.supplierId)) bankOptions(s.supplierId, c).forEach((b) => used.add(b));
    }
    expect([...used].sort()).toEqual([...PAYMENT_BANKS].sort());
  });
});

describe('allocation', () => {
  const invoices = new Map<number, OpenInvoice>([
    [1, { invoiceId: 1, dueCents: 5_000, totalCents: 5_000 }],
    [2, { invoiceId: 2, dueCents: 1_000, totalCents: 3_000 }],
  ]);
  const credit = { transactionType: 'CREDIT' as const, allocatableCents: 5_500 };

  it('needs a payment, something to allocate and the right sign', () => {
    expect(allocationRefusal(null, [{ invoiceId: 1, amountCents: 1 }], invoices)).toBe(PAYMENT_MESSAGES.selectPayment);
    expect(allocationRefusal(credit, [], invoices)).toBe(PAYMENT_MESSAGES.unexpected);
    expect(allocationRefusal({ ...credit, allocatableCents: 0 }, [{ invoiceId: 1, amountCents: 1 }], invoices)).toBe(
      PAYMENT_MESSAGES.insufficientCredit,
    );
    expect(allocationRefusal(credit, [{ invoiceId: 1, amountCents: -1 }], invoices)).toBe(
      PAYMENT_MESSAGES.insufficientCredit,
    );
    // a debit needs a negative allocatable amount
    expect(
      allocationRefusal(
        { transactionType: 'DEBIT', allocatableCents: 100 },
        [{ invoiceId: 2, amountCents: -1 }],
        invoices,
      ),
    ).toBe(PAYMENT_MESSAGES.insufficientCredit);
  });
  it('never passes the payment nor an invoice', () => {
    expect(
      allocationRefusal(
        credit,
        [
          { invoiceId: 1, amountCents: 5_000 },
          { invoiceId: 2, amountCents: 1_000 },
        ],
        invoices,
      ),
    ).toBe(PAYMENT_MESSAGES.insufficientCredit);
    expect(allocationRefusal(credit, [{ invoiceId: 2, amountCents: 1_001 }], invoices)).toBe(
      PAYMENT_MESSAGES.overInvoice,
    );
    expect(allocationRefusal(credit, [{ invoiceId: 3, amountCents: 1 }], invoices)).toBe(
      PAYMENT_MESSAGES.invoiceNotOpen,
    );
    expect(
      allocationRefusal(
        credit,
        [
          { invoiceId: 1, amountCents: 4_500 },
          { invoiceId: 2, amountCents: 1_000 },
        ],
        invoices,
      ),
    ).toBeNull();
    // a debit puts back at most what was paid of the invoice
    const debit = { transactionType: 'DEBIT' as const, allocatableCents: -5_000 };
    expect(allocationRefusal(debit, [{ invoiceId: 2, amountCents: -2_000 }], invoices)).toBeNull();
    expect(allocationRefusal(debit, [{ invoiceId: 2, amountCents: -2_001 }], invoices)).toBe(
      PAYMENT_MESSAGES.overInvoice,
    );
  });
  it('says how much of a payment is allocated', () => {
    expect(allocationState(100, 100)).toBe('UNALLOCATED');
    expect(allocationState(100, 40)).toBe('PART');
    expect(allocationState(100, 0)).toBe('ALLOCATED');
  });

  it('auto-allocates oldest first, within every credit and invoice, as far as either goes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 12 }),
        (creditAmounts, dueAmounts) => {
          const credits = creditAmounts.map((a, i) => ({ transactionId: i + 1, allocatableCents: a }));
          const open = dueAmounts.map((d, i) => ({ invoiceId: 100 + i, dueCents: d, totalCents: d }));
          const plan = planAutoAllocation(credits, open);
          const spent = new Map<number, number>();
          const paid = new Map<number, number>();
          for (const p of plan) {
            expect(p.amountCents).toBeGreaterThan(0);
            spent.set(p.transactionId, (spent.get(p.transactionId) ?? 0) + p.amountCents);
            paid.set(p.invoiceId, (paid.get(p.invoiceId) ?? 0) + p.amountCents);
          }
          for (const c of credits) expect(spent.get(c.transactionId) ?? 0).toBeLessThanOrEqual(c.allocatableCents);
          for (const i of open) expect(paid.get(i.invoiceId) ?? 0).toBeLessThanOrEqual(i.dueCents);
          const total = plan.reduce((s, p) => s + p.amountCents, 0);
          const credit = creditAmounts.reduce((s, a) => s + a, 0);
          const due = dueAmounts.reduce((s, a) => s + a, 0);
          expect(total).toBe(Math.min(credit, due));
          // oldest first: an invoice is paid only once every older one is paid in full
          let partSeen = false;
          for (const i of open) {
            const p = paid.get(i.invoiceId) ?? 0;
            if (partSeen) expect(p).toBe(0);
            if (p < i.dueCents) partSeen = true;
          }
        },
      ),
    );
  });

  it('keeps every allocation within its receipt and invoice and the ledger balanced, whatever is asked', () => {
    type Op =
      | { kind: 'receipt'; amount: number }
      | { kind: 'allocate'; payment: number; invoice: number; amount: number }
      | { kind: 'unallocate'; index: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('receipt' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({
        kind: fc.constant('allocate' as const),
        payment: fc.nat(10),
        invoice: fc.nat(4),
        amount: fc.integer({ min: -10, max: 60_000 }),
      }),
      fc.record({ kind: fc.constant('unallocate' as const), index: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const totals = [10_000, 25_000, 3_000, 40_000, 1];
        const due = [...totals];
        const payments: { amount: number; allocatable: number }[] = [];
        const allocations: { payment: number; invoice: number; amount: number; live: boolean }[] = [];
        for (const o of ops) {
          if (o.kind === 'receipt') payments.push({ amount: o.amount, allocatable: o.amount });
          else if (o.kind === 'allocate') {
            const p = payments[o.payment];
            const refusal = allocationRefusal(
              p ? { transactionType: 'CREDIT', allocatableCents: p.allocatable } : null,
              [{ invoiceId: o.invoice, amountCents: o.amount }],
              new Map([
                [o.invoice, { invoiceId: o.invoice, dueCents: due[o.invoice]!, totalCents: totals[o.invoice]! }],
              ]),
            );
            if (refusal === null && p) {
              p.allocatable -= o.amount;
              due[o.invoice] = due[o.invoice]! - o.amount;
              allocations.push({ payment: o.payment, invoice: o.invoice, amount: o.amount, live: true });
            }
          } else {
            const a = allocations[o.index];
            if (a?.live) {
              a.live = false;
              payments[a.payment]!.allocatable += a.amount;
              due[a.invoice] = due[a.invoice]! + a.amount;
            }
          }
          // the bounds the database holds, and the ledger: what payments spent is what invoices were paid
          for (const p of payments) expect(p.allocatable).toBeGreaterThanOrEqual(0);
          for (const p of payments) expect(p.allocatable).toBeLessThanOrEqual(p.amount);
          due.forEach((d, i) => {
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(totals[i]!);
          });
          const spent = payments.reduce((s, p) => s + p.amount - p.allocatable, 0);
          const paid = totals.reduce((s, t, i) => s + t - due[i]!, 0);
          const live = allocations.filter((a) => a.live).reduce((s, a) => s + a.amount, 0);
          expect(spent).toBe(paid);
          expect(live).toBe(paid);
        }
      }),
    );
  });
});
