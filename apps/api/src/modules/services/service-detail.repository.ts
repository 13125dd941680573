import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedRead } from '../../db/prepared.js';
import { companyNameSql } from '../companies/index.js';
import type { ServiceRow } from './services.repository.js';
import { technicalServices } from './services.tables.js';

// A service's screen in one statement (decision 0096): the row, its components with their resources, its events,
// the services at its ends with their companies' names, its LAG's members and its open network changes, each part a
// json value of the row's own statement. The subqueries name the outer table literally (`technical_services`): Drizzle
// leaves a single-table select's columns unqualified, and they would bind to a subquery's own tables.

export interface DetailComponent {
  id: number;
  componentType: string;
  status: string;
  locationId: number | null;
  aEndServiceId: number | null;
  bEndServiceId: number | null;
  resources: {
    resourceType: string;
    aVlan: number | null;
    bVlan: number | null;
    rateLimitMbps: number | null;
    portSpeed: number | null;
    macAddress: string | null;
    portServiceId: number | null;
    vlan: number | null;
  }[];
}

export interface ServiceParts {
  components: DetailComponent[];
  /** each event's routing key and moment (epoch ms), in the order they happened */
  events: { routingKey: string; at: number }[];
}

export interface ServiceDetailParts extends ServiceParts {
  companyName: string | null;
  /** the services at the A and B ends, with their companies' names */
  ends: { id: number; name: string; productType: string; companyId: number; companyName: string | null }[];
  /** the LAG's members by id, when the service is in one */
  lagMembers: { id: number; name: string; provisioningStatus: string }[];
  /** per setting its newest change, when that is pending or failed, newest first */
  openChanges: {
    field: string;
    fromValue: string | null;
    toValue: string;
    status: string;
    reason: string | null;
    requestedAt: number;
  }[];
}

const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

const components = sql<unknown>`coalesce((
  select json_agg(json_build_object('id', c.id, 'componentType', c.component_type, 'status', c.status,
           'locationId', c.location_id, 'aEndServiceId', c.a_end_service_id, 'bEndServiceId', c.b_end_service_id,
           'resources', coalesce((
              select json_agg(json_build_object('resourceType', r.resource_type, 'aVlan', r.a_vlan, 'bVlan', r.b_vlan,
                       'rateLimitMbps', r.rate_limit_mbps, 'portSpeed', r.port_speed, 'macAddress', r.mac_address,
                       'portServiceId', r.port_service_id, 'vlan', r.vlan) order by r.id)
                from component_resources r where r.component_id = c.id), '[]'::json)) order by c.id)
    from service_components c where c.service_id = technical_services.id), '[]'::json)`;

const events = sql<unknown>`coalesce((
  select json_agg(json_build_object('routingKey', e.routing_key, 'at', ${epochMs('e.at')}) order by e.at, e.id)
    from service_events e where e.service_id = technical_services.id), '[]'::json)`;

const ends = sql<unknown>`coalesce((
  select json_agg(json_build_object('id', e.id, 'name', e.name, 'productType', e.product_type,
           'companyId', e.company_id, 'companyName', ${companyNameSql(sql`e.company_id`)}))
    from technical_services e
   where e.id in (technical_services.a_end_service_id, technical_services.b_end_service_id)), '[]'::json)`;

const lagMembers = sql<unknown>`coalesce((
  select json_agg(json_build_object('id', m.id, 'name', m.name, 'provisioningStatus', m.provisioning_status)
           order by m.id)
    from technical_services m where m.aggregation_id = technical_services.aggregation_id), '[]'::json)`;

// the newest change of each setting (as `openNetworkChanges` reads them), kept when not applied
const openChanges = sql<unknown>`coalesce((
  select json_agg(json_build_object('field', n.field, 'fromValue', n.from_value, 'toValue', n.to_value,
           'status', n.status, 'reason', n.reason, 'requestedAt', ${epochMs('n.requested_at')}) order by n.id desc)
    from (select distinct on (x.field) x.* from network_changes x where x.service_id = technical_services.id
           order by x.field, x.id desc) n
   where n.status <> 'APPLIED'), '[]'::json)`;

/** PGlite hands json back as text, node-postgres parsed. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const numbered = <T extends { at?: unknown; requestedAt?: unknown }>(rows: T[]): T[] =>
  rows.map((r) => ({
    ...r,
    ...(r.at !== undefined ? { at: Number(r.at) } : {}),
    ...(r.requestedAt !== undefined ? { requestedAt: Number(r.requestedAt) } : {}),
  }));

const detailById = preparedRead((db) =>
  db
    .select({
      row: technicalServices,
      components,
      events,
      companyName: companyNameSql(sql`technical_services.company_id`),
      ends,
      lagMembers,
      openChanges,
    })
    .from(technicalServices)
    .where(eq(technicalServices.id, sql.placeholder('id')))
    .prepare('service_detail'),
);

/** A service and everything its screen shows, in one statement; null when there is no such service. */
export async function findServiceDetail(
  db: DbOrTx,
  id: number,
): Promise<{ row: ServiceRow; parts: ServiceDetailParts } | null> {
  const [found] = await detailById(db).execute({ id });
  if (!found) return null;
  return {
    row: found.row,
    parts: {
      components: json<DetailComponent[]>(found.components),
      events: numbered(json<ServiceParts['events']>(found.events)),
      companyName: found.companyName,
      ends: json<ServiceDetailParts['ends']>(found.ends),
      lagMembers: json<ServiceDetailParts['lagMembers']>(found.lagMembers),
      openChanges: numbered(json<ServiceDetailParts['openChanges']>(found.openChanges)),
    },
  };
}

const partsById = preparedRead((db) =>
  db
    .select({ components, events })
    .from(technicalServices)
    .where(eq(technicalServices.id, sql.placeholder('id')))
    .prepare('service_parts'),
);

/** A service's components (with their resources) and events, in one statement. */
export async function findServiceParts(db: DbOrTx, id: number): Promise<ServiceParts> {
  const [found] = await partsById(db).execute({ id });
  return {
    components: json<DetailComponent[]>(found?.components ?? []),
    events: numbered(json<ServiceParts['events']>(found?.events ?? [])),
  };
}
