import type { PaymentTransactionDetail } from '@portico/contract';
import { PAYMENT_MESSAGES } from '@portico/domain';
import type { ChangeContext } from '../../http/context.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { inChange } from '../audit/index.js';
import { applyInvoicePayments } from '../billing/index.js';
import { type AllocationShare, allocateIn, autoAllocateCompany } from './allocate.js';
import type { PaymentsDeps } from './payments-deps.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import * as repo from './payments.repository.js';
import { transactionDetail } from './payments-view.js';
import { claimKey } from './receipt.js';

/** Allocates a receipted payment to invoices (customer portal §5), once per Idempotency-Key. */
export async function allocatePayment(
  deps: PaymentsDeps,
  who: ChangeContext,
  transactionId: number,
  shares: readonly AllocationShare[],
  key: string,
): Promise<{ detail: PaymentTransactionDetail; allocations: number; allocatedCents: number }> {
  const outcome = await inChange(deps.db, who, async (change) => {
    const payment = await repo.findTransaction(change.tx, transactionId, { lock: true });
    if (!payment) throw invalid(PAYMENT_MESSAGES.selectPayment);
    const claim = await claimKey(change, who, 'payments.allocate', key, { transactionId, shares });
    if (claim.first !== null) return { allocations: 0, allocatedCents: 0 };
    const done = await allocateIn(change.tx, payment, shares, who.actor.personId);
    await claim.settle(payment.id);
    await change.audit({
      action: 'payment.allocate',
      entityType: 'paymentTransaction',
      entityId: payment.id,
      companyId: payment.companyId,
      after: { shares },
    });
    return done;
  });
  return { detail: await transactionDetail(deps.db, transactionId), ...outcome };
}

/**
 * Reverses an allocation: the payment gets its share back to allocate and the invoice its due amount, in one
 * transaction; the allocation stays, marked reversed, for the books.
 */
export async function unallocate(
  deps: PaymentsDeps,
  who: ChangeContext,
  allocationId: number,
): Promise<PaymentTransactionDetail> {
  const transactionId = await inChange(deps.db, who, async (change) => {
    const allocation = await repo.findLiveAllocation(change.tx, allocationId);
    if (!allocation) throw notFound();
    if (allocation.reversedAt) throw new AppError('conflict', PAYMENT_MESSAGES.allocationReversed);
    const back = [
      {
        transactionId: allocation.transactionId,
        invoiceId: allocation.invoiceId,
        amountCents: -allocation.amountCents,
      },
    ];
    await repo.findTransaction(change.tx, allocation.transactionId, { lock: true });
    await repo.reverseAllocationRow(change.tx, allocation.id, who.actor.personId);
    await repo.spendAllocatable(change.tx, back);
    await applyInvoicePayments(change.tx, back);
    await emitWebhookEvent(change.tx, {
      companyId: allocation.companyId,
      key: 'PAYMENT_UNALLOCATED',
      payload: {
        transactionId: allocation.transactionId,
        invoiceId: allocation.invoiceId,
        amount: allocation.amountCents,
      },
    });
    await change.audit({
      action: 'payment.unallocate',
      entityType: 'paymentAllocation',
      entityId: allocation.id,
      companyId: allocation.companyId,
      before: { invoiceId: allocation.invoiceId, amountCents: allocation.amountCents },
    });
    return allocation.transactionId;
  });
  return transactionDetail(deps.db, transactionId);
}

/** Removes a payment receipted in error: only one with nothing allocated (unallocate first). */
export async function removePayment(
  deps: PaymentsDeps,
  who: ChangeContext,
  transactionId: number,
): Promise<PaymentTransactionDetail> {
  await inChange(deps.db, who, async (change) => {
    const payment = await repo.findTransaction(change.tx, transactionId, { lock: true });
    if (!payment) throw notFound();
    if (payment.removedAt) throw new AppError('conflict', PAYMENT_MESSAGES.removedPayment);
    if (await repo.hasLiveAllocations(change.tx, payment.id))
      throw new AppError('conflict', PAYMENT_MESSAGES.allocatedPayment);
    await repo.markRemoved(change.tx, payment.id, who.actor.personId);
    await emitWebhookEvent(change.tx, {
      companyId: payment.companyId,
      key: 'PAYMENT_REMOVED',
      payload: { transactionId: payment.id, amount: payment.amountCents, currency: payment.currency },
    });
    await change.audit({
      action: 'payment.remove',
      entityType: 'paymentTransaction',
      entityId: payment.id,
      companyId: payment.companyId,
      before: { amountCents: payment.amountCents, currency: payment.currency },
    });
  });
  return transactionDetail(deps.db, transactionId);
}

/** POST /v2/autoAllocate (admin console): a company id is required ('Company ID is required'). */
export async function autoAllocate(
  deps: PaymentsDeps,
  who: ChangeContext,
  companyId: number | null | undefined,
  supplierId: number | null,
): Promise<{ companyId: number; allocations: number; allocatedCents: number }> {
  if (!companyId) throw invalid(PAYMENT_MESSAGES.companyIdRequired);
  const done = await inChange(deps.db, who, async (change) => {
    const result = await autoAllocateCompany(change.tx, companyId, supplierId, who.actor.personId);
    if (result.allocations > 0)
      await change.audit({
        action: 'payment.autoAllocate',
        entityType: 'company',
        entityId: companyId,
        companyId,
        after: result,
      });
    return result;
  });
  return { companyId, ...done };
}
