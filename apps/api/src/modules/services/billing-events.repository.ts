import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { findRows } from '../../db/rows.js';
import { serviceBillingEvents } from './services.tables.js';

export async function insertBillingEvent(tx: DbOrTx, row: typeof serviceBillingEvents.$inferInsert): Promise<void> {
  await tx.insert(serviceBillingEvents).values(row);
}

export function billingEventsOf(db: DbOrTx, serviceId: number) {
  return findRows(
    db,
    serviceBillingEvents,
    eq(serviceBillingEvents.serviceId, serviceId),
    asc(serviceBillingEvents.id),
  );
}

/** The dated charges (events with an amount, such as an un-cancel's pro-rated charge) of some services, up to a day. */
export function chargedEventsOf(db: DbOrTx, serviceIds: readonly number[], until: string) {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: serviceBillingEvents.id,
      serviceId: serviceBillingEvents.serviceId,
      kind: serviceBillingEvents.kind,
      effectiveDate: serviceBillingEvents.effectiveDate,
      amountCents: serviceBillingEvents.amountCents,
      currency: serviceBillingEvents.currency,
    })
    .from(serviceBillingEvents)
    .where(
      and(
        sql`${serviceBillingEvents.serviceId} = any(${sql.param([...serviceIds])}::int[])`,
        isNotNull(serviceBillingEvents.amountCents),
        lte(serviceBillingEvents.effectiveDate, until),
      ),
    )
    .orderBy(asc(serviceBillingEvents.id));
}
