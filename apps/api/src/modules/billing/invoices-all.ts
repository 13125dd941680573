import type { InvoicesMoved } from '@portico/contract';
import { movedAllMessage } from '@portico/domain';
import type { InvoiceRow } from './invoices.repository.js';

/*
 * What approve-all and commit-all share (decision 0086): one audit record per invoice moved, written in one insert,
 * and the answer naming how many moved.
 */

/** The audit records of a set-wise move, marked `all`. */
export const auditRecords = (
  action: 'approve' | 'commit',
  rows: readonly InvoiceRow[],
  after: (row: InvoiceRow) => object,
) =>
  rows.map((row) => ({
    action: `invoice.${action}`,
    entityType: 'invoice',
    entityId: row.id,
    companyId: row.companyId,
    before: { status: action === 'approve' ? 'PENDING' : 'APPROVED' },
    after: { ...after(row), all: true },
  }));

/** The invoices moved, in id order, and the words saying how many. */
export function movedResult(
  action: 'approve' | 'commit',
  rows: readonly InvoiceRow[],
): { result: InvoicesMoved; message: string } {
  const invoiceIds = rows.map((r) => r.id).sort((a, b) => a - b);
  return { result: { moved: invoiceIds.length, invoiceIds }, message: movedAllMessage(action, invoiceIds.length) };
}
