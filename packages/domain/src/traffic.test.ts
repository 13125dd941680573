import { describe, expect, it } from 'vitest';
import {
  bitRateUnit,
  dayWindow,
  formatBitRate,
  GRAPH_MAX_POINTS,
  GRAPH_MAX_WINDOW_MS,
  GRAPH_POINTS,
  GRAPH_STEP_MS,
  graphRequestProblem,
  TRAFFIC_MESSAGES,
} from './traffic.js';

describe('the traffic graph', () => {
  it('is 24 hours in 288 points of 5 minutes', () => {
    expect(GRAPH_POINTS).toBe(288);
    expect(GRAPH_STEP_MS).toBe(5 * 60 * 1000);
  });

  it('ends the day window on a 5-minute step', () => {
    const now = Date.UTC(2026, 1, 28, 23, 57, 12);
    const w = dayWindow(now);
    expect(new Date(w.toMs).toISOString()).toBe('2026-02-28T23:55:00.000Z');
    expect(new Date(w.fromMs).toISOString()).toBe('2026-02-27T23:55:00.000Z');
    expect(w.points).toBe(288);
  });

  it('refuses a window that ends before it starts, one too long and a bad number of points', () => {
    expect(graphRequestProblem(1000, 1000, 10)).toBe(TRAFFIC_MESSAGES.windowOrder);
    expect(graphRequestProblem(2000, 1000, 10)).toBe(TRAFFIC_MESSAGES.windowOrder);
    expect(graphRequestProblem(0, GRAPH_MAX_WINDOW_MS, 10)).toBeNull();
    expect(graphRequestProblem(0, GRAPH_MAX_WINDOW_MS + 1, 10)).toBe(TRAFFIC_MESSAGES.windowTooLong);
    expect(graphRequestProblem(0, 1000, 0)).toBe(TRAFFIC_MESSAGES.pointCount);
    expect(graphRequestProblem(0, 1000, 1)).toBeNull();
    expect(graphRequestProblem(0, 1000, GRAPH_MAX_POINTS)).toBeNull();
    expect(graphRequestProblem(0, 1000, GRAPH_MAX_POINTS + 1)).toBe(TRAFFIC_MESSAGES.pointCount);
    expect(graphRequestProblem(0, 1000, 2.5)).toBe(TRAFFIC_MESSAGES.pointCount);
  });
});

describe('speeds for people', () => {
  it.each([
    [0, 'b/s', '0 b/s'],
    [999, 'b/s', '999 b/s'],
    [1000, 'Kb/s', '1 Kb/s'],
    [640_000, 'Kb/s', '640 Kb/s'],
    [999_999, 'Kb/s', '1 Mb/s'],
    [1_000_000, 'Mb/s', '1 Mb/s'],
    [12_345_678, 'Mb/s', '12.3 Mb/s'],
    [999_999_999, 'Mb/s', '1 Gb/s'],
    [1_000_000_000, 'Gb/s', '1 Gb/s'],
    [1_550_000_000, 'Gb/s', '1.6 Gb/s'],
    [100_000_000_000, 'Gb/s', '100 Gb/s'],
  ])('%d b/s is in %s: %s', (bps, unit, text) => {
    expect(bitRateUnit(bps).unit).toBe(unit);
    expect(formatBitRate(bps)).toBe(text);
  });

  it('keeps the decimals asked for', () => {
    expect(formatBitRate(1_234_567_890, 2)).toBe('1.23 Gb/s');
    expect(formatBitRate(1_500_000, 0)).toBe('2 Mb/s');
  });
});
