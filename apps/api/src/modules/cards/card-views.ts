import type { CardFailure, CardPayment, CardRun, CardRunRow, RegisteredCard } from '@portico/contract';
import type { CardAction, CardPaymentStatus } from '@portico/domain';
import type * as repo from './cards.repository.js';

const ms = (d: Date | null) => (d === null ? null : d.getTime());

export function cardPaymentView(row: repo.CardPaymentRow): CardPayment {
  return {
    id: row.id,
    companyId: row.companyId,
    supplierId: row.supplierId,
    action: (row.action === 'TokenRegistration' ? 'TokenRegistration' : 'ProcessPayment') as CardAction,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as CardPaymentStatus,
    reason: row.reason,
    providerTransactionId: row.providerTransactionId,
    cardTransactionType: row.cardTransactionType,
    paymentTransactionId: row.paymentTransactionId,
    createdAt: row.createdAt.getTime(),
    resolvedAt: ms(row.resolvedAt),
  };
}

export function registeredCardView(row: repo.RegisteredCardRow): RegisteredCard {
  return {
    id: row.id,
    companyId: row.companyId,
    maskedNumber: row.maskedNumber,
    expiry: row.expiry,
    active: row.active,
    createdAt: row.createdAt.getTime(),
  };
}

export function runView(row: repo.CardRunRow): CardRun {
  return {
    id: row.id,
    kind: row.kind as CardRun['kind'],
    supplierId: row.supplierId,
    status: row.status as CardRun['status'],
    fileName: row.fileName,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    approved: row.approved,
    declined: row.declined,
    approvedCents: row.approvedCents,
    omitted: row.omitted as CardRun['omitted'],
    createdAt: row.createdAt.getTime(),
    finishedAt: ms(row.finishedAt),
  };
}

export function runRowView(row: repo.CardRunRowRow): CardRunRow {
  return {
    id: row.id,
    line: row.line,
    companyId: row.companyId,
    companyName: row.companyName,
    amountCents: row.amountCents,
    description: row.description,
    status: row.status as CardRunRow['status'],
    reason: row.reason,
    cardPaymentId: row.cardPaymentId,
  };
}

export function failureView(row: {
  id: number;
  operation: string;
  companyId: number | null;
  accessCode: string | null;
  message: string;
  resolvedAt: Date | null;
  createdAt: Date;
}): CardFailure {
  return {
    id: row.id,
    operation: row.operation,
    companyId: row.companyId,
    accessCode: row.accessCode,
    message: row.message,
    resolved: row.resolvedAt !== null,
    createdAt: row.createdAt.getTime(),
  };
}
