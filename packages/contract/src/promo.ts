import {
  bpToPercent,
  generatesCodes,
  PROMO_CODE_PATTERN,
  PROMO_DISCOUNT_TYPES,
  PROMO_MAX_GENERATED,
  PROMO_MESSAGES,
  PROMO_PREFIX_PATTERN,
  PROMO_PRODUCT_TYPES,
  PROMO_REGION_CODES,
  PROMO_STATUSES,
  type PromoDraft,
  type PromoProductType,
  parsePercentToBp,
  promoErrors,
  promoWindowErrors,
} from '@portico/domain';
import { z } from 'zod';
import { countryCode, epochMs, idBody, idParam, moneyAmount, pageQuerySchema, pageSchema } from './envelope.js';

/*
 * Promo codes (admin console spec §3, §5, §7; decisions 0025, 0026). On the wire the fields carry the spec's names:
 * percentages (`percentage`, the four `…PercentModifier`s) as decimal text ('12.5'; a JSON number is read through
 * its decimal text), stored as basis points; `floatingAmount` in integer minor units; `validFrom`/`validTo` epoch
 * ms. `promoCodeId` is the code itself.
 */

export const promoDiscountTypeSchema = z.enum(PROMO_DISCOUNT_TYPES);
export const promoProductTypeSchema = z.enum(PROMO_PRODUCT_TYPES);
export const promoStatusSchema = z.enum(PROMO_STATUSES);

/** A percentage as typed (decimal text, a JSON number, blank or null), as basis points or null; negative allowed. */
const percentInput = z
  .union([z.string().max(12), z.number(), z.null()])
  .optional()
  .transform((value, ctx): number | null => {
    if (value === null || value === undefined) return null;
    const text = String(value).trim();
    if (text === '') return null;
    const negative = text.startsWith('-');
    const bp = parsePercentToBp(negative ? text.slice(1) : text);
    if (bp === null) {
      ctx.addIssue({ code: 'custom', message: PROMO_MESSAGES.percentFormat });
      return z.NEVER;
    }
    return negative ? -bp : bp;
  });

const wholeOrNull = (max: number) =>
  z
    .number({ error: PROMO_MESSAGES.wholeNumber })
    .int(PROMO_MESSAGES.wholeNumber)
    .min(0, PROMO_MESSAGES.wholeNumber)
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** A promo code as typed: trimmed, 3 to 40 safe characters, stored in upper case. */
export const promoCodeText = z
  .string({ error: PROMO_MESSAGES.codeRequired })
  .trim()
  .min(1, PROMO_MESSAGES.codeRequired)
  .regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codeFormat)
  .transform((v) => v.toUpperCase());

/** Where each rule's field (the domain's names) sits on the wire (the spec's names). */
export const PROMO_WIRE_FIELD: Record<string, string> = {
  discountType: 'discountType',
  percentageBp: 'percentage',
  termMonths: 'term',
  floatingAmountCents: 'floatingAmount',
  currency: 'currencyEnum',
  speedCapMbps: 'speedCap',
  recurringModifierBp: 'recurringChargePercentModifier',
  baseRateModifierBp: 'baseRatePercentModifier',
  aEndModifierBp: 'aEndRatePercentModifier',
  bEndModifierBp: 'bEndRatePercentModifier',
  regions: 'regions',
  productTypes: 'productTypes',
  quantity: 'quantity',
  validFrom: 'validFrom',
  validTo: 'validTo',
};

