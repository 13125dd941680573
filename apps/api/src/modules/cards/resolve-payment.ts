import { isoDateOf } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { ProviderResult } from '../../integrations/cards/card-provider.js';
import { type ChangeActor, inChange } from '../audit/index.js';
import * as repo from './cards.repository.js';
import { autoAllocateCompany, type PaymentToRecord, recordPayment } from './payments-port.js';

/**
 * A card payment's result recorded, once (decision 0091), in one transaction: the row is locked, and only a PENDING
 * one moves — a second confirmation of the same access code, at once or later, finds it resolved and changes
 * nothing. APPROVED: a payment records one CARD payment transaction (unique on the provider's transaction id too)
 * and the company's credit is allocated to its invoices, oldest first; a registration makes the company's active
 * card. DECLINED keeps the provider's reason. PENDING changes nothing.
 */
export async function resolveCardPayment(
  db: DbOrTx,
  who: ChangeActor,
  id: number,
  result: ProviderResult | { status: 'ERROR'; reason: string },
  now: Date,
): Promise<repo.CardPaymentRow> {
  return inChange(db, who, async ({ tx, audit }) => {
    const row = await repo.findCardPayment(tx, id, true);
    if (!row) throw new Error(`card payment ${id} vanished`);
    if (row.status !== 'PENDING') return row;
    // still pending: nothing changes (the pending check asks again; a check that writes nothing leaves no trace)
    if (result.status === 'PENDING') return row;
    const saved = await settle(tx, row, result, now);
    await repo.resolveFailures(tx, id);
    if (row.runRowId !== null)
      await repo.saveRunRow(tx, row.runRowId, {
        status: saved.status as 'APPROVED' | 'DECLINED' | 'ERROR',
        reason: saved.reason,
      });
    await audit({
      action: `card.${row.action}.${saved.status.toLowerCase()}`,
      entityType: 'cardPayment',
      entityId: row.id,
      companyId: row.companyId,
      before: { status: row.status },
      after: { status: saved.status, reason: saved.reason, paymentTransactionId: saved.paymentTransactionId },
    });
    return saved;
  });
}

async function settle(
  tx: DbOrTx,
  row: repo.CardPaymentRow,
  result: ProviderResult | { status: 'ERROR'; reason: string },
  now: Date,
): Promise<repo.CardPaymentRow> {
  const base = { resolvedAt: now, checkedAt: now, reason: result.reason };
  if (result.status !== 'APPROVED') {
    const saved = await repo.saveCardPayment(tx, row.id, { ...base, status: result.status });
    return saved ?? row;
  }
  const providerTransactionId = result.transactionId ?? `${row.reference}`;
  if (row.action === 'TokenRegistration') {
    if (result.tokenCustomerId)
      await repo.registerCard(tx, {
        companyId: row.companyId,
        tokenCustomerId: result.tokenCustomerId,
        maskedNumber: result.maskedCard ?? '************',
        expiry: result.expiry,
        cardPaymentId: row.id,
      });
    const saved = await repo.saveCardPayment(tx, row.id, {
      ...base,
      status: result.tokenCustomerId ? 'APPROVED' : 'DECLINED',
      providerTransactionId,
    });
    return saved ?? row;
  }
  const day = isoDateOf(now);
  const cardTransactionType = result.cardType ?? 'CD';
  const toRecord: PaymentToRecord = {
    companyId: row.companyId,
    supplierId: row.supplierId,
    currency: row.currency,
    amountCents: row.amountCents,
    transactionType: 'CREDIT',
    paymentMethod: 'CARD',
    cardTransactionType,
    transactionDate: day,
    receiptDate: day,
    notes: `Card payment ${row.reference}`,
    bank: null,
    receipterId: null,
    externalId: providerTransactionId,
  };
  const payment = await recordPayment(tx, toRecord);
  if (payment.created) await autoAllocateCompany(tx, row.companyId, row.supplierId);
  const saved = await repo.saveCardPayment(tx, row.id, {
    ...base,
    status: 'APPROVED',
    providerTransactionId,
    cardTransactionType,
    paymentTransactionId: payment.id,
  });
  return saved ?? row;
}
