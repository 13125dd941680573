import {
  CURRENCIES,
  DISTANCE_BANDS,
  MAX_VXC_CHARGE_SPEED_MBPS,
  MVE_SIZES,
  PRICE_CHARGE_TYPES,
  PRICEBOOK_RULE_MESSAGES,
  VXC_A_CONNECT_TYPES,
  VXC_B_CONNECT_TYPES,
  VXC_PRICE_ALGORITHMS,
  vxcChargesError,
} from '@portico/domain';
import { z } from 'zod';
import { countryCode, idBody, idParam, moneyAmount, pageQuerySchema, pageSchema } from './envelope.js';
import { datedPriceFields, requireToDateAfterFrom } from './price-validity.js';

// The staff price book of VXC and MVE prices (admin console spec §3, §4, §5, §7; decision 0023). Money is integer
// minor units of the price's currency; calendar days are ISO yyyy-mm-dd, as the exchange rates' are.

const isoDate = z.iso.date({ error: 'A date must be written yyyy-mm-dd' });

export const priceChargeTypeSchema = z.enum(PRICE_CHARGE_TYPES);
export const vxcAConnectTypeSchema = z.enum(VXC_A_CONNECT_TYPES);
export const vxcBConnectTypeSchema = z.enum(VXC_B_CONNECT_TYPES);
export const mveSizeSchema = z.enum(MVE_SIZES);
const currencySchema = z.enum(CURRENCIES, { error: 'Choose a currency from the list' });
const bandSchema = z.enum(DISTANCE_BANDS);

/** A query switch written `true` or `false`. */
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

// ----------------------------------------------------------------------------------------------------------------
// VXC prices

export const vxcChargeSchema = z.object({
  /** Mbps */
  speed: z.number().int(),
  /** minor units of the price's currency */
  charge: z.number().int(),
});
export type VxcCharge = z.infer<typeof vxcChargeSchema>;

/** A price of the book names its market by id and name. */
const marketPriceFields = {
  id: z.number().int(),
  marketId: z.number().int(),
  market: z.string(),
};

export const vxcPriceSchema = z.object({
  ...marketPriceFields,
  distanceBand: bandSchema,
  charges: z.array(vxcChargeSchema),
  countryCode: z.string(),
  aConnectType: vxcAConnectTypeSchema,
  bConnectType: vxcBConnectTypeSchema,
  algorithm: z.string(),
  type: priceChargeTypeSchema,
  ...datedPriceFields(currencySchema, isoDate),
  /** starts after the server's today: only such a price may be edited or deleted */
  future: z.boolean(),
});
export type VxcPrice = z.infer<typeof vxcPriceSchema>;
export const vxcPricePageSchema = pageSchema(vxcPriceSchema);

const M = PRICEBOOK_RULE_MESSAGES;

/** One charge as sent: exactly a speed and a charge, whole numbers (the domain's messages). */
const chargeInput = z.strictObject(
  {
    speed: z
      .number({ error: M.speedInvalid })
      .int(M.speedInvalid)
      .min(1, M.speedInvalid)
      .max(MAX_VXC_CHARGE_SPEED_MBPS, M.speedInvalid),
    charge: moneyAmount({ invalid: M.chargeInvalid }),
  },
  { error: M.chargeShape },
);

/**
 * The charges: a non-empty list of {speed, charge}, each speed once — the domain's `vxcChargesError`, which the
 * form's charges editor applies too. Stored sorted by speed.
 */
const chargesInput = z
  .array(chargeInput, { error: M.chargesNotList })
  .min(1, M.chargesEmpty)
  .max(100)
  .superRefine((charges, ctx) => {
    const error = vxcChargesError(charges);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform((charges) => [...charges].sort((a, b) => a.speed - b.speed));

const validityInput = {
  /** absent: tomorrow (the spec's default) */
  fromDate: isoDate.optional(),
  /** null or absent: until further notice (the next price of the same key) */
  toDate: isoDate.nullable().optional(),
};

/** POST …/vxc/pricing/ and PUT …/vxc/pricing/{id}: a whole VXC price. */
export const vxcPriceSaveSchema = z
  .object({
    marketId: idBody,
    distanceBand: bandSchema,
    charges: chargesInput,
    /** absent: the market's country */
    countryCode: countryCode.optional(),
    aConnectType: vxcAConnectTypeSchema,
    bConnectType: vxcBConnectTypeSchema,
    algorithm: z.enum(VXC_PRICE_ALGORITHMS).default('STEP'),
    type: priceChargeTypeSchema,
    currency: currencySchema,
    ...validityInput,
  })
  .superRefine(requireToDateAfterFrom);
export type VxcPriceSave = z.input<typeof vxcPriceSaveSchema>;

const listFilters = {
  marketId: idParam.optional(),
  currency: currencySchema.optional(),
  /** only prices starting after today */
  future: flag,
  /** also prices that have ended (history); by default only prices in force today and future ones */
  history: flag,
};

export const vxcPriceQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  ...listFilters,
  distanceBand: bandSchema.optional(),
  aConnectType: vxcAConnectTypeSchema.optional(),
  bConnectType: vxcBConnectTypeSchema.optional(),
  type: priceChargeTypeSchema.optional(),
});
export type VxcPriceQuery = Partial<z.input<typeof vxcPriceQuerySchema>>;

/** The metro variant: the list with distanceBand fixed to METRO and bConnectType to TRANSIT. */
export const vxcMetroPriceQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  ...listFilters,
  aConnectType: vxcAConnectTypeSchema.optional(),
  type: priceChargeTypeSchema.optional(),
});

// ----------------------------------------------------------------------------------------------------------------
// MVE prices

export const mvePriceSchema = z.object({
  ...marketPriceFields,
  /** minor units of the price's currency */
  charge: z.number().int(),
  virtualMachineSize: mveSizeSchema,
  countryCode: z.string(),
  ...datedPriceFields(currencySchema, isoDate),
  /** starts after the server's today: only such a price may be edited or deleted */
  future: z.boolean(),
});
export type MvePrice = z.infer<typeof mvePriceSchema>;
export const mvePricePageSchema = pageSchema(mvePriceSchema);

/** POST …/vm/pricing/ and PUT …/vm/pricing/{id}: a whole MVE price. */
export const mvePriceSaveSchema = z
  .object({
    marketId: idBody,
    charge: moneyAmount({ invalid: M.chargeInvalid }),
    virtualMachineSize: mveSizeSchema,
    countryCode: countryCode.optional(),
    currency: currencySchema,
    ...validityInput,
  })
  .superRefine(requireToDateAfterFrom);
export type MvePriceSave = z.input<typeof mvePriceSaveSchema>;

export const mvePriceQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  ...listFilters,
  virtualMachineSize: mveSizeSchema.optional(),
});
export type MvePriceQuery = Partial<z.input<typeof mvePriceQuerySchema>>;

export const priceParamsSchema = z.object({ id: idParam });

/** What a delete answers: the price that was removed. */
export const deletedPriceSchema = z.object({ id: z.number().int() });
