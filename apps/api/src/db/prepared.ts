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