const promoFields = {
  /** the code; ignored (and not needed) when codes are generated */
  promoCodeId: z.string().max(100).nullable().optional(),
  promoType: z.literal('DISCOUNT').default('DISCOUNT'),
  discountType: z
    .enum(PROMO_DISCOUNT_TYPES, { error: PROMO_MESSAGES.discountTypeRequired })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  percentage: percentInput,
  term: wholeOrNull(600),
  /** minor units of `currencyEnum` */
  floatingAmount: moneyAmount({ invalid: PROMO_MESSAGES.wholeNumber })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  currencyEnum: z
    .string()
    .max(3)
    .nullable()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null)),
  speedCap: wholeOrNull(1_000_000),
  recurringChargePercentModifier: percentInput,
  baseRatePercentModifier: percentInput,
  aEndRatePercentModifier: percentInput,
  bEndRatePercentModifier: percentInput,
  regions: z.array(z.enum(PROMO_REGION_CODES)).max(PROMO_REGION_CODES.length).default([]),
  metros: z.array(idBody).max(500).default([]),
  productTypes: z.array(promoProductTypeSchema).max(PROMO_PRODUCT_TYPES.length).default([]),
  locations: z.array(idBody).max(2_000).default([]),
  shared: z.boolean().default(false),
  singleUse: z.boolean().default(false),
  quantity: z
    .number({ error: PROMO_MESSAGES.quantityMin })
    .int(PROMO_MESSAGES.quantityMin)
    .min(1, PROMO_MESSAGES.quantityMin)
    .max(1_000_000)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  validFrom: epochMs
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  validTo: epochMs
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** the company the code is reserved for (the spec's customerId); null: any company that may use it */
  customerId: idBody
    .nullable()
    .optional()
    .transform((v) => v ?? null),
};

/** A promo as the server saves it: the domain's names and units. */
export interface PromoInput extends PromoDraft {
  code: string | null;
  discountType: (typeof PROMO_DISCOUNT_TYPES)[number] | null;
  percentageBp: number | null;
  termMonths: number | null;
  floatingAmountCents: number | null;
  currency: string | null;
  speedCapMbps: number | null;
  recurringModifierBp: number | null;
  baseRateModifierBp: number | null;
  aEndModifierBp: number | null;
  bEndModifierBp: number | null;
  regions: string[];
  metroIds: number[];
  productTypes: PromoProductType[];
  locationIds: number[];
  shared: boolean;
  singleUse: boolean;
  quantity: number | null;
  validFrom: number | null;
  validTo: number | null;
  customerId: number | null;
}

type WireFields = z.output<z.ZodObject<typeof promoFields>>;
/** What a form sends: the wire's fields before parsing. */
export type PromoWire = z.input<z.ZodObject<typeof promoFields>>;

/** The wire's fields in the domain's names (the form does the same to check its rules as it is filled in). */
export function promoInputFromWire(w: WireFields): PromoInput {
  return {
    code: w.promoCodeId?.trim() ? w.promoCodeId.trim().toUpperCase() : null,
    discountType: w.discountType,
    percentageBp: w.percentage,
    termMonths: w.term,
    floatingAmountCents: w.floatingAmount,
    currency: w.currencyEnum,
    speedCapMbps: w.speedCap,
    recurringModifierBp: w.recurringChargePercentModifier,
    baseRateModifierBp: w.baseRatePercentModifier,
    aEndModifierBp: w.aEndRatePercentModifier,
    bEndModifierBp: w.bEndRatePercentModifier,
    regions: [...w.regions],
    metroIds: [...w.metros],
    productTypes: [...w.productTypes],
    locationIds: [...w.locations],
    shared: w.shared,
    singleUse: w.singleUse,
    quantity: w.quantity,
    validFrom: w.validFrom,
    validTo: w.validTo,
    customerId: w.customerId,
  };
}

/**
 * Every rule of a promo about to be saved, on the wire's field names: the domain's `promoErrors` (the spec's
 * rules), the validity window, and the code itself unless codes are generated. The form runs the same.
 */
