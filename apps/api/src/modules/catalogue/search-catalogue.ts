import type { CatalogueItem, LocationDropdownEntry, Metro, Page, PublicLocation } from '@portico/contract';
import { type LocationStatus, ORDERABLE_LOCATION_STATUSES } from '@portico/domain';
import { pageTotal, totalFromPage } from '../../db/capped-count.js';
import { keysetBatches } from '../../db/keyset.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toCatalogueItem, toPublicLocation, zonesByLocation } from './catalogue-view.js';

export interface CatalogueListQuery {
  search?: string;
  marketId?: number;
  metroId?: number;
  status?: LocationStatus;
}

/** Reading the catalogue: the list and its export, metros, the location dropdown and the public location list. */
export function searchCatalogue({ db }: CatalogueServiceDeps) {
  /** the rows with their diversity zones, read in one query for the whole batch */
  async function withZones<T>(
    rows: readonly repo.CatalogueRow[],
    map: (row: repo.CatalogueRow, zones: repo.DiversityZoneRow[]) => T,
  ): Promise<T[]> {
    const zones = zonesByLocation(
      await repo.findDiversityZones(
        db,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((row) => map(row, zones.get(row.id) ?? []));
  }

  return {
    async list(query: CatalogueListQuery & { page: number; pageSize: number }): Promise<Page<CatalogueItem>> {
      const filters = { search: query.search, marketId: query.marketId, metroId: query.metroId, status: query.status };
      const offset = (query.page - 1) * query.pageSize;
      const rows = await repo.findLocations(db, filters, { limit: query.pageSize, offset });
      const counted =
        totalFromPage({ offset, limit: query.pageSize, rows: rows.length }) ??
        (await repo.countLocationsUpTo(db, filters));
      return {
        items: await withZones(rows, toCatalogueItem),
        ...pageTotal(counted, { offset, rows: rows.length }),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every location matching the filters (not just one page), in the list's order, in batches for an export. */
    exportBatches(query: CatalogueListQuery): AsyncIterable<CatalogueItem[]> {
      const filters = { search: query.search, marketId: query.marketId, metroId: query.metroId, status: query.status };
      const batches = keysetBatches({
        read: (after: repo.CatalogueListKey | null, limit) => repo.findLocationsAfter(db, filters, after, limit),
        keyOf: (row) => ({ name: row.name, id: row.id }),
        map: (row) => row,
      });
      return (async function* () {
        for await (const rows of batches) yield await withZones(rows, toCatalogueItem);
      })();
    },

    async metros(): Promise<Metro[]> {
      const rows = await repo.findMetros(db);
      return rows.map((m) => ({
        id: m.id,
        name: m.name,
        zoneId: m.zoneId,
        marketId: m.marketId,
        countryCode: m.countryCode,
      }));
    },

    /** Locations that take new orders, as the spec's positional arrays. */
    async dropdown(): Promise<LocationDropdownEntry[]> {
      const entries: LocationDropdownEntry[] = [];
      const batches = keysetBatches({
        read: (after: repo.CatalogueListKey | null, limit) =>
          repo.findLocationsAfter(db, { statuses: ORDERABLE_LOCATION_STATUSES }, after, limit),
        keyOf: (row) => ({ name: row.name, id: row.id }),
        map: (row): LocationDropdownEntry => [row.id, row.name, row.state, row.countryCode],
      });
      for await (const batch of batches) entries.push(...batch);
      return entries;
    },

    /** Every location, in the public API's shape (decision 0021). */
    async publicLocations(): Promise<PublicLocation[]> {
      const out: PublicLocation[] = [];
      const batches = keysetBatches({
        read: (after: repo.CatalogueListKey | null, limit) => repo.findLocationsAfter(db, {}, after, limit),
        keyOf: (row) => ({ name: row.name, id: row.id }),
        map: (row) => row,
      });
      for await (const rows of batches) out.push(...(await withZones(rows, toPublicLocation)));
      return out;
    },
  };
}
