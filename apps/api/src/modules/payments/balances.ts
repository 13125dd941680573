import type { CompanyBalance, OpenInvoiceRow, Statement } from '@portico/contract';
import { type Currency, supplierById } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { openInvoicesOf, openInvoiceTotals } from '../billing/index.js';
import { findSupplyCurrency } from '../supplies/index.js';
import * as repo from './payments.repository.js';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * What a company owes each supplier it has open invoices or unallocated payments with (admin console: balance):
 * open committed invoices' due less what its payments have left to allocate. One row per supplier and currency.
 */
export async function companyBalances(
  db: DbOrTx,
  companyId: number,
  supplierId: number | null,
  now: Date,
): Promise<CompanyBalance[]> {
  const [open, unallocated] = await Promise.all([
    openInvoiceTotals(db, companyId, supplierId, isoDay(now)),
    repo.unallocatedTotals(db, companyId, supplierId),
  ]);
  const byKey = new Map<string, CompanyBalance>();
  const entry = (sid: number, currency: string) => {
    const key = `${sid}:${currency}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        companyId,
        supplierId: sid,
        currency: currency as Currency,
        balance: 0,
        openInvoices: 0,
        openInvoiceCount: 0,
        unallocated: 0,
        overdue: 0,
      };
      byKey.set(key, row);
    }
    return row;
  };
  for (const o of open) {
    const row = entry(o.supplierId, o.currency);
    row.openInvoices += o.dueCents;
    row.openInvoiceCount += o.count;
    row.overdue += o.overdueCents;
    row.balance += o.dueCents;
  }
  for (const u of unallocated) {
    const row = entry(u.supplierId, u.currency);
    row.unallocated += u.unallocatedCents;
    row.balance -= u.unallocatedCents;
  }
  return [...byKey.values()].sort((a, b) => a.supplierId - b.supplierId || a.currency.localeCompare(b.currency));
}

/**
 * A company's balance with one supplier, in the currency it is billed in there (its supply's, else the supplier's):
 * nothing owed when it has no invoices or payments there yet.
 */
export async function companyBalance(
  db: DbOrTx,
  companyId: number,
  supplierId: number,
  now: Date,
): Promise<CompanyBalance> {
  const rows = await companyBalances(db, companyId, supplierId, now);
  const currency = (await findSupplyCurrency(db, companyId, supplierId)) ?? supplierById(supplierId)?.currency ?? 'AUD';
  const own = rows.find((r) => r.currency === currency);
  return (
    own ?? {
      companyId,
      supplierId,
      currency,
      balance: 0,
      openInvoices: 0,
      openInvoiceCount: 0,
      unallocated: 0,
      overdue: 0,
    }
  );
}

/** A company's open invoices, oldest first: what a payment may be allocated to. */
export async function openInvoices(
  db: DbOrTx,
  companyId: number,
  supplierId: number | null,
): Promise<OpenInvoiceRow[]> {
  const rows = await openInvoicesOf(db, companyId, supplierId, { limit: 1_000 });
  return rows.map((r) => ({
    invoiceId: r.invoiceId,
    invoiceNumber: r.invoiceNumber,
    invoiceDate: r.invoiceDate,
    dueDate: r.dueDate,
    currency: r.currency as Currency,
    total: r.totalCents,
    dueAmount: r.dueCents,
  }));
}

const STATEMENT_WORDS: Record<repo.StatementRow['kind'], string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
  PAYMENT: 'Payment received',
  DEBIT: 'Payment reversed',
};

/**
 * A company's statement with a supplier (GET /v2/stripe/statements): from `from` (a year back by default), its
 * committed invoices and credit notes and its payments by date, each with the balance after it; what came before
 * is the opening balance. In the currency the company is billed in there.
 */
export async function statement(
  db: DbOrTx,
  companyId: number,
  supplierId: number,
  from: string | undefined,
  now: Date,
): Promise<Statement> {
  const start = from ?? isoDay(new Date(now.getTime() - 365 * 86_400_000));
  const currency = (await findSupplyCurrency(db, companyId, supplierId)) ?? supplierById(supplierId)?.currency ?? 'AUD';
  const period = await repo.statementRows(db, { companyId, supplierId, currency, from: start });
  const opening = Number(period.opening);
  let balance = opening;
  const lines: Statement['lines'] = period.lines.map((row) => {
    const amount = Number(row.amount);
    balance = Number(row.balance);
    return {
      date: row.date,
      kind: row.kind,
      reference: row.reference,
      description: STATEMENT_WORDS[row.kind],
      currency,
      debit: amount > 0 ? amount : 0,
      credit: amount < 0 ? -amount : 0,
      balance,
    };
  });
  return { companyId, supplierId, currency, openingBalance: opening, closingBalance: balance, lines };
}
