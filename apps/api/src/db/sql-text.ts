import { eq, ilike, or, type Placeholder, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { AppError } from '../errors.js';
import { builtOncePerShape, definedOf, sendWithValues } from './prepared.js';

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

/**
 * A write of `writeTogether` built once per shape: `build` makes it with its values as the placeholders `placeholder`
 * names, `shape` says what makes its text differ (the columns it sets), and `values` fills them. A change sent on
 * every order builds each part once this way instead of once per order.
 */
export interface ShapedWrite {
  shape: string;
  build: (db: DbOrTx, placeholder: (name: string) => Placeholder) => SQLWrapper;
  values: Record<string, unknown>;
}

/** A write built and not yet sent (a Drizzle insert, update or delete), or one built once per shape. */
export type Write = SQLWrapper | ShapedWrite;

const isShaped = (write: Write): write is ShapedWrite => 'shape' in write && 'build' in write;

/**
 * Each of a row's columns as its placeholder (a `ShapedWrite`'s `build`), the row's own type for the builder; a null
 * is written as null, since Drizzle would hand a placeholder's null to the column's encoder (a timestamp's fails).
 */
export function placeholderRow<R extends object>(row: R, placeholder: (name: string) => Placeholder): R {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value === null ? sql`null` : placeholder(key)]),
  ) as R;
}

/** What makes a row's `placeholderRow` differ: the columns it sets, and which of them are null. */
export function shapeOf(row: object): string {
  return Object.entries(row)
    .map(([key, value]) => (value === null ? `${key}=null` : key))
    .join(',');
}

/** An insert of one row built once per shape (which of its columns it sets), its values the row's. */
export function shapedInsert<T extends PgTable>(name: string, table: T, row: PgInsertValue<T>): ShapedWrite {
  return shapedInsertRows(name, table, [row]);
}

/**
 * An insert of some rows built once per shape (how many rows, which columns each sets, which are null), their values
 * the rows'. `derived`: columns each row computes in the database (a subquery on the row's own service, say), given
 * that row's placeholders and the row; it may look at which columns the row sets (they are its shape), never at
 * their values.
 */
export function shapedInsertRows<T extends PgTable>(
  name: string,
  table: T,
  rows: readonly PgInsertValue<T>[],
  derived?: (placeholder: (name: string) => Placeholder, row: PgInsertValue<T>) => Partial<PgInsertValue<T>>,
): ShapedWrite {
  const defined = rows.map((row) => definedOf(row));
  const values: Record<string, unknown> = {};
  defined.forEach((row, i) => {
    for (const [key, value] of Object.entries(row)) values[`r${i}_${key}`] = value;
  });
  return {
    shape: `${name}:${defined.map(shapeOf).join(';')}`,
    build: (db, placeholder) =>
      db.insert(table).values(
        defined.map((row, i) => {
          const ofRow = (key: string) => placeholder(`r${i}_${key}`);
          return { ...placeholderRow(row, ofRow), ...derived?.(ofRow, row) };
        }),
      ),
    values,
  };
}

/** The statement of writes sent together, with the placeholders of each shaped write numbered apart. */
function together(db: DbOrTx, writes: readonly Write[]): SQL {
  const built = writes.map((write, i) =>
    isShaped(write) ? write.build(db, (name) => sql.placeholder(`w${i}_${name}`)) : write,
  );
  const last = built.at(-1)!;
  const before = built.slice(0, -1).map((write, i) => sql`${sql.raw(`write_${i}`)} as ${cte(write)}`);
  return before.length > 0 ? sql`with ${sql.join(before, sql`, `)} ${last.getSQL()}` : last.getSQL();
}

/** `together` kept per shape: writes all built once per shape send a text built once. */
const togetherOnce = builtOncePerShape<readonly ShapedWrite[], unknown>(
  (writes) => writes.map((write) => write.shape).join('|'),
  together,
);

/**
 * Writes of one change sent as one statement (decision 0099): each but the last a data-modifying CTE, the last the
 * statement itself. They run on one snapshot, so none sees the rows another writes: only writes that do not read
 * each other's rows go together. Each stays its own area's SQL; the caller only puts them side by side. When every
 * write is built once per shape (`ShapedWrite`), so is the statement; otherwise it is built for this call.
 */
export async function writeTogether(db: DbOrTx, writes: readonly Write[]): Promise<void> {
  if (writes.length === 0) return;
  const values: Record<string, unknown> = {};
  writes.forEach((write, i) => {
    if (isShaped(write)) for (const [key, value] of Object.entries(write.values)) values[`w${i}_${key}`] = value;
  });
  if (writes.every(isShaped)) await togetherOnce(db, writes, values);
  else await sendWithValues(db, together(db, writes), values);
}
