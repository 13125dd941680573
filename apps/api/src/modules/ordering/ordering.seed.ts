import { portOrderSchema } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import type { ChangeActor } from '../audit/index.js';
import { DEMO_COMPANIES } from '../demo-constants.js';
import { priceContext, priceOrder, quoteOf } from '../pricing/index.js';
import { provisionAtOnce } from '../services/index.js';
import { seedDemoNetwork } from './demo-network.seed.js';
import { placeOrder } from './place-order.js';
import { portCount, portOrderPart } from './port-order.js';

/** Each demo customer's ports in two metros and the channel partner's port, ordered as a customer orders them, and live. */
const DEMO_PORT_ORDERS = [
  { companyId: DEMO_COMPANIES.acme, serviceName: 'Acme Sydney Edge', locationId: 1 },
  { companyId: DEMO_COMPANIES.acme, serviceName: 'Acme Melbourne Edge', locationId: 2 },
  { companyId: DEMO_COMPANIES.globex, serviceName: 'Globex London Edge', locationId: 80 },
  { companyId: DEMO_COMPANIES.globex, serviceName: 'Globex Amsterdam Edge', locationId: 81 },
  { companyId: DEMO_COMPANIES.initech, serviceName: 'Initech Los Angeles Edge', locationId: 60 },
  { companyId: DEMO_COMPANIES.initech, serviceName: 'Initech New York Edge', locationId: 61 },
  // the channel partner's own port, which its MegaDirect services are ordered on
  { companyId: DEMO_COMPANIES.umbrella, serviceName: 'Umbrella Sydney Edge', locationId: 1 },
];

const SEED: ChangeActor & { actor: null } = { actor: null, system: 'demo seed' };

/**
 * The demo's ordered ports: priced by the same `priceOrder` and placed by the same `placeOrder` as a customer's
 * order (services, components, pending billing set-ups, the order and its key), then taken to LIVE at once instead
 * of by the provisioning job. Runs after the services', pricing's and promo's demo seeds.
 */
export async function seedDemoOrders(tx: DbOrTx): Promise<void> {
  // seeds date the demo data by the day they load it
  const at = new Date();
  const deps = {
    db: tx,
    now: () => at,
    provision: (t: DbOrTx, ids: number[]) => provisionAtOnce(t, SEED, ids, at, 'system:demo seed'),
  };
  for (const spec of DEMO_PORT_ORDERS) {
    const body = portOrderSchema.parse({ ...spec, term: 12, portSpeed: 10_000 });
    const item = {
      productType: 'PORT' as const,
      locationId: body.locationId,
      speedMbps: body.portSpeed,
      termMonths: 12,
    };
    const key = `demo:${spec.serviceName}`;
    await placeOrder(deps, SEED, { companyId: body.companyId, key, route: 'orderPort', body }, async () => {
      const order = await priceOrder(
        tx,
        priceContext({ companyId: body.companyId }, at),
        Array.from({ length: portCount(body) }, () => item),
      );
      return portOrderPart(body, quoteOf(order), false);
    });
  }
  await seedDemoNetwork(tx, at);
}
