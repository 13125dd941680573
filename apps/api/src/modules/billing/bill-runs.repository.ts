import { BILLED_STATUSES } from '@portico/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { billableCharges, billables, billedEvents, billRuns } from './billing.tables.js';

export type BillRunRow = typeof billRuns.$inferSelect;

/**
 * Records a completed bill run over a period (`ranAt` defaults to the database's now), as tests and operations
 * record one by hand; a bill run itself is queued by `queueRun`.
 */
export async function recordBillRun(
  db: DbOrTx,
  run: { periodStart: string; periodEnd: string; ranAt?: Date },
): Promise<{ id: number }> {
  const [row] = await db.insert(billRuns).values(run).returning({ id: billRuns.id });
  if (!row) throw new Error('bill run insert returned nothing');
  return row;
}

/**
 * A new QUEUED run, or null when the same supplier, period and company (or all its companies) already has one
 * queued or running (the partial unique index `bill_runs_active_unique`).
 */
export async function insertQueuedRun(
  tx: DbOrTx,
  run: Pick<
    typeof billRuns.$inferInsert,
    'supplierId' | 'companyId' | 'requestedFor' | 'periodStart' | 'periodEnd' | 'requestedBy'
  >,
): Promise<BillRunRow | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into bill_runs (supplier_id, company_id, requested_for, period_start, period_end, requested_by, status)
        values (${run.supplierId}, ${run.companyId ?? null}, ${run.requestedFor ?? null}, ${run.periodStart},
          ${run.periodEnd}, ${run.requestedBy ?? null}, 'QUEUED')
        on conflict (supplier_id, period_start, coalesce(company_id, 0)) where status in ('QUEUED', 'RUNNING')
        do nothing
        returning id`,
  );
  return rows[0] ? findRun(tx, rows[0].id) : null;
}

/** The queued or running run of a supplier, period and company (null: all its companies). */
export async function findActiveRun(
  db: DbOrTx,
  supplierId: number,
  periodStart: string,
  companyId: number | null,
): Promise<BillRunRow | null> {
  const [row] = await db
    .select()
    .from(billRuns)
    .where(
      and(
        eq(billRuns.supplierId, supplierId),
        eq(billRuns.periodStart, periodStart),
        sql`coalesce(${billRuns.companyId}, 0) = ${companyId ?? 0}`,
        inArray(billRuns.status, ['QUEUED', 'RUNNING']),
      ),
    );
  return row ?? null;
}

export async function findRun(db: DbOrTx, id: number): Promise<BillRunRow | null> {
  const [row] = await db.select().from(billRuns).where(eq(billRuns.id, id));
  return row ?? null;
}

/** Runs newest first, optionally of one supplier (runs recorded by hand, without a supplier, are not listed). */
export function runPage(db: DbOrTx, supplierId: number | undefined, window: { limit: number; offset: number }) {
  return db
    .select()
    .from(billRuns)
    .where(supplierId === undefined ? sql`${billRuns.supplierId} is not null` : eq(billRuns.supplierId, supplierId))
    .orderBy(desc(billRuns.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countRuns(db: DbOrTx, supplierId: number | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bill_runs
        where ${supplierId === undefined ? sql`supplier_id is not null` : sql`supplier_id = ${supplierId}`}`,
  );
  return row?.n ?? 0;
}

/** The companies of a supplier (or the one company) with a billable the run charges, in id order. */
export async function companiesToBill(db: DbOrTx, supplierId: number, companyId: number | null): Promise<number[]> {
  const rows = await queryRows<{ company_id: number }>(
    db,
    sql`select distinct company_id from billables
        where supplier_id = ${supplierId} and billing_status = any(${sql.param([...BILLED_STATUSES])}::text[])
          ${companyId === null ? sql`` : sql`and company_id = ${companyId}`}
        order by company_id`,
  );
  return rows.map((r) => r.company_id);
}

