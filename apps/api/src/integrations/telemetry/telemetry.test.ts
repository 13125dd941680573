import { GRAPH_POINTS, GRAPH_STEP_MS, GRAPH_WINDOW_MS, type ServiceHistory } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { createTelemetrySimulator, type MeteredService, type TrafficSample } from './telemetry.js';

const day = Date.UTC(2026, 10, 25); // a Wednesday
const HOUR = 3_600_000;
const always = (mbps: number): ServiceHistory => ({
  live: [{ from: 0, to: null }],
  rateLimits: [{ from: -Infinity, mbps }],
});
const vxc = (id: number, history: ServiceHistory = always(1000)): MeteredService => ({
  id,
  productType: 'VXC',
  history,
  connections: [],
});
const service = vxc(100_123);

describe('the telemetry simulator', () => {
  const telemetry = createTelemetrySimulator();
  const dayOf = (s: MeteredService, points = GRAPH_POINTS, from = day) =>
    telemetry.traffic(s, from, from + GRAPH_WINDOW_MS, points);
  const stepAt = (samples: TrafficSample[], at: number) => samples.find((p) => p.at === at)!;
  const carried = (p: TrafficSample) => p.inBps > 0 || p.outBps > 0;

  it('draws the same day twice', async () => {
    const a = await dayOf(service);
    const b = await dayOf(service);
    expect(a).toEqual(b);
    expect(a).toHaveLength(288);
    expect(a[1]!.at - a[0]!.at).toBe(5 * 60 * 1000);
  });

  it('never goes above the rate limit, and is busier in the afternoon than before dawn', async () => {
    const points = await dayOf(service);
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
    const other = await dayOf(vxc(100_124), 24);
    const mine = await dayOf(service, 24);
    expect(other).not.toEqual(mine);
    const total = (ps: { inBps: number }[]) => ps.reduce((s, p) => s + p.inBps, 0);
    const saturday = Date.UTC(2026, 10, 28);
    expect(total(await dayOf(service, 288, saturday))).toBeLessThan(total(await dayOf(service)));
  });

  it('carries nothing before the service went LIVE and after it stopped', async () => {
    const live = { from: day + 6 * HOUR, to: day + 18 * HOUR };
    const points = await dayOf(vxc(100_123, { live: [live], rateLimits: [{ from: -Infinity, mbps: 1000 }] }));
    for (const p of points) {
      const middle = p.at + GRAPH_STEP_MS / 2;
      expect(carried(p), new Date(p.at).toISOString()).toBe(middle >= live.from && middle < live.to);
    }
    const never = await dayOf(vxc(100_123, { live: [], rateLimits: [{ from: -Infinity, mbps: 1000 }] }), 10);
    expect(never.some(carried)).toBe(false);
  });

  it('follows the rate limit in force at each step: a step before a change keeps the old limit', async () => {
    const change = day + 12 * HOUR;
    const changed = vxc(100_123, {
      live: [{ from: 0, to: null }],
      rateLimits: [
        { from: -Infinity, mbps: 100 },
        { from: change, mbps: 1000 },
      ],
    });
    const points = await dayOf(changed);
    const slow = await dayOf(vxc(100_123, always(100)));
    const fast = await dayOf(vxc(100_123, always(1000)));
    for (const p of points) expect(p).toEqual(stepAt(p.at < change ? slow : fast, p.at));
    expect(Math.max(...points.filter((p) => p.at < change).map((p) => p.inBps))).toBeLessThanOrEqual(100_000_000);
  });

  it('shows a past window the same before and after a later speed change or cancel', async () => {
    const wentLive = day - 3 * HOUR;
    const before: ServiceHistory = {
      live: [{ from: wentLive, to: null }],
      rateLimits: [{ from: -Infinity, mbps: 500 }],
    };
    const shown = await dayOf(vxc(7, before));
    const later = day + GRAPH_WINDOW_MS + HOUR;
    const sped = { ...before, rateLimits: [...before.rateLimits, { from: later, mbps: 2000 }] };
    const cancelled = { ...before, live: [{ from: wentLive, to: later }] };
    expect(await dayOf(vxc(7, sped))).toEqual(shown);
    expect(await dayOf(vxc(7, cancelled))).toEqual(shown);
    // and the window after them moves
    expect(await dayOf(vxc(7, sped), 24, later)).not.toEqual(await dayOf(vxc(7, before), 24, later));
    expect((await dayOf(vxc(7, cancelled), 24, later)).some(carried)).toBe(false);
  });

  it("makes a Port the sum of its connections, a B end's the other way round, never above the Port's limit", async () => {
    const a = vxc(200_001);
    const b = vxc(200_002, always(500));
    const portOf = (mbps: number): MeteredService => ({
      id: 100_000,
      productType: 'PORT',
      history: always(mbps),
      connections: [
        { id: a.id, end: 'A', history: a.history },
        { id: b.id, end: 'B', history: b.history },
      ],
    });
    const [port, ofA, ofB] = await Promise.all([dayOf(portOf(10_000)), dayOf(a), dayOf(b)]);
    port.forEach((p, i) => {
      expect(p.inBps).toBe(ofA[i]!.inBps + ofB[i]!.outBps);
      expect(p.outBps).toBe(ofA[i]!.outBps + ofB[i]!.inBps);
    });
    const small = await dayOf(portOf(100));
    small.forEach((p, i) => {
      expect(p.inBps).toBe(Math.min(ofA[i]!.inBps + ofB[i]!.outBps, 97_000_000));
      expect(p.outBps).toBeLessThanOrEqual(97_000_000);
    });
    expect(small.some((p) => p.inBps === 97_000_000)).toBe(true);
  });

  it('gives a Port without a connection carrying anything, or not LIVE itself, nothing', async () => {
    const bare: MeteredService = { id: 100_000, productType: 'PORT', history: always(10_000), connections: [] };
    expect((await dayOf(bare)).some(carried)).toBe(false);
    const idle = {
      ...bare,
      connections: [{ id: 1, end: 'A' as const, history: { ...always(1000), live: [] } }],
    };
    expect((await dayOf(idle)).some(carried)).toBe(false);
    const asleep = {
      ...bare,
      history: { ...always(10_000), live: [] },
      connections: [{ id: 1, end: 'A' as const, history: always(1000) }],
    };
    expect((await dayOf(asleep)).some(carried)).toBe(false);
  });

  it('keeps a small service under its own limit through bursts', async () => {
    const week = await telemetry.traffic(vxc(7, always(1)), day, day + 7 * GRAPH_WINDOW_MS, 2016);
    expect(Math.max(...week.map((p) => p.inBps))).toBeLessThanOrEqual(1_000_000);
  });
});
