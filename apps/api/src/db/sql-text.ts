import { eq, ilike, or, type Placeholder, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { AppError } from '../errors.js';

/**
 * A LIKE/ILIKE pattern matching text that contains `search`: the `%`, `_` and `\` a user types are literal
 * characters, never wildcards (PostgreSQL's default escape character is `\`).
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** pg_trgm indexes only help a pattern with a whole trigram in it: three characters or more. */
export const TRIGRAM_MIN_LENGTH = 3;

/** What a free-text search looks for: its pattern, and the id the text names when it is a whole number. */
export interface TextSearchValues {
  like: string;
  id?: number;
}

/** The values of a free-text search (`textSearch`), or null for empty or blank text (no condition). */
export function textSearchValues(search: string | undefined): TextSearchValues | null {
  const text = search?.trim();
  if (!text) return null;
  const like = containsPattern(text);
  return /^\d{1,9}$/.test(text) ? { like, id: Number(text) } : { like };
}

/**
 * The lists' free-text search: any of `columns` containing the text (any case, `containsPattern`), or the row whose
 * `id` it is when the text is a whole number. No condition for empty or blank text.
 */
export function textSearch(
  search: string | undefined,
  columns: readonly AnyPgColumn[],
  id?: AnyPgColumn,
): SQL | undefined {
  const values = textSearchValues(search);
  return values
    ? searchOf(columns, values.like, id && values.id !== undefined ? [id, values.id] : undefined)
    : undefined;
}

/**
 * `textSearch` in a prepared statement: the placeholders `like` and, when `byId`, `id` (`textSearchValues`' fields),
 * so that one statement per shape serves every text.
 */
export function preparedTextSearch(columns: readonly AnyPgColumn[], id: AnyPgColumn, byId: boolean): SQL {
  return searchOf(columns, sql.placeholder('like'), byId ? [id, sql.placeholder('id')] : undefined);
}

function searchOf(
  columns: readonly AnyPgColumn[],
  like: string | Placeholder,
  byId: [AnyPgColumn, number | Placeholder] | undefined,
): SQL {
  const conditions: SQL[] = columns.map((column) => ilike(column, like));
  if (byId) conditions.push(eq(byId[0], byId[1]));
  return or(...conditions)!;
}

/** `column` holds `text` in any case (names and codes that are unique whatever their case). */
export function sameText(column: AnyPgColumn, text: string): SQL {
  return sql`lower(${column}) = lower(${text})`;
}

/**
 * The database refused a row because a unique constraint already holds its value (SQLSTATE 23505), whichever driver
 * raised it (node-postgres, PGlite, or Drizzle wrapping either in `cause`). `constraint` narrows it to one.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/** Whether a check constraint (`constraint`, or any) refused a row: a bound the database holds was passed. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * Runs `work` (a change that inserts or renames), answering a 409 with `message` when a unique constraint
 * (`constraint`, or any) refuses its row: the index decides when two requests race past the check made before it.
 */
export async function conflictOnDuplicate<T>(message: string, work: () => Promise<T>, constraint?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw new AppError('conflict', message);
    throw error;
  }
}

/**
 * A statement as the body of a CTE (`name as (…)`), a data-modifying one included: an insert, update or delete built
 * with Drizzle joins a bigger statement as its own SQL, since a builder written into a template becomes a subquery
 * in parentheses of its own, which a CTE refuses.
 */
export function cte(statement: SQLWrapper): SQL {
  return sql`(${statement.getSQL()})`;
}

/** A write built and not yet sent (a Drizzle insert, update or delete), for `writeTogether` or `cte`. */
export type Write = SQLWrapper;

/**
 * Writes of one change sent as one statement (decision 0099): each but the last a data-modifying CTE, the last the
 * statement itself. They run on one snapshot, so none sees the rows another writes: only writes that do not read
 * each other's rows go together. Each stays its own area's SQL; the caller only puts them side by side.
 */
export async function writeTogether(db: DbOrTx, writes: readonly SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const before = writes.slice(0, -1).map((write, i) => sql`${sql.raw(`write_${i}`)} as ${cte(write)}`);
  await db.execute(before.length > 0 ? sql`with ${sql.join(before, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
