import { asc, is, type Placeholder, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

type Field = AnyPgColumn | SQL;

/**
 * One page's statement (decisions 0096, 0100): the page — `fields` of the rows of `table` that `where` keeps, in the
 * order of `key` (fields' names, ascending, the last one unique), `limit` rows from `offset` — as a CTE, and its rows
 * in that order (or what `answer` makes of them: only the page's rows are written, past its offset and limit), each
 * carrying `counted`: `total(page)`, what the page shows of the list's total, read with it. Any
 * value may be a placeholder, for a statement prepared once per shape.
 */
export function pageWithTotal<F extends Record<string, Field>, A extends Record<string, Field> = F>(
  db: DbOrTx,
  spec: {
    name: string;
    fields: F;
    table: PgTable;
    where: SQL | undefined;
    key: readonly (keyof F & string)[];
    limit: number | Placeholder;
    offset: number | Placeholder;
    /** the total's expression: `page` is the CTE, to count the page's own rows */
    total: (page: SQL) => SQL<string | number | null>;
    /** what each row answers, from the CTE's columns (by default `fields` themselves) */
    answer?: (columns: F) => A;
  },
) {
  // a CTE's expressions need names to be selected from it
  const named = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => [name, is(field, SQL) ? field.as(name) : field]),
  ) as unknown as F;
  const rows = db
    .select(named as Record<string, Field>)
    .from(spec.table)
    .$dynamic() as unknown as PgSelect;
  const page = db.$with(spec.name).as(
    rows
      .where(spec.where)
      .orderBy(...spec.key.map((name) => asc(spec.fields[name]!)))
      .limit(spec.limit as number)
      .offset(spec.offset as number),
  );
  const columns = page as unknown as Record<string, SQL>;
  const fields = Object.fromEntries(Object.keys(spec.fields).map((name) => [name, columns[name]])) as unknown as F;
  return db
    .with(page)
    .select({ ...(spec.answer ? spec.answer(fields) : (fields as unknown as A)), counted: spec.total(sql`${page}`) })
    .from(page)
    .orderBy(...spec.key.map((name) => asc(columns[name]!)));
}

/** The capped count of a search in the page's statement, only when the page is full (a short page tells its own). */
export function countedWhenFull(
  page: SQL,
  limit: number | Placeholder,
  cappedCount: SQLWrapper,
): SQL<string | number | null> {
  return sql`case when (select count(*) from ${page}) = ${limit} then (select count(*) from (${cappedCount}) as capped) end`;
}
