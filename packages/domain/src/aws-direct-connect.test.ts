import { describe, expect, it } from 'vitest';
import { AWS_MESSAGES, awsDirectConnectInvalidFields, parseAwsDirectConnect } from './aws-direct-connect.js';

const publicVif = {
  type: 'public',
  awsAccountId: '123456789012',
  customerAddress: '203.0.113.1/30',
  amazonAddress: '203.0.113.2/30',
  asn: '65000',
  authKey: 'bgp-secret-1',
  prefixes: '203.0.113.0/24, 198.51.100.0/24',
};
const privateVif = {
  type: 'private',
  awsAccountId: '123456789012',
  customerAddress: '',
  amazonAddress: '',
  asn: 64512,
  authKey: '',
  prefixes: '',
};

describe('AWS DirectConnect details', () => {
  it('uses the spec’s words when they are not valid', () => {
    expect(AWS_MESSAGES.invalid).toBe('Please input valid Amazon DirectConnect Configuration details');
    expect(parseAwsDirectConnect({ ...publicVif, prefixes: '1.2.3.4/99' })).toEqual({
      ok: false,
      message: 'Please input valid Amazon DirectConnect Configuration details',
      fields: ['prefixes'],
    });
  });

  it('takes a public interface with its addresses and prefixes', () => {
    expect(parseAwsDirectConnect(publicVif)).toEqual({
      ok: true,
      config: {
        type: 'public',
        awsAccountId: '123456789012',
        customerAddress: '203.0.113.1/30',
        amazonAddress: '203.0.113.2/30',
        asn: 65000,
        authKey: 'bgp-secret-1',
        prefixes: ['203.0.113.0/24', '198.51.100.0/24'],
      },
    });
  });

  it('takes a private interface whose addresses AWS assigns', () => {
    const result = parseAwsDirectConnect(privateVif);
    expect(result).toMatchObject({ ok: true, config: { type: 'private', customerAddress: null, prefixes: [] } });
  });

  it('refuses a public interface without prefixes, and takes valid ones on a private one', () => {
    expect(awsDirectConnectInvalidFields({ ...publicVif, prefixes: ' ' })).toEqual(['prefixes']);
    // as megaportgo's vxc_integration_test.go orders a private VIF: Prefixes "10.0.1.0/24"
    expect(awsDirectConnectInvalidFields({ ...privateVif, prefixes: '10.0.1.0/24' })).toEqual([]);
    expect(awsDirectConnectInvalidFields({ ...privateVif, prefixes: '10.0.1.0/24,' })).toEqual(['prefixes']);
  });

  it('refuses the legacy pattern’s loose prefixes: a /0-99 mask, leading zeros, stray separators', () => {
    for (const prefixes of ['10.0.0.0/33', '010.0.0.0/8', '10.0.0.0/8,', '10.0.0.0/8,,10.1.0.0/16', '10.0.0.0 /8'])
      expect(awsDirectConnectInvalidFields({ ...publicVif, prefixes })).toEqual(['prefixes']);
  });

  it('needs both addresses or neither on a private interface, and both on a public one', () => {
    expect(awsDirectConnectInvalidFields({ ...privateVif, customerAddress: '169.254.0.1/30' })).toEqual([
      'amazonAddress',
    ]);
    expect(awsDirectConnectInvalidFields({ ...publicVif, amazonAddress: '' })).toEqual(['amazonAddress']);
    expect(awsDirectConnectInvalidFields({ ...publicVif, customerAddress: '203.0.113.1' })).toEqual([
      'customerAddress',
    ]);
  });

  it('names every field that is wrong: type, account, ASN, auth key', () => {
    expect(
      awsDirectConnectInvalidFields({ ...privateVif, type: 'transit', awsAccountId: '1234', asn: 0, authKey: 'a b' }),
    ).toEqual(['type', 'awsAccountId', 'asn', 'authKey']);
    expect(awsDirectConnectInvalidFields({ ...privateVif, asn: null })).toEqual(['asn']);
  });
});
