import type { PromoStatus } from '@portico/domain';
import { and, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { columnsOf, findRow, found, insertRow, updateRow } from '../../db/rows.js';
import { companies } from '../companies/companies.tables.js';
import { promoCodeSubscriptions, promoCodes, promoCodeUses } from './promo.tables.js';
import { countIds, listQuery, matching } from '../../db/list-query.js';
import { sameText, textSearch } from '../../db/sql-text.js';

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'uses' | 'createdAt' | 'deletedAt'>;
/** A promo with the name of the company it is reserved for. */
export type PromoListRow = PromoRow & { customerName: string | null };

export interface PromoFilters {
  search?: string;
  discountType?: string;
  status?: PromoStatus;
}

const now = sql`now()`;
/** The SQL of each status, the same order of tests as the domain's `promoStatus`. */
function statusCondition(status: PromoStatus): SQL {
  const expired = sql`(${promoCodes.validTo} is not null and ${promoCodes.validTo} < ${now})`;
  const usedUp = sql`(${promoCodes.quantity} is not null and ${promoCodes.uses} >= ${promoCodes.quantity})`;
  const upcoming = sql`(${promoCodes.validFrom} is not null and ${promoCodes.validFrom} > ${now})`;
  switch (status) {
    case 'EXPIRED':
      return expired;
    case 'USED_UP':
      return sql`(not ${expired} and ${usedUp})`;
    case 'UPCOMING':
      return sql`(not ${expired} and not ${usedUp} and ${upcoming})`;
    case 'ACTIVE':
      return sql`(not ${expired} and not ${usedUp} and not ${upcoming})`;
  }
}

function selectPromos(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(promoCodes), customerName: companies.legalName })
    .from(promoCodes)
    .leftJoin(companies, eq(companies.id, promoCodes.customerId))
    .$dynamic();
}

/** The promos that are not deleted, matching the filters, newest first. */
export const promoList = listQuery({
  select: selectPromos,
  count: countIds(promoCodes),
  where: (filters: PromoFilters) =>
    and(
      isNull(promoCodes.deletedAt),
      textSearch(filters.search, [promoCodes.code]),
      filters.discountType ? eq(promoCodes.discountType, filters.discountType) : undefined,
      filters.status ? statusCondition(filters.status) : undefined,
    ),
  key: { id: promoCodes.id },
  descending: true,
});

/** A promo that is not deleted, by id. */
export async function findPromo(db: DbOrTx, id: number): Promise<PromoListRow | null> {
  const [row] = await selectPromos(db).where(and(eq(promoCodes.id, id), isNull(promoCodes.deletedAt)));
  return row ?? null;
}

/** What the use check reads of a code: its row (null when unknown) and whether subscriptions restrict it. */
export interface PromoRead {
  row: PromoRow | null;
  /** the code has subscribed companies (then only they may use it) */
  restricted: boolean;
  /** the company asked about is one of them */
  subscribed: boolean;
}

const PROMO_COLUMNS = Object.entries(getTableColumns(promoCodes));

/**
 * A code's row and its subscription state for a company, as one json value (null when no code has that text): the
 * use check's one read, on its own (`findPromoRead`) or inside the price lookup's statement (decision 0096).
 */
