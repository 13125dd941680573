/**
 * A service's traffic graph (admin console §7 "Service detail and lifecycle", §9): the detail shows 24 hours in 288
 * points, 5-minute steps, in and out, with the speed axis in b/s, Kb/s, Mb/s or Gb/s (customer portal §9).
 */

export const GRAPH_WINDOW_MS = 24 * 60 * 60 * 1000;
export const GRAPH_POINTS = 288;
/** 5 minutes: the step of the detail's graph, and of the traffic the network reports */
export const GRAPH_STEP_MS = GRAPH_WINDOW_MS / GRAPH_POINTS;
/** the most points one call may ask for: a week of 5-minute steps */
export const GRAPH_MAX_POINTS = 7 * GRAPH_POINTS;
/** the longest window one call may ask for */
export const GRAPH_MAX_WINDOW_MS = 31 * GRAPH_WINDOW_MS;

export const TRAFFIC_MESSAGES = {
  windowOrder: 'The graph must end after it starts',
  windowTooLong: 'A graph covers at most 31 days',
  pointCount: `A graph has between 1 and ${GRAPH_MAX_POINTS} points`,
  notAvailable: 'Traffic graphs are not available',
  // Our words: why a person without the graphs permission sees no traffic (the dashboard, a service's page).
  notPermitted: 'Traffic is shown to people holding the graphs permission',
} as const;

/** What is wrong with a graph request, or null. */
export function graphRequestProblem(fromMs: number, toMs: number, points: number): string | null {
  if (toMs <= fromMs) return TRAFFIC_MESSAGES.windowOrder;
  if (toMs - fromMs > GRAPH_MAX_WINDOW_MS) return TRAFFIC_MESSAGES.windowTooLong;
  if (!Number.isInteger(points) || points < 1 || points > GRAPH_MAX_POINTS) return TRAFFIC_MESSAGES.pointCount;
  return null;
}

/** The window of the detail's graph: the 24 hours up to `nowMs`, ending on a 5-minute step. */
export function dayWindow(nowMs: number): { fromMs: number; toMs: number; points: number } {
  const toMs = Math.floor(nowMs / GRAPH_STEP_MS) * GRAPH_STEP_MS;
  return { fromMs: toMs - GRAPH_WINDOW_MS, toMs, points: GRAPH_POINTS };
}

export type BitRateUnit = 'b/s' | 'Kb/s' | 'Mb/s' | 'Gb/s';

/**
 * The unit of a speed: the largest whose threshold it reaches. Network speeds are decimal (1 Kb/s = 1,000 b/s, as
 * the rate limits in Mbps are), never binary.
 */
const UNITS: readonly { unit: BitRateUnit; divisor: number }[] = [
  { unit: 'Gb/s', divisor: 1e9 },
  { unit: 'Mb/s', divisor: 1e6 },
  { unit: 'Kb/s', divisor: 1e3 },
  { unit: 'b/s', divisor: 1 },
];

/** where in UNITS a speed's unit is (b/s, the last, for anything under 1 Kb/s) */
function unitIndex(bitsPerSecond: number): number {
  const at = UNITS.findIndex((u) => Math.abs(bitsPerSecond) >= u.divisor);
  return at === -1 ? UNITS.length - 1 : at;
}

const unitAt = (index: number) => UNITS[index] ?? { unit: 'b/s' as const, divisor: 1 };

export function bitRateUnit(bitsPerSecond: number): { unit: BitRateUnit; divisor: number } {
  return unitAt(unitIndex(bitsPerSecond));
}

/**
 * A speed for people: `1.5 Gb/s`, `640 Kb/s`, `0 b/s` (at most `digits` decimals, none trailing). A value that
 * rounds up to 1,000 of its unit is shown in the next one (`1 Mb/s`, not `1000 Kb/s`).
 */
export function formatBitRate(bitsPerSecond: number, digits = 1): string {
  const factor = 10 ** digits;
  const inUnit = (index: number) => Math.round((bitsPerSecond / unitAt(index).divisor) * factor) / factor;
  let index = unitIndex(bitsPerSecond);
  if (Math.abs(inUnit(index)) >= 1000 && index > 0) index -= 1;
  return `${inUnit(index)} ${unitAt(index).unit}`;
}
