import { liveSpans, rateLimitSteps, type ServiceHistory } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { MeteredService } from '../../integrations/telemetry/telemetry.js';
import { findMeteredRows, type MeteredRow } from './metered.repository.js';

/** When the service was LIVE (its lifecycle events) and the rate limit in force at each moment (its speed changes). */
function historyOf(row: MeteredRow): ServiceHistory {
  return {
    live: liveSpans(row.events, row),
    rateLimits: rateLimitSteps(row.speedChanges, row),
  };
}

/**
 * Services as the network's telemetry is asked about them (decision 0077): each with its history, a Port with the
 * VXCs and IXs attached at either end (the connections its usage counts, each with its own history), read in one
 * statement however many services are asked. Ids not found are left out.
 */
export async function meteredServices(db: DbOrTx, ids: readonly number[]): Promise<Map<number, MeteredService>> {
  const rows = await findMeteredRows(db, [...new Set(ids)]);
  const services = new Map<number, MeteredService & { connections: MeteredService['connections'][number][] }>();
  for (const row of rows)
    if (row.portId === null)
      services.set(row.id, { id: row.id, productType: row.productType, history: historyOf(row), connections: [] });
  for (const row of rows) {
    if (row.portId === null || row.portEnd === null) continue;
    services.get(row.portId)?.connections.push({ id: row.id, end: row.portEnd, history: historyOf(row) });
  }
  return services;
}
