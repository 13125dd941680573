import { describe, expect, it } from 'vitest';
import { isCatalogueMessage } from './message-catalogue.js';
import {
  IX_MESSAGES,
  ixLocationsOrError,
  megaDirectSpeed,
  parseIxAsn,
  parseIxMacAddress,
  parseIxRateLimit,
  portDropdown,
  portDropdownEntry,
  readPortDropdownEntry,
} from './ix-rules.js';

describe('IX orders', () => {
  it('use the spec’s words, {product} being Port', () => {
    expect(IX_MESSAGES.noLocations).toBe('None of the IX Locations are available');
    expect(IX_MESSAGES.rateLimitInteger).toBe('Rate limit must be an integer');
    expect(parseIxRateLimit('1500', 1000)).toEqual({
      error: 'IX rate limit cannot exceed rate limit of the associated Port (1000Mbps)',
    });
    expect(isCatalogueMessage(IX_MESSAGES.noLocations)).toBe(true);
  });

  it('take a rate limit up to the Port’s, above zero, whole', () => {
    expect(parseIxRateLimit('1000', 1000)).toEqual({ rateLimitMbps: 1000 });
    expect(parseIxRateLimit(' 250 ', 1000)).toEqual({ rateLimitMbps: 250 });
    expect(parseIxRateLimit('0', 1000)).toEqual({ error: IX_MESSAGES.rateLimitAboveZero });
    expect(parseIxRateLimit('-5', 1000)).toEqual({ error: IX_MESSAGES.rateLimitAboveZero });
    expect(parseIxRateLimit('12.5', 1000)).toEqual({ error: IX_MESSAGES.rateLimitInteger });
    expect(parseIxRateLimit('fast', 1000)).toEqual({ error: IX_MESSAGES.rateLimitInteger });
    expect(parseIxRateLimit(1001, 1000)).toMatchObject({ error: expect.stringContaining('(1000Mbps)') });
  });

  it('say so when no IX location is available', () => {
    expect(ixLocationsOrError([])).toEqual({ error: 'None of the IX Locations are available' });
    expect(ixLocationsOrError(['Sydney IX'])).toEqual({ locations: ['Sydney IX'] });
  });

  it('take a unicast MAC address and an ASN', () => {
    expect(parseIxMacAddress('00-1A-2B-3C-4D-5E')).toEqual({ macAddress: '00:1a:2b:3c:4d:5e' });
    expect(parseIxMacAddress('ff:ff:ff:ff:ff:ff')).toEqual({ error: IX_MESSAGES.macInvalid });
    expect(parseIxAsn('64512')).toEqual({ asn: 64512 });
    expect(parseIxAsn('4294967295')).toEqual({ error: IX_MESSAGES.asnInvalid });
    expect(parseIxAsn('AS1')).toEqual({ error: IX_MESSAGES.asnInvalid });
  });
});

describe('MegaDirect speed', () => {
  it('defaults to 100 when not numeric', () => {
    expect(megaDirectSpeed('fast')).toBe(100);
    expect(megaDirectSpeed('')).toBe(100);
    expect(megaDirectSpeed(null)).toBe(100);
    expect(megaDirectSpeed('12.5')).toBe(100);
    expect(megaDirectSpeed('0')).toBe(100);
  });

  it('is capped at 1000', () => {
    expect(megaDirectSpeed('500')).toBe(500);
    expect(megaDirectSpeed(1000)).toBe(1000);
    expect(megaDirectSpeed('10000')).toBe(1000);
  });
});

describe('the Port dropdown entry', () => {
  const port = {
    nServiceId: 5001,
    name: 'Sydney Port 1',
    companyId: 42,
    jServiceId: 9001,
    state: 'NSW',
    country: 'Australia',
    rateLimitMbps: 10000,
    locationId: 3,
  };

  it('is the spec’s positional array, with the matching field (the location) last', () => {
    expect(portDropdownEntry(port)).toEqual([5001, 'Sydney Port 1', 42, 9001, 'NSW', 'Australia', 10000, 3]);
    expect(readPortDropdownEntry(portDropdownEntry(port))).toEqual(port);
  });

  it('never lists the Azure or Google Ports, and lists AWS’s', () => {
    const azure = { ...port, nServiceId: 2, companyId: 1475 };
    const google = { ...port, nServiceId: 3, companyId: 90 };
    const aws = { ...port, nServiceId: 4, companyId: 117 };
    expect(portDropdown([port, azure, google, aws]).map((entry) => entry[0])).toEqual([5001, 4]);
  });
});
