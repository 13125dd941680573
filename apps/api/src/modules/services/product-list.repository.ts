import { and, eq, ne } from 'drizzle-orm';
import { listQuery, matching } from '../../db/list-query.js';
import { textSearch } from '../../db/sql-text.js';
import { locations } from '../catalogue/catalogue.tables.js';
import { openChangeMark } from './network-change.repository.js';
import { technicalServices as t } from './services.tables.js';

export interface ProductFilters {
  companyId: number;
  search?: string;
  productType?: string;
}

/**
 * The products page (`/customerProducts`): the company's services but NEW ones, in the network screen's order, each
 * with its mark of a change sent to the network (decision 0069), read in the page's statement.
 */
export const productList = listQuery({
  select: (db) =>
    db
      .select({
        id: t.id,
        uid: t.uid,
        productType: t.productType,
        name: t.name,
        provisioningStatus: t.provisioningStatus,
        locationId: t.locationId,
        locationName: locations.name,
        metro: locations.metro,
        rateLimitMbps: t.rateLimitMbps,
        termMonths: t.termMonths,
        contractStartDate: t.contractStartDate,
        contractEndDate: t.contractEndDate,
        groupServiceId: t.groupServiceId,
        networkChange: openChangeMark(t.id),
      })
      .from(t)
      .leftJoin(locations, eq(locations.id, t.locationId))
      .$dynamic(),
  count: (db) => db.select({ id: t.id }).from(t).$dynamic(),
  where: (filters: ProductFilters) =>
    and(
      ne(t.provisioningStatus, 'NEW'),
      matching(filters, { companyId: t.companyId, productType: t.productType }),
      textSearch(filters.search, [t.name], t.id),
    ),
  key: { groupServiceId: t.groupServiceId, id: t.id },
  pageIdsBy: t.id,
});
export type ProductRow = Awaited<ReturnType<typeof productList.rows>>[number];
