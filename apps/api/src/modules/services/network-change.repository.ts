import type { NetworkChangeMark } from '@portico/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { networkChanges } from './services.tables.js';

export type NetworkChangeRow = typeof networkChanges.$inferSelect;

/** Whether a change of this setting of the service is waiting for the network. */
export async function hasPendingChange(tx: DbOrTx, serviceId: number, field: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: networkChanges.id })
    .from(networkChanges)
    .where(
      and(
        eq(networkChanges.serviceId, serviceId),
        eq(networkChanges.field, field),
        eq(networkChanges.status, 'PENDING'),
      ),
    );
  return row !== undefined;
}

/** Records a change asked of the network, PENDING; answers its id. */
export async function insertPendingChange(
  tx: DbOrTx,
  change: {
    serviceId: number;
    field: string;
    from: string | null;
    to: string;
    at: Date;
    price?: { monthlyCents: number; currency: string } | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(networkChanges)
    .values({
      serviceId: change.serviceId,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      requestedAt: change.at,
      monthlyCents: change.price?.monthlyCents ?? null,
      currency: change.price?.currency ?? null,
    })
    .returning({ id: networkChanges.id });
  return row!.id;
}

/** A change, locked for the job settling it. */
export async function lockChange(tx: DbOrTx, id: number): Promise<NetworkChangeRow | undefined> {
  const [row] = await tx.select().from(networkChanges).where(eq(networkChanges.id, id)).for('update');
  return row;
}

export async function settleChange(
  tx: DbOrTx,
  id: number,
  settled: { status: 'APPLIED' | 'FAILED'; reason: string | null; at: Date },
): Promise<void> {
  await tx
    .update(networkChanges)
    .set({ status: settled.status, reason: settled.reason, settledAt: settled.at })
    .where(eq(networkChanges.id, id));
}

/**
 * A list row's mark (decision 0069), as a scalar select for the row whose id is `serviceId`: the service's newest
 * change that is PENDING or FAILED and that no later change of the same setting followed (as the service screen shows
 * its changes: a failed change retried is the retry's), as JSON `{status, field, reason}`, or null. Read per row inside
 * the list's own statement (no query per row), newest first on `network_changes_open_idx` (the service's open changes
 * only, however many it has had applied), each checked against the later ones on `network_changes_service_idx`.
 */
export function openChangeMark(serviceId: AnyPgColumn | SQL): SQL<NetworkChangeMark | null> {
  const c = networkChanges;
  return sql<NetworkChangeMark | null>`(select json_build_object('status', ${c.status}, 'field', ${c.field},
                  'reason', ${c.reason})
             from ${c}
            where ${c.serviceId} = ${serviceId} and ${c.status} in ('PENDING', 'FAILED')
              and not exists (select 1 from ${c} later where later.service_id = ${c.serviceId}
                                 and later.field = ${c.field} and later.id > ${c.id})
            order by ${c.id} desc limit 1)`;
}
