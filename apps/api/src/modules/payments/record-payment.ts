import type { CardTransactionType, PaymentMethod, TransactionType } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { invalid } from '../../errors.js';
import { isTransactionAmount, PAYMENT_MESSAGES } from '@portico/domain';
import { emitWebhookEvent } from '../webhooks/index.js';
import * as repo from './payments.repository.js';

/** A payment to record, from staff's receipt or the card provider (decision 0090). */
export interface PaymentToRecord {
  companyId: number;
  supplierId: number;
  currency: string;
  /** signed: a CREDIT positive, a DEBIT negative */
  amountCents: number;
  transactionType: TransactionType;
  paymentMethod: PaymentMethod;
  cardTransactionType?: CardTransactionType | null;
  transactionDate: string;
  receiptDate: string;
  notes?: string | null;
  bank?: string | null;
  receipterId: number | null;
  /** the bank's or provider's reference: recorded once per payment method */
  externalId: string | null;
  /** as the receipting form names the consumer; 'Company - id' from the company's name when not given */
  consumerName?: string;
}

/**
 * Records a payment in the caller's transaction, all of it left to allocate. The same provider transaction
 * (payment method and external id) recorded again answers the first row, `created: false`: the unique index, not
 * this code, makes it once.
 */
export async function recordPayment(
  tx: DbOrTx,
  input: PaymentToRecord,
): Promise<{ id: number; created: boolean; row: repo.TransactionRow }> {
  if (!isTransactionAmount(input.amountCents, input.transactionType)) throw invalid(PAYMENT_MESSAGES.invalidAmount);
  const { row, created } = await repo.insertTransaction(tx, {
    supplierId: input.supplierId,
    companyId: input.companyId,
    consumerName: input.consumerName ?? `Company - ${input.companyId}`,
    transactionType: input.transactionType,
    paymentMethod: input.paymentMethod,
    cardTransactionType: input.cardTransactionType ?? null,
    bank: input.bank ?? null,
    currency: input.currency,
    amountCents: input.amountCents,
    allocatableCents: input.amountCents,
    transactionDate: input.transactionDate,
    receiptDate: input.receiptDate,
    notes: input.notes ?? null,
    receipterId: input.receipterId,
    externalId: input.externalId,
  });
  if (created)
    await emitWebhookEvent(tx, {
      companyId: row.companyId,
      key: 'PAYMENT_RECEIVED',
      payload: {
        transactionId: row.id,
        supplierId: row.supplierId,
        transactionType: row.transactionType,
        paymentMethod: row.paymentMethod,
        amount: row.amountCents,
        currency: row.currency,
        transactionDate: row.transactionDate,
      },
    });
  return { id: row.id, created, row };
}
