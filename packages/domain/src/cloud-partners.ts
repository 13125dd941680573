/**
 * The cloud partners whose ports a VXC may end on (customer portal spec §9): their company ids, which one a B end
 * belongs to, and which partners' ports stay out of the port dropdowns (decision 0040).
 */

export const CLOUD_PARTNER_COMPANY_IDS = { AWS: 117, AZURE: 1475, GOOGLE: 90 } as const;
export type CloudPartner = keyof typeof CLOUD_PARTNER_COMPANY_IDS;
export const CLOUD_PARTNERS = Object.keys(CLOUD_PARTNER_COMPANY_IDS) as CloudPartner[];

/** What a B end on each partner needs before it can be ordered: DirectConnect details, a service or pairing key. */
export const CLOUD_PARTNER_CONFIG = {
  AWS: 'DIRECT_CONNECT',
  AZURE: 'SERVICE_KEY',
  GOOGLE: 'PAIRING_KEY',
} as const satisfies Record<CloudPartner, string>;

/** The cloud partner a company is, or null for every other company. */
export function cloudPartnerOf(companyId: number): CloudPartner | null {
  return CLOUD_PARTNERS.find((partner) => CLOUD_PARTNER_COMPANY_IDS[partner] === companyId) ?? null;
}

/**
 * Partners whose ports never appear in a port dropdown: an Azure or Google B end is not picked from a list but found
 * from the key the customer brings (the key names the partner's port), so listing those ports would only offer ends
 * that cannot be ordered that way. AWS ports stay: the customer picks the AWS port, then gives DirectConnect details.
 */
export const PORT_DROPDOWN_EXCLUDED_COMPANY_IDS: readonly number[] = [
  CLOUD_PARTNER_COMPANY_IDS.AZURE,
  CLOUD_PARTNER_COMPANY_IDS.GOOGLE,
];

export function isExcludedFromPortDropdown(companyId: number): boolean {
  return PORT_DROPDOWN_EXCLUDED_COMPANY_IDS.includes(companyId);
}

export const CLOUD_PARTNER_MESSAGES = {
  // Our words (the spec shows the lookup, not its messages).
  azureKeyFormat: 'An Azure service key looks like 1b2c3d4e-0000-4a5b-8c9d-0123456789ab',
  googleKeyFormat: 'A Google pairing key looks like 1b2c3d4e-0000-4a5b-8c9d-0123456789ab/us-central1/1',
  azureKeyNotFound: 'No Azure ExpressRoute circuit has this service key',
  googleKeyNotFound: 'No Google partner interconnect attachment has this pairing key',
  lookupsOff: 'Cloud key lookups are not available on this server: no cloud partner service is configured.',
} as const;

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AZURE_SERVICE_KEY = new RegExp(`^${GUID}$`, 'i');
const GOOGLE_PAIRING_KEY = new RegExp(`^(${GUID})/([a-z]+(?:-[a-z]+)*[0-9]+)/([12])$`, 'i');

/** An Azure ExpressRoute service key: a GUID, compared in lower case. Null when it is not one. */
export function normaliseAzureServiceKey(text: string): string | null {
  const key = text.trim();
  return AZURE_SERVICE_KEY.test(key) ? key.toLowerCase() : null;
}

/** A Google pairing key, "<guid>/<region>/<edge availability domain 1 or 2>", read into its parts. */
export function parseGooglePairingKey(
  text: string,
): { pairingKey: string; region: string; edgeAvailabilityDomain: 1 | 2 } | null {
  const match = GOOGLE_PAIRING_KEY.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const region = match[2].toLowerCase();
  const edgeAvailabilityDomain = match[3] === '2' ? 2 : 1;
  return {
    pairingKey: `${match[1].toLowerCase()}/${region}/${edgeAvailabilityDomain}`,
    region,
    edgeAvailabilityDomain,
  };
}
