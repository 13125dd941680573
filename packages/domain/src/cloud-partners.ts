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
