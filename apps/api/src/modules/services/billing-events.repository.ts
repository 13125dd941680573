import { asc, eq } from 'drizzle-orm';
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
