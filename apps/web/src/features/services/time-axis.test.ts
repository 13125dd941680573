import { describe, expect, it } from 'vitest';
import { timeAxisInterval } from './time-axis';

/** How many labels an axis of `points` shows at `interval` (recharts shows points 0, interval + 1, …). */
const labelsAt = (points: number, interval: number) => Math.ceil(points / (interval + 1));

describe('the traffic chart’s time axis', () => {
  it('shows as many labels as the width holds, each with room for “12:55 pm” and a gap', () => {
    const day = 288;
    for (const width of [320, 360, 390, 600, 768, 1000, 1400]) {
      const labels = labelsAt(day, timeAxisInterval(day, width));
      expect(labels).toBeGreaterThanOrEqual(2);
      // each label has at least 64 px of the plot's width
      expect((width - 80) / labels).toBeGreaterThanOrEqual(64);
    }
  });

  it('gives a phone few labels and a desktop more', () => {
    // a 360 px phone's chart is about 300 px wide: a label every 8 hours
    expect(labelsAt(288, timeAxisInterval(288, 300))).toBe(3);
    expect(labelsAt(288, timeAxisInterval(288, 1000))).toBe(14);
  });

  it('takes two labels before the width is measured, and every point of a short series', () => {
    expect(labelsAt(288, timeAxisInterval(288, 0))).toBe(2);
    expect(timeAxisInterval(2, 360)).toBe(0);
  });
});
