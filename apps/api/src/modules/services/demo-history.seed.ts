import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { CONNECTION_TYPES } from './service-lists.repository.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The oldest and the newest go-live of the demo's services, in days before the seed ran. */
const OLDEST_DAYS = 400;
const NEWEST_DAYS = 30;
/** An ordered Port's newest go-live: over a year back, so that its customer has a year of invoices (decision 0085). */
const ORDERED_NEWEST_DAYS = 370;

/** FNV-1a of a text: the same number for the same name on every seed. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface LiveRow {
  id: number;
  name: string;
  productType: string;
  aEndServiceId: number | null;
  bEndServiceId: number | null;
  orderId: number | null;
}

/**
 * How long before the seed each LIVE service went live: a Port, MCR or MVE 31 to 400 days (one ordered through the
 * demo's orders over a year), a VXC or IX from 30 days
 * to a day after the later of its LIVE ends, each at a minute of the day of its own — all from the names, so every
 * demo database tells the same story.
 */
function goLiveAges(rows: readonly LiveRow[]): Map<number, number> {
  const ages = new Map<number, number>();
  const isConnection = (row: LiveRow) => (CONNECTION_TYPES as readonly string[]).includes(row.productType);
  const minute = (row: LiveRow) => (hashOf(`${row.name}:minute`) % 1440) * MINUTE_MS;
  for (const row of rows.filter((r) => !isConnection(r))) {
    const newest = row.orderId === null ? NEWEST_DAYS : ORDERED_NEWEST_DAYS;
    const days = newest + 1 + (hashOf(row.name) % (OLDEST_DAYS - newest));
    ages.set(row.id, days * DAY_MS + minute(row));
  }
  for (const row of rows.filter(isConnection)) {
    const endAges = [row.aEndServiceId, row.bEndServiceId].flatMap((id) => (id === null ? [] : (ages.get(id) ?? [])));
    // a full day younger than its younger end, whatever the minutes
    const newestEnd = endAges.length > 0 ? Math.floor(Math.min(...endAges) / DAY_MS) - 1 : OLDEST_DAYS;
    const days = NEWEST_DAYS + (hashOf(row.name) % (Math.max(newestEnd, NEWEST_DAYS) - NEWEST_DAYS + 1));
    ages.set(row.id, days * DAY_MS + minute(row));
  }
  return ages;
}

/**
 * The demo's LIVE services were ordered and taken LIVE as the seed ran, so their traffic graphs (which start when a
 * service went LIVE, decision 0077) would be empty. The demo seed dates them back instead, after every other demo
 * seed: each LIVE service's lifecycle events and creation moved back by its age (`goLiveAges`), and a LIVE event at
 * that age for one set LIVE without events. Only the demo seed calls it; nothing in production dates anything back.
 */
export async function dateDemoNetworkBack(tx: DbOrTx): Promise<void> {
  const rows = await queryRows<LiveRow>(
    tx,
    sql`select id, name, product_type as "productType", a_end_service_id as "aEndServiceId",
               b_end_service_id as "bEndServiceId", order_id as "orderId"
          from technical_services where provisioning_status = 'LIVE' order by id`,
  );
  if (rows.length === 0) return;
  const ages = goLiveAges(rows);
  const ids = [...ages.keys()];
  const ms = ids.map((id) => ages.get(id)!);
  await tx.execute(
    sql`with age as (select * from unnest(${sql.param(ids)}::int[], ${sql.param(ms)}::float8[]) as a(id, ms)),
             moved as (update service_events e set at = e.at - a.ms * interval '1 millisecond'
                         from age a where e.service_id = a.id returning e.id),
             made as (update technical_services s set created_at = s.created_at - a.ms * interval '1 millisecond'
                        from age a where s.id = a.id returning s.id)
        insert into service_events (service_id, routing_key, cycle, at, actor)
        select a.id, 'LIVE', s.lifecycle_cycle, now() - a.ms * interval '1 millisecond', 'system:demo seed'
          from age a join technical_services s on s.id = a.id
         where not exists (select 1 from service_events e where e.service_id = a.id and e.routing_key = 'LIVE')`,
  );
}
