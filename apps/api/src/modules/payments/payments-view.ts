import type { PaymentAllocation, PaymentTransaction, PaymentTransactionDetail } from '@portico/contract';
import type { CardTransactionType, Currency, PaymentMethod, TransactionType } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../errors.js';
import * as repo from './payments.repository.js';

/** A transaction as the API answers it (customer portal §3: every field of the transaction). */
export function transactionView(row: repo.TransactionRow): PaymentTransaction {
  return {
    transactionId: row.id,
    transactionDate: row.transactionDate,
    receiptDate: row.receiptDate,
    consumerId: row.companyId,
    consumerName: row.consumerName,
    amount: row.amountCents,
    notes: row.notes,
    paymentMethod: row.paymentMethod as PaymentMethod,
    cardTransactionType: row.cardTransactionType as CardTransactionType | null,
    bank: row.bank,
    supplierId: row.supplierId,
    transactionType: row.transactionType as TransactionType,
    receipterId: row.receipterId,
    currency: row.currency as Currency,
    allocatableAmount: row.allocatableCents,
    externalId: row.externalId,
    removed: row.removedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An allocation (§3: credit, debit, currency, amount, description). */
export function allocationView(row: repo.AllocationRow): PaymentAllocation {
  return {
    allocationId: row.id,
    credit: row.transactionId,
    debit: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    currency: row.currency as Currency,
    amount: row.amountCents,
    description: row.description,
    allocatedAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
  };
}

/** One transaction with its allocations; 404 when there is none (or, given `companyId`, none of that company). */
export async function transactionDetail(db: DbOrTx, id: number, companyId?: number): Promise<PaymentTransactionDetail> {
  const row = await repo.findTransaction(db, id, { companyId });
  if (!row) throw notFound();
  const allocations = await repo.allocationsOf(db, [row.id]);
  return { ...transactionView(row), allocations: allocations.map(allocationView) };
}
