import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
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

export type LagAdditionRow = typeof lagPortAdditions.$inferSelect;

/**
 * Claims the company's Idempotency-Key for this addition inside its transaction: null when the key is taken — by an
 * addition that committed, or one that commits while this waits on the unique key (a retry racing the first).
 */
export async function claimLagAddition(
  tx: DbOrTx,
  row: Pick<
    LagAdditionRow,
    'companyId' | 'idempotencyKey' | 'requestHash' | 'aggregationId' | 'portId' | 'requestedBy'
  >,
): Promise<number | null> {
  const [claimed] = await tx
    .insert(lagPortAdditions)
    .values(row)
    .onConflictDoNothing({ target: [lagPortAdditions.companyId, lagPortAdditions.idempotencyKey] })
    .returning({ id: lagPortAdditions.id });
  return claimed?.id ?? null;
}

export async function findLagAddition(db: DbOrTx, companyId: number, key: string): Promise<LagAdditionRow | null> {
  const [row] = await db
    .select()
    .from(lagPortAdditions)
    .where(and(eq(lagPortAdditions.companyId, companyId), eq(lagPortAdditions.idempotencyKey, key)));
  return row ?? null;
}

export async function saveLagAdded(tx: DbOrTx, id: number, added: number[]): Promise<void> {
  await tx.update(lagPortAdditions).set({ addedServiceIds: added }).where(eq(lagPortAdditions.id, id));
}
