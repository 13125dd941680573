import { type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * A read built once per database handle and run by name: `build` makes the query with `sql.placeholder`s and ends
 * with `.prepare(name)` (a name unique in the app). Building a query costs Drizzle more CPU than PostgreSQL spends
 * answering a read by key (every column's name cased and every piece checked, on every call); a prepared read is
 * built once for the pool and each pooled connection parses it once and keeps its plan — never an answer, so every
 * call reads what is there. A transaction's handle builds it for that transaction. Only for reads whose plan does not
 * depend on the values (a key's lookup): a generic plan serves every call.
 */
export function preparedRead<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

/**
 * A prepared read of some rows by id, the ids one array: `ids` in `build` is that array (`= any(${ids})`), and
 * `variant` names the statement apart (`.prepare(\`name_${variant}\`)`). One or two ids (an order's Ports: a VXC's
 * two ends) go as `array[$1, $2]`, which the planner counts: PostgreSQL then keeps one generic plan for the statement
 * instead of planning it on every call, as it did for an `int[]` value of a length it cannot know (its generic plan
 * costed for 10 ids, so it never chose it: 0.5–1.3 ms of planning for an order's Ports' surroundings, run in 0.15).
 * More ids go as one `int[]` value.
 */
export function preparedForIds<R>(
  build: (db: DbOrTx, ids: SQL, variant: 'few' | 'many') => { execute(values: Record<string, unknown>): Promise<R> },
): (db: DbOrTx, ids: readonly number[]) => Promise<R> {
  const few = preparedRead((db) =>
    build(db, sql`array[${sql.placeholder('id0')}::int, ${sql.placeholder('id1')}::int]`, 'few'),
  );
  const many = preparedRead((db) => build(db, sql`${sql.placeholder('ids')}::int[]`, 'many'));
  return (db, ids) =>
    ids.length <= 2 ? few(db).execute({ id0: ids[0], id1: ids[1] ?? ids[0] }) : many(db).execute({ ids: [...ids] });
}

/** What Drizzle keeps inside a handle, a transaction's included: how it writes SQL, and where it sends it. */
interface HandleInternals {
  dialect: { sqlToQuery(sql: SQL): Query };
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: undefined,
      isResponseInArrayMode: false,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

/**
 * A statement built once for every handle, a transaction's included, and sent with values: `build` makes it with
 * `sql.placeholder`s. `preparedRead` builds once per handle, and a transaction's handle is new each time, so a write
 * built with Drizzle in a transaction was built anew on every call, every column's name cased and every piece
 * checked again (a new VXC's statement took 1.0 ms of the API's CPU, 0.3 ms once built). Here Drizzle builds the
 * text once; the pool's auto-preparation (decision 0098) then parses it once per connection. Its rows are the
 * driver's, under the names the statement gives them (`as "name"`) and not mapped by Drizzle.
 */
function builtOnce<Row>(
  build: (db: DbOrTx) => SQLWrapper,
): (db: DbOrTx, values?: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values = {}) => {
    query ??= queryOf(db, build(db));
    return sendQuery<Row>(db, query, values);
  };
}

const queryOf = (db: DbOrTx, statement: SQLWrapper): Query =>
  (db as unknown as HandleInternals).dialect.sqlToQuery(statement.getSQL());

async function sendQuery<Row>(db: DbOrTx, query: Query, values: Record<string, unknown>): Promise<Row[]> {
  const { session } = db as unknown as HandleInternals;
  const result = (await session.prepareQuery(query, undefined, undefined, false).execute(values)) as { rows: Row[] };
  return result.rows;
}

/** A statement with placeholders built now and sent with `values` (a shape too rare to keep: `builtOnce` keeps it). */
export function sendWithValues<Row>(db: DbOrTx, statement: SQLWrapper, values: Record<string, unknown>) {
  return sendQuery<Row>(db, queryOf(db, statement), values);
}

/** A row's columns that have a value (`undefined` is the column's default, as Drizzle's insert reads it). */
export function definedOf<R extends object>(row: R): R {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as R;
}

/**
 * `builtOnce` for a statement whose shape varies (how many rows an insert writes, which optional columns it sets):
 * one text per shape, `key` naming it; `build` makes it for that shape. The shapes are the code's own (a product's
 * components and resources), so their number is bounded by it, not by the values.
 */
export function builtOncePerShape<Shape, Row>(
  key: (shape: Shape) => string,
  build: (db: DbOrTx, shape: Shape) => SQLWrapper,
): (db: DbOrTx, shape: Shape, values?: Record<string, unknown>) => Promise<Row[]> {
  const byShape = new Map<string, (db: DbOrTx, values?: Record<string, unknown>) => Promise<Row[]>>();
  return (db, shape, values) => {
    const k = key(shape);
    let statement = byShape.get(k);
    if (!statement) {
      statement = builtOnce<Row>((handle) => build(handle, shape));
      byShape.set(k, statement);
    }
    return statement(db, values);
  };
}
