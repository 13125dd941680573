import type { DbOrTx } from '../../db/client.js';
import { promoCodeSubscriptions, promoCodes, promoCodeUses } from './promo.tables.js';
import { DEMO_COMPANIES } from '../demo-constants.js';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

type PromoSeed = typeof promoCodes.$inferInsert;

/** Demo promo codes: each discount type, one expired, one used up, one reserved. Fixed ids below the identity start. */
export const DEMO_PROMOS: PromoSeed[] = [
  {
    id: 1,
    code: 'WELCOME10',
    discountType: 'PERCENTAGE',
    percentageBp: 1_000,
    termMonths: 12,
    shared: true,
    validFrom: day('2025-01-01'),
  },
  {
    id: 2,
    code: 'PORTMONTH3',
    discountType: 'MONTHLY',
    termMonths: 3,
    productTypes: ['PORT', 'MCR2', 'MVE'],
    validFrom: day('2025-01-01'),
  },
  {
    id: 3,
    code: 'CREDIT500',
    discountType: 'FLOATING_AMOUNT',
    floatingAmountCents: 50_000,
    currency: 'AUD',
    shared: true,
    quantity: 100,
    uses: 3,
  },
  // Half the base rate, the end rates as listed, then 10% off the whole: a metro 1 Gbps VXC from a port in
  // Australia (base AUD 162.00, no connect rate) pays (81.00 + 0 + 0) × 90% = 72.90 (decision 0028).
  {
    id: 4,
    code: 'VXCBOOST',
    discountType: 'VXC_PRICE_MODIFIER',
    speedCapMbps: 1_000,
    recurringModifierBp: 9_000,
    baseRateModifierBp: 5_000,
    aEndModifierBp: 10_000,
    bEndModifierBp: 10_000,
    regions: ['AU', 'NZ', 'SG'],
    productTypes: ['VXC'],
  },
  {
    id: 5,
    code: 'SUMMER2024',
    discountType: 'PERCENTAGE',
    percentageBp: 1_500,
    termMonths: 6,
    shared: true,
    validFrom: day('2024-01-01'),
    validTo: day('2024-03-01'),
  },
  {
    id: 6,
    code: 'ONEOFF-7KQ2',
    discountType: 'FLOATING_AMOUNT',
    floatingAmountCents: 10_000,
    currency: 'USD',
    shared: true,
    singleUse: true,
    quantity: 1,
    uses: 1,
  },
  // The hosted cloud connection's B-end connect rate waived, the rest as listed: a metro VXC to AWS (base AUD
  // 162.00, AWS B end 50.00) pays 162.00 + 0 (decision 0028).
  {
    id: 8,
    code: 'CLOUDLINK',
    discountType: 'VXC_PRICE_MODIFIER',
    speedCapMbps: 10_000,
    recurringModifierBp: 10_000,
    baseRateModifierBp: 10_000,
    aEndModifierBp: 10_000,
    bEndModifierBp: 0,
    regions: ['AU', 'NZ', 'SG', 'US'],
    productTypes: ['VXC'],
  },
  {
    id: 7,
    code: 'ACME20',
    discountType: 'PERCENTAGE',
    percentageBp: 2_000,
    termMonths: 24,
    customerId: DEMO_COMPANIES.acme,
  },
];

export async function seedPromoDemo(tx: DbOrTx): Promise<void> {
  await tx
    .insert(promoCodes)
    .values(DEMO_PROMOS.map((p) => ({ createdAt: day('2025-01-01'), ...p })))
    .onConflictDoNothing();
  await tx
    .insert(promoCodeSubscriptions)
    .values([
      { id: 1, promoCodeId: 2, companyId: DEMO_COMPANIES.acme, createdAt: day('2025-01-02') },
      { id: 2, promoCodeId: 2, companyId: DEMO_COMPANIES.globex, createdAt: day('2025-01-02') },
    ])
    .onConflictDoNothing();
  await tx
    .insert(promoCodeUses)
    .values([
      {
        promoCodeId: 6,
        companyId: DEMO_COMPANIES.acme,
        serviceUid: 'a1b2c3d4-0000-4000-8000-000000000006',
        usedAt: day('2025-02-01'),
      },
    ])
    .onConflictDoNothing();
}
