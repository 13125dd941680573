import {
  allocationRefusal,
  type AllocationRequest,
  type OpenInvoice,
  PAYMENT_MESSAGES,
  planAutoAllocation,
  type PlannedAllocation,
  type TransactionType,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { isCheckViolation } from '../../db/sql-text.js';
import { AppError, invalid } from '../../errors.js';
import { applyInvoicePayments, lockPayableInvoices, openInvoicesOf } from '../billing/index.js';
import { emitWebhookEvents } from '../webhooks/index.js';
import * as repo from './payments.repository.js';

/** An allocation's share with its words, as the request gives it. */
export interface AllocationShare extends AllocationRequest {
  description?: string;
}

/**
 * The events an allocation gives the company's webhooks (decision 0093), in its transaction: each payment's
 * allocations, and each invoice it paid off.
 */
async function allocationEvents(
  tx: DbOrTx,
  companyId: number,
  shares: readonly { transactionId: number; invoiceId: number; amountCents: number }[],
  moved: readonly { invoiceId: number; dueCents: number }[],
  currency: string,
): Promise<void> {
  const byPayment = new Map<number, { invoiceId: number; amount: number }[]>();
  for (const s of shares) {
    const list = byPayment.get(s.transactionId) ?? [];
    list.push({ invoiceId: s.invoiceId, amount: s.amountCents });
    byPayment.set(s.transactionId, list);
  }
  await emitWebhookEvents(tx, [
    ...[...byPayment].map(([transactionId, allocations]) => ({
      companyId,
      key: 'PAYMENT_ALLOCATED' as const,
      payload: { transactionId, currency, allocations },
    })),
    ...moved
      .filter((m) => m.dueCents === 0)
      .map((m) => ({ companyId, key: 'INVOICE_PAID' as const, payload: { invoiceId: m.invoiceId, currency } })),
  ]);
}

/**
 * Runs a step that moves allocatable and due amounts: the database's checks are the last word on both bounds
 * (decision 0090), so a share that slipped past the rule (two allocations at once) refuses the whole change.
 */
async function withinBounds<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isCheckViolation(error)) throw new AppError('conflict', PAYMENT_MESSAGES.insufficientCredit);
    throw error;
  }
}

/**
 * Allocates a locked transaction to invoices of its company in the caller's transaction (customer portal §5): the
 * invoices are locked in id order, the domain's rule refuses what would pass the payment's allocatable amount or an
 * invoice's due amount, and the allocations, the payment's allocatable and the invoices' due amounts move together.
 */
export async function allocateIn(
  tx: DbOrTx,
  payment: repo.TransactionRow,
  shares: readonly AllocationShare[],
  by: number | null,
): Promise<{ allocations: number; allocatedCents: number }> {
  if (payment.removedAt) throw new AppError('conflict', PAYMENT_MESSAGES.removedPayment);
  const ids = [...new Set(shares.map((s) => s.invoiceId))].sort((a, b) => a - b);
  if (ids.length !== shares.length) throw invalid(PAYMENT_MESSAGES.unexpected);
  const locked = await lockPayableInvoices(tx, ids);
  for (const invoice of locked) {
    if (invoice.companyId !== payment.companyId) throw invalid(PAYMENT_MESSAGES.otherCompany);
    if (invoice.currency !== payment.currency) throw invalid(PAYMENT_MESSAGES.currencyMismatch);
  }
  const open = new Map<number, OpenInvoice>(
    locked.map((i) => [i.invoiceId, { invoiceId: i.invoiceId, dueCents: i.dueCents, totalCents: i.totalCents }]),
  );
  const refusal = allocationRefusal(
    { transactionType: payment.transactionType as TransactionType, allocatableCents: payment.allocatableCents },
    shares,
    open,
  );
  if (refusal) throw invalid(refusal);
  await withinBounds(async () => {
    await repo.insertAllocations(
      tx,
      shares.map((s) => ({
        transactionId: payment.id,
        invoiceId: s.invoiceId,
        companyId: payment.companyId,
        currency: payment.currency,
        amountCents: s.amountCents,
        description: s.description ?? null,
        allocatedBy: by,
      })),
    );
    await repo.spendAllocatable(
      tx,
      shares.map((s) => ({ transactionId: payment.id, amountCents: s.amountCents })),
    );
    const moved = await applyInvoicePayments(tx, shares);
    await allocationEvents(
      tx,
      payment.companyId,
      shares.map((s) => ({ ...s, transactionId: payment.id })),
      moved,
      payment.currency,
    );
  });
  return { allocations: shares.length, allocatedCents: shares.reduce((sum, s) => sum + s.amountCents, 0) };
}

/**
 * Auto-allocation (admin console: POST /v2/autoAllocate) in the caller's transaction: the company's credits with
 * something left, oldest first, pay its open invoices of the same supplier and currency, oldest first, each as far
 * as either goes. Credits and invoices are locked first, so two runs at once allocate once. A few statements
 * whatever the number of invoices.
 */
export async function autoAllocateCompany(
  tx: DbOrTx,
  companyId: number,
  supplierId: number | null,
  by: number | null = null,
): Promise<{ allocations: number; allocatedCents: number }> {
  const credits = await repo.lockOpenCredits(tx, companyId, supplierId);
  if (credits.length === 0) return { allocations: 0, allocatedCents: 0 };
  const invoices = await openInvoicesOf(tx, companyId, supplierId, { lock: true });
  const plan: (PlannedAllocation & { currency: string })[] = [];
  // credits and invoices meet within a supplier and a currency
  const groups = new Set(credits.map((c) => `${c.supplierId}:${c.currency}`));
  for (const group of groups) {
    const open = invoices.filter((i) => `${i.supplierId}:${i.currency}` === group && i.dueCents > 0);
    const mine = credits.filter((c) => `${c.supplierId}:${c.currency}` === group);
    plan.push(
      ...planAutoAllocation(
        mine.map((c) => ({ transactionId: c.id, allocatableCents: c.allocatableCents })),
        open.map((i) => ({ invoiceId: i.invoiceId, dueCents: i.dueCents, totalCents: i.totalCents })),
      ).map((p) => ({ ...p, currency: mine[0]?.currency ?? '' })),
    );
  }
  if (plan.length === 0) return { allocations: 0, allocatedCents: 0 };
  await withinBounds(async () => {
    await repo.insertAllocations(
      tx,
      plan.map((p) => ({
        transactionId: p.transactionId,
        invoiceId: p.invoiceId,
        companyId,
        currency: p.currency,
        amountCents: p.amountCents,
        description: 'Auto-allocated',
        allocatedBy: by,
      })),
    );
    await repo.spendAllocatable(tx, plan);
    const moved = await applyInvoicePayments(tx, plan);
    const currencyOf = new Map(plan.map((p) => [p.invoiceId, p.currency]));
    for (const currency of new Set(currencyOf.values()))
      await allocationEvents(
        tx,
        companyId,
        plan.filter((p) => p.currency === currency),
        moved.filter((m) => currencyOf.get(m.invoiceId) === currency),
        currency,
      );
  });
  return { allocations: plan.length, allocatedCents: plan.reduce((sum, p) => sum + p.amountCents, 0) };
}
