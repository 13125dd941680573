import { MAX_COMMISSION_BP, PARTNER_ACCOUNT_TYPES, PARTNER_TIERS, INPUT_MESSAGES } from '@portico/domain';
import { z } from 'zod';
import { companySummarySchema } from './companies.js';
import { httpUrl, idBody, idParam, pageQuerySchema } from './envelope.js';

// Schemas of the partners area: partners and distributors, their customers, managed accounts and context.

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_MESSAGES.isoDate);

export const partnerListQuerySchema = pageQuerySchema.extend({
  accountType: z.enum(PARTNER_ACCOUNT_TYPES).optional(),
  tier: z.enum(PARTNER_TIERS).optional(),
});
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;

/** A company as the partner programme's answers name it. */
const companyRefSchema = companySummarySchema.pick({ companyId: true, legalName: true, accountType: true });

export const partnerSummarySchema = companySummarySchema
  .pick({ companyId: true, legalName: true, tradingName: true, accountType: true, active: true })
  .extend({
    partnerTier: z.enum(PARTNER_TIERS).nullable(),
    commissionRateBp: z.number().int().nullable(),
    partnerRegistrationDate: z.string().nullable(),
    customerCount: z.number().int(),
    managedAccountCount: z.number().int(),
  });
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;

export const partnerCustomerSchema = companyRefSchema.extend({
  linkedAt: z.number().int(),
});
export type PartnerCustomer = z.infer<typeof partnerCustomerSchema>;

export const managedAccountSchema = z.object({
  companyId: z.number().int(),
  accountRef: z.string().nullable(),
  accountName: z.string(),
});
export type ManagedAccount = z.infer<typeof managedAccountSchema>;

export const partnerDetailSchema = partnerSummarySchema.extend({
  customers: z.array(partnerCustomerSchema),
  managedAccounts: z.array(managedAccountSchema),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/** POST /secure/party/partner?partnerId=&customerId= */
export const partnerLinkQuerySchema = z.object({ partnerId: idParam, customerId: idParam });
export const partnerPathSchema = z.object({ id: idParam });
export const partnerCustomerPathSchema = z.object({ id: idParam, customerId: idParam });

export const commissionRequestSchema = z.object({
  commissionRateBp: z.number().int().min(0, INPUT_MESSAGES.rateRange).max(MAX_COMMISSION_BP, INPUT_MESSAGES.rateRange),
});
export type CommissionRequest = z.infer<typeof commissionRequestSchema>;

/** The spec leaves the report request's fields unshown; these are ours (docs/decisions/0013). */
export const partnerReportRequestSchema = z
  .object({
    fromDate: dateOnly.optional(),
    toDate: dateOnly.optional(),
    tier: z.enum(PARTNER_TIERS).optional(),
    accountType: z.enum(PARTNER_ACCOUNT_TYPES).optional(),
  })
  .refine((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, {
    message: INPUT_MESSAGES.startAfterEnd,
    path: ['toDate'],
  });
export type PartnerReportRequest = z.infer<typeof partnerReportRequestSchema>;
export const partnerReportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

export const partnerReportRowSchema = companyRefSchema.extend({
  partnerTier: z.enum(PARTNER_TIERS).nullable(),
  commissionRateBp: z.number().int().nullable(),
  /** customers linked within the date range */
  customersAdded: z.number().int(),
  totalCustomers: z.number().int(),
  managedAccounts: z.number().int(),
  /** null until billing exists: revenue is unknown, never made up */
  revenueCents: z.number().int().nullable(),
  revenueBand: z.string().nullable(),
});
export type PartnerReportRow = z.infer<typeof partnerReportRowSchema>;

export const partnerReportSchema = z.object({
  rows: z.array(partnerReportRowSchema),
  revenueAvailable: z.boolean(),
  note: z.string().nullable(),
});
export type PartnerReport = z.infer<typeof partnerReportSchema>;

/**
 * A managed account: either a new company created for the partner (accountName becomes its legal name), or an
 * existing customer company placed under the partner (`companyId`, staff only).
 */
export const managedAccountCreateSchema = z.object({
  accountName: z.string().trim().min(1).max(200),
  accountRef: z.string().trim().max(100).nullish(),
  companyId: idBody.optional(),
});
export type ManagedAccountCreate = z.infer<typeof managedAccountCreateSchema>;

export const managedAccountUpdateSchema = z.object({
  accountName: z.string().trim().min(1).max(200),
  accountRef: z.string().trim().max(100).nullish(),
});
export type ManagedAccountUpdate = z.infer<typeof managedAccountUpdateSchema>;
export const managedAccountPathSchema = z.object({ id: idParam, companyId: idParam });

/** Partner context: the partner's branding and contact shown to the customers it manages. */
export const partnerContextSchema = z.object({
  displayName: z.string().trim().min(1, INPUT_MESSAGES.partnerDisplayName).max(200),
  supportEmail: z.email('Enter a valid e-mail address').max(200).nullish(),
  supportPhone: z.string().trim().max(40).nullish(),
  website: httpUrl(300).nullish(),
  logoUrl: httpUrl(500).nullish(),
  primaryColour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, INPUT_MESSAGES.colour)
    .nullish(),
});
export type PartnerContext = z.infer<typeof partnerContextSchema>;

export const partnerContextAnswerSchema = partnerContextSchema.extend({
  partnerId: z.number().int(),
  updatedAt: z.number().int(),
});
export type PartnerContextAnswer = z.infer<typeof partnerContextAnswerSchema>;

/**
 * Partner-facing settings of a company: its place in the partner programme and, for a managed company, the
 * partner that manages it with that partner's context.
 */
export const companyPartnerSettingsSchema = companyRefSchema.extend({
  isPartner: z.boolean(),
  partnerTier: z.enum(PARTNER_TIERS).nullable(),
  commissionRateBp: z.number().int().nullable(),
  globalPortPartner: z.boolean(),
  partnerRegistrationDate: z.string().nullable(),
  /** the partner or distributor above this company (managed accounts, distributor trees) */
  parent: companyRefSchema.nullable(),
  /** the partner that brought this customer (partner relationship) */
  linkedPartner: companyRefSchema.omit({ accountType: true }).nullable(),
  managedAccount: managedAccountSchema.extend({ partnerId: z.number().int() }).nullable(),
  supplyDetailsHidden: z.boolean(),
  partnerContext: partnerContextAnswerSchema.nullable(),
});
export type CompanyPartnerSettings = z.infer<typeof companyPartnerSettingsSchema>;

/** Staff change a company's place in the partner programme. */
export const companyPartnerSettingsUpdateSchema = z.object({
  partnerTier: z.enum(PARTNER_TIERS).nullable().optional(),
  globalPortPartner: z.boolean().optional(),
});
export type CompanyPartnerSettingsUpdate = z.infer<typeof companyPartnerSettingsUpdateSchema>;
