import { describe, expect, it } from 'vitest';
import { isCatalogueMessage } from './message-catalogue.js';
import { VXC_SPEEDS_MBPS } from './pricing.js';
import {
  monthlyTermOptions,
  parseVlan,
  privateBEndPortId,
  resolveVxcSpeed,
  staffVxcSpeedError,
  vlanAvailability,
  VXC_MESSAGES,
  vxcEndsAndSpeedError,
  vxcPriceFieldsError,
  vxcSpeedCeiling,
  vxcSpeedOptions,
  vxcTermError,
} from './vxc-rules.js';

describe('VXC messages', () => {
  it('are the spec’s words and are in the catalogue', () => {
    expect(VXC_MESSAGES.endsAndSpeedRequired).toBe(
      'You need at least A- and B- ends, and a speed in order to create a VXC.',
    );
    expect(VXC_MESSAGES.priceFields).toBe('Please correct the errors in the price / discount fields.');
    expect(VXC_MESSAGES.vlanRange).toBe('VLAN id must be a number between 2 and 4094');
    expect(isCatalogueMessage(VXC_MESSAGES.endsAndSpeedRequired)).toBe(true);
  });
});

describe('ends and speed', () => {
  it('needs an A end, a B end and a speed', () => {
    expect(vxcEndsAndSpeedError({ aEnd: 'port-a', bEnd: 'port-b', speed: 100 })).toBeNull();
    for (const order of [
      { aEnd: null, bEnd: 'port-b', speed: 100 },
      { aEnd: 'port-a', bEnd: '', speed: 100 },
      { aEnd: 'port-a', bEnd: 'port-b', speed: null },
      { aEnd: 'port-a', bEnd: 'port-b', speed: ' ' },
    ])
      expect(vxcEndsAndSpeedError(order)).toBe(VXC_MESSAGES.endsAndSpeedRequired);
  });
});

describe('speeds', () => {
  it('offers 100 to 900 Mbps by 100, then 1 to 10 Gbps', () => {
    expect(VXC_SPEEDS_MBPS).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000,
    ]);
  });

  it('never above the slower end’s Port, and 10 Gbps when neither is known', () => {
    expect(vxcSpeedCeiling(1000, 10000)).toBe(1000);
    expect(vxcSpeedCeiling(null, 10000)).toBe(10000);
    expect(vxcSpeedCeiling(null, null)).toBe(10000);
    expect(vxcSpeedOptions({ aPortSpeedMbps: 1000, bPortSpeedMbps: 10000, distanceBand: 'INTERCAP' })).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    ]);
  });

  it('offers option 0 (the whole Port) only when the VXC is not INTERCAP, and it means the slower Port’s speed', () => {
    const metro = { aPortSpeedMbps: 10000, bPortSpeedMbps: 1000, distanceBand: 'METRO' };
    expect(vxcSpeedOptions(metro)[0]).toBe(0);
    expect(resolveVxcSpeed(0, metro)).toEqual({ speedMbps: 1000 });
    const intercap = { ...metro, distanceBand: 'INTERCAP' };
    expect(vxcSpeedOptions(intercap)).not.toContain(0);
    expect(resolveVxcSpeed(0, intercap)).toEqual({ error: VXC_MESSAGES.speedNotOffered });
  });

  it('refuses a speed above either Port with the Port’s limit, and speeds not offered', () => {
    const ends = { aPortSpeedMbps: 1000, bPortSpeedMbps: 10000 };
    expect(resolveVxcSpeed(500, ends)).toEqual({ speedMbps: 500 });
    expect(resolveVxcSpeed(2000, ends)).toEqual({
      error: 'The speed cannot exceed the rate limit of the slowest associated Port (1000Mbps)',
    });
    expect(resolveVxcSpeed(150, ends)).toEqual({ error: VXC_MESSAGES.speedNotOffered });
  });

  it('lets staff type any whole speed up to the slower Port', () => {
    const ends = { aPortSpeedMbps: 100000, bPortSpeedMbps: null };
    expect(staffVxcSpeedError('25000', ends)).toBeNull();
    expect(staffVxcSpeedError('0', ends)).toBe(VXC_MESSAGES.speedDigits);
    expect(staffVxcSpeedError('1.5', ends)).toBe(VXC_MESSAGES.speedDigits);
    expect(staffVxcSpeedError(10001, { aPortSpeedMbps: null, bPortSpeedMbps: null })).toBe(
      'The speed cannot exceed the rate limit of the slowest associated Port (10000Mbps)',
    );
  });
});

