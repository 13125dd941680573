import { and, asc, eq, gt, inArray, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { componentResources, serviceComponents, technicalServices } from './services.tables.js';
import type { ServiceRow } from './services.repository.js';

/** The products `GET /v2/products` lists at the top: the SDK's ListProducts reads Ports, MCRs and MVEs only. */
const HEAD_TYPES = ['PORT', 'MCR2', 'MVE'];

/**
 * One batch of a company's Ports, MCRs and MVEs in id order after `afterId`, NEW ones left out (decision 0048): an
 * index range of `technical_services_company_idx`, never the whole table.
 */
export function findCompanyProductsAfter(
  db: DbOrTx,
  companyId: number,
  afterId: number | null,
  limit: number,
): Promise<ServiceRow[]> {
  return db
    .select()
    .from(technicalServices)
    .where(
      and(
        eq(technicalServices.companyId, companyId),
        inArray(technicalServices.productType, HEAD_TYPES),
        notInArray(technicalServices.provisioningStatus, ['NEW']),
        afterId === null ? undefined : gt(technicalServices.id, afterId),
      ),
    )
    .orderBy(asc(technicalServices.id))
    .limit(limit);
}

/**
 * The VXCs and IXs attached at either end to any of these services, decommissioned ones left out, and NEW ones
 * too when `hideNew` (a list; one product's own read shows its NEW connections, as it shows itself while NEW).
 */
export function findAttachedTo(db: DbOrTx, serviceIds: readonly number[], hideNew: boolean): Promise<ServiceRow[]> {
  if (serviceIds.length === 0) return Promise.resolve([]);
  const ids = [...serviceIds];
  return db
    .select()
    .from(technicalServices)
    .where(
      and(
        or(inArray(technicalServices.aEndServiceId, ids), inArray(technicalServices.bEndServiceId, ids)),
        inArray(technicalServices.productType, ['VXC', 'IX']),
        notInArray(technicalServices.provisioningStatus, hideNew ? ['DECOMMISSIONED', 'NEW'] : ['DECOMMISSIONED']),
      ),
    )
    .orderBy(asc(technicalServices.id));
}

/** The MAC address each IX's interface holds, by service id. */
export async function findMacAddresses(db: DbOrTx, serviceIds: readonly number[]): Promise<Map<number, string>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: serviceComponents.serviceId, macAddress: componentResources.macAddress })
    .from(componentResources)
    .innerJoin(serviceComponents, eq(serviceComponents.id, componentResources.componentId))
    .where(
      and(inArray(serviceComponents.serviceId, [...serviceIds]), eq(componentResources.resourceType, 'interface')),
    );
  const out = new Map<number, string>();
  for (const row of rows) if (row.macAddress) out.set(row.serviceId, row.macAddress);
  return out;
}