/** The currencies of the billables a run of a supplier charges. */
export async function billableCurrenciesOf(db: DbOrTx, supplierId: number): Promise<string[]> {
  const rows = await queryRows<{ currency: string }>(
    db,
    sql`select distinct currency from billables
        where supplier_id = ${supplierId} and billing_status = any(${sql.param([...BILLED_STATUSES])}::text[])`,
  );
  return rows.map((r) => r.currency);
}

export async function markRunning(tx: DbOrTx, id: number, chunksTotal: number): Promise<void> {
  await tx
    .update(billRuns)
    .set({
      chunksTotal,
      status: chunksTotal === 0 ? 'COMPLETED' : 'RUNNING',
      completedAt: chunksTotal === 0 ? sql`now()` : null,
    })
    .where(eq(billRuns.id, id));
}

export async function markFailed(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(billRuns)
    .set({ status: 'FAILED', error, completedAt: sql`now()` })
    .where(eq(billRuns.id, id));
}

/**
 * A run's row under its lock: a chunk adds what it made and counts itself done. `no key update`, not `update`: the
 * chunks' invoices hold key-share locks on it (their foreign key), which `for update` would wait on — two chunks
 * each waiting for the other's.
 */
export async function lockRun(tx: DbOrTx, id: number): Promise<BillRunRow | null> {
  const [row] = await tx.select().from(billRuns).where(eq(billRuns.id, id)).for('no key update');
  return row ?? null;
}

export async function saveProgress(
  tx: DbOrTx,
  id: number,
  progress: { chunksDone: number; summary: unknown; completed: boolean },
): Promise<void> {
  await tx
    .update(billRuns)
    .set({
      chunksDone: progress.chunksDone,
      summary: progress.summary,
      ...(progress.completed ? { status: 'COMPLETED', completedAt: sql`now()` } : {}),
    })
    .where(eq(billRuns.id, id));
}

/** The billables a run charges of some companies of a supplier. */
export function billablesToBill(db: DbOrTx, supplierId: number, companyIds: readonly number[]) {
  return db
    .select({
      id: billables.id,
      serviceId: billables.serviceId,
      companyId: billables.companyId,
      currency: billables.currency,
      billableName: billables.billableName,
      setupCents: billables.setupCents,
      monthlyCents: billables.monthlyCents,
      startDate: billables.startDate,
      activatedOn: billables.activatedOn,
      promoSchedule: billables.promoSchedule,
      postpaid: billables.postpaid,
      postpaidBaseRateCents: billables.postpaidBaseRateCents,
    })
    .from(billables)
    .where(
      and(
        eq(billables.supplierId, supplierId),
        // arrays as one parameter each: a chunk names thousands
        sql`${billables.companyId} = any(${sql.param([...companyIds])}::int[])`,
        sql`${billables.billingStatus} = any(${sql.param([...BILLED_STATUSES])}::text[])`,
      ),
    )
    .orderBy(billables.companyId, billables.id);
}

export function activeChargesOf(db: DbOrTx, billableIds: readonly number[]) {
  if (billableIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(billableCharges)
    .where(
      and(
        sql`${billableCharges.billableId} = any(${sql.param([...billableIds])}::int[])`,
        eq(billableCharges.active, true),
      ),
    )
    .orderBy(billableCharges.billableId, billableCharges.id);
}

/** The periods already billed of some billables. */
export async function billedPeriodsOf(db: DbOrTx, billableIds: readonly number[]) {
  if (billableIds.length === 0) return [];
  return queryRows<{ billableId: number; periodStart: string }>(
    db,
    sql`select billable_id as "billableId", period_start::text as "periodStart" from billed_periods
        where billable_id = any(${sql.param([...billableIds])}::int[])`,
  );
}

export async function billedEventIdsOf(db: DbOrTx, eventIds: readonly number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ id: billedEvents.billingEventId })
    .from(billedEvents)
    .where(sql`${billedEvents.billingEventId} = any(${sql.param([...eventIds])}::int[])`);
  return new Set(rows.map((r) => r.id));
}

