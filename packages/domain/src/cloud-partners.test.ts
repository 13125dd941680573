import { describe, expect, it } from 'vitest';
import { CLOUD_PARTNER_CONFIG, cloudPartnerOf, isExcludedFromPortDropdown } from './cloud-partners.js';

describe('cloud partners', () => {
  it('are the companies 117 (AWS), 1475 (Azure) and 90 (Google)', () => {
    expect(cloudPartnerOf(117)).toBe('AWS');
    expect(cloudPartnerOf(1475)).toBe('AZURE');
    expect(cloudPartnerOf(90)).toBe('GOOGLE');
    expect(cloudPartnerOf(91)).toBeNull();
  });

  it('ask for DirectConnect details, a service key or a pairing key', () => {
    expect(CLOUD_PARTNER_CONFIG).toEqual({ AWS: 'DIRECT_CONNECT', AZURE: 'SERVICE_KEY', GOOGLE: 'PAIRING_KEY' });
  });

  it('keep the partners reached by a key out of the Port dropdowns, and AWS in', () => {
    expect(isExcludedFromPortDropdown(1475)).toBe(true);
    expect(isExcludedFromPortDropdown(90)).toBe(true);
    expect(isExcludedFromPortDropdown(117)).toBe(false);
    expect(isExcludedFromPortDropdown(42)).toBe(false);
  });
});
