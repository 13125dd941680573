import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { keyedRows } from '../../db/keyed-rows.js';
import { lagPortAdditions, technicalServices } from './services.tables.js';

export interface LagMemberRow {
  id: number;
  name: string;
  provisioningStatus: string;
}

/** A LAG's members, oldest first: one read of the aggregation index. */
export function findLagMembers(db: DbOrTx, aggregationId: number): Promise<LagMemberRow[]> {
  return db
    .select({
      id: technicalServices.id,
      name: technicalServices.name,
      provisioningStatus: technicalServices.provisioningStatus,
    })
    .from(technicalServices)
    .where(eq(technicalServices.aggregationId, aggregationId))
    .orderBy(asc(technicalServices.id));
}

/** Advisory locks of LAGs, apart from the other areas' (pricing's is 27 001). */
const LAG_LOCK_SPACE = 27_054;

/**
 * Holds the LAG for the rest of the transaction: two additions to one LAG, made from any of its members, run one
 * after the other, and the second counts the ports the first added. A row lock of the members would not do: the
 * second would not see the rows the first inserted, and it could deadlock with a change locking every member.
 */
export async function lockLag(tx: DbOrTx, aggregationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LAG_LOCK_SPACE}, ${aggregationId})`);
}

/** An addition's Idempotency-Key, claimed in its transaction, and the addition it names (`db/keyed-rows.ts`). */
const keyed = keyedRows(lagPortAdditions);
export const claimLagAddition = keyed.claim;
export const findLagAddition = keyed.find;

export async function saveLagAdded(tx: DbOrTx, id: number, added: number[]): Promise<void> {
  await tx.update(lagPortAdditions).set({ addedServiceIds: added }).where(eq(lagPortAdditions.id, id));
}
