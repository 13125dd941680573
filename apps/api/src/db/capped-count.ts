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
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
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
  return { total: Math.max(counted.total, shown.offset + shown.rows), totalCapped: true };
}
