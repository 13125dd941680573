import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pendingBillingSetups } from './billing.tables.js';

/** The monthly charge, currency and term of some services' billing set-ups, by service id (one query per page). */
export async function billingSetupsOf(
  db: DbOrTx,
  serviceIds: readonly number[],
): Promise<Map<number, { monthlyCents: number; currency: string; termMonths: number }>> {
  const ids = [...new Set(serviceIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      serviceId: pendingBillingSetups.serviceId,
      monthlyCents: pendingBillingSetups.monthlyCents,
      currency: pendingBillingSetups.currency,
      termMonths: pendingBillingSetups.termMonths,
    })
    .from(pendingBillingSetups)
    .where(inArray(pendingBillingSetups.serviceId, ids));
  return new Map(rows.map(({ serviceId, ...setup }) => [serviceId, setup]));
}
