import type { InvoicesMoved } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { commitLockedInvoices } from './invoice-commit.js';
import { committedFields } from './invoice-moves.js';
import * as repo from './invoice-workflow.repository.js';
import { auditRecords, movedResult } from './invoices-all.js';

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
    await auditAll(auditRecords('commit', committed, committedFields));
    return movedResult('commit', committed);
  });
}