export function promoWireErrors(input: PromoInput, options: { generating: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries({ ...promoErrors(input), ...promoWindowErrors(input) }))
    errors[PROMO_WIRE_FIELD[field] ?? field] = message;
  if (options.generating) {
    if (!generatesCodes(input)) errors.quantity = PROMO_MESSAGES.generateNeedsSingleUse;
    else if ((input.quantity ?? 0) > PROMO_MAX_GENERATED) errors.quantity = PROMO_MESSAGES.generateTooMany;
  } else if (generatesCodes(input)) {
    errors.quantity = PROMO_MESSAGES.generateInstead;
  } else if (!input.code) {
    errors.promoCodeId = PROMO_MESSAGES.codeRequired;
  } else if (!PROMO_CODE_PATTERN.test(input.code)) {
    errors.promoCodeId = PROMO_MESSAGES.codeFormat;
  }
  return errors;
}

const promoObject = z.object(promoFields);

/** The rules as zod issues on the wire's fields: every one at once, each on its field. */
const promoRules =
  (generating: boolean) =>
  (wire: WireFields, ctx: z.RefinementCtx): void => {
    for (const [field, message] of Object.entries(promoWireErrors(promoInputFromWire(wire), { generating })))
      ctx.addIssue({ code: 'custom', path: [field], message });
  };

/** POST /secure/promocode: a new promo code. */
export const promoCreateSchema = promoObject.superRefine(promoRules(false)).transform(promoInputFromWire);
export type PromoCreate = z.input<typeof promoCreateSchema>;
/** PUT /secure/promocode: the promo code the body's `id` names. */
export const promoUpdateSchema = promoObject
  .extend({ id: idBody })
  .superRefine(promoRules(false))
  .transform((w) => ({ ...promoInputFromWire(w), id: w.id }));
export type PromoUpdate = z.input<typeof promoUpdateSchema>;
/** POST /v2/marketing/promo: `quantity` single-use codes with these terms, each made up (after `prefix`). */
export const promoGenerateSchema = promoObject
  .extend({
    prefix: z
      .string()
      .trim()
      .regex(PROMO_PREFIX_PATTERN, PROMO_MESSAGES.prefixFormat)
      .optional()
      .transform((v) => v ?? ''),
  })
  .superRefine(promoRules(true))
  .transform((w) => ({ ...promoInputFromWire(w), prefix: w.prefix }));
export type PromoGenerate = z.input<typeof promoGenerateSchema>;

/** The terms of a promo code as clients read them (the process answer and each list item). */
export const promoTermsSchema = z.object({
  id: z.number().int(),
  promoCodeId: z.string(),
  promoType: z.literal('DISCOUNT'),
  discountType: promoDiscountTypeSchema,
  percentage: z.string().nullable(),
  term: z.number().int().nullable(),
  floatingAmount: z.number().int().nullable(),
  currencyEnum: z.string().nullable(),
  speedCap: z.number().int().nullable(),
  recurringChargePercentModifier: z.string().nullable(),
  baseRatePercentModifier: z.string().nullable(),
  aEndRatePercentModifier: z.string().nullable(),
  bEndRatePercentModifier: z.string().nullable(),
  regions: z.array(z.string()),
  metros: z.array(z.number().int()),
  productTypes: z.array(promoProductTypeSchema),
  locations: z.array(z.number().int()),
  shared: z.boolean(),
  singleUse: z.boolean(),
  validFrom: epochMs.nullable(),
  validTo: epochMs.nullable(),
  /** a few words saying the discount */
  summary: z.string(),
});
export type PromoTermsWire = z.infer<typeof promoTermsSchema>;

