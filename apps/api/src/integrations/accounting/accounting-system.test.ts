import { describe, expect, it } from 'vitest';
import { AccountingError, createAccountingSimulator } from './accounting-system.js';

const live = () => ({ signal: new AbortController().signal });
const invoice = (reference: string, companyId = 1) => ({
  reference,
  kind: 'INVOICE' as const,
  companyId,
  contactName: 'Acme',
  number: 'AU-1',
  date: '2026-11-01',
  dueDate: '2026-12-01',
  currency: 'AUD',
  netCents: 10_000,
  taxCents: 1_000,
  totalCents: 11_000,
});

describe('the accounting simulator', () => {
  it('books a reference once: a second post answers the first id', async () => {
    const system = createAccountingSimulator();
    const first = await system.postInvoice(invoice('INV-1'), live());
    const again = await system.postInvoice(invoice('INV-1'), live());
    expect(again).toEqual(first);
    expect(system.posted()).toBe(1);
    expect(system.externalIdOf('INV-1')).toBe(first.externalId);
  });

  it('keeps debits equal to credits across invoices, payments, allocations and reversals', async () => {
    const system = createAccountingSimulator();
    await system.postInvoice(invoice('INV-1'), live());
    await system.postPayment(
      { reference: 'PAY-1', companyId: 1, currency: 'AUD', amountCents: 11_000, date: '2026-11-02' },
      live(),
    );
    const allocation = {
      reference: 'ALLOC-1',
      companyId: 1,
      paymentReference: 'PAY-1',
      invoiceReference: 'INV-1',
      currency: 'AUD',
      amountCents: 11_000,
    };
    await system.postAllocation(allocation, live());
    await system.postAllocation({ ...allocation, reference: 'ALLOC-1-REV', reverses: 'ALLOC-1' }, live());
    expect(system.posted()).toBe(4);
    expect(system.isBalanced()).toBe(true);
  });

  it('refuses an allocation of a payment it never booked', async () => {
    const system = createAccountingSimulator();
    await system.postInvoice(invoice('INV-1'), live());
    await expect(
      system.postAllocation(
        {
          reference: 'ALLOC-2',
          companyId: 1,
          paymentReference: 'PAY-9',
          invoiceReference: 'INV-1',
          currency: 'AUD',
          amountCents: 5,
        },
        live(),
      ),
    ).rejects.toThrow(new AccountingError('Payment PAY-9 has not been posted'));
  });

  it("fails one company's posts with the words it is given, or hangs until the caller aborts", async () => {
    const system = createAccountingSimulator();
    system.fail({ companyId: 2, mode: 'error', message: 'Contact archived' });
    await expect(system.postInvoice(invoice('INV-2', 2), live())).rejects.toThrow('Contact archived');
    await expect(system.postInvoice(invoice('INV-3', 3), live())).resolves.toEqual({ externalId: expect.any(String) });
    system.fail({ companyId: null, mode: 'hang', message: 'unused' });
    await expect(system.postInvoice(invoice('INV-4'), { signal: AbortSignal.timeout(20) })).rejects.toThrow();
    system.recover();
    await expect(system.postInvoice(invoice('INV-4'), live())).resolves.toEqual({ externalId: expect.any(String) });
  });
});
