import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companyOwnedRows } from '../../db/company-owned.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from './webhooks.tables.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** The webhook's owner, for the access checks (decision 0014). */
export const webhookOwners = companyOwnedRows(webhookEndpoints, webhookEndpoints.id);

export async function insertEndpoint(
  tx: DbOrTx,
  values: Pick<WebhookEndpointRow, 'companyId' | 'url' | 'description' | 'eventKeys' | 'secret' | 'createdByPersonId'>,
): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook insert returned nothing');
  return row;
}

export async function countCompanyEndpoints(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId));
  return row?.n ?? 0;
}

/** The status of each webhook's newest delivery, for the list (a company has at most a few dozen). */
const lastStatus = sql<string | null>`(select d.status from ${webhookDeliveries} d
  where d.endpoint_id = ${webhookEndpoints.id} order by d.id desc limit 1)`;

export function findCompanyEndpoints(db: DbOrTx, companyId: number) {
  return db
    .select({ endpoint: webhookEndpoints, lastStatus })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(db: DbOrTx, id: number, forUpdate = false) {
  const query = db
    .select({ endpoint: webhookEndpoints, lastStatus })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateEndpoint(
  tx: DbOrTx,
  id: number,
  values: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'eventKeys' | 'active'>>,
  at: Date,
): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: at })
    .where(eq(webhookEndpoints.id, id));
}

export async function deleteEndpoint(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The active webhooks of these companies, with the keys they receive: who an emitted event goes to. */
export function activeEndpointsOf(tx: DbOrTx, companyIds: readonly number[]) {
  return tx
    .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId, eventKeys: webhookEndpoints.eventKeys })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), inArray(webhookEndpoints.companyId, [...companyIds])));
}

export interface NewEvent {
  uid: string;
  companyId: number;
  key: string;
  payload: Record<string, unknown>;
}

/** Writes events and their deliveries (each to the webhooks named, due at once); answers the deliveries' ids. */
export async function insertEventsWithDeliveries(
  tx: DbOrTx,
  events: readonly (NewEvent & { endpointIds: readonly number[] })[],
  at: Date | undefined,
): Promise<number[]> {
  const stamp = at ? { createdAt: at } : {};
  if (events.length === 0) return [];
  const inserted = await tx
    .insert(webhookEvents)
    .values(events.map(({ uid, companyId, key, payload }) => ({ uid, companyId, key, payload, ...stamp })))
    .returning({ id: webhookEvents.id, uid: webhookEvents.uid });
  const idByUid = new Map(inserted.map((e) => [e.uid, e.id]));
  const deliveries = events.flatMap((e) =>
    e.endpointIds.map((endpointId) => ({
      eventId: idByUid.get(e.uid) as number,
      endpointId,
      companyId: e.companyId,
      ...(at ? { createdAt: at, updatedAt: at } : {}),
    })),
  );
  if (deliveries.length === 0) return [];
  const rows = await tx.insert(webhookDeliveries).values(deliveries).returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

/** Deliveries due now (PENDING, of an enabled webhook, their next attempt's time come), oldest first. */
export function dueDeliveries(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'PENDING'),
        eq(webhookEndpoints.active, true),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * Claims attempt `attempt` of a delivery: only when it is PENDING, due, its webhook enabled, and its attempts so far
 * are the ones before this one; its next attempt is pushed to `leaseUntil`, so no other run sends it meanwhile and a
 * run that dies leaves it to be tried again then. Answers what the attempt sends, or null when it is not to be sent.
 */
export async function claimAttempt(db: DbOrTx, deliveryId: number, attempt: number, now: Date, leaseUntil: Date) {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ attempts: attempt, nextAttemptAt: leaseUntil, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'PENDING'),
        eq(webhookDeliveries.attempts, attempt - 1),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
        sql`exists (select 1 from ${webhookEndpoints} e where e.id = ${webhookDeliveries.endpointId} and e.active)`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!claimed) return null;
  const [row] = await db
    .select({
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      eventUid: webhookEvents.uid,
      key: webhookEvents.key,
      companyId: webhookEvents.companyId,
      payload: webhookEvents.payload,
      createdAt: webhookEvents.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

/** Records an attempt and what it leaves the delivery in, in one statement each. */
export async function recordAttempt(
  db: DbOrTx,
  attempt: {
    deliveryId: number;
    attempt: number;
    at: Date;
    httpStatus: number | null;
    error: string | null;
    durationMs: number;
  },
  outcome: { status: 'PENDING' | 'DELIVERED' | 'FAILED'; nextAttemptAt: Date | null; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values(attempt).onConflictDoNothing();
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.status,
        lastHttpStatus: attempt.httpStatus,
        lastError: attempt.error,
        nextAttemptAt: outcome.nextAttemptAt,
        deliveredAt: outcome.status === 'DELIVERED' ? outcome.now : null,
        updatedAt: outcome.now,
      })
      .where(and(eq(webhookDeliveries.id, attempt.deliveryId), eq(webhookDeliveries.attempts, attempt.attempt)));
  });
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventUid: webhookEvents.uid,
  key: webhookEvents.key,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastHttpStatus: webhookDeliveries.lastHttpStatus,
  lastError: webhookDeliveries.lastError,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};
export type DeliveryListRow = Awaited<ReturnType<typeof findDeliveriesPage>>['rows'][number];
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** A page of a webhook's deliveries, newest first, with the total. */
export async function findDeliveriesPage(db: DbOrTx, endpointId: number, paging: { offset: number; limit: number }) {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return { rows, total: total?.n ?? 0 };
}

export async function findDelivery(db: DbOrTx, id: number, forUpdate = false) {
  const query = db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  const [row] = forUpdate ? await query.for('update', { of: webhookDeliveries }) : await query;
  return row ?? null;
}

/** The attempts of these deliveries, in order. */
export function findAttempts(db: DbOrTx, deliveryIds: readonly number[]) {
  if (deliveryIds.length === 0) return Promise.resolve([] as AttemptRow[]);
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
    .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt));
}

/** A finished delivery made PENDING again and due now: its next attempt continues its count. */
export async function reopenDelivery(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: now, updatedAt: now })
    .where(eq(webhookDeliveries.id, id));
}
