import { and, asc, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgInsertValue, unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { cte, placeholderRow, type ShapedWrite, shapeOf } from '../../db/sql-text.js';
import { builtOncePerShape, definedOf, preparedForIds, preparedRead } from '../../db/prepared.js';
import { columnsOf, dbNow, findRow, findRows, updateRow } from '../../db/rows.js';
import { companyOwnedRows } from '../../db/company-owned.js';
import { componentResources, serviceComponents, serviceEvents, technicalServices } from './services.tables.js';

export type ServiceRow = typeof technicalServices.$inferSelect;
export type NewServiceRow = typeof technicalServices.$inferInsert;
export type NewComponentRow = typeof serviceComponents.$inferInsert;
export type NewResourceRow = typeof componentResources.$inferInsert;

/** A new service with its components, what each holds, and the event it starts its lifecycle with. */
export interface NewServiceWithParts {
  service: NewServiceRow;
  components: {
    row: Omit<NewComponentRow, 'serviceId'>;
    resources: Omit<NewResourceRow, 'componentId'>[];
  }[];
  event: Omit<NewEvent, 'serviceId'>;
}

/** What an order reads back of a service it created. */
export interface InsertedService {
  id: number;
  uid: string;
  name: string;
  productType: string;
  aggregationId: number | null;
}

/**
 * Writes a new service, its components, their resources and its first event in one statement (decision 0099):
 * data-modifying CTEs, each a row of this area's tables naming the service (and a resource its component) by what
 * the CTE before it returned. The event takes the new row's cycle, which a read of the table in the same statement
 * could not see. A VLAN held twice fails the whole statement on the unique key, as its own insert did.
 */
export async function insertServiceWithParts(tx: DbOrTx, spec: NewServiceWithParts): Promise<InsertedService> {
  const service = definedOf(spec.service);
  const components = spec.components.map((component) => ({
    row: definedOf(component.row),
    resources: component.resources.map(definedOf),
  }));
  const event = definedOf(spec.event);
  const values: Record<string, unknown> = {};
  const put = (prefix: string, row: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(row)) values[`${prefix}${key}`] = value;
  };
  put('s_', service);
  components.forEach((component, i) => {
    put(`c${i}_`, component.row);
    component.resources.forEach((resource, j) => put(`c${i}r${j}_`, resource));
  });
  put('e_', event);
  const [row] = await serviceWithParts(tx, { service, components, event }, values);
  if (!row) throw new Error('A new service was not written');
  return row;
}

/** Placeholders named `prefix` + a column's name. */
const prefixed = (prefix: string) => (name: string) => sql.placeholder(`${prefix}${name}`);

/**
 * The statement of `insertServiceWithParts`, built once per shape (which columns each row sets, how many components
 * and resources) with its values as placeholders: a new service's statement was most of an order's CPU when Drizzle
 * built it for every order.
 */
const serviceWithParts = builtOncePerShape<NewServiceWithParts, InsertedService>(
  (shape) =>
    JSON.stringify([
      shapeOf(shape.service),
      shape.components.map((c) => [shapeOf(c.row), c.resources.map(shapeOf)]),
      shapeOf(shape.event),
    ]),
  (tx, shape) => {
    const serviceId = sql<number>`(select id from new_service)`;
    // only what the statement reads back of the row: every column's returning is as many pieces for Drizzle to build
    const { id, uid, name, productType, aggregationId, lifecycleCycle } = technicalServices;
    const returned = { id, uid, name, productType, aggregationId, lifecycleCycle };
    const ctes = [
      sql`new_service as ${cte(
        tx
          .insert(technicalServices)
          .values(placeholderRow(shape.service, prefixed('s_')))
          .returning(returned),
      )}`,
    ];
    const resources: PgInsertValue<typeof componentResources>[] = [];
    shape.components.forEach((component, i) => {
      const name = sql.raw(`new_component_${i}`);
      ctes.push(
        sql`${name} as ${cte(
          tx
            .insert(serviceComponents)
            .values({ ...placeholderRow(component.row, prefixed(`c${i}_`)), serviceId })
            .returning({ id: serviceComponents.id }),
        )}`,
      );
      component.resources.forEach((resource, j) =>
        resources.push({
          ...placeholderRow(resource, prefixed(`c${i}r${j}_`)),
          componentId: sql<number>`(select id from ${name})`,
        }),
      );
    });
    if (resources.length > 0) ctes.push(sql`new_resources as ${cte(tx.insert(componentResources).values(resources))}`);
    ctes.push(
      sql`new_event as ${cte(
        tx
          .insert(serviceEvents)
          .values({
            ...placeholderRow(shape.event, prefixed('e_')),
            serviceId,
            cycle: sql<number>`(select lifecycle_cycle from new_service)`,
          })
          .onConflictDoNothing({ target: EVENT_KEY }),
      )}`,
    );
    return sql`with ${sql.join(ctes, sql`, `)}
        select id, uid::text as uid, name, product_type as "productType", aggregation_id as "aggregationId"
          from new_service`;
  },
);