export function promoReadJson(code: string, companyId: number | null): SQL {
  const row = sql.join(
    PROMO_COLUMNS.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return sql`(select json_build_object('row', json_build_object(${row}),
      'restricted', exists (select 1 from ${promoCodeSubscriptions} s where s.promo_code_id = ${promoCodes.id}),
      'subscribed', exists (select 1 from ${promoCodeSubscriptions} s
                             where s.promo_code_id = ${promoCodes.id} and s.company_id = ${companyId ?? -1}))
    from ${promoCodes} where ${sameText(promoCodes.code, code)})`;
}

/** `promoReadJson`'s value as the row the ORM would read (PGlite hands json back as text, node-postgres parsed). */
export function promoReadOf(value: unknown): PromoRead {
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as {
    row: Record<string, unknown>;
    restricted: boolean;
    subscribed: boolean;
  } | null;
  if (!json) return { row: null, restricted: false, subscribed: false };
  const row: Record<string, unknown> = {};
  for (const [key, column] of PROMO_COLUMNS) {
    const v = json.row[key] ?? null;
    row[key] = v === null ? null : column.columnType === 'PgTimestamp' ? new Date(v as string) : v;
  }
  return { row: row as PromoRow, restricted: json.restricted === true, subscribed: json.subscribed === true };
}

export async function findPromoRead(db: DbOrTx, code: string, companyId: number | null): Promise<PromoRead> {
  const [found] = await queryRows<{ read: unknown }>(db, sql`select ${promoReadJson(code, companyId)} as read`);
  return promoReadOf(found?.read ?? null);
}

/** A promo by its code (any case), deleted or not: a deleted code is still taken. */
export async function findPromoByCode(db: DbOrTx, code: string): Promise<PromoRow | null> {
  return findRow(db, promoCodes, sameText(promoCodes.code, code));
}

export function insertPromo(db: DbOrTx, values: PromoValues): Promise<PromoRow> {
  return insertRow(db, promoCodes, values);
}

/**
 * Many promos at once (generation); a code already taken is skipped rather than failing the batch, and the rows
 * that went in are answered so that the caller makes up the difference.
 */
export async function insertPromosSkippingTaken(db: DbOrTx, values: PromoValues[]): Promise<PromoRow[]> {
  if (values.length === 0) return [];
  return db.insert(promoCodes).values(values).onConflictDoNothing().returning();
}

export async function updatePromo(db: DbOrTx, id: number, values: PromoValues): Promise<PromoRow> {
  return found(await updateRow(db, promoCodes, eq(promoCodes.id, id), values), `promo ${id}`);
}

export async function softDeletePromo(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(promoCodes)
    .set({ deletedAt: sql`now()` })
    .where(eq(promoCodes.id, id));
}

/** Locks the promo row for the rest of the transaction (edits and deletes apply one after the other). */
export async function findPromoForUpdate(db: DbOrTx, id: number): Promise<PromoRow | null> {
  return findRow(db, promoCodes, and(eq(promoCodes.id, id), isNull(promoCodes.deletedAt)), { forUpdate: true });
}

// ----------------------------------------------------------------------------------------------------------------
// Use

/**
 * Takes one use of the code for the company, or nothing: one conditional UPDATE that only matches while the code
 * is not deleted, in its window, has a use left and is open to the company. Two transactions racing for the last
 * use: the second waits on the first's row lock, then re-reads the row and no longer matches (the CHECK `uses <=
 * quantity` stands behind it).
 */
export async function takeUse(db: DbOrTx, q: { code: string; companyId: number; at: Date }): Promise<PromoRow | null> {
  const at = q.at.toISOString();
  const [row] = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        sql`lower(${promoCodes.code}) = lower(${q.code})`,
        isNull(promoCodes.deletedAt),
        sql`(${promoCodes.quantity} is null or ${promoCodes.uses} < ${promoCodes.quantity})`,
        sql`(${promoCodes.validFrom} is null or ${promoCodes.validFrom} <= ${at}::timestamptz)`,
        sql`(${promoCodes.validTo} is null or ${promoCodes.validTo} >= ${at}::timestamptz)`,
        sql`(${promoCodes.customerId} is null or ${promoCodes.customerId} = ${q.companyId})`,
        sql`(not exists (select 1 from ${promoCodeSubscriptions} s where s.promo_code_id = ${promoCodes.id})
          or exists (select 1 from ${promoCodeSubscriptions} s
                     where s.promo_code_id = ${promoCodes.id} and s.company_id = ${q.companyId}))`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertUse(
  db: DbOrTx,
  values: { promoCodeId: number; companyId: number; serviceUid: string; usedAt: Date },
): Promise<void> {
  await db.insert(promoCodeUses).values(values);
}

/**
 * Marks the live use of `code` on a service removed; the service is named by its uid or its short uid (the uid's
 * first 8 characters). True when one was found.
 */
export async function markUseRemoved(db: DbOrTx, serviceShortUuid: string, code: string, at: Date): Promise<boolean> {
  const service = serviceShortUuid.toLowerCase();
  const rows = await db
    .update(promoCodeUses)
    .set({ removedAt: at })
    .where(
      and(
        isNull(promoCodeUses.removedAt),
        or(
          sql`lower(${promoCodeUses.serviceUid}) = ${service}`,
          sql`lower(left(${promoCodeUses.serviceUid}, 8)) = ${service}`,
        ),
        sql`${promoCodeUses.promoCodeId} in (select id from ${promoCodes} where lower(code) = lower(${code}))`,
      ),
    )
    .returning({ id: promoCodeUses.id });
  return rows.length > 0;
}

// ----------------------------------------------------------------------------------------------------------------
// Subscriptions

export interface SubscriptionFilters {
  search?: string;
  promoCodeId?: number;
  companyId?: number;
}

function selectSubscriptions(db: DbOrTx) {
  return db
    .select({
      ...columnsOf(promoCodeSubscriptions, ['id', 'companyId', 'promoCodeId', 'createdAt']),
      companyName: companies.legalName,
      code: promoCodes.code,
    })
    .from(promoCodeSubscriptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoCodeSubscriptions.promoCodeId))
    .innerJoin(companies, eq(companies.id, promoCodeSubscriptions.companyId))
    .$dynamic();
}
export type SubscriptionRow = Awaited<ReturnType<typeof selectSubscriptions>>[number];

/** The subscriptions matching the filters, by code, company name and id. */
export const subscriptionList = listQuery({
  select: selectSubscriptions,
  count: (db) =>
    db
      .select({ id: promoCodeSubscriptions.id })
      .from(promoCodeSubscriptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoCodeSubscriptions.promoCodeId))
      .$dynamic(),
  where: (filters: SubscriptionFilters) =>
    and(
      textSearch(filters.search, [promoCodes.code]),
      matching(filters, {
        promoCodeId: promoCodeSubscriptions.promoCodeId,
        companyId: promoCodeSubscriptions.companyId,
      }),
    ),
  key: { code: promoCodes.code, companyName: companies.legalName, id: promoCodeSubscriptions.id },
});

