import type { CustomerProduct, Page } from '@portico/contract';
import type { ProvisioningStatus } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { pricesInForceOf } from './service-prices.repository.js';
import * as repo from './product-list.repository.js';

export type ProductFilters = repo.ProductFilters;

/** A page of rows with the price in force of each (decision 0079): one query for the page's prices. */
async function priced(db: DbOrTx, rows: readonly repo.ProductRow[]): Promise<CustomerProduct[]> {
  const prices = await pricesInForceOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const price = prices.get(row.id);
    return {
      technicalServiceId: row.id,
      technicalServiceUid: row.uid,
      productType: row.productType,
      name: row.name,
      provisioningStatus: row.provisioningStatus as ProvisioningStatus,
      locationId: row.locationId,
      location: row.locationName === null ? null : `${row.locationName}, ${row.metro}`,
      speedMbps: row.rateLimitMbps,
      termMonths: row.termMonths,
      contractStartDate: row.contractStartDate,
      contractEndDate: row.contractEndDate,
      monthlyCents: price?.monthlyCents ?? null,
      currency: price?.currency ?? null,
      networkChange: row.networkChange,
    };
  });
}

/** The products page (`/customerProducts`, decision 0052): the company's services with their terms and prices. */
export function productLists(db: DbOrTx) {
  return {
    async page(filters: ProductFilters, paging: { page: number; pageSize: number }): Promise<Page<CustomerProduct>> {
      const page = await repo.productList.page(db, filters, paging, (row) => row);
      return { ...page, items: await priced(db, page.items) };
    },

    /** Every filtered product in the list's order, in batches of the keyset reader, for the CSV export. */
    async *export(filters: ProductFilters): AsyncGenerator<CustomerProduct[]> {
      for await (const batch of repo.productList.batches(db, filters, (row) => row)) yield priced(db, batch);
    },
  };
}
