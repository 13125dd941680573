import { asc, eq, getTableName, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { preparedRead } from './prepared.js';

/** A table whose rows a company owns: an integer id and the owning company's id. */
type CompanyOwnedTable = PgTable & { id: AnyPgColumn<{ data: number }>; companyId: AnyPgColumn<{ data: number }> };
type IdTable = PgTable & { id: AnyPgColumn<{ data: number }> };

/** How many owners each resolver keeps per database handle: a few megabytes at most. */
const KEPT_OWNERS = 100_000;

/**
 * The tenant check's two questions (a module's `tenantResolvers`) for rows a company owns by their `companyId`, or
 * by the column `owner` names (a request owned by the company that must decide it), the rows named by `key` (their
 * id, or a uid): which company owns the row with this key (null when there is none), and some row a company owns,
 * its first by id (the access matrix's sample for trying another company's).
 *
 * The owner of a row found is kept, per database handle (decision 0097): a row's owner never changes (migration
 * 0039 refuses it in the database) and a key is never reused, so a kept owner is the owner. What is not found is
 * never kept: it may be made the next moment. A row deleted since answers its old owner, whose own request the
 * handler then finds nothing for.
 */
export function companyOwnedRows<K extends number | string>(
  table: CompanyOwnedTable,
  key: AnyPgColumn<{ data: K }>,
): OwnedRows<K>;
export function companyOwnedRows<K extends number | string>(
  table: IdTable,
  key: AnyPgColumn<{ data: K }>,
  owner: AnyPgColumn<{ data: number }>,
): OwnedRows<K>;
export function companyOwnedRows<K extends number | string>(
  table: IdTable,
  key: AnyPgColumn<{ data: K }>,
  owner: AnyPgColumn<{ data: number }> = (table as CompanyOwnedTable).companyId,
): OwnedRows<K> {
  // drizzle's `from` refuses a table type left open; the selections give the rows their types
  const from = table as PgTable;
  // every tenant-checked request asks it: a prepared read (built once per database handle, its plan kept), named
  // after the table and the two columns so that no two resolvers share a name
  const ownerRead = preparedRead((db) =>
    db
      .select({ companyId: owner })
      .from(from)
      .where(eq(key, sql.placeholder('id')))
      .prepare(`owner_of_${getTableName(from)}_${key.name}_${owner.name}`),
  );
  return {
    owner: keptOwners(async (db, id: K) => (await ownerRead(db).execute({ id }))[0]?.companyId ?? null),
    async sampleOwnedBy(db, companyId) {
      const [row] = await db.select({ key }).from(from).where(eq(owner, companyId)).orderBy(asc(table.id)).limit(1);
      return row?.key ?? null;
    },
  };
}

/**
 * An owner lookup whose answers are kept per database handle (decision 0097), for rows whose owner never changes
 * and whose keys are never reused: what is found is answered again without reading, what is not is read every time.
 */
export function keptOwners<K extends NonNullable<unknown>>(
  read: (db: DbOrTx, id: K) => Promise<number | null>,
): (db: DbOrTx, id: K) => Promise<number | null> {
  const keptByHandle = new WeakMap<DbOrTx, LRUCache<K, number>>();
  return async (db, id) => {
    let kept = keptByHandle.get(db);
    const known = kept?.get(id);
    if (known !== undefined) return known;
    const owner = await read(db, id);
    if (owner === null) return null;
    if (!kept) {
      kept = new LRUCache<K, number>({ max: KEPT_OWNERS });
      keptByHandle.set(db, kept);
    }
    kept.set(id, owner);
    return owner;
  };
}

/** The tenant resolvers of rows a company owns (see `companyOwnedRows`). */
export interface OwnedRows<K> {
  owner(db: DbOrTx, id: K): Promise<number | null>;
  sampleOwnedBy(db: DbOrTx, companyId: number): Promise<K | null>;
}
