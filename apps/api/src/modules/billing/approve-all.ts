import type { InvoicesMoved } from '@portico/contract';
import { invoiceActionTarget } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './invoice-workflow.repository.js';
import { auditRecords, movedResult } from './invoices-all.js';

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
    await auditAll(auditRecords('approve', moved, (r) => ({ status: r.status })));
    return movedResult('approve', moved);
  });
}