export async function setAggregation(tx: DbOrTx, ids: readonly number[], aggregationId: number): Promise<void> {
  await tx
    .update(technicalServices)
    .set({ aggregationId })
    .where(inArray(technicalServices.id, [...ids]));
}

const serviceById = preparedRead((db) =>
  db
    .select()
    .from(technicalServices)
    .where(eq(technicalServices.id, sql.placeholder('id')))
    .prepare('service_by_id'),
);

export async function findService(db: DbOrTx, id: number): Promise<ServiceRow | null> {
  const [row] = await serviceById(db).execute({ id });
  return row ?? null;
}

/** Some services by id (any order; missing ids are left out). */
export function findServices(db: DbOrTx, ids: readonly number[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return findRows(db, technicalServices, inArray(technicalServices.id, [...ids]));
}

/** A company's first port (by id), or null. */
export async function firstPortOf(db: DbOrTx, companyId: number): Promise<ServiceRow | null> {
  const [row] = await db
    .select()
    .from(technicalServices)
    .where(and(eq(technicalServices.companyId, companyId), eq(technicalServices.productType, 'PORT')))
    .orderBy(asc(technicalServices.id))
    .limit(1);
  return row ?? null;
}

export function findServicesOfOrder(db: DbOrTx, orderId: number): Promise<ServiceRow[]> {
  return findRows(db, technicalServices, eq(technicalServices.orderId, orderId), asc(technicalServices.id));
}

/** Moves the service from `from` to `to` only if it is still at `from`: a second run of the same step moves nothing. */
export async function moveStatus(tx: DbOrTx, id: number, from: string, to: string): Promise<ServiceRow | null> {
  const [row] = await tx
    .update(technicalServices)
    .set({ provisioningStatus: to, updatedAt: sql`now()` })
    .where(and(eq(technicalServices.id, id), eq(technicalServices.provisioningStatus, from)))
    .returning();
  return row ?? null;
}

type NewEvent = { serviceId: number; routingKey: string; at: Date; actor: string };

/** The event in the service's current lifecycle cycle (an un-cancel starts a new one). */
const inCycle = (event: NewEvent) => ({
  ...event,
  cycle: sql<number>`(select ${technicalServices.lifecycleCycle} from ${technicalServices} where ${technicalServices.id} = ${event.serviceId})`,
});
const EVENT_KEY = [serviceEvents.serviceId, serviceEvents.routingKey, serviceEvents.cycle];

/**
 * Records the event once per lifecycle cycle: a second of the same routing key for the service in that cycle is
 * ignored (the unique key).
 */
export async function recordEvent(tx: DbOrTx, event: NewEvent): Promise<boolean> {
  const rows = await eventWrite(tx, event).returning({ id: serviceEvents.id });
  return rows.length > 0;
}

/** `recordEvent`'s insert, not sent (a caller sends it with another write of its change, decision 0099). */
export function eventWrite(tx: DbOrTx, event: NewEvent) {
  return tx.insert(serviceEvents).values(inCycle(event)).onConflictDoNothing({ target: EVENT_KEY });
}

/** `eventWrite` built once per shape, for a change that sends it with its other writes (`writeTogether`). */
export function shapedEventWrite(event: NewEvent): ShapedWrite {
  const defined = definedOf(event);
  return {
    shape: `service_event:${shapeOf(defined)}`,
    build: (db, placeholder) =>
      db
        .insert(serviceEvents)
        .values({
          ...placeholderRow(defined, placeholder),
          cycle: sql<number>`(select ${technicalServices.lifecycleCycle} from ${technicalServices}
                               where ${technicalServices.id} = ${placeholder('serviceId')})`,
        })
        .onConflictDoNothing({ target: EVENT_KEY }),
    values: defined,
  };
}

/** Which company owns a service (by id), and one service a company owns: the tenant check's resolvers. */
export const serviceOwners = companyOwnedRows(technicalServices, technicalServices.id);
/** The same by the service's uid (the public API's name for it). */
export const serviceUidOwners = companyOwnedRows(technicalServices, technicalServices.uid);

/** What ordering reads of a Port (`findPortsById`). */
export type PortRow = Pick<
  ServiceRow,
  'id' | 'uid' | 'name' | 'companyId' | 'locationId' | 'rateLimitMbps' | 'provisioningStatus'
>;

/** Ports (PORT services) by id, whatever their company. */
export async function findPortsById(db: DbOrTx, ids: readonly number[]): Promise<PortRow[]> {
  if (ids.length === 0) return [];
  return portsById(db, [...new Set(ids)]);
}

/** `findPortsById`' statement, built once with the ids as one array (every VXC and IX order sends it). */
const portsById = preparedForIds((db, ids, variant) =>
  db
    .select(
      columnsOf(technicalServices, [
        'id',
        'uid',
        'name',
        'companyId',
        'locationId',
        'rateLimitMbps',
        'provisioningStatus',
      ]),
    )
    .from(technicalServices)
    .where(and(sql`${technicalServices.id} = any(${ids})`, eq(technicalServices.productType, 'PORT')))
    .prepare(`ports_by_id_${variant}`),
);

/** Ports that may take new connections (not NEW, cancelled or decommissioned), of some companies or of all. */
export function findUsablePorts(db: DbOrTx, companyIds: readonly number[] | null): Promise<ServiceRow[]> {
  return db
    .select()
    .from(technicalServices)
    .where(
      and(
        eq(technicalServices.productType, 'PORT'),
        notInArray(technicalServices.provisioningStatus, [...UNUSABLE_PORT_STATUSES]),
        companyIds === null ? undefined : inArray(technicalServices.companyId, [...companyIds]),
      ),
    )
    .orderBy(asc(technicalServices.name), asc(technicalServices.id));
}
export const UNUSABLE_PORT_STATUSES = ['NEW', 'CANCELLED', 'DECOMMISSIONED'] as const;

/** The older VXCs' own VLAN columns count only while the VXC still holds its ends. */
const VLAN_RELEASED = ['CANCELLED', 'DECOMMISSIONED'];

/**
 * The VLANs held on some Ports, as rows (port, vlan) of a subquery another statement reads (an order's, decision
 * 0095): the resources that hold one (the unique key that decides a race), and the VLANs of the demo's older VXCs
 * that name the Port as an end in their own columns. The one rule of what a Port's VLANs are.
 */
export function heldVlans(db: DbOrTx, portIds: readonly number[] | SQL) {
  // some ids as values, or an int[] (a prepared statement's placeholder) that any of them equals
  const onPorts = (column: AnyPgColumn) =>
    Array.isArray(portIds) ? inArray(column, [...new Set(portIds)]) : sql`${column} = any(${portIds})`;
  const vxc = alias(technicalServices, 'held_by');
  return unionAll(
    db
      .select({ port: componentResources.portServiceId, vlan: componentResources.vlan })
      .from(componentResources)
      .where(and(onPorts(componentResources.portServiceId), isNotNull(componentResources.vlan))),
    db
      .select({ port: vxc.aEndServiceId, vlan: vxc.aVlan })
      .from(vxc)
      .where(and(onPorts(vxc.aEndServiceId), isNotNull(vxc.aVlan), notInArray(vxc.provisioningStatus, VLAN_RELEASED))),
    db
      .select({ port: vxc.bEndServiceId, vlan: vxc.bVlan })
      .from(vxc)
      .where(and(onPorts(vxc.bEndServiceId), isNotNull(vxc.bVlan), notInArray(vxc.provisioningStatus, VLAN_RELEASED))),
  ).as('held');
}

/** The VLANs held on a Port (`heldVlans`), ascending. */
export async function vlansOnPort(db: DbOrTx, portId: number): Promise<number[]> {
  const held = heldVlans(db, [portId]);
  const rows = await db.selectDistinct({ vlan: held.vlan }).from(held).orderBy(asc(held.vlan));
  return rows.flatMap((row) => (row.vlan === null ? [] : [Number(row.vlan)]));
}

/** Frees the VLANs a service holds on its Ports (its `vlan` resources go). */
export async function releaseVlans(tx: DbOrTx, serviceId: number): Promise<void> {
  await tx
    .delete(componentResources)
    .where(
      and(
        eq(componentResources.resourceType, 'vlan'),
        inArray(
          componentResources.componentId,
          tx
            .select({ id: serviceComponents.id })
            .from(serviceComponents)
            .where(eq(serviceComponents.serviceId, serviceId)),
        ),
      ),
    );
}

/** A service by its uid (NEW ones too: their owner polls them), or null. */
export async function findServiceByUid(db: DbOrTx, uid: string): Promise<ServiceRow | null> {
  const [row] = await db.select().from(technicalServices).where(eq(technicalServices.uid, uid));
  return row ?? null;
}

/** The MAC address an IX's interface holds, or null. */
export async function findMacAddress(db: DbOrTx, serviceId: number): Promise<string | null> {
  const [row] = await db
    .select({ macAddress: componentResources.macAddress })
    .from(componentResources)
    .innerJoin(serviceComponents, eq(serviceComponents.id, componentResources.componentId))
    .where(and(eq(serviceComponents.serviceId, serviceId), eq(componentResources.resourceType, 'interface')));
  return row?.macAddress ?? null;
}

/** A service by its id or its uid, locked for the rest of the transaction (an edit of its own fields). */
export function lockService(tx: DbOrTx, by: { id: number } | { uid: string }): Promise<ServiceRow | null> {
  const where = 'id' in by ? eq(technicalServices.id, by.id) : eq(technicalServices.uid, by.uid);
  return findRow(tx, technicalServices, where, { forUpdate: true });
}

/** A service's own fields (name, cost centre, public graph, buyout port) changed; the row as stored. */
export function updateServiceFields(
  tx: DbOrTx,
  id: number,
  changes: Partial<Pick<ServiceRow, 'name' | 'costCentre' | 'publicGraph' | 'buyoutPort' | 'marketplaceVisibility'>>,
): Promise<ServiceRow | null> {
  return updateRow(tx, technicalServices, eq(technicalServices.id, id), { ...changes, updatedAt: dbNow });
}

/**
 * A service's contract dates as billing's staff set them (decision 0088): billing owns the change and its audit
 * record, in its own transaction; the row as stored.
 */
export function setContractDates(
  tx: DbOrTx,
  id: number,
  dates: Pick<ServiceRow, 'contractStartDate' | 'contractEndDate'>,
): Promise<ServiceRow | null> {
  return updateRow(tx, technicalServices, eq(technicalServices.id, id), { ...dates, updatedAt: dbNow });
}

/** What a bill run reads of the services it bills (one query for a chunk's thousands): name, days and status. */
export function billedServiceTermsOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: technicalServices.id,
      name: technicalServices.name,
      terminationDate: technicalServices.terminationDate,
      contractStartDate: technicalServices.contractStartDate,
      provisioningStatus: technicalServices.provisioningStatus,
    })
    .from(technicalServices)
    .where(sql`${technicalServices.id} = any(${sql.param([...ids])}::int[])`);
}

/** The day (UTC) each of some services first went LIVE, from its LIVE event: what the demo's billing starts from. */
export async function liveDaysOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      serviceId: serviceEvents.serviceId,
      day: sql<string>`(min(${serviceEvents.at}) at time zone 'UTC')::date::text`,
    })
    .from(serviceEvents)
    .where(
      sql`${serviceEvents.serviceId} = any(${sql.param([...ids])}::int[]) and ${serviceEvents.routingKey} = 'LIVE'`,
    )
    .groupBy(serviceEvents.serviceId);
  return new Map(rows.map((r) => [r.serviceId, r.day]));
}
