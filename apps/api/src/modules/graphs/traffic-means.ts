import { meanBusierDirection } from '@portico/domain';
import type { Telemetry } from '../../integrations/telemetry/telemetry.js';

/** The window of a summary: from, to (epoch ms) and how many equal steps are sampled. */
export interface TrafficWindow {
  from: number;
  to: number;
  points: number;
}

/**
 * Each LIVE service's mean traffic over the window (the busier direction of each step, b/s), from the network's
 * telemetry; null without a telemetry source. The dashboard asks about a batch of services at a time.
 */
export async function meanTrafficOf(
  telemetry: Telemetry | null,
  services: readonly { id: number; rateLimitMbps: number }[],
  window: TrafficWindow,
): Promise<Map<number, number> | null> {
  if (!telemetry) return null;
  const means = await Promise.all(
    services.map(async (s) => {
      const points = await telemetry.traffic(
        { id: s.id, rateLimitMbps: s.rateLimitMbps, live: true },
        window.from,
        window.to,
        window.points,
      );
      return [s.id, meanBusierDirection(points)] as const;
    }),
  );
  return new Map(means);
}
