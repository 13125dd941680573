import type { McrOrderParsed, PlacedOrder, Quote } from '@portico/contract';
import { contractEndDate, DEFAULT_MCR_ASN } from '@portico/domain';
import type { Actor } from '../auth/index.js';
import type { NewService } from '../services/index.js';
import { checkedQuote, diversityZoneRule, termRule } from './order-checks.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, type OrderPart, placeOrder } from './place-order.js';
import { insertOrderConfigs } from './product-orders.repository.js';

type Placed = Promise<{ order: PlacedOrder; message: string }>;

/**
 * The MCR order (decision 0043): a cloud router (product type MCR2) at a location, priced from the price book's MCR
 * prices by speed, placed as the port's is — the customer's /orderMcr and the staff's order for a customer.
 */
export function mcrOrders(deps: OrderingDeps) {
  const quote = (actor: Actor, body: McrOrderParsed, admin: boolean): Promise<Quote> =>
    checkedQuote(deps, actor, {
      companyId: body.companyId,
      promoCode: body.promoCode,
      admin,
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
      services: (orderId, start): NewService[] => [
        {
          companyId: body.companyId,
          productType: 'MCR2',
          name: body.serviceName,
          rateLimitMbps: body.portSpeed,
          locationId: body.locationId,
          costCentre: body.costCentre,
          termMonths: body.term,
          autoRenewTermMonths: null,
          contractStartDate: start,
          contractEndDate: contractEndDate(start, body.term),
          marketplaceVisibility: body.marketplaceVisibility,
          diversityZone: body.diversityZone,
          promoCode: priced.promo?.applied ? priced.promo.code : null,
          orderId,
          components: [
            {
              type: 'VROUTER',
              locationId: body.locationId,
              resources: [{ resourceType: 'rate_limit', rateLimitMbps: body.portSpeed }],
            },
          ],
        },
      ],
    };
  }

  function place(caller: OrderCaller, body: McrOrderParsed, key: string, route: string): Placed {
    return placeOrder(deps, caller, { companyId: body.companyId, key, route, body }, () =>
      part(caller.actor, body, route === 'adminOrderMcr'),
    );
  }

  return {
    mcrPart: part,
    quoteMcr: (actor: Actor, body: McrOrderParsed) => quote(actor, body, false),
    orderMcr: (caller: OrderCaller, body: McrOrderParsed, key: string) => place(caller, body, key, 'orderMcr'),
    adminOrderMcr: (caller: OrderCaller, body: McrOrderParsed, key: string) =>
      place(caller, body, key, 'adminOrderMcr'),
  };
}
