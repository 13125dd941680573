import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vxcOrders } from './ordering.tables.js';

/** A VXC's cloud B end as its order stored it (`{ partner, config }`), or null; `forUpdate` locks it for an edit. */
export async function findCloudConfig(db: DbOrTx, serviceId: number, forUpdate = false): Promise<unknown> {
  const query = db
    .select({ cloudConfig: vxcOrders.cloudConfig })
    .from(vxcOrders)
    .where(eq(vxcOrders.serviceId, serviceId))
    .$dynamic();
  const [row] = await (forUpdate ? query.for('update') : query);
  return row?.cloudConfig ?? null;
}

export async function saveCloudConfig(tx: DbOrTx, serviceId: number, cloudConfig: unknown): Promise<void> {
  await tx.update(vxcOrders).set({ cloudConfig }).where(eq(vxcOrders.serviceId, serviceId));
}
