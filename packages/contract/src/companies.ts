import {
  ACCOUNT_TYPES,
  CLIENT_CATEGORIES,
  COMPANY_MESSAGES,
  COMPANY_TYPES,
  CREDIT_CHECK_STATUSES,
  industryError,
  isValidEmail,
  MESSAGES,
  passwordPolicyError,
  sameEmail,
  wholesaleDateMissing,
} from '@portico/domain';
import { z } from 'zod';
import {
  afterCursorQuery,
  epochMs,
  idBody,
  countryCode,
  idOrZeroParam,
  idParam,
  mandatory,
  pageQuerySchema,
  pageSchema,
  wholeNumberText,
} from './envelope.js';
import { personViewSchema } from './people.js';
import { personNameFields, postalAddressFields } from './shared-fields.js';

// Schemas of the companies area: requests, responses and the shapes the web app's forms use.

export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export const companyTypeSchema = z.enum(COMPANY_TYPES);
export const clientCategorySchema = z.enum(CLIENT_CATEGORIES);

const EMAIL_INVALID = MESSAGES.emailInvalid;
/** One e-mail rule for every form and the server: the domain's. */
const isEmail = isValidEmail;

/** Optional free text: absent leaves the stored value, null or '' clears it. */
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || isEmail(v), EMAIL_INVALID)
  .nullable()
  .optional();
const isoDate = z.iso.date();

// ----------------------------------------------------------------------------------------------------------------
// Path parameters

export const companyParamsSchema = z.object({ companyId: idParam });
/** addressId 0 creates the address */
export const companyAddressParamsSchema = z.object({
  companyId: idParam,
  addressId: idOrZeroParam,
});

// ----------------------------------------------------------------------------------------------------------------
// Search

export const companySearchQuerySchema = pageQuerySchema.extend({
  accountType: accountTypeSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  /** the rows after this cursor (a page's `next`) instead of `page`: a deep page read by keyset, not offset */
  after: afterCursorQuery,
});
/** What a client sends: every field optional (the server fills the defaults). */
export type CompanySearchQuery = Partial<z.output<typeof companySearchQuerySchema>>;

export const companySummarySchema = z.object({
  companyId: z.number().int(),
  companyUid: z.string(),
  legalName: z.string(),
  tradingName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  accountType: z.string(),
  active: z.boolean(),
  published: z.boolean(),
  createDate: epochMs,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
export const companyPageSchema = pageSchema(companySummarySchema);

/** GET /secure/party/company/all answers at most this many companies (and this many users per company). */
export const COMPANY_ALL_LIMIT = 500;
export const COMPANY_ALL_USERS_LIMIT = 100;

export const companyAllQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  include_users: z.enum(['true', 'false']).default('false'),
});

/** A user of the company, as the person view shows them. */
export const companyUserSchema = personViewSchema.pick({
  personId: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  active: true,
});

export const companyAllSchema = z.object({
  items: z.array(
    companySummarySchema
      .pick({ companyId: true, companyUid: true, legalName: true, tradingName: true, accountType: true, active: true })
      .extend({ users: z.array(companyUserSchema).optional() }),
  ),
  /** companies matching the search (exact up to LIST_TOTAL_CAP); more than `items` when cut at COMPANY_ALL_LIMIT */
  total: z.number().int(),
  truncated: z.boolean(),
  /** more companies match than `total` says (it stopped counting at LIST_TOTAL_CAP) */
  totalCapped: z.boolean(),
});
export type CompanyAll = z.infer<typeof companyAllSchema>;

export const customerNameSearchQuerySchema = z.object({
  search: z.string().trim().min(1).max(200),
  limit: wholeNumberText({ min: 1, max: 50, name: 'limit' }).default(20),
});
export const customerNameSchema = companySummarySchema.pick({ companyId: true, legalName: true, tradingName: true });
export type CustomerName = z.infer<typeof customerNameSchema>;

// ----------------------------------------------------------------------------------------------------------------
// One company

