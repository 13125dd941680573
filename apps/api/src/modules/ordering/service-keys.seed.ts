import type { DbOrTx } from '../../db/client.js';
import { DEMO_COMPANIES } from '../demo-constants.js';
import { firstPortOf } from '../services/index.js';
import { serviceKeys } from './ordering.tables.js';

/** A service key on the first port of each demo company with ports, for the service key screens (decision 0043). */
export async function seedDemoServiceKeys(tx: DbOrTx): Promise<void> {
  const companies = [DEMO_COMPANIES.acme, DEMO_COMPANIES.globex, DEMO_COMPANIES.initech];
  // one after the other: a transaction's queries share one connection
  const ports = [];
  for (const companyId of companies) {
    const port = await firstPortOf(tx, companyId);
    if (port) ports.push(port);
  }
  if (ports.length === 0) return;
  await tx.insert(serviceKeys).values(
    ports.map((port) => ({
      companyId: port.companyId,
      portServiceId: port.id,
      singleUse: false,
      maxSpeedMbps: 1_000,
      description: 'Key for partners connecting to us',
    })),
  );
}
