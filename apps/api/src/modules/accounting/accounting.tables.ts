import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, stampedAt } from '../../db/columns.js';

/**
 * A sync run (decision 0092): staff's "sync all", "sync selected" or "sync one" of payments, allocations or
 * invoices, posted by a background job. One run is QUEUED or RUNNING at a time (a partial unique index over one
 * lane): asking while one runs answers that run. `done` of `total` items is its progress, `failed` those given up on.
 */
export const accountingSyncRuns = pgTable(
  'accounting_sync_runs',
  {
    id: identity(100),
    /** the one lane runs queue in: the partial unique index keeps one active run in it */
    lane: text().notNull().default('accounting'),
    /** payments, allocations or invoices */
    kind: text().notNull(),
    /** ALL, SELECTED or ONE */
    scope: text().notNull(),
    /** QUEUED, RUNNING, COMPLETED */
    status: text().notNull().default('QUEUED'),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    requestedBy: integer(),
    startedAt: stampedAt(),
    completedAt: instant(),
  },
  (t) => [
    uniqueIndex('accounting_sync_runs_active_unique')
      .on(t.lane)
      .where(sql`status in ('QUEUED', 'RUNNING')`),
  ],
);

/**
 * Each item's sync record (decision 0092): a payment, an allocation, an allocation's reversal or an invoice, posted
 * once (unique by type and id) under its reference, with the accounting system's id, the attempts made and the
 * system's words for the last failure. FORGOTTEN: staff said not to post it, with who and when.
 */
export const accountingSyncItems = pgTable(
  'accounting_sync_items',
  {
    id: identity(),
    /** PAYMENT, ALLOCATION, ALLOCATION_REVERSAL, INVOICE */
    itemType: text().notNull(),
    itemId: integer().notNull(),
    companyId: integer().notNull(),
    /** PENDING, SYNCED, FAILED, FORGOTTEN */
    status: text().notNull().default('PENDING'),
    externalId: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** the run that last took it */
    runId: integer(),
    forgottenBy: integer(),
    forgottenAt: instant(),
    lastAttemptAt: instant(),
    syncedAt: instant(),
    createdAt: stampedAt(),
    updatedAt: stampedAt(),
  },
  (t) => [
    uniqueIndex('accounting_sync_items_item_unique').on(t.itemType, t.itemId),
    index('accounting_sync_items_run_idx')
      .on(t.runId, t.id)
      .where(sql`status = 'PENDING'`),
    index('accounting_sync_items_status_idx').on(t.itemType, t.status, t.itemId),
  ],
);

/**
 * A customer batch sent to the ERP (customer portal §3 "ERP customer batch"; decision 0092): up to 50 supplies'
 * customer records, and the ERP's answer per item (`responseJson.items`, each with a success flag). A retry sends
 * the failed items again and writes their new answers over the old.
 */
export const erpCustomerBatches = pgTable(
  'erp_customer_batches',
  {
    id: identity(1_000),
    erp: text().notNull(),
    /** ALL, SUPPLIER or COMPANY: what the export was asked for */
    scope: text().notNull(),
    supplierId: integer(),
    companyId: integer(),
    /** SENT, FAILED (the call itself failed: every item is then unsent) */
    status: text().notNull().default('SENT'),
    /** the supplies sent, in order */
    supplyIds: jsonb().$type<number[]>().notNull(),
    /** { items: [{ supplyId, companyId, companyName, legalEntity, reference, success, customerNumber, error }] } */
    responseJson: jsonb()
      .notNull()
      .default(sql`'{"items":[]}'::jsonb`),
    error: text(),
    requestedBy: integer(),
    createdAt: stampedAt(),
    retriedAt: instant(),
  },
  (t) => [index('erp_customer_batches_erp_idx').on(t.erp, t.id)],
);

/** A supply's customer record in the ERP as the last batch that sent it left it. */
export const erpCustomers = pgTable(
  'erp_customers',
  {
    erp: text().notNull(),
    supplyId: integer().notNull(),
    batchId: integer().notNull(),
    success: boolean().notNull(),
    customerNumber: text(),
    error: text(),
    sentAt: stampedAt(),
  },
  (t) => [primaryKey({ columns: [t.erp, t.supplyId] })],
);
