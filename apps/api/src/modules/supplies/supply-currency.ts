import type { Currency } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './supplies.repository.js';

/** The currency a company is billed in by a supplier (its supply there), or null when it has no supply there yet. */
export async function findSupplyCurrency(db: DbOrTx, companyId: number, supplierId: number): Promise<Currency | null> {
  const supply = await repo.findSupplyBySupplier(db, companyId, supplierId);
  return supply?.currency ?? null;
}
