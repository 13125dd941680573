import type { Traffic } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Telemetry } from '../../integrations/telemetry/telemetry.js';
import { getServiceView, meteredServices } from '../services/index.js';

export interface TrafficRequest {
  nServiceId: number;
  from: number;
  to: number;
  points: number;
}

/**
 * A service's traffic for its graph: `points` equal steps of the window, in and out, from the network's telemetry,
 * asked with the service's history (and a Port's connections), read in one statement (decision 0077). Without a
 * telemetry source (production until one is configured) the answer says so and has no points, and nothing more is
 * read.
 */
export async function serviceTraffic(
  db: DbOrTx,
  telemetry: Telemetry | null,
  ask: TrafficRequest,
  /** throws when the caller may not read this company's services (the route's own check, done again) */
  requireReader: (companyId: number) => void,
): Promise<Traffic> {
  const service = await getServiceView(db, ask.nServiceId);
  requireReader(service.companyId);
  const metered = telemetry
    ? (await meteredServices(db, [service.technicalServiceId])).get(service.technicalServiceId)
    : undefined;
  const points = telemetry && metered ? await telemetry.traffic(metered, ask.from, ask.to, ask.points) : [];
  return {
    nServiceId: service.technicalServiceId,
    from: ask.from,
    to: ask.to,
    stepMs: Math.round((ask.to - ask.from) / ask.points),
    rateLimitMbps: service.rateLimit,
    available: telemetry !== null,
    points,
  };
}
