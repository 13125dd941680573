import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.js';
import { persons } from '../people/people.tables.js';
import { identity, instant, stampedAt, requiredRef, textList, integerList } from '../../db/columns.js';

/**
 * A promo code. Uses are counted on the row and the count is checked by the database (`uses <= quantity`), so two
 * customers racing for the last use cannot both have it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: identity(1_000),
    code: text().notNull(),
    promoType: text().notNull().default('DISCOUNT'),
    discountType: text().notNull(),
    percentageBp: integer(),
    termMonths: integer(),
    floatingAmountCents: bigint({ mode: 'number' }),
    currency: text(),
    speedCapMbps: integer(),
    recurringModifierBp: integer(),
    baseRateModifierBp: integer(),
    aEndModifierBp: integer(),
    bEndModifierBp: integer(),
    regions: textList(),
    metroIds: integerList(),
    productTypes: textList(),
    locationIds: integerList(),
    shared: boolean().notNull().default(false),
    singleUse: boolean().notNull().default(false),
    /** how many times the code may be used; null: no limit */
    quantity: integer(),
    uses: integer().notNull().default(0),
    validFrom: instant(),
    validTo: instant(),
    createdAt: stampedAt(),
    createdBy: integer().references(() => persons.id),
    deletedAt: instant(),
    /** the one company that may use the code (the spec's customerId); null: not reserved */
    customerId: integer().references(() => companies.id),
    /** the codes generated together by one request share this id */
    batchId: text(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(sql`lower(${t.code})`),
    index('promo_codes_batch_idx').on(t.batchId),
    check('promo_codes_uses', sql`${t.uses} >= 0 and (${t.quantity} is null or ${t.uses} <= ${t.quantity})`),
  ],
);

/** A company subscribed to a promo code. */
export const promoCodeSubscriptions = pgTable(
  'promo_code_subscriptions',
  {
    id: identity(1_000),
    promoCodeId: requiredRef(() => promoCodes.id),
    companyId: requiredRef(() => companies.id),
    createdAt: stampedAt(),
  },
  (t) => [unique().on(t.promoCodeId, t.companyId)],
);

/** One use of a promo code by a company (for a service, once it exists); a code is used once per service. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: identity(),
    promoCodeId: requiredRef(() => promoCodes.id),
    companyId: requiredRef(() => companies.id),
    serviceUid: text(),
    usedAt: stampedAt(),
    removedAt: instant(),
  },
  (t) => [
    index('promo_code_uses_code_idx').on(t.promoCodeId),
    uniqueIndex('promo_code_uses_service_unique').on(t.promoCodeId, t.serviceUid),
  ],
);
