import type { InvoicesMoved } from '@portico/contract';
import { invoiceActionTarget, movedAllMessage } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { commitLockedInvoices } from './invoice-commit.js';
import { committedFields } from './invoice-moves.js';
import * as repo from './invoice-workflow.repository.js';
import type { InvoiceRow } from './invoices.repository.js';

const auditRecords = (action: string, rows: readonly InvoiceRow[], after: (row: InvoiceRow) => object) =>
  rows.map((row) => ({
    action,
    entityType: 'invoice',
    entityId: row.id,
    companyId: row.companyId,
    before: { status: action === 'invoice.approve' ? 'PENDING' : 'APPROVED' },
    after: after(row),
  }));

/**
 * Approve-all (customer portal §4, §7; decision 0086): every PENDING invoice of a supplier, or of one of its
 * companies, APPROVED set-wise — one locking read, one update, one audit insert — in one transaction. Synchronous:
 * a supplier's pending invoices are one month's bill run, thousands at most, which these statements move in well
 * under a request's time.
 */
export async function approveAll(
  db: DbOrTx,
  who: ChangeContext,
  set: { supplierId: number; companyId?: number },
): Promise<{ result: InvoicesMoved; message: string }> {
  return inChange(db, who, async ({ tx, auditAll }) => {
    const pending = await repo.lockInvoiceSet(tx, { ...set, status: 'PENDING' });
    const moved = await repo.setInvoiceStatus(
      tx,
      pending.map((r) => r.id),
      invoiceActionTarget('approve'),
    );
    await auditAll(auditRecords('invoice.approve', moved, (r) => ({ status: r.status, all: true })));
    return movedResult('approve', moved);
  });
}

/**
 * Commit-all (decision 0086): every APPROVED invoice of a supplier, or of one of its companies, numbered in id order
 * from one block of numbers per kind and dated, in one transaction of a few statements; what is not APPROVED
 * (pending, suspended) is left as it is.
 */
export async function commitAll(
  deps: { db: DbOrTx; now: () => Date },
  who: ChangeContext,
  set: { supplierId: number; companyId?: number },
): Promise<{ result: InvoicesMoved; message: string }> {
  return inChange(deps.db, who, async ({ tx, auditAll }) => {
    const approved = await repo.lockInvoiceSet(tx, { ...set, status: 'APPROVED' });
    const committed = await commitLockedInvoices(tx, set.supplierId, approved, deps.now());
    await auditAll(auditRecords('invoice.commit', committed, (r) => ({ ...committedFields(r), all: true })));
    return movedResult('commit', committed);
  });
}

function movedResult(action: 'approve' | 'commit', rows: readonly InvoiceRow[]) {
  const invoiceIds = rows.map((r) => r.id).sort((a, b) => a - b);
  return { result: { moved: invoiceIds.length, invoiceIds }, message: movedAllMessage(action, invoiceIds.length) };
}
