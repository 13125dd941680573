import type { Invoice, InvoiceLine, InvoiceSummary } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import { findCompanies } from '../companies/index.js';
import * as repo from './invoices.repository.js';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.js';

/** An invoice's head as the API gives it (decision 0085). */
export function invoiceSummaryView(row: InvoiceRow, companyName: string): InvoiceSummary {
  return {
    invoiceId: row.id,
    kind: row.kind as InvoiceSummary['kind'],
    status: row.status as InvoiceSummary['status'],
    invoiceNumber: row.invoiceNumber,
    companyId: row.companyId,
    companyName,
    supplierId: row.supplierId,
    billRunId: row.billRunId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    currency: row.currency as InvoiceSummary['currency'],
    exchangeRateMicros: row.exchangeRateMicros,
    taxWording: row.taxWording,
    net: row.netCents,
    tax: row.taxCents,
    total: row.totalCents,
    dueAmount: row.dueAmountCents,
    creditedInvoiceId: row.creditedInvoiceId,
  };
}

export function invoiceLineView(row: InvoiceLineRow): InvoiceLine {
  return {
    lineItemId: row.id,
    billableId: row.billableId,
    serviceId: row.serviceId,
    chargeId: row.chargeId,
    chargeType: row.chargeType as InvoiceLine['chargeType'],
    description: row.description,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    days: row.days,
    periodDays: row.periodDays,
    unit: row.unitCents,
    originalCurrency: row.originalCurrency as InvoiceLine['originalCurrency'],
    amount: row.amountCents,
    currency: row.currency as InvoiceLine['currency'],
    taxRateBp: row.taxRateBp,
  };
}

/** Invoice heads with their companies' names (one query for them all). */
export async function invoiceSummaries(db: DbOrTx, rows: readonly InvoiceRow[]): Promise<InvoiceSummary[]> {
  const names = new Map(
    (
      await findCompanies(
        db,
        rows.map((r) => r.companyId),
      )
    ).map((c) => [c.id, c.name]),
  );
  return rows.map((row) => invoiceSummaryView(row, names.get(row.companyId) ?? `Company ${row.companyId}`));
}

/** One invoice with its lines, or null; whoever calls it has checked who may read it. */
export async function invoiceWithLines(db: DbOrTx, id: number): Promise<Invoice | null> {
  const row = await repo.findInvoiceRow(db, id);
  if (!row) return null;
  const [[summary], lines] = await Promise.all([invoiceSummaries(db, [row]), repo.linesOfInvoices(db, [id])]);
  return { ...summary!, lineItems: lines.map(invoiceLineView) };
}
