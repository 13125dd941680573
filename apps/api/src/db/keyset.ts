/** Rows per query when a whole filtered list is read in batches (exports). */
export const KEYSET_BATCH_SIZE = 1_000;

/**
 * Every row of a query in batches, each read after the last row of the one before (`where (order key) > $last
 * order by … limit n`), never with an offset: each batch is an index range scan however deep into the list it is,
 * no connection or transaction is held between batches (other requests run in between), and it works the same on
 * PGlite and PostgreSQL. Rows added or changed during the read may or may not appear; none appears twice.
 */
export async function* keysetBatches<Row, Key, Out = Row>(options: {
  /** one batch in the list's order, after `after` (from the start when null), at most `limit` rows */
  read: (after: Key | null, limit: number) => Promise<readonly Row[]>;
  /** the order key of a row: the columns the list is ordered by, ending in a unique one */
  keyOf: (row: Row) => Key;
  map: (row: Row) => Out;
  batchSize?: number;
}): AsyncGenerator<Out[]> {
  const limit = options.batchSize ?? KEYSET_BATCH_SIZE;
  let after: Key | null = null;
  for (;;) {
    const rows = await options.read(after, limit);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows.map(options.map);
    if (rows.length < limit) return;
    after = options.keyOf(last);
  }
}
