import type { DbOrTx } from '../../db/client.js';
import * as repo from './supplies.repository.js';

/** The payment term of a company with no supply at a supplier (the supplies table's own default). */
const DEFAULT_PAYMENT_TERM_DAYS = 30;

/**
 * Days each company has to pay a supplier's invoice (its supply's payment term there; 30 without a supply), read
 * for many companies in one query: what committing an invoice dates its due date by (decision 0086).
 */
export async function findPaymentTerms(
  db: DbOrTx,
  supplierId: number,
  companyIds: readonly number[],
): Promise<(companyId: number) => number> {
  const rows = await repo.findPaymentTermRows(db, supplierId, [...new Set(companyIds)]);
  const terms = new Map(rows.map((r) => [r.companyId, r.paymentTermInDays]));
  return (companyId) => terms.get(companyId) ?? DEFAULT_PAYMENT_TERM_DAYS;
}
