import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { companyOwnedRows } from '../../db/company-owned.js';
import { findRow, insertRow } from '../../db/rows.js';
import { speedChangeRequests, technicalServices } from './services.tables.js';

export type SpeedChangeRequestRow = typeof speedChangeRequests.$inferSelect;
type NewSpeedChangeRequest = typeof speedChangeRequests.$inferInsert;

/** How many requests a list shows at most (newest first). */
const REQUESTS_LIMIT = 200;

export function insertRequest(tx: DbOrTx, row: NewSpeedChangeRequest): Promise<SpeedChangeRequestRow> {
  return insertRow(tx, speedChangeRequests, row);
}

export function findRequest(db: DbOrTx, id: number): Promise<SpeedChangeRequestRow | null> {
  return findRow(db, speedChangeRequests, eq(speedChangeRequests.id, id));
}

/** The request locked for its decision: two decisions at once are made one after the other. */
export function lockRequest(tx: DbOrTx, id: number): Promise<SpeedChangeRequestRow | null> {
  return findRow(tx, speedChangeRequests, eq(speedChangeRequests.id, id), { forUpdate: true });
}

/** The VXC's request waiting for approval, or null (at most one: the partial unique index). */
export function findPendingRequest(db: DbOrTx, serviceId: number): Promise<SpeedChangeRequestRow | null> {
  return findRow(
    db,
    speedChangeRequests,
    and(eq(speedChangeRequests.serviceId, serviceId), eq(speedChangeRequests.status, 'PENDING')),
  );
}

/** Pending requests that some companies made or must decide (null: every company's), newest first. */
export function findPendingRequests(
  db: DbOrTx,
  companyIds: readonly number[] | null,
): Promise<SpeedChangeRequestRow[]> {
  const party =
    companyIds === null
      ? undefined
      : or(
          inArray(speedChangeRequests.approverCompanyId, [...companyIds]),
          inArray(speedChangeRequests.requestedByCompanyId, [...companyIds]),
        );
  return db
    .select()
    .from(speedChangeRequests)
    .where(and(eq(speedChangeRequests.status, 'PENDING'), party))
    .orderBy(desc(speedChangeRequests.id))
    .limit(REQUESTS_LIMIT);
}

/** Closes a pending request: approved or rejected by the approver, or withdrawn by the asker (who then "decided"). */
export async function decideRequest(
  tx: DbOrTx,
  id: number,
  decision: { status: 'APPROVED' | 'REJECTED' | 'WITHDRAWN'; decidedByPersonId: number | null },
): Promise<SpeedChangeRequestRow> {
  const [row] = await tx
    .update(speedChangeRequests)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(speedChangeRequests.id, id))
    .returning();
  if (!row) throw new Error('speed change request vanished inside its transaction');
  return row;
}

/** The company whose approval the request waits for: the tenant of a request id. */
export const requestApprovers = companyOwnedRows(
  speedChangeRequests,
  speedChangeRequests.id,
  speedChangeRequests.approverCompanyId,
);

/** The company that asked for the request: the tenant of a request id it may withdraw. */
export const requestAskers = companyOwnedRows(
  speedChangeRequests,
  speedChangeRequests.id,
  speedChangeRequests.requestedByCompanyId,
);

const bEndPort = alias(technicalServices, 'b_end_port');

/**
 * The companies that may name a VXC for a speed change (decision 0053): its payer (the A end) and, when another
 * company, the owner of its B end's Port; any other service is its own company's. Null when there is no such
 * service. The tenant of a `sharedVxc` id, and the services' own check of it.
 */
export async function vxcParties(db: DbOrTx, id: number): Promise<number[] | null> {
  const [row] = await db
    .select({ payer: technicalServices.companyId, bEnd: bEndPort.companyId })
    .from(technicalServices)
    .leftJoin(bEndPort, and(eq(bEndPort.id, technicalServices.bEndServiceId), eq(technicalServices.productType, 'VXC')))
    .where(eq(technicalServices.id, id));
  if (!row) return null;
  return row.bEnd === null || row.bEnd === row.payer ? [row.payer] : [row.payer, row.bEnd];
}

/** A VXC the company pays for between two of its own Ports (shared with nobody), else any service of it. */
export async function sampleVxcOf(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: technicalServices.id })
    .from(technicalServices)
    .innerJoin(bEndPort, eq(bEndPort.id, technicalServices.bEndServiceId))
    .where(
      and(
        eq(technicalServices.companyId, companyId),
        eq(technicalServices.productType, 'VXC'),
        eq(bEndPort.companyId, companyId),
      ),
    )
    .orderBy(asc(technicalServices.id))
    .limit(1);
  if (row) return row.id;
  const [any] = await db
    .select({ id: technicalServices.id })
    .from(technicalServices)
    .where(eq(technicalServices.companyId, companyId))
    .orderBy(asc(technicalServices.id))
    .limit(1);
  return any?.id ?? null;
}