export interface PendingInvoice {
  companyId: number;
  currency: string;
  exchangeRateMicros: number;
  taxRateBp: number;
  taxWording: string;
}

/**
 * The PENDING invoice of each company for the run's supplier and period: the one there is, or a new one of this
 * run (the partial unique index `invoices_pending_unique` makes it one). Answers each company's invoice id and
 * whether this call created it.
 */
export async function pendingInvoicesFor(
  tx: DbOrTx,
  run: { id: number; supplierId: number; periodStart: string; periodEnd: string },
  heads: readonly PendingInvoice[],
): Promise<{ id: number; companyId: number; created: boolean }[]> {
  if (heads.length === 0) return [];
  const col = <K extends keyof PendingInvoice>(key: K) => heads.map((h) => h[key]);
  return queryRows(
    tx,
    sql`insert into invoices (supplier_id, company_id, bill_run_id, period_start, period_end, currency,
          exchange_rate_micros, tax_rate_bp, tax_wording)
        select ${run.supplierId}, company_id, ${run.id}, ${run.periodStart}::date, ${run.periodEnd}::date, currency,
          rate, tax_rate_bp, tax_wording
        from unnest(${sql.param(col('companyId'))}::int[], ${sql.param(col('currency'))}::text[],
          ${sql.param(col('exchangeRateMicros'))}::bigint[], ${sql.param(col('taxRateBp'))}::int[],
          ${sql.param(col('taxWording'))}::text[]) as h(company_id, currency, rate, tax_rate_bp, tax_wording)
        on conflict (company_id, supplier_id, period_start) where kind = 'INVOICE' and status = 'PENDING'
        do update set updated_at = invoices.updated_at
        returning id, company_id as "companyId", (xmax = 0) as created`,
  );
}

/** Claims billable × period keys for invoices; answers the keys this call won (a key billed before is refused). */
export async function claimPeriods(
  tx: DbOrTx,
  keys: readonly { billableId: number; periodStart: string; invoiceId: number }[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`insert into billed_periods (billable_id, period_start, invoice_id)
        select "billableId", "periodStart", "invoiceId"
        from json_to_recordset(${JSON.stringify(keys)}::json) as k("billableId" int, "periodStart" date, "invoiceId" int)
        on conflict do nothing
        returning billable_id || ':' || period_start::text as key`,
  );
  return new Set(rows.map((r) => r.key));
}

