import {
  BILLABLE_UPKEEP_MESSAGES,
  NON_COMPLIANCES,
  SHARED_DISCOUNT_MAX,
  TERM_SPANS,
  BILLING_MISMATCHES,
  CHARGE_MESSAGES,
  CHARGE_TYPES,
  parseServiceIdList,
  serviceListProblem,
  BILLABLE_MESSAGES,
  BILLING_FILTERS,
  BILLING_STATUSES,
  BILLABLE_NAME_MAX,
  BILLING_SETUP_DEFAULTS,
  CURRENCIES,
  STAFF_TERMS_MONTHS,
} from '@portico/domain';
import { z } from 'zod';
import { epochMsText, idBody, idParam, moneyAmount, pageQuerySchema, pageSchema } from './envelope.js';
import { productUidSchema } from './network-design.js';

/**
 * Billing (customer portal §3, §4; admin console §7, §9; decision 0081): billables and the services nobody bills.
 */

const isoDate = z.iso.date();
/** A bundle or billable name: text, trimmed, at most BILLABLE_NAME_MAX characters. */
const name = (notText: string) =>
  z.string({ error: notText }).trim().max(BILLABLE_NAME_MAX, BILLABLE_MESSAGES.nameTooLong);
const term = z
  .number({ error: BILLABLE_MESSAGES.termNotOffered })
  .int(BILLABLE_MESSAGES.termNotOffered)
  .refine((t) => (STAFF_TERMS_MONTHS as readonly number[]).includes(t), BILLABLE_MESSAGES.termNotOffered);

/**
 * `/unbilledServices` and `/unbilledServices/{supplierId}`: the services without a billable, a page at a time;
 * `format=csv` exports every filtered row.
 */
export const unbilledQuerySchema = pageQuerySchema.extend({ supplierId: idParam.optional() });

export const unbilledServiceSchema = z.object({
  technicalServiceId: z.number().int(),
  technicalServiceUid: z.string(),
  name: z.string(),
  productType: z.string(),
  provisioningStatus: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  location: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  contractStartDate: isoDate.nullable(),
  termMonths: z.number().int().nullable(),
});
export type UnbilledService = z.infer<typeof unbilledServiceSchema>;
export const unbilledPageSchema = pageSchema(unbilledServiceSchema);

/**
 * `POST /secure/technicalservice/{id}/billing` (admin console §7): staff's billing set-up of a service, created not
 * activated. Amounts in minor units of the supplier's currency; the admin defaults (setup 0, monthly 500, term 12)
 * where not given.
 */
export const billingSetupSchema = z.object({
  bundleName: name(BILLABLE_MESSAGES.nameNotText)
    .optional()
    .transform((v) => (v ? v : null)),
  billableName: name(BILLABLE_MESSAGES.billableNameRequired).min(1, BILLABLE_MESSAGES.billableNameRequired),
  setup: moneyAmount({ invalid: BILLABLE_MESSAGES.amountInvalid }).default(BILLING_SETUP_DEFAULTS.setupCents),
  monthly: moneyAmount({ invalid: BILLABLE_MESSAGES.amountInvalid }).default(BILLING_SETUP_DEFAULTS.monthlyCents),
  term: term.default(BILLING_SETUP_DEFAULTS.termMonths),
  autoRenewTerm: term.nullable().optional(),
  startDate: isoDate.nullable().optional(),
});
export type BillingSetup = z.input<typeof billingSetupSchema>;

/** A billable as staff see it (customer portal §3 "Billable / product"). */
export const billableSchema = z.object({
  billableId: z.number().int(),
  productUid: z.string(),
  customerId: z.number().int(),
  serviceIds: z.array(z.number().int()),
  supplierId: z.number().int().nullable(),
  billingStatus: z.enum(BILLING_STATUSES),
  bundleName: z.string().nullable(),
  billableName: z.string().nullable(),
  setup: z.number().int(),
  monthly: z.number().int(),
  currency: z.enum(CURRENCIES),
  term: z.number().int(),
  autoRenewTerm: z.number().int().nullable(),
  startDate: isoDate.nullable(),
  activatedOn: isoDate.nullable(),
  /** billed in arrears (decision 0084): at the price book's rate, or at `postpaidBaseRate` (minor units) */
  postpaid: z.boolean(),
  postpaidBaseRate: z.number().int().nullable(),
});
export type Billable = z.infer<typeof billableSchema>;

export const billingServiceParams = z.object({ id: idParam });

