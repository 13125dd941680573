import type { PxcOrderParsed, Quote } from '@portico/contract';
import { pxcError } from '@portico/domain';
import { AppError } from '../../errors.js';
import { findServices, type ServiceRow } from '../services/index.js';
import { checkedOrder, termRule } from './order-checks.js';
import { orderedServices, rateLimitedService } from './ordered-service.js';
import type { OrderingDeps } from './ordering-deps.js';
import { orderOnePart, type OrderPart } from './place-order.js';
import type { Actor } from '../../http/actor.js';

/** The two ports of a PXC. */
interface PxcEnds {
  a: ServiceRow;
  b: ServiceRow;
}

/**
 * The PXC order (/orderPxc, decision 0043): a private cross connect between two different ports of the company at
 * one location, of the same speed, running at that speed; product type CXC with the two ports as its ends, priced
 * as a VXC within the location at that speed.
 */
export function pxcOrders(deps: OrderingDeps) {
  const checked = (actor: Actor, body: PxcOrderParsed): Promise<{ quote: Quote; found: PxcEnds }> =>
    checkedOrder<PxcEnds>(deps, actor, body, false, {
      rules: async () => {
        const rows = await findServices(deps.db, [body.aPortServiceId, body.bPortServiceId]);
        const a = rows.find((r) => r.id === body.aPortServiceId) ?? null;
        const b = rows.find((r) => r.id === body.bPortServiceId) ?? null;
        const error = pxcError(a, b, body.companyId) ?? termRule(actor, body.term);
        if (error) return { error };
        if (!a || !b) throw new AppError('internal', 'A checked PXC lost a port');
        return { found: { a, b } };
      },
      items: ({ a }) =>
        a.locationId
          ? [
              {
                productType: 'VXC',
                locationId: a.locationId,
                bLocationId: a.locationId,
                speedMbps: a.rateLimitMbps,
                termMonths: body.term,
              },
            ]
          : [],
    });

  async function part(actor: Actor, body: PxcOrderParsed): Promise<OrderPart> {
    const { quote, found } = await checked(actor, body);
    const { a, b } = found;
    return {
      kind: 'CXC',
      quote,
      services: orderedServices(body, quote, {
        ...rateLimitedService('CXC', 'VXC', a.locationId, a.rateLimitMbps),
        aEndServiceId: a.id,
        bEndServiceId: b.id,
      }),
    };
  }

  return {
    quotePxc: async (actor: Actor, body: PxcOrderParsed) => (await checked(actor, body)).quote,
    orderPxc: orderOnePart(deps, 'orderPxc', false, part),
  };
}
