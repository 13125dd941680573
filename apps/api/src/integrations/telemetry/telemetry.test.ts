import { GRAPH_POINTS, GRAPH_WINDOW_MS } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { createTelemetrySimulator } from './telemetry.js';

const day = Date.UTC(2026, 10, 25); // a Wednesday
const service = { id: 100_123, rateLimitMbps: 1000, live: true };

describe('the telemetry simulator', () => {
  const telemetry = createTelemetrySimulator();

  it('draws the same day twice', async () => {
    const a = await telemetry.traffic(service, day, day + GRAPH_WINDOW_MS, GRAPH_POINTS);
    const b = await telemetry.traffic(service, day, day + GRAPH_WINDOW_MS, GRAPH_POINTS);
    expect(a).toEqual(b);
    expect(a).toHaveLength(288);
    expect(a[1]!.at - a[0]!.at).toBe(5 * 60 * 1000);
  });

  it('never goes above the rate limit, and is busier in the afternoon than before dawn', async () => {
    const points = await telemetry.traffic(service, day, day + GRAPH_WINDOW_MS, GRAPH_POINTS);
    for (const p of points) {
      expect(p.inBps).toBeLessThanOrEqual(1_000_000_000);
      expect(p.outBps).toBeLessThanOrEqual(1_000_000_000);
      expect(p.inBps).toBeGreaterThan(0);
    }
    const mean = (from: number, to: number) =>
      points.slice(from * 12, to * 12).reduce((sum, p) => sum + p.inBps, 0) / ((to - from) * 12);
    expect(mean(14, 20)).toBeGreaterThan(mean(0, 4) * 1.5);
  });

  it('differs between services and is quieter at the weekend', async () => {
    const other = await telemetry.traffic({ ...service, id: 100_124 }, day, day + GRAPH_WINDOW_MS, 24);
    const mine = await telemetry.traffic(service, day, day + GRAPH_WINDOW_MS, 24);
    expect(other).not.toEqual(mine);
    const total = (ps: { inBps: number }[]) => ps.reduce((s, p) => s + p.inBps, 0);
    const saturday = Date.UTC(2026, 10, 28);
    const weekend = await telemetry.traffic(service, saturday, saturday + GRAPH_WINDOW_MS, 288);
    const weekday = await telemetry.traffic(service, day, day + GRAPH_WINDOW_MS, 288);
    expect(total(weekend)).toBeLessThan(total(weekday));
  });

  it('carries nothing when the service is not live', async () => {
    const idle = await telemetry.traffic({ ...service, live: false }, day, day + GRAPH_WINDOW_MS, 10);
    expect(idle.every((p) => p.inBps === 0 && p.outBps === 0)).toBe(true);
  });

  it('keeps a small service under its own limit through bursts', async () => {
    const small = { id: 7, rateLimitMbps: 1, live: true };
    const week = await telemetry.traffic(small, day, day + 7 * GRAPH_WINDOW_MS, 2016);
    expect(Math.max(...week.map((p) => p.inBps))).toBeLessThanOrEqual(1_000_000);
  });
});