/**
 * `/billingProducts` and `/billingProducts/{supplierId}` (customer portal §7, §9): billables by text (the service's
 * name or id, the billable's name), billing filter status and supplier, set up between `from` and `to` (epoch ms;
 * the screen's default is the 30 days back to tomorrow), newest first; `format=csv` exports every filtered row.
 */
export const billablesQuerySchema = pageQuerySchema.extend({
  status: z.enum(BILLING_FILTERS, { error: 'The status is unactivated, active, suspended or terminated' }).optional(),
  supplierId: idParam.optional(),
  from: epochMsText('from').optional(),
  to: epochMsText('to').optional(),
});
export type BillablesQuery = z.input<typeof billablesQuerySchema>;

/** A billable as the billables list shows it: with its service (the spec's billableServiceDetailsDto) and company. */
export const billableRowSchema = billableSchema.extend({
  companyName: z.string(),
  createdAt: z.number().int(),
  billableServiceDetailsDto: z.object({
    productType: z.string(),
    technicalServiceId: z.number().int(),
    provisioningStatus: z.string(),
    name: z.string(),
  }),
  contractStartDate: isoDate.nullable(),
  contractEndDate: isoDate.nullable(),
});
export type BillableRow = z.infer<typeof billableRowSchema>;
export const billablesPageSchema = pageSchema(billableRowSchema);

export const billableParams = z.object({ id: idParam });

/** A billable's activation (customer portal §4): from an optional day, 'YYYY-MM-DD'; today where not given. */
export const activateBillableSchema = z.object({ date: isoDate.optional() });

/** `/billingProductDetail/{productUid}`: the product's billables, newest first. */
export const billingProductParams = z.object({ productUid: productUidSchema });

/**
 * `POST /secure/pricing/resettom2m` (admin console §5, §7): services whose billing runs on month to month from now,
 * as a list of ids or the text typed (comma-separated, spaces stripped, at least one).
 */
export const resetToMonthlySchema = z.object({
  serviceIds: z
    .union([z.array(z.union([idBody, z.string().max(40)])), z.string().max(20_000)], {
      error: BILLABLE_MESSAGES.serviceIdsInvalid,
    })
    .transform((given) => parseServiceIdList(Array.isArray(given) ? given.join(',') : given))
    .superRefine((entries, ctx) => {
      const problem = serviceListProblem(entries);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type ResetToMonthly = z.input<typeof resetToMonthlySchema>;

/** What a reset did: the services now month to month, and those left as they were with the reason. */
export const resetToMonthlyResultSchema = z.object({
  reset: z.array(
    z.object({
      service: z.string(),
      serviceId: z.number().int(),
      billableId: z.number().int(),
      from: z.enum(BILLING_STATUSES),
    }),
  ),
  notReset: z.array(z.object({ service: z.string(), reason: z.string() })),
});
export type ResetToMonthlyResult = z.infer<typeof resetToMonthlyResultSchema>;

/** A billable's charge (customer portal §3 "Charge"; decision 0082). */
export const chargeSchema = z.object({
  chargeId: z.number().int(),
  billableId: z.number().int(),
  name: z.string(),
  chargeType: z.enum(CHARGE_TYPES),
  charge: z.number().int(),
  currency: z.enum(CURRENCIES),
  start: isoDate,
  end: isoDate.nullable(),
  nominalChargeDate: isoDate.nullable(),
  active: z.boolean(),
  excludeDiscount: z.boolean(),
});
export type Charge = z.infer<typeof chargeSchema>;

/**
 * A charge as it is saved: a new one, or the one `chargeId` names. The charge is minor units of the billable's
 * currency (basis points for a percentage discount); `currency`, when given, must be the billable's.
 */
export const chargeSaveSchema = z.object({
  chargeId: idBody.optional(),
  name: z
    .string({ error: CHARGE_MESSAGES.nameRequired })
    .trim()
    .min(1, CHARGE_MESSAGES.nameRequired)
    .max(BILLABLE_NAME_MAX),
  chargeType: z.enum(CHARGE_TYPES, { error: CHARGE_MESSAGES.typeRequired }),
  charge: z.number({ error: CHARGE_MESSAGES.amountInvalid }).int(CHARGE_MESSAGES.amountInvalid),
  currency: z.enum(CURRENCIES).optional(),
  start: z.iso.date({ error: CHARGE_MESSAGES.startRequired }),
  end: isoDate.nullable().optional(),
  nominalChargeDate: isoDate.nullable().optional(),
  excludeDiscount: z.boolean().default(false),
});
export type ChargeSave = z.input<typeof chargeSaveSchema>;

export const chargeParams = z.object({ id: idParam, chargeId: idParam });

/** The mismatched-billing tool (admin console §2; decision 0083): billables whose service says otherwise. */
export const mismatchedQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  kind: z.enum(BILLING_MISMATCHES).optional(),
  supplierId: idParam.optional(),
});
export const mismatchedRowSchema = billableRowSchema.extend({ mismatch: z.enum(BILLING_MISMATCHES) });
export type MismatchedRow = z.infer<typeof mismatchedRowSchema>;
export const mismatchedPageSchema = pageSchema(mismatchedRowSchema);

/** `POST /v2/billable/{id}/postpaid` (admin console §7): billed in arrears at the price book's rate or a base rate. */
export const postpaidSchema = z.object({
  usePricebook: z.boolean().default(false),
  overrideBaseRate: moneyAmount({ invalid: BILLABLE_MESSAGES.amountInvalid }).nullable().default(null),
});
export type Postpaid = z.input<typeof postpaidSchema>;

/**
 * Non-compliant billables (decision 0088): open billables that break a billing rule, each with every rule it
 * breaks; optionally of one rule or supplier; `format=csv` exports every filtered row.
 */
export const nonCompliantQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  reason: z.enum(NON_COMPLIANCES).optional(),
  supplierId: idParam.optional(),
});
export const nonCompliantRowSchema = billableRowSchema.extend({ reasons: z.array(z.enum(NON_COMPLIANCES)) });
export type NonCompliantRow = z.infer<typeof nonCompliantRowSchema>;
export const nonCompliantPageSchema = pageSchema(nonCompliantRowSchema);

