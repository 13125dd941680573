import type { Page, UnbilledService } from '@portico/contract';
import { pageTotal } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { billingServiceBatches, billingServicePage } from '../services/index.js';
import { noOpenBillable } from './billing.repository.js';

/**
 * `/unbilledServices` (admin console §9; decision 0081): the services nobody bills — every service but NEW ones
 * without an open billable (a killed one's service appears here) — newest first, optionally of one supplier.
 */
export async function unbilledServices(
  db: DbOrTx,
  query: { supplierId?: number; search?: string; page: number; pageSize: number },
): Promise<Page<UnbilledService>> {
  const offset = (query.page - 1) * query.pageSize;
  const { rows, counted } = await billingServicePage(
    db,
    { supplierId: query.supplierId, search: query.search },
    noOpenBillable,
    { limit: query.pageSize, offset },
  );
  return {
    items: rows,
    page: query.page,
    pageSize: query.pageSize,
    ...pageTotal(counted, { offset, rows: rows.length }),
  };
}

/** Every unbilled service the filters keep, in batches, for the CSV export (streamed, never the whole list at once). */
export function unbilledServiceBatches(db: DbOrTx, filters: { supplierId?: number; search?: string }) {
  return billingServiceBatches(db, filters, noOpenBillable);
}
