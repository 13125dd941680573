/**
 * Partner programme rules: tiers and the commission each pays by monthly revenue band (spec §9: Preferred 20%
 * (1-5K), 25% (5-25K), 30% (25K+); Prestige 25%, 30%, 35%). Revenue is the partner's monthly billed revenue in
 * cents of its billing currency. A band includes its lower edge: exactly 5K is in the 5-25K band. Below 1K no
 * commission is paid (docs/decisions/0013).
 */
export const PARTNER_TIERS = ['PREFERRED', 'PRESTIGE'] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];

export const PARTNER_TIER_LABELS: Record<PartnerTier, string> = { PREFERRED: 'Preferred', PRESTIGE: 'Prestige' };

/** Company account types that act as partners: they may have customers, managed accounts and a context. */
export const PARTNER_ACCOUNT_TYPES = ['PARTNER', 'DISTRIBUTOR'] as const;

export function isPartnerAccountType(accountType: string): boolean {
  return (PARTNER_ACCOUNT_TYPES as readonly string[]).includes(accountType);
}

export interface RevenueBand {
  /** inclusive lower edge, cents */
  fromCents: number;
  /** exclusive upper edge, cents; null = no upper edge */
  toCents: number | null;
  label: string;
}

export const REVENUE_BANDS: readonly RevenueBand[] = [
  { fromCents: 100_000, toCents: 500_000, label: '1-5K' },
  { fromCents: 500_000, toCents: 2_500_000, label: '5-25K' },
  { fromCents: 2_500_000, toCents: null, label: '25K+' },
];

/** Commission in basis points per band, in the order of REVENUE_BANDS. */
export const TIER_RATES_BP: Record<PartnerTier, readonly [number, number, number]> = {
  PREFERRED: [2000, 2500, 3000],
  PRESTIGE: [2500, 3000, 3500],
};

export function isPartnerTier(value: unknown): value is PartnerTier {
  return typeof value === 'string' && (PARTNER_TIERS as readonly string[]).includes(value);
}

/** Index of the band the revenue falls in, or -1 below the first band. */
export function revenueBandIndex(monthlyRevenueCents: number): number {
  for (let i = REVENUE_BANDS.length - 1; i >= 0; i--) {
    const band = REVENUE_BANDS[i];
    if (band && monthlyRevenueCents >= band.fromCents) return i;
  }
  return -1;
}

export function revenueBandLabel(monthlyRevenueCents: number): string | null {
  return REVENUE_BANDS[revenueBandIndex(monthlyRevenueCents)]?.label ?? null;
}

/** Commission rate (basis points) a partner of this tier earns at this monthly revenue; 0 below 1K. */
export function tierRate(tier: PartnerTier, monthlyRevenueCents: number): number {
  if (!Number.isFinite(monthlyRevenueCents)) throw new RangeError('monthly revenue must be a finite number');
  const index = revenueBandIndex(monthlyRevenueCents);
  return index < 0 ? 0 : (TIER_RATES_BP[tier][index] ?? 0);
}

/** Commission rates are basis points from 0 to 100%. */
export const MAX_COMMISSION_BP = 10_000;

/** Not spec text: the spec gives no wording for these partner answers, so they are ours, written once here. */
export const PARTNER_MESSAGES = {
  notAPartner: 'That company is not a partner or distributor.',
  customerLinked: 'Customer linked to partner',
  customerUnlinked: 'Customer removed from partner',
  alreadyLinked: 'That customer is already linked to a partner.',
  notLinked: 'That customer is not linked to this partner.',
  selfLink: 'A partner cannot be its own customer.',
  notACustomer: 'Only customer companies can be linked to a partner.',
  managedAccountCreated: 'Managed account created',
  managedAccountUpdated: 'Managed account updated',
  alreadyManaged: 'That company is already a managed account.',
  contextCreated: 'Partner context created',
  contextUpdated: 'Partner context updated',
  contextDeleted: 'Partner context deleted',
  contextExists: 'This partner already has a context; update it instead.',
  revenueUnavailable: 'Revenue is not available yet: billing has not run, so revenue and revenue bands are unknown.',
} as const;
