import { describe, expect, it } from 'vitest';
import { otherEnd, parseSpeedChange, speedChangeApproval, speedChangePermission } from './speed-change.js';
import { VXC_MESSAGES, vxcSpeedAbovePortMessage } from './vxc-rules.js';

const ends = (a: number | null, b: number | null) => ({ aPortSpeedMbps: a, bPortSpeedMbps: b });

describe('the bounds of a VXC speed change', () => {
  it('takes digits only, at least 1', () => {
    for (const bad of ['', ' ', 'abc', '1.5', '-5', '+5', '1e3', '0x10', '5 0', '0', 0, -1, 2.5])
      expect(parseSpeedChange(bad, ends(10_000, 10_000)), String(bad)).toEqual({ error: VXC_MESSAGES.speedDigits });
    expect(parseSpeedChange('1', ends(1_000, 1_000))).toEqual({ speedMbps: 1 });
    expect(parseSpeedChange(' 750 ', ends(1_000, 1_000))).toEqual({ speedMbps: 750 });
    expect(parseSpeedChange(750, ends(1_000, 1_000))).toEqual({ speedMbps: 750 });
  });

  it('is at most the slowest associated Port, and says so with its speed', () => {
    expect(parseSpeedChange('1000', ends(10_000, 1_000))).toEqual({ speedMbps: 1_000 });
    expect(parseSpeedChange('1001', ends(10_000, 1_000))).toEqual({ error: vxcSpeedAbovePortMessage(1_000) });
    expect(parseSpeedChange('1001', ends(1_000, 10_000))).toEqual({ error: vxcSpeedAbovePortMessage(1_000) });
    expect(vxcSpeedAbovePortMessage(1_000)).toBe(
      'The speed cannot exceed the rate limit of the slowest associated Port (1000Mbps)',
    );
  });

  it('falls back on the 10000 Mbps ceiling when no Port speed is known, else on the one known', () => {
    expect(parseSpeedChange('10000', ends(null, null))).toEqual({ speedMbps: 10_000 });
    expect(parseSpeedChange('10001', ends(null, null))).toEqual({ error: vxcSpeedAbovePortMessage(10_000) });
    expect(parseSpeedChange('20000', ends(100_000, null))).toEqual({ speedMbps: 20_000 });
    expect(parseSpeedChange('2000', ends(null, 1_000))).toEqual({ error: vxcSpeedAbovePortMessage(1_000) });
  });

  it('checks only digits and at least 1 while the Ports are not known', () => {
    expect(parseSpeedChange('20000', null)).toEqual({ speedMbps: 20_000 });
    expect(parseSpeedChange('0', null)).toEqual({ error: VXC_MESSAGES.speedDigits });
  });
});

describe('who must approve a speed change', () => {
  const change = { requestingCompanyId: 2001, otherEndCompanyId: 2002, approvesForOtherEnd: false };
  it('needs the other company when the price moves', () => {
    expect(speedChangeApproval({ ...change, priceChanges: true })).toBe('UN_ASSESSED');
  });
  it('is approved at once when the price stays, the other end is the same company, or the asker acts for it', () => {
    expect(speedChangeApproval({ ...change, priceChanges: false })).toBe('APPROVED');
    expect(speedChangeApproval({ ...change, priceChanges: true, otherEndCompanyId: 2001 })).toBe('APPROVED');
    expect(speedChangeApproval({ ...change, priceChanges: true, approvesForOtherEnd: true })).toBe('APPROVED');
  });
  it('names the other end', () => {
    expect(otherEnd('A')).toBe('B');
    expect(otherEnd('B')).toBe('A');
  });
});

describe('the permission a speed change asks for', () => {
  it('is modify_service, or place_order for an INTERCAP VXC', () => {
    expect(speedChangePermission(null)).toBe('modify_service');
    expect(speedChangePermission('METRO')).toBe('modify_service');
    expect(speedChangePermission('INTERCAP')).toBe('place_order');
  });
});
