import { GRAPH_STEP_MS, isLiveAt, rateLimitAt, type ServiceHistory } from '@portico/domain';

/** A VXC or IX at a Port, by the end it is attached at (a VXC's B end sees its traffic the other way round). */
export interface MeteredConnection {
  id: number;
  end: 'A' | 'B';
  history: ServiceHistory;
}

/**
 * A service as the network's telemetry knows it: its id and type, when it was LIVE and the rate limit in force at
 * each moment (decision 0077), and for a Port the VXCs and IXs attached at either end, whatever their state.
 */
export interface MeteredService {
  id: number;
  productType: string;
  history: ServiceHistory;
  connections: readonly MeteredConnection[];
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
/** The most of its rate limit a service (or a Port, whatever its connections send) carries. */
const CEILING = 0.97;

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
  return Math.min(CEILING, peak * (0.25 + 0.75 * daily) * weekend * noise * burst * outPart);
}

interface Bits {
  inBps: number;
  outBps: number;
}

const NONE: Bits = { inBps: 0, outBps: 0 };

/** A service's own traffic at one instant: nothing unless LIVE then, else its shape at the rate limit then. */
function ownTraffic(id: number, history: ServiceHistory, at: number): Bits {
  if (!isLiveAt(history, at)) return NONE;
  const rateBps = rateLimitAt(history, at) * 1_000_000;
  return {
    inBps: Math.round(rateBps * share(id, at, 'in')),
    outBps: Math.round(rateBps * share(id, at, 'out')),
  };
}

/**
 * A Port's traffic at one instant: what its VXCs and IXs carry (each by its own history; a VXC's B end the other way
 * round), never above the Port's rate limit then, and nothing unless the Port is LIVE then. A Port without a
 * connection carrying anything carries nothing, as its usage (UNUSED) says.
 */
function portTraffic(port: MeteredService, at: number): Bits {
  if (!isLiveAt(port.history, at)) return NONE;
  let inBps = 0;
  let outBps = 0;
  for (const c of port.connections) {
    const bits = ownTraffic(c.id, c.history, at);
    inBps += c.end === 'A' ? bits.inBps : bits.outBps;
    outBps += c.end === 'A' ? bits.outBps : bits.inBps;
  }
  const capBps = Math.floor(rateLimitAt(port.history, at) * 1_000_000 * CEILING);
  return { inBps: Math.min(inBps, capBps), outBps: Math.min(outBps, capBps) };
}

/**
 * Demo mode's telemetry: plausible traffic computed from the service's id, its history and the time alone (no
 * state, no randomness), so the same graph is drawn on every call and in every test, and a moment already past
 * keeps what it showed: nothing before the service went LIVE or after it stopped, each step at the rate limit in
 * force at its middle, a Port the sum of its connections (decisions 0046, 0077).
 */
export function createTelemetrySimulator(): Telemetry {
  return {
    name: 'simulator',
    async traffic(service, fromMs, toMs, points) {
      const stepMs = (toMs - fromMs) / points;
      const at = (middle: number) =>
        service.productType === 'PORT' ? portTraffic(service, middle) : ownTraffic(service.id, service.history, middle);
      return Array.from({ length: points }, (_, i) => {
        const start = Math.round(fromMs + i * stepMs);
        return { at: start, ...at(Math.round(start + stepMs / 2)) };
      });
    },
  };
}
