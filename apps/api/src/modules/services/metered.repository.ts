import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { connectionEnds } from './service-lists.repository.js';

/** A service the telemetry is asked about, or a connection of an asked Port, with what its history is made of. */
export interface MeteredRow {
  id: number;
  productType: string;
  provisioningStatus: string;
  rateLimitMbps: number;
  createdAt: number;
  updatedAt: number;
  /** for a connection: the asked Port and the end it is attached at; null for an asked service */
  portId: number | null;
  portEnd: 'A' | 'B' | null;
  /** its lifecycle events, oldest first (epoch ms) */
  events: { routingKey: string; at: number }[];
  /** its recorded speed changes (epoch ms: the moment recorded with the change, else when it was written) */
  speedChanges: { fromMbps: number; toMbps: number; at: number }[];
}

const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The services asked and the VXCs and IXs attached at either end of those that are Ports (`connectionEnds`, the
 * usage's definition, whatever their state), each with its lifecycle events and speed changes, in one statement:
 * the connections from the end indexes, each history from its service's index (`service_events`' unique key,
 * `service_billing_events_service_idx`). A connection between two asked Ports comes once for each.
 */
export function findMeteredRows(db: DbOrTx, ids: readonly number[]): Promise<MeteredRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const asked = sql`${sql.param([...ids])}::int[]`;
  // each asked Port's connections read by its id from the end indexes (a lateral, as the network page reads a
  // port's load), whatever the planner guesses of the table
  const ends = connectionEnds((end) => sql`${end} = p.id`, []);
  return queryRows<MeteredRow>(
    db,
    sql`with metered as (
          select id, null::int as port_id, null::text as port_end from technical_services where id = any(${asked})
          union all
          select c.connection_id, p.id, c.port_end
            from technical_services p
            cross join lateral (${ends}) c
           where p.id = any(${asked}) and p.product_type = 'PORT'
        )
        select s.id, s.product_type as "productType", s.provisioning_status as "provisioningStatus",
               s.rate_limit_mbps as "rateLimitMbps", ${epochMs('s.created_at')} as "createdAt",
               ${epochMs('s.updated_at')} as "updatedAt", m.port_id as "portId", m.port_end as "portEnd",
               coalesce((select json_agg(json_build_object('routingKey', e.routing_key, 'at', ${epochMs('e.at')})
                                         order by e.at, e.id)
                           from service_events e where e.service_id = s.id), '[]'::json) as events,
               coalesce((select json_agg(json_build_object(
                                  'fromMbps', (b.detail ->> 'fromMbps')::int, 'toMbps', (b.detail ->> 'toMbps')::int,
                                  'at', ${epochMs("coalesce((b.detail ->> 'at')::timestamptz, b.created_at)")})
                                         order by b.id)
                           from service_billing_events b
                          where b.service_id = s.id and b.kind = 'SPEED_CHANGE'), '[]'::json) as "speedChanges"
          from metered m
          cross join lateral (select * from technical_services where id = m.id) s`,
  );
}