export const personRefSchema = z.object({ ...personNameFields, email: z.string().nullable() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const companyAddressSchema = z.object({
  addressId: z.number().int(),
  billing: z.boolean(),
  ...postalAddressFields,
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** Body of POST /secure/party/company/{id}/address/{addressId}; addressId 0 creates the address. */
export const companyAddressInputSchema = z.object({
  billing: z.boolean(),
  address1: mandatory(200),
  address2: optionalText(200),
  city: mandatory(100),
  state: optionalText(100),
  postcode: optionalText(20),
  country: countryCode,
});
export type CompanyAddressInput = z.input<typeof companyAddressInputSchema>;

export const creditCheckStatusSchema = z.enum(CREDIT_CHECK_STATUSES);

export const companyDetailSchema = companySummarySchema.extend({
  www: z.string().nullable(),
  description: z.string().nullable(),
  legalIdentifier: z.string().nullable(),
  companyType: z.string().nullable(),
  industry: z.string().nullable(),
  clientCategory: z.string().nullable(),
  wholesaleAgreementDate: z.string().nullable(),
  techSupportPhone: z.string().nullable(),
  techSupportEmail: z.string().nullable(),
  accountManager: personRefSchema.nullable(),
  globalPortPartner: z.boolean(),
  partnerRegistrationDate: z.string().nullable(),
  commissionRateBp: z.number().int().nullable(),
  channelPartner: z.boolean(),
  parentCompanyId: z.number().int().nullable(),
  parentAccountType: z.string().nullable(),
  billingAddress: companyAddressSchema.nullable(),
  physicalAddress: companyAddressSchema.nullable(),
  creditCheckStatus: z.string().nullable(),
  creditCheckedAt: epochMs.nullable(),
  /** the effective MANAGED_SUPPORT setting: decides whether tech-support contacts may be emptied */
  managedSupport: z.boolean(),
  hasLogo: z.boolean(),
  accountTypeEditable: z.boolean(),
  /** the types this company may move to (besides its own) */
  accountTypeOptions: z.array(accountTypeSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** The editable fields of a company; used by the details form and by registration's step 1. */
const companyFieldsSchema = z.object({
  tradingName: optionalText(200),
  phone: optionalText(50),
  www: optionalText(300),
  email: optionalEmail,
  description: optionalText(2000),
  legalIdentifier: optionalText(50),
  country: countryCode.nullable().optional(),
  companyType: companyTypeSchema.nullable().optional(),
  industry: optionalText(100),
  clientCategory: clientCategorySchema.nullable().optional(),
  wholesaleAgreementDate: isoDate.nullable().optional(),
});

function requireWholesaleDate(
  value: { clientCategory?: string | null; wholesaleAgreementDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (wholesaleDateMissing(value))
    ctx.addIssue({
      code: 'custom',
      path: ['wholesaleAgreementDate'],
      message: COMPANY_MESSAGES.wholesaleDateRequired,
    });
}

/** Body of PUT /secure/party/company. Absent fields keep their value. */
export const companyUpdateSchema = companyFieldsSchema
  .extend({
    companyId: idBody,
    legalName: mandatory(200),
    techSupportPhone: optionalText(50),
    techSupportEmail: optionalEmail,
    accountManagerId: idBody.nullable().optional(),
    globalPortPartner: z.boolean().optional(),
    partnerRegistrationDate: isoDate.nullable().optional(),
  })
  .superRefine(requireWholesaleDate);
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

export const companyActiveSchema = z.object({ active: z.boolean() });
export const companyPublishedSchema = z.object({ published: z.boolean() });

export const creditCheckResultSchema = z.object({
  creditCheckStatus: creditCheckStatusSchema,
  creditCheckedAt: epochMs,
  score: z.number().int(),
  reference: z.string(),
});
export type CreditCheckResult = z.infer<typeof creditCheckResultSchema>;

// ----------------------------------------------------------------------------------------------------------------
// Logo

export const imageKindSchema = z.enum(['company']);
export const imageParamsSchema = z.object({ kind: imageKindSchema, companyId: idParam });
export const imageQuerySchema = z.object({
  name: z.enum(['logo']).default('logo'),
  /** the spec's upload strategy; REPLACE (the default) is the only one */
  strategy: z.enum(['REPLACE']).default('REPLACE'),
});
export const imageUploadResultSchema = z.object({
  name: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: epochMs,
});

// ----------------------------------------------------------------------------------------------------------------
// Registration by staff

export const companyRegistrationCompanySchema = companyFieldsSchema
  .extend({
    legalName: mandatory(200),
    email: mandatory(254).refine(isEmail, EMAIL_INVALID),
    phone: mandatory(50),
    country: countryCode,
    // a new company chooses its industry from the list (an update may keep a value stored before the list)
    industry: optionalText(100).refine((v) => industryError(v) === null, COMPANY_MESSAGES.industryUnknown),
  })
  .superRefine(requireWholesaleDate);
export type CompanyRegistrationCompany = z.input<typeof companyRegistrationCompanySchema>;

export const companyRegistrationPersonSchema = z.object({
  firstName: mandatory(100),
  lastName: mandatory(100),
  email: mandatory(254).refine(isEmail, EMAIL_INVALID),
  username: mandatory(100),
  phone: optionalText(50),
  mobile: optionalText(50),
  /** optional: without one, the administrator sets a password through the reset flow */
  password: z
    .string()
    .max(500)
    .refine((v) => v === '' || passwordPolicyError(v) === null, MESSAGES.passwordPolicy)
    .nullable()
    .optional(),
});
export type CompanyRegistrationPerson = z.input<typeof companyRegistrationPersonSchema>;

export const companyRegistrationSchema = z
  .object({
    companyDto: companyRegistrationCompanySchema,
    personDto: companyRegistrationPersonSchema,
  })
  .superRefine((value, ctx) => {
    if (sameEmail(value.companyDto.email, value.personDto.email))
      ctx.addIssue({ code: 'custom', path: ['personDto', 'email'], message: MESSAGES.adminEmailSameAsCompany });
  });
export type CompanyRegistration = z.input<typeof companyRegistrationSchema>;

export const companyRegistrationResultSchema = z.object({
  companyId: z.number().int(),
  companyUid: z.string(),
  personId: z.number().int(),
});

// ----------------------------------------------------------------------------------------------------------------
// Account type and config settings

export const accountTypeChangeSchema = z.object({
  accountType: accountTypeSchema,
  /** the user confirmed MESSAGES.partnerConfirm; required to become a PARTNER */
  confirmed: z.boolean().default(false),
});
export type AccountTypeChange = z.input<typeof accountTypeChangeSchema>;

export const configSettingSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.boolean(),
  locked: z.boolean(),
  followSettingRules: z.array(z.string()),
});
export const configSettingGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  displayOrder: z.number().int(),
  accountTypes: z.array(z.string()),
  maxSelection: z.number().int().nullable(),
  settings: z.array(configSettingSchema),
});
export type ConfigSettingGroupDto = z.infer<typeof configSettingGroupSchema>;

export const companyConfigSettingsSchema = companySummarySchema
  .pick({ companyId: true, companyUid: true, accountType: true })
  .extend({
    /** the account type at the top of the company's parent chain (itself when it has no parent) */
    rootAccountType: z.string(),
    recordExists: z.boolean(),
    companyOverrides: z.array(configSettingGroupSchema),
    /** the account type the child defaults are for (a partner's managed accounts, a distributor's partners) */
    childAccountType: z.string().nullable(),
    childDefaults: z.array(configSettingGroupSchema),
  });
export type CompanyConfigSettings = z.infer<typeof companyConfigSettingsSchema>;

const settingValuesSchema = z.record(z.string().max(100), z.boolean());
export const companyConfigSettingsSaveSchema = z.object({
  companyOverrides: settingValuesSchema,
  childDefaults: settingValuesSchema.default({}),
});
export type CompanyConfigSettingsSave = z.input<typeof companyConfigSettingsSaveSchema>;

// ----------------------------------------------------------------------------------------------------------------
// History

export const companyHistoryQuerySchema = pageQuerySchema.omit({ format: true, search: true });
export const companyHistoryItemSchema = z.object({
  id: z.number().int(),
  at: epochMs,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ personId: z.number().int(), name: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type CompanyHistoryItem = z.infer<typeof companyHistoryItemSchema>;
export const companyHistoryPageSchema = pageSchema(companyHistoryItemSchema);