/** What `POST /v2/billable/{id}/defunkify` changed (decision 0088): the billable after, and each fix with why. */
export const defunkifyResultSchema = z.object({
  billable: billableSchema,
  fixes: z.array(
    z.object({
      field: z.enum(['supplierId', 'startDate', 'billingStatus']),
      from: z.union([z.string(), z.number()]).nullable(),
      to: z.union([z.string(), z.number()]),
      why: z.string(),
    }),
  ),
});
export type DefunkifyResult = z.infer<typeof defunkifyResultSchema>;

/** `GET /v2/billable/{id}/termActivity` (decision 0088): the billable's term as a timeline. */
export const termActivitySchema = z.object({
  /** the day the term starts from: the activation day, else the start date, else the service's contract start */
  start: isoDate.nullable(),
  spans: z.array(
    z.object({
      kind: z.enum(TERM_SPANS),
      from: isoDate,
      to: isoDate.nullable(),
      months: z.number().int().nullable(),
      current: z.boolean(),
      endedBy: z.string().nullable(),
    }),
  ),
  committedUntil: isoDate.nullable(),
});
export type TermActivityView = z.infer<typeof termActivitySchema>;

/**
 * `POST /v2/billable/{id}/sharedDiscount` (customer portal §7 "shared discount"; decision 0088): one discount shared
 * by this billable and the other billables named (the same company's), a percentage (basis points) taken off each,
 * or an amount (minor units) split among them, from `start` to an optional `end`.
 */
export const sharedDiscountSchema = z.object({
  billableIds: z
    .array(idBody, { error: BILLABLE_UPKEEP_MESSAGES.sharedNeedsOthers })
    .max(SHARED_DISCOUNT_MAX, BILLABLE_UPKEEP_MESSAGES.sharedTooMany),
  name: z
    .string({ error: CHARGE_MESSAGES.nameRequired })
    .trim()
    .min(1, CHARGE_MESSAGES.nameRequired)
    .max(BILLABLE_NAME_MAX),
  percent: z
    .number({ error: CHARGE_MESSAGES.percentInvalid })
    .int(CHARGE_MESSAGES.percentInvalid)
    .min(0, CHARGE_MESSAGES.percentInvalid)
    .max(10_000, CHARGE_MESSAGES.percentInvalid)
    .nullable()
    .default(null),
  amount: moneyAmount({ invalid: CHARGE_MESSAGES.amountInvalid }).nullable().default(null),
  start: z.iso.date({ error: CHARGE_MESSAGES.startRequired }),
  end: isoDate.nullable().default(null),
});
export type SharedDiscount = z.input<typeof sharedDiscountSchema>;

/** Staff's change of a billable's contract dates (customer portal §5; decision 0088). */
export const contractDatesSchema = z.object({
  contractStartDate: z.iso.date({ error: BILLABLE_UPKEEP_MESSAGES.contractStartRequired }),
  contractEndDate: isoDate.nullable(),
});
export type ContractDates = z.input<typeof contractDatesSchema>;
export const contractDatesResultSchema = z.object({
  billable: billableSchema,
  contractStartDate: isoDate,
  contractEndDate: isoDate.nullable(),
});
