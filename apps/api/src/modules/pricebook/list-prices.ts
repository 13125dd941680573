import type { MvePrice, Page, VxcPrice } from '@portico/contract';
import { isoDateOf, MESSAGES } from '@portico/domain';
import { pageTotal, totalFromPage } from '../../db/capped-count.js';
import { keysetBatches } from '../../db/keyset.js';
import { invalid } from '../../errors.js';
import * as repo from './pricebook.repository.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';
import { toMvePrice, toVxcPrice } from './pricebook-view.js';

type VxcListFilters = Omit<repo.VxcPriceFilters, 'today'>;
type MveListFilters = Omit<repo.MvePriceFilters, 'today'>;
export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * A price list's export must be narrowed first (the spec's 'Please filter first!'): at least one filter, the
 * `future` switch counting as one. `history` widens the list, so it does not count.
 */
function requireFiltered(filters: VxcListFilters | MveListFilters): void {
  const { history: _history, ...narrowing } = filters;
  const filtered = Object.values(narrowing).some((v) => v !== undefined && v !== false);
  if (!filtered) throw invalid(MESSAGES.filterFirst);
}

/** Reading the price book: VXC and MVE lists (a page, or every row for a CSV export). */
export function listPrices({ db, now }: PricebookServiceDeps) {
  const today = () => isoDateOf(now());

  return {
    async vxcPrices(filters: VxcListFilters, paging: Paging): Promise<Page<VxcPrice>> {
      const day = today();
      const where = { ...filters, today: day };
      const offset = (paging.page - 1) * paging.pageSize;
      const rows = await repo.findVxcPricePage(db, where, { limit: paging.pageSize, offset });
      const counted =
        totalFromPage({ offset, limit: paging.pageSize, rows: rows.length }) ??
        (await repo.countVxcPricesUpTo(db, where));
      return {
        items: rows.map((row) => toVxcPrice(row, day)),
        ...pageTotal(counted, { offset, rows: rows.length }),
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    /** Every VXC price matching the filters, in batches, for the CSV export; refused without a filter. */
    exportVxcPrices(filters: VxcListFilters): AsyncIterable<VxcPrice[]> {
      requireFiltered(filters);
      const day = today();
      const where = { ...filters, today: day };
      return keysetBatches({
        read: (after: repo.VxcListKey | null, limit) => repo.findVxcPricesAfter(db, where, after, limit),
        keyOf: (row) => ({
          marketId: row.marketId,
          distanceBand: row.distanceBand,
          aConnectType: row.aConnectType,
          bConnectType: row.bConnectType,
          type: row.type,
          fromDate: row.fromDate,
          id: row.id,
        }),
        map: (row) => toVxcPrice(row, day),
      });
    },

    async mvePrices(filters: MveListFilters, paging: Paging): Promise<Page<MvePrice>> {
      const day = today();
      const where = { ...filters, today: day };
      const offset = (paging.page - 1) * paging.pageSize;
      const rows = await repo.findMvePricePage(db, where, { limit: paging.pageSize, offset });
      const counted =
        totalFromPage({ offset, limit: paging.pageSize, rows: rows.length }) ??
        (await repo.countMvePricesUpTo(db, where));
      return {
        items: rows.map((row) => toMvePrice(row, day)),
        ...pageTotal(counted, { offset, rows: rows.length }),
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    exportMvePrices(filters: MveListFilters): AsyncIterable<MvePrice[]> {
      requireFiltered(filters);
      const day = today();
      const where = { ...filters, today: day };
      return keysetBatches({
        read: (after: repo.MveListKey | null, limit) => repo.findMvePricesAfter(db, where, after, limit),
        keyOf: (row) => ({
          marketId: row.marketId,
          virtualMachineSize: row.virtualMachineSize,
          fromDate: row.fromDate,
          id: row.id,
        }),
        map: (row) => toMvePrice(row, day),
      });
    },
  };
}
