import { meanBusierDirection } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { Telemetry } from '../../integrations/telemetry/telemetry.js';
import { meteredServices } from '../services/index.js';

/** The window of a summary: from, to (epoch ms) and how many equal steps are sampled. */
export interface TrafficWindow {
  from: number;
  to: number;
  points: number;
}

/**
 * Each service's mean traffic over the window (the busier direction of each step, b/s), from the network's
 * telemetry — the same traffic its graph draws, each with its history read for the whole batch in one statement;
 * null without a telemetry source. The dashboard asks about a batch of services at a time.
 */
export async function meanTrafficOf(
  db: DbOrTx,
  telemetry: Telemetry | null,
  serviceIds: readonly number[],
  window: TrafficWindow,
): Promise<Map<number, number> | null> {
  if (!telemetry) return null;
  const metered = await meteredServices(db, serviceIds);
  const means = await Promise.all(
    [...metered.values()].map(async (service) => {
      const points = await telemetry.traffic(service, window.from, window.to, window.points);
      return [service.id, meanBusierDirection(points)] as const;
    }),
  );
  return new Map(means);
}
