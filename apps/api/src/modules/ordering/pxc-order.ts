import type { PlacedOrder, PxcOrderParsed, Quote } from '@portico/contract';
import { contractEndDate, pxcError } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/index.js';
import { findServices, type NewService, type ServiceRow } from '../services/index.js';
import { checkedQuote, termRule } from './order-checks.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, placeOrder } from './place-order.js';

/**
 * The PXC order (/orderPxc, decision 0043): a private cross connect between two different ports of the company at
 * one location, of the same speed, running at that speed; product type CXC with the two ports as its ends, priced
 * as a VXC within the location at that speed.
 */
export function pxcOrders(deps: OrderingDeps) {
  async function checked(actor: Actor, body: PxcOrderParsed): Promise<{ quote: Quote; a: ServiceRow; b: ServiceRow }> {
    const rows = await findServices(deps.db, [body.aPortServiceId, body.bPortServiceId]);
    const a = rows.find((r) => r.id === body.aPortServiceId) ?? null;
    const b = rows.find((r) => r.id === body.bPortServiceId) ?? null;
    const quote = await checkedQuote(deps, actor, {
      companyId: body.companyId,
      promoCode: body.promoCode,
      admin: false,
      rules: () => [pxcError(a, b, body.companyId), termRule(actor, body.term)],
      items: a?.locationId
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
    if (!a || !b) throw new AppError('internal', 'A checked PXC lost a port');
    return { quote, a, b };
  }

  return {
    quotePxc: async (actor: Actor, body: PxcOrderParsed) => (await checked(actor, body)).quote,
    orderPxc(caller: OrderCaller, body: PxcOrderParsed, key: string): Promise<{ order: PlacedOrder; message: string }> {
      return placeOrder(deps, caller, { companyId: body.companyId, key, route: 'orderPxc', body }, async () => {
        const { quote, a, b } = await checked(caller.actor, body);
        return {
          kind: 'CXC',
          quote,
          services: (orderId, start): NewService[] => [
            {
              companyId: body.companyId,
              productType: 'CXC',
              name: body.serviceName,
              rateLimitMbps: a.rateLimitMbps,
              locationId: a.locationId,
              costCentre: body.costCentre,
              termMonths: body.term,
              autoRenewTermMonths: null,
              contractStartDate: start,
              contractEndDate: contractEndDate(start, body.term),
              marketplaceVisibility: false,
              diversityZone: null,
              promoCode: quote.promo?.applied ? quote.promo.code : null,
              orderId,
              aEndServiceId: a.id,
              bEndServiceId: b.id,
              components: [
                {
                  type: 'VXC',
                  locationId: a.locationId,
                  resources: [{ resourceType: 'rate_limit', rateLimitMbps: a.rateLimitMbps }],
                },
              ],
            },
          ],
        };
      });
    },
  };
}
