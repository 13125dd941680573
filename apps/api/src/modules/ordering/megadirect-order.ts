import type { MegaDirectOrderParsed, Quote } from '@portico/contract';
import { isConnectablePort, megaDirectSpeed, PRODUCT_ORDER_MESSAGES } from '@portico/domain';
import { AppError } from '../../errors.js';
import { findServices, type ServiceRow } from '../services/index.js';
import { checkedOrder, termRule } from './order-checks.js';
import { orderedServices, rateLimitedService } from './ordered-service.js';
import type { OrderingDeps } from './ordering-deps.js';
import { orderOnePart, type OrderPart } from './place-order.js';
import type { Actor } from '../../http/actor.js';

/**
 * The MegaDirect order (decision 0043): channel partners only (staff too); a service on one of the company's ports,
 * its speed by the domain's rule (100 when not a number, at most 1000), priced from the MegaDirect list prices.
 */
export function megaDirectOrders(deps: OrderingDeps) {
  async function checked(actor: Actor, body: MegaDirectOrderParsed): Promise<{ quote: Quote; found: ServiceRow }> {
    if (!actor.isStaff && !actor.channelPartner)
      throw new AppError('forbidden', PRODUCT_ORDER_MESSAGES.channelPartnersOnly);
    const speed = megaDirectSpeed(body.speed);
    return checkedOrder<ServiceRow>(deps, actor, body, false, {
      rules: async () => {
        const [port] = await findServices(deps.db, [body.portServiceId]);
        if (!port || !isConnectablePort(port, body.companyId)) return { error: PRODUCT_ORDER_MESSAGES.portNotUsable };
        const term = termRule(actor, body.term);
        return term ? { error: term } : { found: port };
      },
      items: (port) =>
        port.locationId
          ? [{ productType: 'MEGADIRECT', locationId: port.locationId, speedMbps: speed, termMonths: body.term }]
          : [],
    });
  }

  async function part(actor: Actor, body: MegaDirectOrderParsed): Promise<OrderPart> {
    const { quote, found: port } = await checked(actor, body);
    const speed = megaDirectSpeed(body.speed);
    return {
      kind: 'MEGADIRECT',
      quote,
      services: orderedServices(body, quote, {
        ...rateLimitedService('MEGADIRECT', 'PORT', port.locationId, speed),
        aEndServiceId: port.id,
      }),
    };
  }

  return {
    quoteMegaDirect: async (actor: Actor, body: MegaDirectOrderParsed) => (await checked(actor, body)).quote,
    orderMegaDirect: orderOnePart(deps, 'orderMegaDirect', false, part),
  };
}
