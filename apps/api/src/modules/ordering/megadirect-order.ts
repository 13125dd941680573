import type { MegaDirectOrderParsed, Quote } from '@portico/contract';
import {
  contractEndDate,
  isConnectablePort,
  megaDirectSpeed,
  PRODUCT_ORDER_MESSAGES,
  SERVICE_MESSAGES,
} from '@portico/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/index.js';
import { findServices, type NewService, type ServiceRow } from '../services/index.js';
import { checkedQuote, termRule } from './order-checks.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, placeOrder } from './place-order.js';

/**
 * The MegaDirect order (decision 0043): channel partners only (staff too); a service on one of the company's ports,
 * its speed by the domain's rule (100 when not a number, at most 1000), priced from the MegaDirect list prices.
 */
export function megaDirectOrders(deps: OrderingDeps) {
  async function checked(actor: Actor, body: MegaDirectOrderParsed): Promise<{ quote: Quote; port: ServiceRow }> {
    if (!actor.isStaff && !actor.channelPartner)
      throw new AppError('forbidden', PRODUCT_ORDER_MESSAGES.channelPartnersOnly);
    const [port] = await findServices(deps.db, [body.portServiceId]);
    const speed = megaDirectSpeed(body.speed);
    let usable: ServiceRow | null = null;
    const quote = await checkedQuote(deps, actor, {
      companyId: body.companyId,
      promoCode: null,
      admin: false,
      rules: () => {
        if (!port || !isConnectablePort(port, body.companyId)) return [PRODUCT_ORDER_MESSAGES.portNotUsable];
        usable = port;
        return [termRule(actor, body.term)];
      },
      items: port?.locationId
        ? [{ productType: 'MEGADIRECT', locationId: port.locationId, speedMbps: speed, termMonths: body.term }]
        : [],
    });
    if (!usable) throw new AppError('internal', SERVICE_MESSAGES.orderNotPriced);
    return { quote, port: usable };
  }

  return {
    quoteMegaDirect: async (actor: Actor, body: MegaDirectOrderParsed) => (await checked(actor, body)).quote,
    orderMegaDirect(caller: OrderCaller, body: MegaDirectOrderParsed, key: string) {
      return placeOrder(deps, caller, { companyId: body.companyId, key, route: 'orderMegaDirect', body }, async () => {
        const { quote, port } = await checked(caller.actor, body);
        const speed = megaDirectSpeed(body.speed);
        return {
          kind: 'MEGADIRECT',
          quote,
          services: (orderId, start): NewService[] => [
            {
              companyId: body.companyId,
              productType: 'MEGADIRECT',
              name: body.serviceName,
              rateLimitMbps: speed,
              locationId: port.locationId,
              costCentre: body.costCentre,
              termMonths: body.term,
              autoRenewTermMonths: null,
              contractStartDate: start,
              contractEndDate: contractEndDate(start, body.term),
              marketplaceVisibility: false,
              diversityZone: null,
              promoCode: null,
              orderId,
              aEndServiceId: port.id,
              components: [
                {
                  type: 'PORT',
                  locationId: port.locationId,
                  resources: [{ resourceType: 'rate_limit', rateLimitMbps: speed }],
                },
              ],
            },
          ],
        };
      });
    },
  };
}