export async function claimEvents(
  tx: DbOrTx,
  keys: readonly { billingEventId: number; invoiceId: number }[],
): Promise<Set<number>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into billed_events (billing_event_id, invoice_id)
        select * from unnest(${sql.param(keys.map((k) => k.billingEventId))}::int[],
          ${sql.param(keys.map((k) => k.invoiceId))}::int[])
        on conflict do nothing
        returning billing_event_id as id`,
  );
  return new Set(rows.map((r) => r.id));
}

export interface NewLine {
  invoiceId: number;
  billableId: number | null;
  serviceId: number | null;
  chargeId: number | null;
  billingEventId: number | null;
  chargeType: string;
  description: string;
  firstDay: string | null;
  lastDay: string | null;
  days: number | null;
  periodDays: number | null;
  unitCents: number | null;
  originalCurrency: string | null;
  amountCents: number;
  currency: string;
  taxRateBp: number;
}

/**
 * Writes invoice lines in one statement: the rows travel as one JSON parameter, which PostgreSQL reads as a record
 * set — far cheaper for both sides than an array per column for a chunk's thousands.
 */
export async function insertLines(tx: DbOrTx, lines: readonly NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(
    sql`insert into invoice_lines (invoice_id, billable_id, service_id, charge_id, billing_event_id, charge_type,
          description, first_day, last_day, days, period_days, unit_cents, original_currency, amount_cents, currency,
          tax_rate_bp)
        select "invoiceId", "billableId", "serviceId", "chargeId", "billingEventId", "chargeType", description,
          "firstDay", "lastDay", days, "periodDays", "unitCents", "originalCurrency", "amountCents", currency,
          "taxRateBp"
        from json_to_recordset(${JSON.stringify(lines)}::json) as l("invoiceId" int, "billableId" int,
          "serviceId" int, "chargeId" int, "billingEventId" int, "chargeType" text, description text, "firstDay" date,
          "lastDay" date, days int, "periodDays" int, "unitCents" bigint, "originalCurrency" text,
          "amountCents" bigint, currency text, "taxRateBp" int)`,
  );
}

/** Each invoice's net per tax rate, from its lines. */
export function netsByRate(tx: DbOrTx, invoiceIds: readonly number[]) {
  return queryRows<{ invoiceId: number; taxRateBp: number; net: string }>(
    tx,
    sql`select invoice_id as "invoiceId", tax_rate_bp as "taxRateBp", sum(amount_cents)::text as net
        from invoice_lines where invoice_id = any(${sql.param([...invoiceIds])}::int[])
        group by invoice_id, tax_rate_bp order by invoice_id, min(id)`,
  );
}

export async function setTotals(
  tx: DbOrTx,
  totals: readonly { invoiceId: number; net: number; tax: number; total: number }[],
): Promise<void> {
  if (totals.length === 0) return;
  await tx.execute(
    sql`update invoices set net_cents = t.net, tax_cents = t.tax, total_cents = t.total, updated_at = now()
        from unnest(${sql.param(totals.map((t) => t.invoiceId))}::int[],
          ${sql.param(totals.map((t) => t.net))}::bigint[], ${sql.param(totals.map((t) => t.tax))}::bigint[],
          ${sql.param(totals.map((t) => t.total))}::bigint[]) as t(id, net, tax, total)
        where invoices.id = t.id`,
  );
}

/** Deletes the invoices among `ids` that hold no line and bill no period: a re-run's, which found nothing new. */
export async function deleteEmptyInvoices(tx: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`delete from invoices i where i.id = any(${sql.param([...ids])}::int[])
          and not exists (select 1 from invoice_lines l where l.invoice_id = i.id)
          and not exists (select 1 from billed_periods p where p.invoice_id = i.id)
        returning i.id`,
  );
  return rows.map((r) => r.id);
}

/** A run the demo seed makes for a past month, billed at once in the seed's transaction (decision 0085). */
export async function insertSeededRun(
  tx: DbOrTx,
  run: { supplierId: number; periodStart: string; periodEnd: string; ranAt: Date },
): Promise<BillRunRow> {
  const [row] = await tx
    .insert(billRuns)
    .values({ ...run, status: 'RUNNING', chunksTotal: 1 })
    .returning();
  if (!row) throw new Error('bill run insert returned nothing');
  return row;
}

/** The demo's NOT_ACTIVATED billables, to activate from their services' go-live. */
export function unactivatedBillables(db: DbOrTx) {
  return db
    .select({ id: billables.id, serviceId: billables.serviceId, supplierId: billables.supplierId })
    .from(billables)
    .where(eq(billables.billingStatus, 'NOT_ACTIVATED'));
}

export async function activateFrom(tx: DbOrTx, activations: readonly { id: number; day: string }[]): Promise<void> {
  if (activations.length === 0) return;
  await tx.execute(
    sql`update billables set billing_status = 'ACTIVE', activated_on = a.day, start_date = a.day, updated_at = now()
        from unnest(${sql.param(activations.map((a) => a.id))}::int[], ${sql.param(activations.map((a) => a.day))}::date[])
          as a(id, day)
        where billables.id = a.id`,
  );
}

/**
 * Billables whose service has ended and whose last month is billed, COMPLETED (decision 0085): the domain's
 * LAST_BILLING_PERIOD → COMPLETED, from ACTIVE or ROLLING through it at once.
 */
export async function completeBillables(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update billables set billing_status = 'COMPLETED', updated_at = now()
        where id = any(${sql.param([...ids])}::int[])
          and billing_status = any(${sql.param([...BILLED_STATUSES])}::text[])`,
  );
}
