import { LIST_TOTAL_CAP } from '@portico/contract';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { type DbOrTx, queryRows } from './client.js';

export interface CappedTotal {
  total: number;
  /** more rows match than `total` */
  totalCapped: boolean;
}

/**
 * The number of rows `matching` selects, counted only up to `cap` (decision 0017): `matching` is a select of the
 * list's filtered rows (one cheap column, no order); it is read with `limit cap + 1`, so the database stops at the
 * cap instead of counting every match on every page.
 */
export async function countUpTo(
  db: DbOrTx,
  matching: { limit(limit: number): SQLWrapper },
  cap = LIST_TOTAL_CAP,
): Promise<CappedTotal> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${matching.limit(cap + 1)}) as capped`,
  );
  return cappedTotal(Number(row?.n ?? 0), cap);
}

/** A count of up to `cap + 1` rows as the total a page shows (a list reading its count in its own statement). */
export function cappedTotal(n: number, cap = LIST_TOTAL_CAP): CappedTotal {
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * The total when the page itself tells it, so that nothing is counted: a page with fewer rows than asked for is
 * the last, and every match is on it or before it. Null when only counting can tell (a full page, or one past the
 * end).
 */
export function totalFromPage(shown: { offset: number; limit: number; rows: number }): CappedTotal | null {
  if (shown.rows < shown.limit && (shown.rows > 0 || shown.offset === 0))
    return { total: shown.offset + shown.rows, totalCapped: false };
  return null;
}

/**
 * The page's `total` and `totalCapped`: past the cap the total is a lower bound that still covers the rows the
 * caller has paged to, and `totalCapped` is only sent when true.
 */
export function pageTotal(
  counted: CappedTotal,
  shown: { offset: number; rows: number },
): { total: number; totalCapped?: true } {
  if (!counted.totalCapped) return { total: counted.total };
  // an empty page past the end proves nothing about the rows before it
  const seen = shown.rows > 0 ? shown.offset + shown.rows : 0;
  return { total: Math.max(counted.total, seen), totalCapped: true };
}