export async function findSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | null> {
  const [row] = await selectSubscriptions(db).where(eq(promoCodeSubscriptions.id, id));
  return row ?? null;
}

export async function insertSubscription(db: DbOrTx, promoCodeId: number, companyId: number): Promise<number> {
  const [row] = await db
    .insert(promoCodeSubscriptions)
    .values({ promoCodeId, companyId })
    .returning({ id: promoCodeSubscriptions.id });
  if (!row) throw new Error('subscription insert returned nothing');
  return row.id;
}

export async function deleteSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(promoCodeSubscriptions).where(eq(promoCodeSubscriptions.id, id));
}

/**
 * Gives back the use an order took of a code (a VXC order rejected, decision 0042): the services' use rows go and
 * each code they used counts one use fewer (an order takes one use, whatever its number of services).
 */
export async function returnUses(db: DbOrTx, serviceUids: readonly string[]): Promise<number[]> {
  if (serviceUids.length === 0) return [];
  const removed = await db
    .delete(promoCodeUses)
    .where(and(inArray(promoCodeUses.serviceUid, [...serviceUids]), isNull(promoCodeUses.removedAt)))
    .returning({ promoCodeId: promoCodeUses.promoCodeId });
  const codes = [...new Set(removed.map((r) => r.promoCodeId))];
  if (codes.length > 0)
    await db
      .update(promoCodes)
      .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
      .where(inArray(promoCodes.id, codes));
  return codes;
}
