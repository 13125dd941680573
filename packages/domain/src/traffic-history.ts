import { PROVISIONING_STATUSES, type ProvisioningStatus } from './service-rules.js';

/*
 * What a service's traffic depends on besides the time (decision 0077): when it carried traffic and the rate limit
 * in force at each moment. Both are read from the service's dated records, so a moment already past keeps the
 * traffic it had: a later speed change moves only what comes after it, a cancel ends it from then on.
 */

/** Only a LIVE service carries traffic: a service being built, asleep, cancelled or gone carries none. */
export function carriesTraffic(status: string): boolean {
  return status === 'LIVE';
}

/** A stretch of time the service was LIVE: from `from` (epoch ms) until `to`, or still when `to` is null. */
export interface LiveSpan {
  from: number;
  to: number | null;
}

/** A rate limit and the moment it took effect; it holds until the next one. */
export interface RateLimitStep {
  from: number;
  mbps: number;
}

/** When a service carried traffic, and at which rate limit. */
export interface ServiceHistory {
  /** oldest first, not overlapping */
  live: readonly LiveSpan[];
  /** oldest first; the first holds from the beginning of time, so at least one */
  rateLimits: readonly RateLimitStep[];
}

/** A lifecycle event as recorded: its routing key and moment. */
export interface DatedEvent {
  routingKey: string;
  at: number;
}

/** What the service's row says now, for a history whose events do not (a service set LIVE without its event). */
export interface ServiceNow {
  provisioningStatus: string;
  createdAt: number;
  updatedAt: number;
}

const isStatus = (key: string): key is ProvisioningStatus => (PROVISIONING_STATUSES as readonly string[]).includes(key);

/**
 * The spans a service was LIVE, from its lifecycle events (oldest first): an event of a status opens a span when the
 * status carries traffic and closes it otherwise; events that are not a status (reminders, approvals) change nothing.
 * The row has the last word: a LIVE service without an open span has been LIVE since its last event (or since it was
 * made, with none), and a span still open on a service no longer LIVE ended with the row's last change.
 */
export function liveSpans(events: readonly DatedEvent[], now: ServiceNow): LiveSpan[] {
  const spans: LiveSpan[] = [];
  let open: number | null = null;
  let last = now.createdAt;
  for (const event of events) {
    if (!isStatus(event.routingKey)) continue;
    last = Math.max(last, event.at);
    if (carriesTraffic(event.routingKey)) open ??= event.at;
    else if (open !== null) {
      spans.push({ from: open, to: Math.max(open, event.at) });
      open = null;
    }
  }
  const isLive = carriesTraffic(now.provisioningStatus);
  if (open !== null) spans.push({ from: open, to: isLive ? null : Math.max(open, now.updatedAt) });
  else if (isLive) spans.push({ from: last, to: null });
  return spans;
}

/** A recorded change of the rate limit: from and to (Mbps), and when it took effect. */
export interface RateLimitChange {
  fromMbps: number;
  toMbps: number;
  at: number;
}

/**
 * The rate limits in force over time, from the recorded changes (in any order): the first change's old limit from
 * the beginning, then each change's new one. Without a change, the current limit always held. When the last change
 * does not reach the current limit (one made before changes were recorded), the current limit took effect at the
 * row's last change.
 */
export function rateLimitSteps(
  changes: readonly RateLimitChange[],
  current: { rateLimitMbps: number; updatedAt: number },
): RateLimitStep[] {
  const sorted = [...changes].sort((a, b) => a.at - b.at);
  const first = sorted[0];
  if (!first) return [{ from: -Infinity, mbps: current.rateLimitMbps }];
  const steps: RateLimitStep[] = [
    { from: -Infinity, mbps: first.fromMbps },
    ...sorted.map((c) => ({ from: c.at, mbps: c.toMbps })),
  ];
  const last = steps.at(-1)!;
  if (last.mbps !== current.rateLimitMbps)
    steps.push({ from: Math.max(last.from, current.updatedAt), mbps: current.rateLimitMbps });
  return steps;
}

/** Whether the service carried traffic at the moment `at`. */
export function isLiveAt(history: ServiceHistory, at: number): boolean {
  return history.live.some((span) => span.from <= at && (span.to === null || at < span.to));
}

/** The rate limit in force at the moment `at` (Mbps). */
export function rateLimitAt(history: ServiceHistory, at: number): number {
  let mbps = history.rateLimits[0]?.mbps ?? 0;
  for (const step of history.rateLimits) {
    if (step.from > at) break;
    mbps = step.mbps;
  }
  return mbps;
}
