import type { McrOrderParsed, Quote } from '@portico/contract';
import { DEFAULT_MCR_ASN } from '@portico/domain';
import { checkedQuote, diversityZoneRule, termRule } from './order-checks.js';
import { orderedServices, rateLimitedService } from './ordered-service.js';
import type { OrderingDeps } from './ordering-deps.js';
import { orderOnePart, type OrderPart } from './place-order.js';
import { insertOrderConfigs } from './product-orders.repository.js';
import type { Actor } from '../../http/actor.js';

/**
 * The MCR order (decision 0043): a cloud router (product type MCR2) at a location, priced from the price book's MCR
 * prices by speed, placed as the port's is — the customer's /orderMcr and the staff's order for a customer.
 */
export function mcrOrders(deps: OrderingDeps) {
  const quote = (actor: Actor, body: McrOrderParsed, admin: boolean): Promise<Quote> =>
    checkedQuote(deps, actor, body, admin, {
      rules: async () => [
        termRule(actor, body.term),
        await diversityZoneRule(deps, body.locationId, body.diversityZone),
      ],
      items: [{ productType: 'MCR', locationId: body.locationId, speedMbps: body.portSpeed, termMonths: body.term }],
    });

  /** The order checked and priced, as the part of an order it places. */
  async function part(actor: Actor, body: McrOrderParsed, admin: boolean): Promise<OrderPart> {
    const priced = await quote(actor, body, admin);
    return {
      kind: 'MCR2',
      quote: priced,
      alsoWrite: (tx, services) =>
        insertOrderConfigs(
          tx,
          services.map((s) => ({ serviceId: s.id, config: { mcrAsn: body.mcrAsn ?? DEFAULT_MCR_ASN } })),
        ),
      services: orderedServices(body, priced, {
        ...rateLimitedService('MCR2', 'VROUTER', body.locationId, body.portSpeed),
        marketplaceVisibility: body.marketplaceVisibility,
        diversityZone: body.diversityZone,
      }),
    };
  }

  return {
    mcrPart: part,
    quoteMcr: (actor: Actor, body: McrOrderParsed) => quote(actor, body, false),
    orderMcr: orderOnePart(deps, 'orderMcr', false, part),
    adminOrderMcr: orderOnePart(deps, 'adminOrderMcr', true, part),
  };
}
