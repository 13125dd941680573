import type { ServiceDetail } from '@portico/contract';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { createBillables } from '../billing/index.js';
import type { RouteContext } from '../define-module.js';
import { addLagPortsIn, serviceDetail } from '../services/index.js';

/**
 * Ports added to a LAG from its service screen (decisions 0054, 0067): services add them (`addLagPortsIn`: the
 * locked port, the Idempotency-Key, the new ports at the port's price, their provisioning) and billing sets each up,
 * PENDING at that price, in the same change, as with an order. A repeated key adds nothing and bills nothing. The
 * answer is the port's detail with its LAG.
 */
export async function addLagPorts(
  deps: Pick<RouteContext, 'db' | 'queue' | 'now' | 'integrations'>,
  who: ChangeContext,
  input: { serviceId: number; count: number; key: () => string },
): Promise<ServiceDetail> {
  const port = await inChange(deps.db, who, async (change) => {
    const { port, added } = await addLagPortsIn(change, deps, who, input);
    await createBillables(
      change.tx,
      added.map(({ serviceId, companyId, monthlyCents, currency, termMonths }) => ({
        serviceId,
        companyId,
        setupCents: 0,
        monthlyCents,
        currency,
        termMonths,
        promoCode: null,
        promoSchedule: null,
      })),
    );
    return port;
  });
  return serviceDetail(deps.db, port);
}
