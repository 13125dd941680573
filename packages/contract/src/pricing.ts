import {
  CURRENCIES,
  DISTANCE_BANDS,
  PRICED_PRODUCT_TYPES,
  productTypeFromApi,
  RATE_TYPES,
  VXC_A_CONNECT_TYPES,
  VXC_B_CONNECT_TYPES,
  INPUT_MESSAGES,
} from '@portico/domain';
import { z } from 'zod';
import { idBody, idParam, moneyAmount, pageQuerySchema, pageSchema, wholeNumberText } from './envelope.js';
import { datedPriceFields, requireToDateAfterFrom } from './price-validity.js';

// Schemas of the pricing area (decision 0027): list prices of ports, MCRs, MVEs, IX and MegaDirect, customers'
// own price books, and the price lookup every caller uses. Money is integer minor units; rates basis points.

const isoDate = z.iso.date({ error: 'Use a date written YYYY-MM-DD' });
const mbps = z
  .number({ error: 'Speed must be a number of Mbps' })
  .int()
  .positive(INPUT_MESSAGES.speedAboveZero)
  .max(400_000);
const months = z
  .number({ error: 'Term must be a number of months' })
  .int()
  .positive(INPUT_MESSAGES.termAboveZero)
  .max(60);

export const pricedProductTypeSchema = z.enum(PRICED_PRODUCT_TYPES, { error: INPUT_MESSAGES.productTypeRequired });
/** Product types that have a list price in `product_prices` (VXC and MVE prices have their own books). */
export const LISTED_PRODUCT_TYPES = ['PORT', 'MCR', 'IX', 'MEGADIRECT'] as const;
export const listedProductTypeSchema = z.enum(LISTED_PRODUCT_TYPES, { error: INPUT_MESSAGES.productTypeRequired });
export const currencySchema = z.enum(CURRENCIES, { error: 'Please choose a currency from the list' });
export const rateTypeSchema = z.enum(RATE_TYPES);

// ----------------------------------------------------------------------------------------------------------------
// List prices of ports, MCRs, IX and MegaDirect

