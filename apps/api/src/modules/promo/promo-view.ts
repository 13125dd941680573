import { type PromoCode, type PromoTermsWire, percentOrNull } from '@portico/contract';
import {
  minorUnitsFromDb,
  type PromoDiscountType,
  type PromoProductType,
  type PromoTerms,
  promoStatus,
  promoSummary,
} from '@portico/domain';
import type { PromoListRow, PromoRow } from './promo.repository.js';

const ms = (d: Date | null): number | null => (d === null ? null : d.getTime());

/** A stored promo's terms as the price lookup and ordering read them (domain units: bp, minor units, epoch ms). */
export function toPromoTerms(row: PromoRow): PromoTerms {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType as PromoDiscountType,
    percentageBp: row.percentageBp,
    termMonths: row.termMonths,
    floatingAmountCents: row.floatingAmountCents === null ? null : minorUnitsFromDb(row.floatingAmountCents),
    currency: row.currency,
    speedCapMbps: row.speedCapMbps,
    recurringModifierBp: row.recurringModifierBp,
    baseRateModifierBp: row.baseRateModifierBp,
    aEndModifierBp: row.aEndModifierBp,
    bEndModifierBp: row.bEndModifierBp,
    regions: row.regions,
    productTypes: row.productTypes,
    shared: row.shared,
    singleUse: row.singleUse,
    quantity: row.quantity,
    validFrom: ms(row.validFrom),
    validTo: ms(row.validTo),
  };
}

/** A promo's terms on the wire (the spec's field names; percentages as decimal text). */
export function toPromoTermsWire(row: PromoRow): PromoTermsWire {
  const terms = toPromoTerms(row);
  return {
    id: row.id,
    promoCodeId: row.code,
    promoType: 'DISCOUNT',
    discountType: row.discountType as PromoDiscountType,
    percentage: percentOrNull(row.percentageBp),
    term: row.termMonths,
    floatingAmount: terms.floatingAmountCents ?? null,
    currencyEnum: row.currency,
    speedCap: row.speedCapMbps,
    recurringChargePercentModifier: percentOrNull(row.recurringModifierBp),
    baseRatePercentModifier: percentOrNull(row.baseRateModifierBp),
    aEndRatePercentModifier: percentOrNull(row.aEndModifierBp),
    bEndRatePercentModifier: percentOrNull(row.bEndModifierBp),
    regions: row.regions,
    metros: row.metroIds,
    productTypes: row.productTypes as PromoProductType[],
    locations: row.locationIds,
    shared: row.shared,
    singleUse: row.singleUse,
    validFrom: terms.validFrom,
    validTo: terms.validTo,
    summary: promoSummary(terms),
  };
}

/** A promo in the staff list. */
export function toPromoCode(row: PromoListRow, at: number): PromoCode {
  const wire = toPromoTermsWire(row);
  return {
    ...wire,
    quantity: row.quantity,
    uses: row.uses,
    customerId: row.customerId,
    customerName: row.customerName,
    batchId: row.batchId,
    status: promoStatus(
      { validFrom: wire.validFrom, validTo: wire.validTo, quantity: row.quantity, uses: row.uses },
      at,
    ),
    createdAt: row.createdAt.getTime(),
  };
}
