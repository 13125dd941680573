import { z } from 'zod';

const text = (max: number) => z.string().max(max).optional();

/**
 * Every vendor setting the official SDK sends (mve_types.go: SixwindVSRConfig, ArubaConfig, AviatrixConfig,
 * CiscoConfig, FortinetConfig, PaloAltoConfig, PrismaConfig, VersaConfig, VmwareConfig, MerakiConfig), each as
 * text of a bounded length (cloud-init and licence files are the long ones) or, for Cisco's `manageLocally`, a
 * boolean. Nothing else is taken: a vendor configuration is stored with the service, so a field nobody defined
 * would be kept unread.
 */
const VENDOR_SETTINGS = {
  mveLabel: text(100),
  sshPublicKey: text(4_000),
  adminSshPublicKey: text(4_000),
  accountName: text(200),
  accountKey: text(200),
  systemTag: text(200),
  cloudInit: text(64_000),
  manageLocally: z.boolean().optional(),
  adminPassword: text(200),
  adminPasswordHash: text(500),
  fmcIpAddress: text(100),
  fmcRegistrationKey: text(200),
  fmcNatId: text(200),
  licenseData: text(64_000),
  ionKey: text(200),
  secretKey: text(200),
  directorAddress: text(255),
  controllerAddress: text(255),
  localAuth: text(255),
  remoteAuth: text(255),
  serialNumber: text(100),
  vcoAddress: text(255),
  vcoActivationCode: text(200),
  token: text(500),
  /**
   * Go writes the SDK's embedded `VendorConfig` interface as a field of that name, always null (json.Marshal of
   * `CiscoConfig{…}` starts `{"VendorConfig":null,"vendor":…`): taken only as null, and not kept.
   */
  VendorConfig: z
    .null()
    .optional()
    .transform(() => undefined),
} as const;
type VendorSetting = keyof typeof VENDOR_SETTINGS;

/** A vendor's own settings beside `mveLabel`, by its name lower-cased without spaces, `-` and `_` (mve_types.go). */
const SETTINGS_BY_VENDOR: Record<string, readonly VendorSetting[]> = {
  '6wind': ['sshPublicKey'],
  '6windvsr': ['sshPublicKey'],
  sixwind: ['sshPublicKey'],
  sixwindvsr: ['sshPublicKey'],
  aruba: ['accountName', 'accountKey', 'systemTag'],
  aviatrix: ['cloudInit'],
  cisco: [
    'manageLocally',
    'adminSshPublicKey',
    'sshPublicKey',
    'adminPassword',
    'cloudInit',
    'fmcIpAddress',
    'fmcRegistrationKey',
    'fmcNatId',
  ],
  fortinet: ['adminSshPublicKey', 'sshPublicKey', 'licenseData'],
  paloalto: ['adminSshPublicKey', 'sshPublicKey', 'adminPasswordHash', 'adminPassword', 'licenseData'],
  prisma: ['ionKey', 'secretKey'],
  paloaltoprisma: ['ionKey', 'secretKey'],
  versa: ['directorAddress', 'controllerAddress', 'localAuth', 'remoteAuth', 'serialNumber'],
  vmware: ['adminSshPublicKey', 'sshPublicKey', 'vcoAddress', 'vcoActivationCode'],
  meraki: ['token'],
};
const EVERY_VENDOR: readonly string[] = ['mveLabel', 'VendorConfig'];

/** The settings a vendor takes beside vendor, image and size; a vendor not listed takes only a label. */
export function mveVendorSettings(vendor: string): readonly string[] {
  return [...EVERY_VENDOR, ...(SETTINGS_BY_VENDOR[vendor.toLowerCase().replace(/[\s_-]/g, '')] ?? [])];
}

/**
 * An MVE's vendor configuration, strict: its base fields (vendor and image, and the size where the order carries
 * it), then only the settings of that vendor. Another vendor's setting is refused by name, and an unknown field
 * (or a nested object in place of text) is refused too, so nothing reaches the stored configuration that no one
 * defined.
 */
export function strictVendorConfig<Base extends z.ZodRawShape & { vendor: z.ZodType<string> }>(
  base: Base,
  params?: { error: string },
) {
  const error = (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `No MVE vendor takes the setting ${issue.keys.join(', ')}` : params?.error;
  return z.strictObject({ ...base, ...VENDOR_SETTINGS }, { error }).superRefine((parsed, ctx) => {
    const config = parsed as Record<string, unknown> & { vendor: string };
    const allowed = mveVendorSettings(config.vendor);
    for (const key of Object.keys(VENDOR_SETTINGS)) {
      if (config[key] === undefined || allowed.includes(key)) continue;
      ctx.addIssue({ code: 'custom', path: [key], message: `${config.vendor} MVEs do not take the setting ${key}` });
    }
  });
}
