import { SUPPLIERS } from './markets.js';
import { isEuCountry } from './supply-rules.js';

/*
 * The ERP export (customer portal §3 "ERP customer batch", §7, §9; decision 0092): companies' supplies (their
 * customer records with a supplier) are sent to the ERP in customer batches, each item answered with a success flag.
 */

/** Spec §9: ERP lists page size 10. */
export const ERP_PAGE_SIZE = 10;
/** Spec §9: customer batch object size 50. */
export const ERP_BATCH_SIZE = 50;

/**
 * A legal entity of the ERP: each of the 14 suppliers keeps its books in one, and the ERP export adds the markets
 * the spec names without supplier ids (Norway … Luxembourg), whose customers are invoiced by a supplier of the
 * region but booked in their own country's entity.
 */
export interface ErpLegalEntity {
  /** the ERP's company code */
  code: string;
  market: string;
  countryCode: string;
  /** the supplier that invoices its customers; null for the ERP's own markets (spec: "ids not shown") */
  supplierId: number | null;
}

/** Spec §9: "The ERP export adds Norway, Finland, Austria, Poland, Denmark, Belgium, France, Japan, Brazil, Italy,
 * Spain, Luxembourg". Their entity codes are ours: the spec gives none. */
export const ERP_EXTRA_MARKETS: readonly Omit<ErpLegalEntity, 'supplierId'>[] = [
  { code: 'PNO', market: 'Norway', countryCode: 'NO' },
  { code: 'PFI', market: 'Finland', countryCode: 'FI' },
  { code: 'PAT', market: 'Austria', countryCode: 'AT' },
  { code: 'PPL', market: 'Poland', countryCode: 'PL' },
  { code: 'PDK', market: 'Denmark', countryCode: 'DK' },
  { code: 'PBE', market: 'Belgium', countryCode: 'BE' },
  { code: 'PFR', market: 'France', countryCode: 'FR' },
  { code: 'PJP', market: 'Japan', countryCode: 'JP' },
  { code: 'PBR', market: 'Brazil', countryCode: 'BR' },
  { code: 'PIT', market: 'Italy', countryCode: 'IT' },
  { code: 'PES', market: 'Spain', countryCode: 'ES' },
  { code: 'PLU', market: 'Luxembourg', countryCode: 'LU' },
];

/** Every legal entity of the ERP: the 14 suppliers' and the extra markets'. */
export const ERP_LEGAL_ENTITIES: readonly ErpLegalEntity[] = /* @__PURE__ */ SUPPLIERS.map((s): ErpLegalEntity => ({
  code: `P${s.countryCode}`,
  market: s.market,
  countryCode: s.countryCode,
  supplierId: s.supplierId,
})).concat(/* @__PURE__ */ ERP_EXTRA_MARKETS.map((m) => ({ ...m, supplierId: null })));

/**
 * The legal entity a supply's customer is booked in: the entity of the customer's country when it is one of the
 * ERP's own markets, else its supplier's.
 */
export function erpLegalEntityOf(supply: { supplierId: number; country: string | null }): ErpLegalEntity | null {
  const country = supply.country?.toUpperCase() ?? null;
  const own = country ? ERP_EXTRA_MARKETS.find((m) => m.countryCode === country) : undefined;
  if (own) return { ...own, supplierId: null };
  return ERP_LEGAL_ENTITIES.find((e) => e.supplierId === supply.supplierId) ?? null;
}

/** Whether an entity books EU customers, who need a VAT number on their customer record. */
export function isEuLegalEntity(entity: ErpLegalEntity): boolean {
  return isEuCountry(entity.countryCode);
}

/** The reference a supply's customer record is kept under in the ERP: a second send updates, never duplicates. */
export function erpCustomerReference(supplyId: number): string {
  return `SUPPLY-${supplyId}`;
}

export const ERP_MESSAGES = {
  /** spec §5: the one-customer export without a company */
  companyIdMandatory: 'Company ID is mandatory field',
  unknownErp: 'No such ERP.',
  erpOff: 'No ERP is configured: the ERP export is off.',
  exportQueued: 'Export queued: the customer batches are sent in the background.',
  retryQueued: 'Retry queued: the batch’s failed items are sent again in the background.',
  nothingToRetry: 'Every item of this batch was accepted: there is nothing to retry.',
  batchNotFound: 'No such customer batch.',
  unknownSupplier: 'No such supplier.',
} as const;
