import type { DbOrTx } from '../../db/client.js';
import { billRuns } from './billing.tables.js';

/**
 * Records a completed bill run over a period (`ranAt` defaults to the database's now). The billing issue's run will
 * write these; until then a run is recorded by hand (tests, operations) so that an un-cancel after it is charged.
 */
export async function recordBillRun(
  db: DbOrTx,
  run: { periodStart: string; periodEnd: string; ranAt?: Date },
): Promise<{ id: number }> {
  const [row] = await db.insert(billRuns).values(run).returning({ id: billRuns.id });
  if (!row) throw new Error('bill run insert returned nothing');
  return row;
}