export const productPriceSchema = z.object({
  id: z.number().int(),
  productType: listedProductTypeSchema,
  marketId: z.number().int(),
  market: z.string(),
  locationId: z.number().int().nullable(),
  location: z.string().nullable(),
  speedMbps: z.number().int(),
  termMonths: z.number().int(),
  monthlyCents: z.number().int(),
  setupCents: z.number().int(),
  termDiscountBp: z.number().int(),
  ...datedPriceFields(currencySchema, isoDate),
  /** still ahead: may be edited or deleted */
  future: z.boolean(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;
export const productPricePageSchema = pageSchema(productPriceSchema);

export const productPriceQuerySchema = pageQuerySchema.extend({
  productType: listedProductTypeSchema.optional(),
  marketId: idParam.optional(),
  locationId: idParam.optional(),
  /** only prices that start after today */
  future: z.enum(['true', 'false']).optional(),
});
export type ProductPriceQuery = z.input<typeof productPriceQuerySchema>;

export const productPriceSaveSchema = z
  .object({
    productType: listedProductTypeSchema,
    marketId: idBody,
    locationId: idBody.nullable().default(null),
    speedMbps: mbps,
    termMonths: months,
    monthlyCents: moneyAmount(),
    setupCents: moneyAmount().default(0),
    termDiscountBp: z.number().int().min(0, INPUT_MESSAGES.termDiscountNegative).max(10_000).default(0),
    currency: currencySchema,
    /** default: tomorrow */
    fromDate: isoDate.optional(),
    toDate: isoDate.nullable().default(null),
  })
  .superRefine(requireToDateAfterFrom);
export type ProductPriceSave = z.input<typeof productPriceSaveSchema>;

/** The connection prices in force today (the price book's tab 9, read only): list prices of every market. */
export const connectionRatesSchema = z.object({
  date: isoDate,
  items: z.array(productPriceSchema),
});

// ----------------------------------------------------------------------------------------------------------------
// A customer's own price book

export const customPriceItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  productType: pricedProductTypeSchema,
  marketId: z.number().int().nullable(),
  market: z.string().nullable(),
  locationId: z.number().int().nullable(),
  location: z.string().nullable(),
  distanceBand: z.enum(DISTANCE_BANDS).nullable(),
  speedMbps: z.number().int().nullable(),
  termMonths: z.number().int().nullable(),
  rateType: rateTypeSchema,
  monthlyCents: z.number().int(),
  setupCents: z.number().int(),
  ...datedPriceFields(currencySchema, isoDate),
});
export type CustomPriceItem = z.infer<typeof customPriceItemSchema>;

export const customPriceBookQuerySchema = z.object({ productType: pricedProductTypeSchema.optional() });
export const priceIdParams = z.object({ id: idParam });
export const customPriceBookParams = z.object({ id: idParam });
export const customPriceItemParams = z.object({ id: idParam, itemId: idParam });

export const customPriceItemSaveSchema = z
  .object({
    companyId: idBody,
    productType: pricedProductTypeSchema,
    marketId: idBody.nullable().default(null),
    locationId: idBody.nullable().default(null),
    distanceBand: z.enum(DISTANCE_BANDS).nullable().default(null),
    speedMbps: mbps.nullable().default(null),
    termMonths: months.nullable().default(null),
    rateType: rateTypeSchema.default('MONTHLY'),
    monthlyCents: moneyAmount(),
    setupCents: moneyAmount().default(0),
    currency: currencySchema,
    fromDate: isoDate.optional(),
    toDate: isoDate.nullable().default(null),
  })
  .superRefine(requireToDateAfterFrom);
export type CustomPriceItemSave = z.input<typeof customPriceItemSaveSchema>;

// ----------------------------------------------------------------------------------------------------------------
// The price lookup and the dry-run quote

const speedText = wholeNumberText({ min: 1, max: 400_000, name: 'Speed' });
const termText = wholeNumberText({ min: 1, max: 60, name: 'Term' });

/** How a product is priced besides where, how fast and for how long: the lookup's body and query alike. */
const priceOptionFields = {
  rateType: rateTypeSchema.default('MONTHLY'),
  aConnectType: z.enum(VXC_A_CONNECT_TYPES).default('DEFAULT'),
  bConnectType: z.enum(VXC_B_CONNECT_TYPES).default('ANY'),
  virtualMachineSize: z.string().trim().min(1).max(40).optional(),
};
/** The promo code to take off and the day to price on (default: today). */
const pricedWhenFields = {
  promoCode: z.string().trim().max(64).optional(),
  at: isoDate.optional(),
};

/** One product to price: where, how fast, for how long. */
export const priceRequestSchema = z.object({
  productType: pricedProductTypeSchema,
  /** the location of a port, MCR, MVE, IX or MegaDirect service; a VXC's A end */
  locationId: idBody,
  /** a VXC's B end */
  bLocationId: idBody.optional(),
  speedMbps: mbps,
  termMonths: months.default(12),
  ...priceOptionFields,
});
export type PriceRequest = z.input<typeof priceRequestSchema>;

export const priceStepSchema = z.object({
  kind: z.enum(['list', 'custom', 'connect', 'termDiscount', 'exchange', 'promo']),
  label: z.string(),
  monthlyCents: z.number().int(),
});

/** Months `fromMonth` to `toMonth` of a line (null: as long as it runs) at one discount (decision 0028). */
export const promoSpanSchema = z.object({
  fromMonth: z.number().int(),
  toMonth: z.number().int().nullable(),
  monthlyCents: z.number().int(),
});

export const promoAppliedSchema = z.object({
  code: z.string(),
  /** what it takes off the first month */
  monthlyDiscountCents: z.number().int(),
  forMonths: z.number().int().nullable(),
  totalDiscountCents: z.number().int().nullable(),
  label: z.string(),
  /** which months it takes how much off */
  schedule: z.array(promoSpanSchema),
});

/** The spec's "price lookup result" (currency, monthlyRate), with how it was reached. */
export const priceResultSchema = z.object({
  productType: pricedProductTypeSchema,
  currency: currencySchema,
  /** the monthly rate after term discount and any custom price, before the promo (minor units) */
  monthlyRate: z.number().int(),
  /** the daily rate, for a DAILY VXC */
  dailyRate: z.number().int().nullable(),
  setup: z.number().int(),
  /** the monthly rate in the first month, once the promo is taken off */
  monthlyAfterPromo: z.number().int(),
  /** the first invoice: the first month after the promo, and the setup charge */
  firstMonth: z.number().int(),
  rateType: rateTypeSchema,
  termMonths: z.number().int(),
  speedMbps: z.number().int(),
  distanceBand: z.enum(DISTANCE_BANDS).nullable(),
  taxWording: z.string(),
  symbol: z.string(),
  source: z.enum(['list', 'custom']),
  breakdown: z.array(priceStepSchema),
  promo: promoAppliedSchema.nullable(),
  /** why the promo code gave nothing, when one was given */
  promoMessage: z.string().nullable(),
  at: isoDate,
});
export type PriceResult = z.infer<typeof priceResultSchema>;

/** A price lookup by query string: the product is in the path. */
export const priceLookupQuerySchema = z.object({
  companyId: idParam.optional(),
  locationId: idParam,
  bLocationId: idParam.optional(),
  speed: speedText,
  term: termText.default(12),
  ...priceOptionFields,
  ...pricedWhenFields,
});
export type PriceLookupQuery = z.input<typeof priceLookupQuerySchema>;

/** The product in a lookup's path as a public API client writes it: any case, and the SDK's names (`megaport`). */
export const priceLookupParams = z.object({
  productType: z.string().transform((value, ctx) => {
    const type = productTypeFromApi(value);
    if (type === null) {
      ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.productTypeRequired });
      return z.NEVER;
    }
    return type;
  }),
});

export const quoteRequestSchema = z.object({
  companyId: idBody.optional(),
  ...pricedWhenFields,
  items: z.array(priceRequestSchema).min(1, INPUT_MESSAGES.quoteEmpty).max(50, INPUT_MESSAGES.quoteTooLong),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const quoteSchema = z.object({
  lines: z.array(
    z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), price: priceResultSchema }),
      z.object({ ok: z.literal(false), productType: pricedProductTypeSchema, message: z.string() }),
    ]),
  ),
  /** per currency (decision 0028) */
  totals: z.array(
    z.object({
      currency: currencySchema,
      /** the monthly rates before the promo */
      monthly: z.number().int(),
      /** the monthly rates in the first month, after the promo */
      monthlyAfterPromo: z.number().int(),
      setup: z.number().int(),
      /** the first invoice: the first month after the promo, and the setup charges */
      firstMonth: z.number().int(),
      /** what the promo takes off over its months, where they end */
      promoTotal: z.number().int(),
      /** what an open-ended promo (the VXC price modifier) takes off each month */
      promoMonthlyOpenEnded: z.number().int(),
      taxWording: z.string(),
    }),
  ),
  /** the promo code for the whole order: whether it applies (then it is used once) or why not; null without one */
  promo: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      message: z.string(),
      /** a credit's amount, what the order spends of it and what lapses (FLOATING_AMOUNT only) */
      credit: z
        .object({ currency: currencySchema, amount: z.number().int(), spent: z.number().int(), left: z.number().int() })
        .nullable(),
    })
    .nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;
