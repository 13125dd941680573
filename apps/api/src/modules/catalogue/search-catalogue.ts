import type { CatalogueItem, LocationDropdownEntry, Metro, Page, PublicLocation } from '@portico/contract';
import { ORDERABLE_LOCATION_STATUSES } from '@portico/domain';
import type { Paging } from '../../db/list-query.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toCatalogueItem, toPublicLocation, zonesByLocation } from './catalogue-view.js';

type CatalogueListQuery = Omit<repo.CatalogueFilters, 'statuses'>;

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
    async list(filters: CatalogueListQuery, paging: Paging): Promise<Page<CatalogueItem>> {
      const page = await repo.locationList.page(db, filters, paging, (row) => row);
      return { ...page, items: await withZones(page.items, toCatalogueItem) };
    },

    /** Every location matching the filters (not just one page), in the list's order, in batches for an export. */
    async *exportBatches(filters: CatalogueListQuery): AsyncIterable<CatalogueItem[]> {
      for await (const rows of repo.locationList.batches(db, filters, (row) => row))
        yield await withZones(rows, toCatalogueItem);
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
      const orderable = { statuses: ORDERABLE_LOCATION_STATUSES };
      return repo.locationList.all(db, orderable, (row): LocationDropdownEntry => [
        row.id,
        row.name,
        row.state,
        row.countryCode,
      ]);
    },

    /** Every location, in the public API's shape (decision 0021). */
    async publicLocations(): Promise<PublicLocation[]> {
      const out: PublicLocation[] = [];
      for await (const rows of repo.locationList.batches(db, {}, (row) => row))
        out.push(...(await withZones(rows, toPublicLocation)));
      return out;
    },
  };
}
