import type { PaymentTransactionDetail, ReceiptInput } from '@portico/contract';
import { bankOptions, consumerCompanyId, PAYMENT_MESSAGES, signedAmountCents, supplierById } from '@portico/domain';
import type { ChangeContext } from '../../http/context.js';
import { requestHash } from '../../http/idempotency.js';
import { AppError, invalid } from '../../errors.js';
import { type Change, inChange } from '../audit/index.js';
import { findCompany } from '../companies/index.js';
import { allocateIn, type AllocationShare } from './allocate.js';
import type { PaymentsDeps } from './payments-deps.js';
import * as repo from './payments.repository.js';
import { transactionDetail } from './payments-view.js';
import { recordPayment } from './record-payment.js';

/**
 * Claims the request's Idempotency-Key (decision 0090) in the change's transaction: the transaction the key already
 * made when it was used for the same request (so a retry, or a hundred at once, answers one payment), a 422 when
 * it was used for another, or null when this request is the first and goes on, settling the key with `settle`.
 */
export async function claimKey(
  { tx }: Change,
  who: ChangeContext,
  kind: string,
  key: string,
  body: unknown,
): Promise<{ first: number | null; settle: (transactionId: number) => Promise<void> }> {
  const hash = requestHash(kind, body);
  const companyId = who.actor.companyId;
  const claimed = await repo.claimPaymentRequest(tx, { companyId, idempotencyKey: key, requestHash: hash, kind });
  if (claimed === null) {
    const first = await repo.findPaymentRequest(tx, companyId, key);
    if (first?.requestHash !== hash || first.transactionId === null)
      throw new AppError('idempotency_mismatch', PAYMENT_MESSAGES.idempotencyKeyReused);
    return { first: first.transactionId, settle: async () => {} };
  }
  return { first: null, settle: (transactionId) => repo.settlePaymentRequest(tx, claimed, transactionId) };
}

/**
 * Staff's receipt (customer portal §5 "Admin receipt"): the consumer named 'Company - {id}' of a company that
 * exists, a supplier, a bank the supplier holds in the currency, an amount by the amount rule (signed by the
 * transaction type). Optionally allocated at once (receipt and allocate) in the same transaction.
 */
export async function receiptPayment(
  deps: PaymentsDeps,
  who: ChangeContext,
  input: ReceiptInput,
  key: string,
  shares: readonly AllocationShare[] | null = null,
): Promise<{ detail: PaymentTransactionDetail; allocations: number; allocatedCents: number }> {
  const supplierId = input.supplierId ?? null;
  if (supplierId === null || !supplierById(supplierId)) throw invalid(PAYMENT_MESSAGES.chooseSupplier);
  const companyId = consumerCompanyId(input.consumerName);
  if (companyId === null) throw invalid(PAYMENT_MESSAGES.consumerName);
  const amountCents = signedAmountCents(input.amount, input.transactionType);
  if (amountCents === null) throw invalid(PAYMENT_MESSAGES.invalidAmount);
  if (input.bank && !bankOptions(supplierId, input.currency).includes(input.bank))
    throw invalid(PAYMENT_MESSAGES.bankNotOffered);

  const outcome = await inChange(deps.db, who, async (change) => {
    const { tx } = change;
    const kind = shares ? 'payments.receiptAndAllocate' : 'payments.receipt';
    const claim = await claimKey(change, who, kind, key, { input, shares });
    if (claim.first !== null) return { id: claim.first, allocations: 0, allocatedCents: 0 };
    if (!(await findCompany(tx, companyId))) throw invalid(PAYMENT_MESSAGES.unknownConsumer);
    const { row, created } = await recordPayment(tx, {
      companyId,
      supplierId,
      currency: input.currency,
      amountCents,
      transactionType: input.transactionType,
      paymentMethod: input.paymentMethod,
      transactionDate: input.transactionDate,
      receiptDate: input.receiptDate,
      notes: input.notes ?? null,
      bank: input.bank ?? null,
      receipterId: who.actor.personId,
      externalId: input.transactionId ?? null,
      consumerName: input.consumerName,
    });
    if (!created) throw new AppError('conflict', PAYMENT_MESSAGES.alreadyReceipted);
    const allocated = shares
      ? await allocateIn(tx, row, shares, who.actor.personId)
      : { allocations: 0, allocatedCents: 0 };
    await claim.settle(row.id);
    await change.audit({
      action: 'payment.receipt',
      entityType: 'paymentTransaction',
      entityId: row.id,
      companyId,
      after: { amountCents, currency: input.currency, supplierId, allocated: allocated.allocatedCents },
    });
    return { id: row.id, ...allocated };
  });
  const detail = await transactionDetail(deps.db, outcome.id);
  return { detail, allocations: outcome.allocations, allocatedCents: outcome.allocatedCents };
}
