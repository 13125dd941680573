import { describe, expect, it } from 'vitest';
import { mveVendorConfigSchema } from './network-design.js';

/**
 * Every vendor struct of the official SDK (mve_types.go) with each of its fields set, as Go's json.Marshal writes
 * it: the embedded `VendorConfig` interface comes out as `"VendorConfig": null`.
 */
const SDK_VENDOR_CONFIGS: Record<string, Record<string, unknown>> = {
  SixwindVSRConfig: { vendor: '6WIND', sshPublicKey: 'ssh-rsa A' },
  ArubaConfig: { vendor: 'Aruba', accountName: 'a', accountKey: 'k', systemTag: 't' },
  AviatrixConfig: { vendor: 'Aviatrix', cloudInit: '#cloud-config' },
  CiscoConfig: {
    vendor: 'Cisco',
    manageLocally: true,
    adminSshPublicKey: 'ssh-rsa A',
    sshPublicKey: 'ssh-rsa B',
    adminPassword: 'p',
    cloudInit: '#cloud-config',
    fmcIpAddress: '10.0.0.1',
    fmcRegistrationKey: 'r',
    fmcNatId: 'n',
  },
  FortinetConfig: { vendor: 'Fortinet', adminSshPublicKey: 'ssh-rsa A', sshPublicKey: 'ssh-rsa B', licenseData: 'L' },
  PaloAltoConfig: {
    vendor: 'Palo Alto',
    adminSshPublicKey: 'ssh-rsa A',
    sshPublicKey: 'ssh-rsa B',
    adminPasswordHash: 'h',
    adminPassword: 'p',
    licenseData: 'L',
  },
  PrismaConfig: { vendor: 'Prisma', ionKey: 'i', secretKey: 's' },
  VersaConfig: {
    vendor: 'Versa',
    directorAddress: 'd',
    controllerAddress: 'c',
    localAuth: 'l',
    remoteAuth: 'r',
    serialNumber: 'SN1',
  },
  VmwareConfig: {
    vendor: 'VMware',
    adminSshPublicKey: 'ssh-rsa A',
    sshPublicKey: 'ssh-rsa B',
    vcoAddress: 'v',
    vcoActivationCode: 'c',
  },
  MerakiConfig: { vendor: 'Meraki', token: 't' },
};

describe("an MVE's vendor configuration (decision 0060)", () => {
  it.each(Object.entries(SDK_VENDOR_CONFIGS))('takes every field the SDK sends in %s', (_name, fields) => {
    const sent = { VendorConfig: null, imageId: 1, productSize: 'SMALL', mveLabel: 'label', ...fields };
    const parsed = mveVendorConfigSchema.safeParse(sent);
    expect(parsed.error).toBeUndefined();
    // kept as sent, save the null Go writes for its interface
    const { VendorConfig: _null, ...kept } = sent;
    expect(JSON.parse(JSON.stringify(parsed.data))).toEqual(kept);
  });

  it("refuses a field of no vendor, another vendor's setting, and an object where text belongs", () => {
    const base = { vendor: 'Cisco', imageId: 1, productSize: 'SMALL' };
    const issues = (config: Record<string, unknown>) =>
      mveVendorConfigSchema.safeParse(config).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ ...base, extra: 1 })).toEqual([': No MVE vendor takes the setting extra']);
    expect(issues({ ...base, token: 't' })).toEqual(['token: Cisco MVEs do not take the setting token']);
    expect(issues({ ...base, cloudInit: { a: 1 } })).toHaveLength(1);
    expect(issues({ ...base, VendorConfig: {} })).toHaveLength(1);
    expect(issues({ vendor: 'Someone', imageId: 1, productSize: 'SMALL', sshPublicKey: 'k' })).toEqual([
      'sshPublicKey: Someone MVEs do not take the setting sshPublicKey',
    ]);
  });
});
