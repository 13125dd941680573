import { describe, expect, it } from 'vitest';
import { AWS_MESSAGES } from './aws-direct-connect.js';
import {
  awsInterfaceSettings,
  awsInterfaceSettingsText,
  describeAwsInterfaceSettings,
  editedAwsConfig,
  isProductOfChangeType,
  parseAwsInterfaceSettings,
  portRateLimitError,
  SERVICE_CHANGE_MESSAGES,
} from './service-changes.js';

const ordered = {
  type: 'private' as const,
  awsAccountId: '123456789012',
  customerAddress: null,
  amazonAddress: null,
  asn: 64512,
  authKey: null,
  prefixes: [],
};

describe("a service's network changes", () => {
  it('answers with the spec words for a Port and an accepted change', () => {
    expect(SERVICE_CHANGE_MESSAGES.portUpdated).toBe('Port updated successfully');
    expect(SERVICE_CHANGE_MESSAGES.accepted).toBe('Your update has been accepted and will be applied in a few moments');
  });

  it('reads port and megaport as our Port, mcr2 as an MCR and mve as an MVE, nothing else', () => {
    expect(isProductOfChangeType('port', 'PORT')).toBe(true);
    expect(isProductOfChangeType('megaport', 'PORT')).toBe(true);
    expect(isProductOfChangeType('mcr2', 'MCR2')).toBe(true);
    expect(isProductOfChangeType('mve', 'MVE')).toBe(true);
    expect(isProductOfChangeType('port', 'VXC')).toBe(false);
    expect(isProductOfChangeType('mve', 'PORT')).toBe(false);
  });

  it("takes a Port's rate limit among the port speeds, never below its fastest connection", () => {
    expect(portRateLimitError(10_000, 1_000)).toBeNull();
    expect(portRateLimitError(1_000, 1_000)).toBeNull();
    expect(portRateLimitError(2_000, 0)).toBe(SERVICE_CHANGE_MESSAGES.portRateLimitNotOffered);
    expect(portRateLimitError(1_000, 5_000)).toBe(
      "The rate limit cannot be below the speed of the Port's fastest connection (5000Mbps)",
    );
  });

  it('edits a public AWS interface, keeping the account, ASN and key as ordered', () => {
    const edited = editedAwsConfig(ordered, {
      type: 'public',
      customerAddress: '203.0.113.1/30',
      amazonAddress: '203.0.113.2/30',
      prefixes: '203.0.113.0/24 198.51.100.0/24',
    });
    expect(edited).toEqual({
      ok: true,
      config: {
        ...ordered,
        type: 'public',
        customerAddress: '203.0.113.1/30',
        amazonAddress: '203.0.113.2/30',
        prefixes: ['203.0.113.0/24', '198.51.100.0/24'],
      },
    });
  });

  it('refuses a private type and details the AWS rule refuses', () => {
    expect(editedAwsConfig(ordered, { type: 'private' })).toEqual({
      ok: false,
      message: SERVICE_CHANGE_MESSAGES.awsPublicOnly,
    });
    expect(
      editedAwsConfig(ordered, { type: 'public', customerAddress: '203.0.113.1/30', amazonAddress: '', prefixes: '' }),
    ).toEqual({ ok: false, message: AWS_MESSAGES.invalid });
  });

  it("carries an AWS interface's edited settings as one text, read back and described in words", () => {
    const config = {
      ...ordered,
      type: 'public' as const,
      customerAddress: '203.0.113.1/30',
      amazonAddress: '203.0.113.2/30',
      prefixes: ['203.0.113.0/24', '198.51.100.0/24'],
    };
    const text = awsInterfaceSettingsText(awsInterfaceSettings(config));
    // neither the account nor the key goes with a change
    expect(text).not.toContain('123456789012');
    expect(parseAwsInterfaceSettings(text)).toEqual({
      type: 'public',
      customerAddress: '203.0.113.1/30',
      amazonAddress: '203.0.113.2/30',
      prefixes: ['203.0.113.0/24', '198.51.100.0/24'],
    });
    expect(describeAwsInterfaceSettings(text)).toBe(
      'public, customer 203.0.113.1/30, Amazon 203.0.113.2/30, prefixes 203.0.113.0/24, 198.51.100.0/24',
    );
    expect(describeAwsInterfaceSettings(awsInterfaceSettingsText(awsInterfaceSettings(ordered)))).toBe(
      'private, no prefixes',
    );
  });

  it('reads no settings from text that is not settings', () => {
    expect(parseAwsInterfaceSettings('4094')).toBeNull();
    expect(
      parseAwsInterfaceSettings('{"type":"public","customerAddress":1,"amazonAddress":null,"prefixes":[]}'),
    ).toBeNull();
    expect(
      parseAwsInterfaceSettings('{"type":"other","customerAddress":null,"amazonAddress":null,"prefixes":[]}'),
    ).toBeNull();
    expect(parseAwsInterfaceSettings(null)).toBeNull();
    expect(describeAwsInterfaceSettings('not json')).toBe('not json');
  });
});
