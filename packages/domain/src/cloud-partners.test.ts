import { describe, expect, it } from 'vitest';
import {
  CLOUD_PARTNER_CONFIG,
  cloudPartnerOf,
  isExcludedFromPortDropdown,
  normaliseAzureServiceKey,
  parseGooglePairingKey,
} from './cloud-partners.js';

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

describe('cloud keys', () => {
  it('read an Azure service key, a GUID', () => {
    expect(normaliseAzureServiceKey(' 1B2C3D4E-0000-4A5B-8C9D-0123456789AB ')).toBe(
      '1b2c3d4e-0000-4a5b-8c9d-0123456789ab',
    );
    expect(normaliseAzureServiceKey('1b2c3d4e-0000-4a5b-8c9d-0123456789a')).toBeNull();
    expect(normaliseAzureServiceKey('not-a-key')).toBeNull();
  });

  it('read a Google pairing key into its region and edge availability domain', () => {
    expect(parseGooglePairingKey('7e51371e-72a3-40b5-b844-2e3efefaee59/us-central1/2')).toEqual({
      pairingKey: '7e51371e-72a3-40b5-b844-2e3efefaee59/us-central1/2',
      region: 'us-central1',
      edgeAvailabilityDomain: 2,
    });
    expect(parseGooglePairingKey('7e51371e-72a3-40b5-b844-2e3efefaee59/australia-southeast1/1')).toMatchObject({
      region: 'australia-southeast1',
    });
    expect(parseGooglePairingKey('7e51371e-72a3-40b5-b844-2e3efefaee59/us-central1/3')).toBeNull();
    expect(parseGooglePairingKey('7e51371e-72a3-40b5-b844-2e3efefaee59/us-central1')).toBeNull();
    expect(parseGooglePairingKey('7e51371e-72a3-40b5-b844-2e3efefaee59')).toBeNull();
  });
});
