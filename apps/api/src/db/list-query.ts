import type { Page } from '@portico/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { type CappedTotal, countUpTo, pageTotal, totalFromPage } from './capped-count.js';
import type { DbOrTx } from './client.js';
import { keysetBatches } from './keyset.js';

/** Which page of a list to show (1-based). */
export interface Paging {
  page: number;
  pageSize: number;
}

/** The rows of one page, as a query reads them. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** Names of the order key's columns, each one a field of the list's rows. */
type KeyColumns<Row> = { readonly [K in keyof Row]?: AnyPgColumn };

/**
 * `(key columns) > (values)` (or `<` for a descending key): the rows after a list position. Each value is cast to
 * its column's type, so that a date or number sent as a parameter compares as one on PGlite and PostgreSQL alike.
 */
function afterKey(columns: readonly AnyPgColumn[], values: readonly unknown[], descending: boolean): SQL {
  const cast = values.map((value, i) => sql`${value}::${sql.raw(columns[i]!.getSQLType())}`);
  return sql`(${sql.join([...columns], sql`, `)}) ${sql.raw(descending ? '<' : '>')} (${sql.join(cast, sql`, `)})`;
}

/** `column = value` for each filter given (the lists' plain filters: a market, a currency, a type…). */
export function matching<Filters>(
  filters: Filters,
  columns: { readonly [K in keyof Filters]?: AnyPgColumn },
): SQL | undefined {
  const given = (Object.keys(columns) as (keyof Filters)[]).filter((name) => filters[name] !== undefined);
  return and(...given.map((name) => eq(columns[name]!, filters[name])));
}

/** A list's `count` when its filters need no join: the ids of the table's rows, read from an index where one fits. */
export function countIds(table: PgTable & { id: AnyPgColumn }): (db: DbOrTx) => PgSelect {
  return (db) =>
    db
      .select({ id: table.id })
      .from(table as PgTable)
      .$dynamic();
}

/** A list's reads (see `listQuery`): `Filters` narrow it, `Row` is one of its rows. */
export interface ListQuery<Filters, Row> {
  /** One window of the filtered rows (`limit` rows from `offset`), in the page order. */
  rows(db: DbOrTx, filters: Filters, window: RowWindow): Promise<Row[]>;
  /** The filtered rows, counted up to the cap. */
  count(db: DbOrTx, filters: Filters): Promise<CappedTotal>;
  /** At most `limit` rows after the position `after` (the key's values; from the start when null). */
  after(db: DbOrTx, filters: Filters, after: readonly unknown[] | null, limit: number): Promise<Row[]>;
  /** A row's position: its values of the order key. */
  keyOf(row: Row): unknown[];
  /**
   * A page as the API answers it: the items, the total (from the page itself when it tells, else counted up to the
   * cap), the page and its size.
   */
  page<Item>(db: DbOrTx, filters: Filters, paging: Paging, map: (row: Row) => Item): Promise<Page<Item>>;
  /** Every filtered row in the key's order, in batches (exports, whole lists). */
  batches<Out>(db: DbOrTx, filters: Filters, map: (row: Row) => Out): AsyncGenerator<Out[]>;
  /** Every filtered row in the key's order, read in batches and answered at once (a report, a dropdown). */
  all<Out>(db: DbOrTx, filters: Filters, map: (row: Row) => Out): Promise<Out[]>;
}

/**
 * A list's reads, declared once by a repository: its columns and joins, what its filters keep and its order key.
 * A page (by offset, its total counted only up to the cap: decision 0017), the batches of an export (by keyset,
 * `db/keyset.ts`: never an offset) and the count all read the same rows in the same order.
 */
export function listQuery<Filters, Q extends PgSelect>(spec: {
  /** the list's columns and joins, `.$dynamic()` */
  select: (db: DbOrTx) => Q;
  /** the matching rows to count: one cheap column and only the joins the filters need, `.$dynamic()` */
  count: (db: DbOrTx) => PgSelect;
  /** which rows the filters keep */
  where: (filters: Filters) => SQL | undefined;
  /** the order key, ending in a unique column: the export reads in it, and so do pages unless `pageOrder` says */
  key: KeyColumns<Q['_']['result'][number]>;
  /** the key runs from the largest down (newest first) */
  descending?: boolean;
  /** a page's own order, when it is not the key's */
  pageOrder?: readonly SQL[];
  /**
   * The rows' unique id, when `count` selects only it: a page then finds its ids first (`count`'s query in the page
   * order, which an index covering the filters and the order reads without the table) and reads only those rows.
   * A deep page of a large list (the network screen's tenth thousand) then reads a thousand rows, not ten.
   */
  pageIdsBy?: AnyPgColumn;
}): ListQuery<Filters, Q['_']['result'][number]> {
  type Row = Q['_']['result'][number];
  const names = Object.keys(spec.key) as (keyof Row & string)[];
  const columns = names.map((name) => spec.key[name]!);
  const direction = spec.descending ? desc : asc;
  const keyOrder = columns.map((column) => direction(column));
  const filtered = (db: DbOrTx, filters: Filters, position?: SQL) =>
    spec.select(db).where(and(spec.where(filters), position));

  const query: ListQuery<Filters, Row> = {
    rows(db, filters, window) {
      const order = spec.pageOrder ?? keyOrder;
      if (!spec.pageIdsBy)
        return filtered(db, filters)
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset) as Promise<Row[]>;
      const pageIds = spec
        .count(db)
        .where(spec.where(filters))
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      return spec
        .select(db)
        .where(inArray(spec.pageIdsBy, pageIds))
        .orderBy(...order) as Promise<Row[]>;
    },

    count(db, filters) {
      return countUpTo(db, spec.count(db).where(spec.where(filters)));
    },

    after(db, filters, after, limit) {
      const position = after ? afterKey(columns, after, spec.descending ?? false) : undefined;
      return filtered(db, filters, position)
        .orderBy(...keyOrder)
        .limit(limit) as Promise<Row[]>;
    },

    keyOf: (row) => names.map((name) => row[name]),

    async page(db, filters, paging, map) {
      const offset = (paging.page - 1) * paging.pageSize;
      const rows = await query.rows(db, filters, { limit: paging.pageSize, offset });
      const counted =
        totalFromPage({ offset, limit: paging.pageSize, rows: rows.length }) ?? (await query.count(db, filters));
      return {
        items: rows.map(map),
        ...pageTotal(counted, { offset, rows: rows.length }),
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    batches(db, filters, map) {
      return keysetBatches({
        read: (after: readonly unknown[] | null, limit) => query.after(db, filters, after, limit),
        keyOf: query.keyOf,
        map,
      });
    },

    async all(db, filters, map) {
      const out = [];
      for await (const batch of query.batches(db, filters, map)) out.push(...batch);
      return out;
    },
  };
  return query;
}
