import { CURRENCIES, FINANCE_QUESTIONS, FINANCE_RESPONSES, INPUT_MESSAGES } from '@portico/domain';
import { z } from 'zod';
import { countryCode, httpUrl, idBody, idParam, moneyAmount } from './envelope.js';
import { postalAddressFields } from './shared-fields.js';

// Schemas of the supplies area: a company's billing relationship with one supplier (market).

const text = (max = 200) => z.string().trim().max(max);
const optionalText = (max = 200) => text(max).nullish();

export const financeOnboardingAnswerSchema = z.object({
  question: z.string().trim().min(1).max(60),
  response: z.string().trim().max(20),
});
export type FinanceOnboardingAnswerDto = z.infer<typeof financeOnboardingAnswerSchema>;

/** Mexico's tax fields; the market rules (domain supply-rules) say which are needed. */
export const countrySpecificTaxFieldsSchema = z.object({
  companyTypeMexico: optionalText(40),
  taxRegimeCodeMexico: optionalText(10),
  satPurposeMexico: optionalText(10),
  rfcMexico: optionalText(20),
});
export type CountrySpecificTaxFields = z.infer<typeof countrySpecificTaxFieldsSchema>;

/**
 * What a supply's form sends. Money in cents (`spendingLimitCents`), tax in basis points (`taxRateBp`: 1000 = 10%).
 * Omitted tax rate, currency and finance answers take the market's defaults; for customers the commercial
 * fields (tax rate, currency, payment term, spending limit) are the provider's to set and are kept as they are.
 */
export const supplyInputSchema = z.object({
  supplierId: idBody,
  companyLegalName: text(200),
  companyLegalIdentifier: optionalText(40),
  companyLegalIdentifierType: optionalText(10),
  companyTradingName: optionalText(200),
  web: httpUrl(200).nullish(),
  billingContactName: optionalText(200),
  billingContactEmail: text(1000),
  billingContactPhone: optionalText(40),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  /** the billing address's country: an ISO 3166-1 alpha-2 code of the country list */
  country: countryCode.nullish(),
  postcode: optionalText(20),
  /** null: no limit */
  spendingLimitCents: moneyAmount().nullish(),
  attachInvoiceToEmail: z.boolean().optional(),
  notifyZeroInvoice: z.boolean().optional(),
  paymentTermInDays: z
    .number()
    .int(INPUT_MESSAGES.paymentTermWhole)
    .min(0, INPUT_MESSAGES.paymentTermRange)
    .max(365, INPUT_MESSAGES.paymentTermRange)
    .optional(),
  taxNumber: optionalText(40),
  taxRateBp: z.number().int().min(0, INPUT_MESSAGES.taxRateRange).max(10_000, INPUT_MESSAGES.taxRateRange).optional(),
  currencyEnum: z.enum(CURRENCIES).optional(),
  financeOnboarding: z.array(financeOnboardingAnswerSchema).max(10).optional(),
  countrySpecificTaxFields: countrySpecificTaxFieldsSchema.nullish(),
});
/** What a client sends (the country in any case: the server stores it upper case). */
export type SupplyInput = z.input<typeof supplyInputSchema>;

export const supplySchema = z.object({
  id: z.number().int(),
  /** the customer company (the spec's firstPartyId) */
  firstPartyId: z.number().int(),
  supplierId: z.number().int(),
  wellKnownSupplier: z.string(),
  market: z.string(),
  companyLegalName: z.string(),
  companyLegalIdentifier: z.string().nullable(),
  companyLegalIdentifierType: z.string().nullable(),
  companyTradingName: z.string().nullable(),
  web: z.string().nullable(),
  billingContactName: z.string().nullable(),
  billingContactEmail: z.string().nullable(),
  billingContactPhone: z.string().nullable(),
  ...postalAddressFields,
  spendingLimitCents: z.number().int().nullable(),
  attachInvoiceToEmail: z.boolean(),
  notifyZeroInvoice: z.boolean(),
  paymentTermInDays: z.number().int(),
  taxNumber: z.string().nullable(),
  taxRateBp: z.number().int(),
  currencyEnum: z.string(),
  financeOnboarding: z.array(financeOnboardingAnswerSchema),
  countrySpecificTaxFields: countrySpecificTaxFieldsSchema.nullable(),
  updatedAt: z.number().int(),
});
export type Supply = z.infer<typeof supplySchema>;

/**
 * A company's supplies as its reader may see them. Customers of a managed company, or of one under a distributor
 * root, get `detailsHidden` with a notice and no supplies: their partner holds the billing relationship.
 */
export const companySuppliesSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  detailsHidden: z.boolean(),
  notice: z.string().nullable(),
  /** may the caller create and update supplies of this company */
  canEdit: z.boolean(),
  /** may the caller change tax rate, currency, payment term and spending limit, and delete supplies (staff) */
  canEditCommercial: z.boolean(),
  items: z.array(supplySchema),
  /**
   * the markets the company's services are priced in (ordered there, not decommissioned), with how many, whether or
   * not it has a supply there (decision 0078): the markets it is billed in, which the supplies should cover
   */
  pricedMarkets: z
    .array(z.object({ supplierId: z.number().int(), market: z.string(), services: z.number().int() }))
    .default([]),
});
export type CompanySupplies = z.infer<typeof companySuppliesSchema>;

export const supplyPathSchema = z.object({ companyId: idParam, supplyId: idParam });
export const companyPathSchema = z.object({ companyId: idParam });

export const financeQuestionRuleSchema = z.object({
  question: z.enum(FINANCE_QUESTIONS),
  label: z.string(),
  defaultResponse: z.enum(FINANCE_RESPONSES),
});

/** A supplier market and its tax rules, for the supply form. */
export const marketTaxRulesSchema = z.object({
  supplierId: z.number().int(),
  market: z.string(),
  countryCode: z.string(),
  wellKnownSupplier: z.string(),
  currency: z.string(),
  taxRateBp: z.number().int(),
  defaultIdentifierType: z.string(),
  identifierTypes: z.array(z.string()),
  isEu: z.boolean(),
  financeQuestions: z.array(financeQuestionRuleSchema),
});
export type MarketTaxRules = z.infer<typeof marketTaxRulesSchema>;

/**
 * Next-invoice estimate (decision 0085): what the next bill run would add for the company, by the bill run's own
 * code — the month it bills, its net, tax and total (`amountCents`) — or why there is none.
 */
export const invoiceEstimateSchema = z.object({
  companyId: z.number().int(),
  supplierId: z.number().int(),
  currency: z.string(),
  estimateAvailable: z.boolean(),
  periodStart: z.iso.date().nullable(),
  periodEnd: z.iso.date().nullable(),
  netCents: z.number().int().nullable(),
  taxCents: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type InvoiceEstimate = z.infer<typeof invoiceEstimateSchema>;

export const estimatePathSchema = z.object({ companyId: idParam, supplierId: idParam });
