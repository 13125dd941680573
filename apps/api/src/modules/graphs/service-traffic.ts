import type { Traffic } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Telemetry } from '../../integrations/telemetry/telemetry.js';
import { getServiceView } from '../services/index.js';

export interface TrafficRequest {
  nServiceId: number;
  from: number;
  to: number;
  points: number;
}

/**
 * A service's traffic for its graph: `points` equal steps of the window, in and out, from the network's telemetry.
 * Without a telemetry source (production until one is configured) the answer says so and has no points.
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
  const points = telemetry
    ? await telemetry.traffic(
        {
          id: service.technicalServiceId,
          rateLimitMbps: service.rateLimit,
          live: service.provisioningStatus === 'LIVE',
        },
        ask.from,
        ask.to,
        ask.points,
      )
    : [];
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
