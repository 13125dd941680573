import { and, asc, count, eq, gt, inArray, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serviceEvents, technicalServices as t } from './services.tables.js';

/*
 * What the dashboard and a service's history read of the services (decision 0052): counts grouped in SQL, never by
 * loading a company's services, and the live services the network's telemetry is asked about, a batch at a time.
 */

const placed = ne(t.provisioningStatus, 'NEW');

/** The company's services counted by provisioning status, NEW left out (the company-status index). */
export async function countServicesByStatus(db: DbOrTx, companyId: number) {
  return db
    .select({ status: t.provisioningStatus, count: count() })
    .from(t)
    .where(and(eq(t.companyId, companyId), placed))
    .groupBy(t.provisioningStatus)
    .orderBy(asc(t.provisioningStatus));
}

/** The locations the company's services stand in, each with how many (NEW left out). */
export async function countServicesByLocation(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ locationId: t.locationId, count: count() })
    .from(t)
    .where(and(eq(t.companyId, companyId), placed, isNotNull(t.locationId)))
    .groupBy(t.locationId);
  return rows.flatMap((r) => (r.locationId === null ? [] : [{ locationId: r.locationId, count: r.count }]));
}

/** At most `limit` of the company's LIVE services of some product types after the id `afterId`, by id. */
export function liveServicesAfter(
  db: DbOrTx,
  filters: { companyId: number; productTypes: readonly string[] },
  afterId: number | null,
  limit: number,
) {
  return db
    .select({ id: t.id, name: t.name, rateLimitMbps: t.rateLimitMbps })
    .from(t)
    .where(
      and(
        eq(t.companyId, filters.companyId),
        eq(t.provisioningStatus, 'LIVE'),
        inArray(t.productType, [...filters.productTypes]),
        afterId === null ? undefined : gt(t.id, afterId),
      ),
    )
    .orderBy(asc(t.id))
    .limit(limit);
}

/** Some services' names by id (ids not found left out). */
export async function findServiceNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A service's lifecycle events with who recorded them, oldest first. */
export function findEventsWithActors(db: DbOrTx, serviceId: number) {
  return db
    .select({ routingKey: serviceEvents.routingKey, at: serviceEvents.at, actor: serviceEvents.actor })
    .from(serviceEvents)
    .where(eq(serviceEvents.serviceId, serviceId))
    .orderBy(asc(serviceEvents.at), asc(serviceEvents.id));
}
