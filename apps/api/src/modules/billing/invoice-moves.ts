import type { InvoiceSummary } from '@portico/contract';
import {
  INVOICE_ACTION_DONE,
  INVOICE_MESSAGES,
  type InvoiceAction,
  type InvoiceStatus,
  invoiceActionTarget,
  invoiceTransitionProblem,
  isInvoiceStatus,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import { commitLockedInvoices } from './invoice-commit.js';
import { invoiceSummaries } from './invoice-view.js';
import * as repo from './invoice-workflow.repository.js';
import { type InvoiceRow, lockInvoiceRow } from './invoices.repository.js';

export const auditInvoice = rowAudit('invoice');

export function invoiceStatusOf(row: InvoiceRow): InvoiceStatus {
  if (!isInvoiceStatus(row.status)) throw new Error(`Invoice ${row.id} holds an unknown status ${row.status}`);
  return row.status;
}

/** What a commit sets, for the audit record. */
export const committedFields = (row: InvoiceRow) => ({
  status: row.status,
  invoiceNumber: row.invoiceNumber,
  invoiceDate: row.invoiceDate,
  dueDate: row.dueDate,
  dueAmountCents: row.dueAmountCents,
});

/**
 * "Process invoice status" (customer portal §4, §7; decision 0086): one action on one invoice, under its row lock,
 * checked by the domain's state machine — so of many moves at once exactly one passes and the others are told the
 * status it left (409). Rejecting frees the invoice's billed keys; committing numbers and dates it. One audited
 * transaction.
 */
export async function processInvoiceStatus(
  deps: { db: DbOrTx; now: () => Date },
  who: ChangeContext,
  id: number,
  action: InvoiceAction,
): Promise<{ invoice: InvoiceSummary; message: string }> {
  return inChange(deps.db, who, async ({ tx, audit }) => {
    const row = await lockInvoiceRow(tx, id);
    if (!row) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
    const refusal = invoiceTransitionProblem(invoiceStatusOf(row), action);
    if (refusal) throw new AppError('conflict', refusal);
    let after: InvoiceRow;
    let changed: object;
    if (action === 'commit') {
      [after] = (await commitLockedInvoices(tx, row.supplierId, [row], deps.now())) as [InvoiceRow];
      changed = committedFields(after);
    } else {
      [after] = (await repo.setInvoiceStatus(tx, [id], invoiceActionTarget(action))) as [InvoiceRow];
      changed = { status: after.status };
      if (action === 'reject') changed = { ...changed, freed: await repo.freeBilledKeys(tx, id) };
    }
    await auditInvoice(audit, after, `invoice.${action}`, { status: row.status }, changed);
    const [invoice] = await invoiceSummaries(tx, [after]);
    return { invoice: invoice!, message: INVOICE_ACTION_DONE[action] };
  });
}
