import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dbNow, updateRow } from '../../db/rows.js';
import type { ServiceRow } from './services.repository.js';
import { serviceEvents, technicalServices } from './services.tables.js';

/** Statuses of a service that no longer runs, or has not started: not linked to what ends with its Port. */
const NOT_RUNNING = ['NEW', 'CANCELLED', 'DECOMMISSIONED'];

/**
 * The VXCs and IXs still running on a service (either end), whatever their company, in id order — ended with it
 * (decision 0049). With `forUpdate` their rows stay locked for the change's transaction.
 */
export async function findLinkedServices(
  db: DbOrTx,
  serviceId: number,
  { forUpdate = false } = {},
): Promise<ServiceRow[]> {
  const query = db
    .select()
    .from(technicalServices)
    .where(
      and(
        inArray(technicalServices.productType, ['VXC', 'IX']),
        or(eq(technicalServices.aEndServiceId, serviceId), eq(technicalServices.bEndServiceId, serviceId)),
        notInArray(technicalServices.provisioningStatus, NOT_RUNNING),
      ),
    )
    .orderBy(technicalServices.id)
    .$dynamic();
  return forUpdate ? query.for('update') : query;
}

/** The ends (Ports, MCRs, MVEs) a VXC or IX runs on. */
export function findEnds(db: DbOrTx, row: ServiceRow): Promise<ServiceRow[]> {
  const ids = [row.aEndServiceId, row.bEndServiceId].filter((id): id is number => id !== null);
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(technicalServices).where(inArray(technicalServices.id, ids));
}

/**
 * Sets a service's status and termination date, and the Port, MCR or MVE it ended with (null: on its own, or running
 * again); an un-cancel (`nextCycle`) also starts a new lifecycle cycle.
 */
export function setLifecycle(
  tx: DbOrTx,
  id: number,
  change: {
    provisioningStatus: string;
    terminationDate: string | null;
    endedWithServiceId: number | null;
    nextCycle?: boolean;
  },
): Promise<ServiceRow | null> {
  return updateRow(tx, technicalServices, eq(technicalServices.id, id), {
    provisioningStatus: change.provisioningStatus,
    terminationDate: change.terminationDate,
    endedWithServiceId: change.endedWithServiceId,
    ...(change.nextCycle ? { lifecycleCycle: sql`${technicalServices.lifecycleCycle} + 1` } : {}),
    updatedAt: dbNow,
  });
}

/**
 * The VXCs and IXs still cancelled that were ended with this service (either end; not those cancelled on their own
 * before it), in id order, their rows locked for the un-cancel's transaction.
 */
export function findEndedWith(tx: DbOrTx, serviceId: number): Promise<ServiceRow[]> {
  return tx
    .select()
    .from(technicalServices)
    .where(
      and(
        or(eq(technicalServices.aEndServiceId, serviceId), eq(technicalServices.bEndServiceId, serviceId)),
        eq(technicalServices.endedWithServiceId, serviceId),
        eq(technicalServices.provisioningStatus, 'CANCELLED'),
      ),
    )
    .orderBy(technicalServices.id)
    .for('update');
}

/**
 * Moves a cancelled service to DECOMMISSIONED if it is still CANCELLED in the lifecycle cycle given (an un-cancel
 * meanwhile starts a new cycle, and the move does nothing).
 */
export async function decommissionIfStillCancelled(tx: DbOrTx, id: number, cycle: number): Promise<ServiceRow | null> {
  const [row] = await tx
    .update(technicalServices)
    .set({ provisioningStatus: 'DECOMMISSIONED', updatedAt: dbNow })
    .where(
      and(
        eq(technicalServices.id, id),
        eq(technicalServices.provisioningStatus, 'CANCELLED'),
        eq(technicalServices.lifecycleCycle, cycle),
      ),
    )
    .returning();
  return row ?? null;
}

/** Sets or clears a service's lock. */
export function setLock(
  tx: DbOrTx,
  id: number,
  lock: { lockedAt: Date; lockedByPersonId: number | null } | null,
): Promise<ServiceRow | null> {
  return updateRow(tx, technicalServices, eq(technicalServices.id, id), {
    lockedAt: lock?.lockedAt ?? null,
    lockedByPersonId: lock?.lockedByPersonId ?? null,
    updatedAt: dbNow,
  });
}

/** When the service's CANCELLED event of its current cycle was recorded, or null. */
/**
 * Whether the service's order was rejected by the other end (a VXC to another company's Port): it ended before it
 * started, and only a new order, with a new approval, brings such a connection about.
 */
export async function wasRejected(db: DbOrTx, serviceId: number): Promise<boolean> {
  const rows = await db
    .select({ id: serviceEvents.id })
    .from(serviceEvents)
    .where(and(eq(serviceEvents.serviceId, serviceId), eq(serviceEvents.routingKey, 'VXC_ORDER_REJECTED')))
    .limit(1);
  return rows.length > 0;
}

export async function cancelledAt(db: DbOrTx, serviceId: number, cycle: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: serviceEvents.at })
    .from(serviceEvents)
    .where(
      and(
        eq(serviceEvents.serviceId, serviceId),
        eq(serviceEvents.routingKey, 'CANCELLED'),
        eq(serviceEvents.cycle, cycle),
      ),
    )
    .orderBy(desc(serviceEvents.at))
    .limit(1);
  return row?.at ?? null;
}
