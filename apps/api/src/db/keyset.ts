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

/** The message of a page cursor that was not made by this server (or by this list). */
export const BAD_CURSOR_MESSAGE = 'The page cursor is not valid. Start again from the first page.';

/**
 * A list position as an opaque `after` cursor for the next page (base64url of the order key): a client walking a
 * long list asks for the rows after the last one it has, which is an index range scan at any depth, where an
 * OFFSET would read and discard every row before the page.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The order key of a cursor, or null when it is not one this list made (`shape` checks each part's type). */
export function decodeCursor<const T extends readonly ('string' | 'number')[]>(
  cursor: string,
  shape: T,
): { [K in keyof T]: T[K] extends 'string' ? string : number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length) return null;
  for (const [i, type] of shape.entries()) {
    const value: unknown = parsed[i];
    if (type === 'number' ? !Number.isSafeInteger(value) : typeof value !== 'string') return null;
  }
  return parsed as { [K in keyof T]: T[K] extends 'string' ? string : number };
}
