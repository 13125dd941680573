import { describe, expect, it } from 'vitest';
import { PROVISIONING_STATUSES } from './service-rules.js';
import { NOT_USING } from './service-usage.js';
import { carriesTraffic, isLiveAt, liveSpans, rateLimitAt, rateLimitSteps } from './traffic-history.js';

const row = (provisioningStatus: string, createdAt = 0, updatedAt = 0) => ({
  provisioningStatus,
  createdAt,
  updatedAt,
});

describe('carriesTraffic', () => {
  it('is LIVE alone, and never a status that leaves a port UNUSED', () => {
    expect(PROVISIONING_STATUSES.filter(carriesTraffic)).toEqual(['LIVE']);
    expect(NOT_USING.some(carriesTraffic)).toBe(false);
  });
});

describe('liveSpans', () => {
  it('runs from the LIVE event until a status that carries nothing, again after an un-cancel', () => {
    const events = [
      { routingKey: 'NEW', at: 1 },
      { routingKey: 'CONFIGURED', at: 5 },
      { routingKey: 'CONFIGURED_PLUS_7', at: 7 },
      { routingKey: 'LIVE', at: 10 },
      { routingKey: 'CANCELLED', at: 20 },
      { routingKey: 'DECOMMISSIONED_MINUS_7', at: 22 },
      { routingKey: 'LIVE', at: 30 },
    ];
    expect(liveSpans(events, row('LIVE', 1, 30))).toEqual([
      { from: 10, to: 20 },
      { from: 30, to: null },
    ]);
    expect(liveSpans([...events, { routingKey: 'DECOMMISSIONED', at: 40 }], row('DECOMMISSIONED'))).toEqual([
      { from: 10, to: 20 },
      { from: 30, to: 40 },
    ]);
  });

  it('takes the row for what the events leave out', () => {
    // set LIVE without its event: LIVE since it was made, or since its last event
    expect(liveSpans([], row('LIVE', 100, 500))).toEqual([{ from: 100, to: null }]);
    expect(liveSpans([{ routingKey: 'CONFIGURED', at: 300 }], row('LIVE', 100, 500))).toEqual([
      { from: 300, to: null },
    ]);
    // left LIVE without an event (asleep): ended with the row's last change
    expect(liveSpans([{ routingKey: 'LIVE', at: 10 }], row('SLEEP', 1, 50))).toEqual([{ from: 10, to: 50 }]);
    expect(liveSpans([{ routingKey: 'CONFIGURED', at: 10 }], row('CONFIGURED'))).toEqual([]);
  });
});

describe('rateLimitSteps and rateLimitAt', () => {
  it('holds the old limit until each change and the new one from it', () => {
    const steps = rateLimitSteps(
      [
        { fromMbps: 500, toMbps: 1000, at: 200 },
        { fromMbps: 100, toMbps: 500, at: 100 },
      ],
      { rateLimitMbps: 1000, updatedAt: 200 },
    );
    const history = { live: [{ from: 0, to: null }], rateLimits: steps };
    expect([50, 99, 100, 199, 200, 10_000].map((at) => rateLimitAt(history, at))).toEqual([
      100, 100, 500, 500, 1000, 1000,
    ]);
  });

  it('is the current limit throughout without a change, and from the last change of the row when one was not recorded', () => {
    expect(rateLimitSteps([], { rateLimitMbps: 300, updatedAt: 5 })).toEqual([{ from: -Infinity, mbps: 300 }]);
    expect(rateLimitSteps([{ fromMbps: 100, toMbps: 200, at: 10 }], { rateLimitMbps: 300, updatedAt: 50 })).toEqual([
      { from: -Infinity, mbps: 100 },
      { from: 10, mbps: 200 },
      { from: 50, mbps: 300 },
    ]);
  });
});

describe('isLiveAt', () => {
  it('is inside a span, its end excluded', () => {
    const history = {
      live: [
        { from: 10, to: 20 },
        { from: 30, to: null },
      ],
      rateLimits: [{ from: -Infinity, mbps: 1 }],
    };
    expect([9, 10, 19, 20, 29, 30, 1e12].map((at) => isLiveAt(history, at))).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
  });
});