/** A promo code in the staff list. */
export const promoCodeSchema = promoTermsSchema.extend({
  quantity: z.number().int().nullable(),
  uses: z.number().int(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  batchId: z.string().nullable(),
  status: promoStatusSchema,
  createdAt: epochMs,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodePageSchema = pageSchema(promoCodeSchema);

export const promoQuerySchema = pageQuerySchema.extend({
  discountType: promoDiscountTypeSchema.optional(),
  status: promoStatusSchema.optional(),
});
export type PromoQuery = Partial<z.output<typeof promoQuerySchema>>;

export const promoParamsSchema = z.object({ id: idParam });

/** Percent text of stored basis points (null stays null). */
export const percentOrNull = (bp: number | null): string | null => (bp === null ? null : bpToPercent(bp));

export const promoGeneratedSchema = z.object({
  batchId: z.string(),
  codes: z.array(z.string()),
});
export type PromoGenerated = z.infer<typeof promoGeneratedSchema>;

// ----------------------------------------------------------------------------------------------------------------
// Subscriptions

export const promoSubscriptionSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  promo: z.object({ id: z.number().int(), promoCodeId: z.string() }),
  createdAt: epochMs,
});
export type PromoSubscription = z.infer<typeof promoSubscriptionSchema>;
export const promoSubscriptionPageSchema = pageSchema(promoSubscriptionSchema);

/** The list: `search` is a code (contains), `promoCodeId` a promo's id, `companyId` a company's. */
export const promoSubscriptionQuerySchema = pageQuerySchema.extend({
  promoCodeId: idParam.optional(),
  companyId: idParam.optional(),
});
export type PromoSubscriptionQuery = Partial<z.output<typeof promoSubscriptionQuerySchema>>;

/** POST /secure/promocodesubscription: the spec's write fields (the company as `partyId`, the promo's id). */
export const promoSubscribeSchema = z.object({ partyId: idBody, promoCodeId: idBody });
export type PromoSubscribe = z.input<typeof promoSubscribeSchema>;

// ----------------------------------------------------------------------------------------------------------------
// Removal from services

export const promoRemovalItemSchema = z.object({
  serviceShortUuid: z
    .string({ error: PROMO_MESSAGES.removalServicesRequired })
    .trim()
    .min(1, PROMO_MESSAGES.removalServicesRequired)
    .max(64),
  promoCode: z
    .string({ error: PROMO_MESSAGES.removalCodeRequired })
    .trim()
    .min(1, PROMO_MESSAGES.removalCodeRequired)
    .max(100),
});
/** POST /secure/pricing/removepromo: a list of service and code pairs. */
export const promoRemovalSchema = z
  .array(promoRemovalItemSchema, { error: PROMO_MESSAGES.removalServicesRequired })
  .min(1, PROMO_MESSAGES.removalServicesRequired)
  .max(1_000);
export type PromoRemoval = z.input<typeof promoRemovalSchema>;
export const promoRemovalResultSchema = z.array(
  z.object({ serviceShortUuid: z.string(), promoCode: z.string(), found: z.boolean() }),
);
export type PromoRemovalResult = z.infer<typeof promoRemovalResultSchema>;

// ----------------------------------------------------------------------------------------------------------------
// Validation and processing

/** A promo code as a customer types it, to be checked or used. */
const enteredPromoCode = z
  .string({ error: PROMO_MESSAGES.codeRequired })
  .trim()
  .min(1, PROMO_MESSAGES.codeRequired)
  .max(100);

/** POST /public/promocode/validate. */
export const promoValidateSchema = z.object({ promoCode: enteredPromoCode });
/** Always this shape, valid or not: it says whether the code may be used, and why not; nothing else. */
export const promoValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  /** a few words saying the discount; null when not valid */
  summary: z.string().nullable(),
});
export type PromoValidation = z.infer<typeof promoValidationSchema>;

/** POST /v2/marketing/promo/process: a customer's own company; staff name one with `companyId` (or none). */
export const promoProcessSchema = z.object({
  promoCode: enteredPromoCode,
  country: countryCode,
  productType: promoProductTypeSchema,
  companyId: idBody.optional(),
});
export type PromoProcess = z.input<typeof promoProcessSchema>;
export const promoProcessResultSchema = z.object({
  applies: z.boolean(),
  message: z.string(),
  /** the code's terms when it applies */
  promo: promoTermsSchema.nullable(),
});
export type PromoProcessResult = z.infer<typeof promoProcessResultSchema>;