describe('rate types and terms', () => {
  it('takes the Port terms for a monthly VXC, staff also 15 and 18 months', () => {
    expect(monthlyTermOptions(false)).toEqual([1, 2, 3, 6, 12, 24, 36]);
    expect(monthlyTermOptions(true)).toEqual([1, 2, 3, 6, 12, 15, 18, 24, 36]);
    expect(vxcTermError('MONTHLY', 12, false)).toBeNull();
    expect(vxcTermError('MONTHLY', 15, false)).toBe(VXC_MESSAGES.monthlyTermNotOffered);
    expect(vxcTermError('MONTHLY', 18, true)).toBeNull();
    expect(vxcTermError('MONTHLY', 4, true)).toBe(VXC_MESSAGES.monthlyTermNotOffered);
  });

  it('takes 1 to 20 days for a daily VXC', () => {
    expect(vxcTermError('DAILY', 1, false)).toBeNull();
    expect(vxcTermError('DAILY', 20, false)).toBeNull();
    expect(vxcTermError('DAILY', 21, true)).toBe(VXC_MESSAGES.dailyTermRange);
    expect(vxcTermError('DAILY', 0, false)).toBe(VXC_MESSAGES.dailyTermRange);
  });

  it('knows only MONTHLY and DAILY', () => {
    expect(vxcTermError('HOURLY', 1, true)).toBe(VXC_MESSAGES.rateTypeInvalid);
  });
});

describe('VLANs', () => {
  it('takes 2 to 4094', () => {
    expect(parseVlan('2', { mayUseAutomatic: false })).toEqual({ vlan: 2 });
    expect(parseVlan(4094, { mayUseAutomatic: false })).toEqual({ vlan: 4094 });
    for (const input of ['1', '4095', '0', 'abc', '', '12.5', 1.5])
      expect(parseVlan(input, { mayUseAutomatic: false })).toEqual({
        error: 'VLAN id must be a number between 2 and 4094',
      });
  });

  it('lets staff ask for -1, automatic, and nobody else', () => {
    expect(parseVlan('-1', { mayUseAutomatic: true })).toEqual({ vlan: -1 });
    expect(parseVlan(-1, { mayUseAutomatic: false })).toEqual({ error: VXC_MESSAGES.vlanRange });
    expect(parseVlan('-2', { mayUseAutomatic: true })).toEqual({ error: VXC_MESSAGES.vlanRange });
  });

  it('says a free VLAN is free', () => {
    expect(vlanAvailability(100, [99, 101])).toEqual({ free: true });
  });

  it('offers free VLANs near a taken one, in the spec’s message', () => {
    expect(vlanAvailability(100, [100, 101, 103])).toEqual({
      free: false,
      alternatives: [102, 104, 105, 106, 107],
      message: 'The vlan is taken - here are some available alternatives [102, 104, 105, 106, 107]',
    });
  });

  it('looks below when the top of the range is taken', () => {
    const result = vlanAvailability(4094, [4094, 4093], 3);
    expect(result).toMatchObject({ free: false, alternatives: [4092, 4091, 4090] });
  });

  it('offers nothing when the Port has no VLAN free', () => {
    const all = Array.from({ length: 4093 }, (_, i) => i + 2);
    expect(vlanAvailability(7, all)).toEqual({
      free: false,
      alternatives: [],
      message: 'The vlan is taken - here are some available alternatives []',
    });
  });
});

describe('price and discount fields', () => {
  it('take whole amounts in range and a discount of 0 to 100 %', () => {
    expect(vxcPriceFieldsError({ setupCents: 0, monthlyCents: 50000, discountBp: 10000 })).toBeNull();
    expect(vxcPriceFieldsError({})).toBeNull();
  });

  it('answer the spec’s one message for any that is wrong', () => {
    for (const fields of [{ setupCents: -1 }, { monthlyCents: 10.5 }, { monthlyCents: 2 ** 31 }, { discountBp: 10001 }])
      expect(vxcPriceFieldsError(fields)).toBe('Please correct the errors in the price / discount fields.');
  });
});

describe('a private B end', () => {
  it('needs a numeric Port id', () => {
    expect(privateBEndPortId(' 1234 ')).toEqual({ portId: 1234 });
    expect(privateBEndPortId('port-1234')).toEqual({ error: VXC_MESSAGES.privateBEndPortId });
    expect(privateBEndPortId('0')).toEqual({ error: VXC_MESSAGES.privateBEndPortId });
  });
});
