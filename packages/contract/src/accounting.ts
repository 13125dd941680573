import {
  ACCOUNTING_MESSAGES,
  ERP_MESSAGES,
  ERP_PAGE_SIZE,
  SYNC_ITEM_TYPES,
  SYNC_KINDS,
  SYNC_RUN_STATUSES,
  SYNC_SELECTION_MAX,
  SYNC_STATUSES,
} from '@portico/domain';
import { z } from 'zod';
import { epochMs, idBody, idParam, pageQuerySchema, pageSchema, wholeNumberText } from './envelope.js';

/*
 * Accounting sync and ERP export (customer portal §4, §5, §7, §9; admin console §7; decision 0092).
 */

export const syncKindParams = z.object({ kind: z.enum(SYNC_KINDS) });
export const syncOneParams = z.object({ kind: z.enum(SYNC_KINDS), id: idParam });
/** an empty selection is answered with the spec's words for its kind by the service (§5) */
export const syncSelectedSchema = z.object({
  ids: z.array(idBody).max(SYNC_SELECTION_MAX, { error: ACCOUNTING_MESSAGES.tooMany }),
});
export const syncListQuery = pageQuerySchema.pick({ page: true, pageSize: true });

export const syncRunSchema = z.object({
  runId: z.number().int(),
  kind: z.enum(SYNC_KINDS),
  scope: z.enum(['ALL', 'SELECTED', 'ONE']),
  status: z.enum(SYNC_RUN_STATUSES),
  running: z.boolean(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** 0 to 1 */
  progress: z.number(),
  startedAt: epochMs,
  completedAt: epochMs.nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** `GET /secure/xero/sync`: whether sync is on here, and the newest run (running or the last one). */
export const syncStatusSchema = z.object({ enabled: z.boolean(), run: syncRunSchema.nullable() });
export type SyncStatusAnswer = z.infer<typeof syncStatusSchema>;

export const syncStartedSchema = z.object({ started: z.boolean(), run: syncRunSchema });

/** One item of a sync list: what it is, whose, how much, and its sync record (none yet: `status` null). */
export const syncItemSchema = z.object({
  type: z.enum(SYNC_ITEM_TYPES),
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** the invoice's number, the payment's method and bank, the allocation's invoice */
  description: z.string(),
  date: z.string().nullable(),
  currency: z.string(),
  amountCents: z.number().int(),
  status: z.enum(SYNC_STATUSES).nullable(),
  attempts: z.number().int(),
  /** the accounting system's words for the last failure */
  lastError: z.string().nullable(),
  externalId: z.string().nullable(),
  lastAttemptAt: epochMs.nullable(),
});
export type SyncItem = z.infer<typeof syncItemSchema>;
export const syncItemPageSchema = pageSchema(syncItemSchema);

export const syncForgottenSchema = z.object({
  type: z.enum(SYNC_ITEM_TYPES),
  id: z.number().int(),
  status: z.literal('FORGOTTEN'),
  forgottenBy: z.number().int().nullable(),
  forgottenAt: epochMs,
});

// ERP export

const COMPANY_ID_MANDATORY = ERP_MESSAGES.companyIdMandatory;
/**
 * `/v2/supplies/{companyId}/export`: a company id that is missing, blank, or the text a client sends for an unset
 * value ("undefined", "null") is answered 'Company ID is mandatory field' (spec §5).
 */
export const erpCompanyExportParams = z.object({
  companyId: z
    .string({ error: COMPANY_ID_MANDATORY })
    .refine((v) => !['', 'undefined', 'null'].includes(v.trim()), { error: COMPANY_ID_MANDATORY })
    .pipe(wholeNumberText({ min: 1, max: 2_147_483_647, name: 'Company ID' })),
});
export const erpSupplierExportParams = z.object({ supplierId: idParam });
/** the ERP's name as config spells it (ERP_NAME): lower-case letters, digits and dashes */
const erpName = z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, { error: ERP_MESSAGES.unknownErp });
export const erpParams = z.object({ erp: erpName });
export const erpBatchParams = z.object({ erp: erpName, id: idParam });

/** Spring-style paging of the ERP lists (spec §7): `page` from 0, `size` 10 unless told. */
const springPage = wholeNumberText({ min: 0, max: 1_000_000, name: 'page' }).default(0);
const springSize = wholeNumberText({ min: 1, max: 100, name: 'size' }).default(ERP_PAGE_SIZE);
export const erpSuppliesQuery = z.object({ page: springPage, size: springSize });
export const erpBatchesQuery = z.object({
  page: springPage,
  size: springSize,
  sort: z.enum(['id,desc', 'id,asc']).default('id,desc'),
});

export const erpExportQueuedSchema = z.object({ jobId: z.string().nullable() });
export const erpStatusSchema = z.object({ erp: z.string().nullable() });

export const erpSupplySchema = z.object({
  supplyId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  supplierId: z.number().int(),
  market: z.string(),
  legalEntity: z.string().nullable(),
  country: z.string().nullable(),
  taxNumber: z.string().nullable(),
  currency: z.string(),
  /** the last batch's answer for it: null when never sent */
  success: z.boolean().nullable(),
  customerNumber: z.string().nullable(),
  error: z.string().nullable(),
  batchId: z.number().int().nullable(),
  sentAt: epochMs.nullable(),
});
export type ErpSupply = z.infer<typeof erpSupplySchema>;
/** spec §7: "reads content and totalElements" */
export const erpSuppliesPageSchema = z.object({
  content: z.array(erpSupplySchema),
  totalElements: z.number().int(),
});

export const erpBatchItemSchema = z.object({
  supplyId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  legalEntity: z.string().nullable(),
  reference: z.string(),
  success: z.boolean(),
  customerNumber: z.string().nullable(),
  error: z.string().nullable(),
});
export type ErpBatchItem = z.infer<typeof erpBatchItemSchema>;
export const customerBatchSchema = z.object({
  id: z.number().int(),
  erp: z.string(),
  scope: z.enum(['ALL', 'SUPPLIER', 'COMPANY']),
  supplierId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  status: z.enum(['SENT', 'FAILED']),
  error: z.string().nullable(),
  createdAt: epochMs,
  retriedAt: epochMs.nullable(),
  responseJson: z.object({ items: z.array(erpBatchItemSchema) }),
});
export type CustomerBatch = z.infer<typeof customerBatchSchema>;
/** spec §7: "reads _embedded.customerBatchEntities and page.totalElements" (Spring Data REST's shape) */
export const customerBatchPageSchema = z.object({
  _embedded: z.object({ customerBatchEntities: z.array(customerBatchSchema) }),
  page: z.object({
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
  }),
});

// demo-only simulator controls

export const accountingFailureSchema = z.object({
  /** one company's posts fail; absent or null: every post */
  companyId: idBody.nullable().optional(),
  mode: z.enum(['error', 'hang']).default('error'),
  message: z.string().trim().min(1).max(500).optional(),
});
export const accountingSimulatorSchema = z.object({
  failure: z
    .object({ companyId: z.number().int().nullable(), mode: z.enum(['error', 'hang']), message: z.string() })
    .nullable(),
  posted: z.number().int(),
  balanced: z.boolean(),
});
