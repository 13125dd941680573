import { and, asc, eq, getTableColumns, gt, inArray, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.js';
import {
  componentResources,
  serviceComponents,
  serviceCountChanges,
  shownNameVersions,
  technicalServices,
} from './services.tables.js';
import type { ServiceRow } from './services.repository.js';

/**
 * The products `GET /v2/products` lists at the top (the SDK's ListProducts reads Ports, MCRs and MVEs only), NEW
 * ones left out (decision 0048): written as the predicate of `technical_services_company_heads_idx`, word for word,
 * so that the planner can prove the index covers it.
 */
const isListedHead = sql`${technicalServices.productType} in ('PORT', 'MCR2', 'MVE') and ${technicalServices.provisioningStatus} <> 'NEW'`;

/**
 * One batch of a company's Ports, MCRs and MVEs in id order after `afterId`: a range of the heads index. (The
 * company index could not give the id order: a batch then scanned the primary key from the start, 160 ms for a
 * company whose services came late.)
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
        isListedHead,
        afterId === null ? undefined : gt(technicalServices.id, afterId),
      ),
    )
    .orderBy(asc(technicalServices.id))
    .limit(limit);
}

const ownB = alias(technicalServices, 'own_b_end');

/**
 * One batch, in (group, id) order after `after`, of the company's VXCs and IXs that no Port, MCR or MVE of its own
 * carries (each end another company's, decision 0050): nested nowhere in its list, so listed at the top. NEW and
 * decommissioned ones are left out, as nested ones are. A VXC or IX is grouped under its A end
 * (`group_service_id`), so the groups of the company's services that are not one of its own products are those
 * with another company's A end: found from the company's group index alone (one pass, index only, however many of
 * its VXCs run on its own Ports), then their rows, of which those whose B end is not the company's either.
 */
export function findUnnestedConnectionsAfter(
  db: DbOrTx,
  companyId: number,
  after: readonly [groupId: number, id: number] | null,
  limit: number,
): Promise<ServiceRow[]> {
  const t = technicalServices;
  // the predicate of the group index (technical_services_company_group_idx), so that it is the one read
  const listed = and(eq(t.companyId, companyId), ne(t.provisioningStatus, 'NEW'));
  const othersGroups = db
    .select({ groupId: t.groupServiceId })
    .from(t)
    .where(listed)
    .except(
      db
        .select({ groupId: t.id })
        .from(t)
        .where(and(listed, eq(t.id, t.groupServiceId))),
    )
    .as('others_groups');
  return db
    .select(getTableColumns(t))
    .from(othersGroups)
    .innerJoin(t, and(listed, eq(t.groupServiceId, othersGroups.groupId)))
    .where(
      and(
        inArray(t.productType, ['VXC', 'IX']),
        ne(t.provisioningStatus, 'DECOMMISSIONED'),
        notExists(
          db
            .select({ id: ownB.id })
            .from(ownB)
            .where(
              and(eq(ownB.id, t.bEndServiceId), eq(ownB.companyId, companyId), ne(ownB.provisioningStatus, 'NEW')),
            ),
        ),
        after === null ? undefined : sql`(${t.groupServiceId}, ${t.id}) > (${after[0]}, ${after[1]})`,
      ),
    )
    .orderBy(asc(t.groupServiceId), asc(t.id))
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

/**
 * The version of a company's product list (decision 0055), as one text: the company's network version (its changes,
 * counted by the triggers on `technical_services` and on IXs' MAC addresses) and the versions of the company and
 * location names the list shows (`shown_name_versions`), read in one statement. Each part only grows, so two reads
 * of one version saw the same list.
 */
export async function productListVersion(db: DbOrTx, companyId: number): Promise<string> {
  const [row] = await queryRows<{ network: number; names: number }>(
    db,
    sql`select (select coalesce(sum(${serviceCountChanges.changes}), 0)::int from ${serviceCountChanges}
                 where ${serviceCountChanges.companyId} = ${companyId}) as network,
               (select coalesce(sum(${shownNameVersions.version}), 0)::int from ${shownNameVersions}) as names`,
  );
  return `${row!.network}.${row!.names}`;
}
