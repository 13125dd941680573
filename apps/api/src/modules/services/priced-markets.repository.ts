import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { locations } from '../catalogue/catalogue.tables.js';
import { servicePrices, technicalServices } from './services.tables.js';

/** A market a company's services are priced in: its supplier and how many of them. */
export interface PricedMarket {
  supplierId: number;
  services: number;
}

/**
 * The markets a company's services are priced in (decision 0078): each service with the price it was ordered at and
 * not decommissioned, in the market of its location, or of its A end's for a VXC or IX (the price lookup's market),
 * counted per market in one query.
 */
export function pricedMarketsOf(db: DbOrTx, companyId: number): Promise<PricedMarket[]> {
  const aEnd = alias(technicalServices, 'a_end');
  return (
    db
      .select({ supplierId: locations.supplierId, services: sql<number>`count(*)::int` })
      .from(technicalServices)
      // a service is priced once it was ordered at a price (its `ORDER` row, one per service)
      .innerJoin(
        servicePrices,
        and(eq(servicePrices.serviceId, technicalServices.id), eq(servicePrices.reason, 'ORDER')),
      )
      .leftJoin(aEnd, eq(aEnd.id, technicalServices.aEndServiceId))
      .innerJoin(locations, eq(locations.id, sql`coalesce(${technicalServices.locationId}, ${aEnd.locationId})`))
      .where(
        and(eq(technicalServices.companyId, companyId), ne(technicalServices.provisioningStatus, 'DECOMMISSIONED')),
      )
      .groupBy(locations.supplierId)
      .orderBy(asc(locations.supplierId))
  );
}
