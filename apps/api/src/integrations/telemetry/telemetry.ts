import { GRAPH_STEP_MS } from '@portico/domain';

/** A service as the network's telemetry knows it. */
export interface MeteredService {
  id: number;
  rateLimitMbps: number;
  /** LIVE: it carries traffic (a service not LIVE yet, or no longer, carries none) */
  live: boolean;
}

/** The traffic of one step: bits per second in and out, averaged over the step that starts at `at`. */
export interface TrafficSample {
  at: number;
  inBps: number;
  outBps: number;
}

/**
 * The network's traffic counters. A real adapter reads them from the network's monitoring (5-minute counters);
 * the graphs ask for `points` equal steps from `fromMs` to `toMs`.
 */
export interface Telemetry {
  readonly name: string;
  traffic(service: MeteredService, fromMs: number, toMs: number, points: number): Promise<TrafficSample[]>;
}

/** murmur3's finaliser: spreads the bits of a 32-bit number evenly */
function fmix(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A number in [0, 1) that depends only on its inputs: the simulator's dice, the same on every call. */
function dice(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) h = fmix(h ^ fmix(part));
  return h / 0x1_0000_0000;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The simulated traffic of a service at one instant, as a share of its rate limit: a daily shape (quiet before
 * dawn, busiest in the afternoon, each service shifted by up to six hours), quieter weekends, noise from one
 * 5-minute step to the next, and a burst in about one step in fifty. Out is a fixed part of in (35 to 85 % by
 * service) with noise of its own. Never above 97 % of the rate limit.
 */
function share(serviceId: number, at: number, direction: 'in' | 'out'): number {
  const peak = 0.08 + 0.37 * dice(serviceId, 1);
  const shiftHours = 6 * dice(serviceId, 2);
  const hour = (at % DAY_MS) / HOUR_MS;
  const daily = 0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 4 - shiftHours)) / 24);
  // 1 January 1970 was a Thursday: day 0 is weekday 4 (Sunday 0)
  const weekday = (Math.floor(at / DAY_MS) + 4) % 7;
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
  const step = Math.floor(at / GRAPH_STEP_MS);
  const noise = 0.85 + 0.3 * dice(serviceId, step, direction === 'in' ? 4 : 7);
  const burst = dice(serviceId, step, 5) < 0.02 ? 1.8 + dice(serviceId, step, 6) : 1;
  const outPart = direction === 'in' ? 1 : 0.35 + 0.5 * dice(serviceId, 3);
  return Math.min(0.97, peak * (0.25 + 0.75 * daily) * weekend * noise * burst * outPart);
}

/**
 * Demo mode's telemetry: plausible traffic for every LIVE service, computed from its id and the time alone, so
 * the same graph is drawn on every call and in every test. The simulated network keeps no history: a LIVE service
 * has traffic over the whole window asked for, even before it went LIVE (demo services were ordered minutes ago,
 * and a graph of nothing would show nothing; decision 0046).
 */
export function createTelemetrySimulator(): Telemetry {
  return {
    name: 'simulator',
    async traffic(service, fromMs, toMs, points) {
      const stepMs = (toMs - fromMs) / points;
      const rateBps = service.rateLimitMbps * 1_000_000;
      return Array.from({ length: points }, (_, i) => {
        const at = Math.round(fromMs + i * stepMs);
        const middle = Math.round(at + stepMs / 2);
        return {
          at,
          inBps: service.live ? Math.round(rateBps * share(service.id, middle, 'in')) : 0,
          outBps: service.live ? Math.round(rateBps * share(service.id, middle, 'out')) : 0,
        };
      });
    },
  };
}
