import {
  aliasedTable,
  and,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { countIds, type ListQuery, listQuery } from './list-query.js';

/**
 * A table of dated rows (decision 0020): each row is in force from `fromDate` to `toDate` (null: until further
 * notice, that is until a later row of its key starts), and a change is a new row, never an edit of one in force.
 */
export type DatedTable = PgTable & { id: AnyPgColumn; fromDate: AnyPgColumn; toDate: AnyPgColumn };

/** Which rows a dated list shows (decision 0023). */
export interface ValidityFilter {
  today: string;
  /** only rows starting after today */
  future?: boolean;
  /** ended and superseded rows too */
  history?: boolean;
}

/** The validity of a dated row, as the overlap check reads it. */
export interface DatedWindow {
  id: number;
  fromDate: string;
  toDate: string | null;
}

/** A dated row's columns as its lists show them: all but when and by whom it was stored. */
export function shownColumns<T extends DatedTable & { createdAt: AnyPgColumn; createdBy: AnyPgColumn }>(table: T) {
  const { createdAt: _at, createdBy: _by, ...shown } = getTableColumns(table);
  return shown;
}

/** Rows in force on `day`: started on or before it and not ended before it. */
export function inForceOn(table: DatedTable, day: string): SQL | undefined {
  return and(lte(table.fromDate, day), notEndedBefore(table, day));
}

/** Rows that have not ended before `day` (open-ended, or ending on it or later). */
export function notEndedBefore(table: DatedTable, day: string): SQL | undefined {
  return or(isNull(table.toDate), gte(table.toDate, day));
}

/** `column = value`, or `column is null` when the value is null: a key column that may be empty. */
export function sameAs(column: AnyPgColumn, value: unknown): SQL {
  return value === null || value === undefined ? isNull(column) : eq(column, value);
}

/** The queries every dated table shares (see `datedRows`): `Row` as stored, `Values` as written, `Shown` as read. */
export interface DatedRows<Row, Values, Shown> {
  /**
   * Rows in force today or later: not ended, and not superseded by a later row of the same key that has already
   * started. `future`: only rows starting after today; `history`: every row.
   */
  validity(filter: ValidityFilter): SQL | undefined;
  /** The row as its area shows it, or null. */
  find(db: DbOrTx, id: number): Promise<Shown | null>;
  /** The stored row, locked until the transaction ends. */
  findForUpdate(tx: DbOrTx, id: number): Promise<Row | null>;
  /** The validity of every row of the key of `values` (but `exceptId`), for the overlap check. */
  windows(tx: DbOrTx, values: Values, exceptId?: number): Promise<DatedWindow[]>;
  insert(tx: DbOrTx, values: Values): Promise<number>;
  /** Changes a future row; the `from_date > today` guard repeats the rule so a started row is never touched. */
  updateFuture(tx: DbOrTx, id: number, today: string, values: Values): Promise<boolean>;
  /** Deletes a future row, with the same guard. */
  deleteFuture(tx: DbOrTx, id: number, today: string): Promise<boolean>;
}

const column = (source: PgTable, name: string) => (source as unknown as Record<string, AnyPgColumn>)[name]!;

/**
 * The queries of a dated table over its key: the columns that make two rows the same price (a later row of a key
 * supersedes an open-ended one, and two rows of a key may not be in force on one day). `select` is the row as its
 * area shows it (its columns and joins, `.$dynamic()`).
 */
export function datedRows<T extends DatedTable, Q extends PgSelect>(spec: {
  table: T;
  key: readonly (keyof T['$inferSelect'] & string)[];
  select: (db: DbOrTx) => Q;
}): DatedRows<T['$inferSelect'], T['$inferInsert'], Q['_']['result'][number]> {
  const { table } = spec;
  // the table's second appearance, when a row looks for a later one of its key
  const laterAlias = `later_${getTableName(table)}`;
  const later = aliasedTable(table, laterAlias);
  const sameKey = sql.join(
    spec.key.map((name) => sql`${column(later, name)} = ${column(table, name)}`),
    sql` and `,
  );

  return {
    validity(filter) {
      if (filter.future) return gt(table.fromDate, filter.today);
      if (filter.history) return undefined;
      return and(
        notEndedBefore(table, filter.today),
        sql`not exists (select 1 from ${table} as ${sql.identifier(laterAlias)} where ${sameKey}
          and ${later.fromDate} > ${table.fromDate} and ${later.fromDate} <= ${filter.today})`,
      );
    },

    async find(db, id) {
      const [row] = await spec.select(db).where(eq(table.id, id));
      return row ?? null;
    },

    async findForUpdate(tx, id) {
      const [row] = await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for('update');
      return (row as T['$inferSelect'] | undefined) ?? null;
    },

    windows(tx, values, exceptId) {
      return tx
        .select({ id: table.id, fromDate: table.fromDate, toDate: table.toDate })
        .from(table as PgTable)
        .where(
          and(
            ...spec.key.map((name) => sameAs(column(table, name), (values as Record<string, unknown>)[name])),
            exceptId === undefined ? undefined : ne(table.id, exceptId),
          ),
        ) as Promise<DatedWindow[]>;
    },

    async insert(tx, values) {
      const [row] = await tx.insert(table).values(values).returning({ id: table.id });
      if (!row) throw new Error('dated row insert returned nothing');
      return row.id as number;
    },

    async updateFuture(tx, id, today, values) {
      const rows = await tx
        .update(table)
        .set(values)
        .where(and(eq(table.id, id), gt(table.fromDate, today)))
        .returning({ id: table.id });
      return rows.length === 1;
    },

    async deleteFuture(tx, id, today) {
      const rows = await tx
        .delete(table)
        .where(and(eq(table.id, id), gt(table.fromDate, today)))
        .returning({ id: table.id });
      return rows.length === 1;
    },
  };
}

/**
 * A dated table listed as its area shows it: `datedRows` and a `listQuery` in one declaration. The list keeps the
 * rows its filters name, in force today or later unless `future` or `history` says otherwise (`validity`), in the
 * order of `order` (columns of the table, ending in its id) for pages and exports alike.
 */
export function datedList<T extends DatedTable, Q extends PgSelect, Filters extends ValidityFilter>(spec: {
  table: T;
  select: (db: DbOrTx) => Q;
  key: readonly (keyof T['$inferSelect'] & string)[];
  /** which rows the list's own filters keep */
  where: (filters: Filters) => SQL | undefined;
  order: readonly (keyof T['$inferSelect'] & keyof Q['_']['result'][number] & string)[];
}): DatedRows<T['$inferSelect'], T['$inferInsert'], Q['_']['result'][number]> &
  ListQuery<Filters, Q['_']['result'][number]> {
  const { table } = spec;
  const rows = datedRows(spec);
  const list = listQuery({
    select: spec.select,
    count: countIds(table),
    where: (filters: Filters) => and(spec.where(filters), rows.validity(filters)),
    key: Object.fromEntries(spec.order.map((name) => [name, column(table, name)])) as Partial<
      Record<keyof Q['_']['result'][number], AnyPgColumn>
    >,
  });
  return { ...rows, ...list };
}
