import type { MveOrderParsed, PlacedOrder, Quote } from '@portico/contract';
import { contractEndDate, mveImageError } from '@portico/domain';
import type { Actor } from '../auth/index.js';
import type { NewService } from '../services/index.js';
import { checkedQuote, diversityZoneRule, termRule } from './order-checks.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, type OrderPart, placeOrder } from './place-order.js';
import { insertOrderConfigs } from './product-orders.repository.js';

type Placed = Promise<{ order: PlacedOrder; message: string }>;

/**
 * The MVE order (decision 0043): a vendor's image on a virtual machine of one of the sizes of
 * `GET /v3/product/mve/variants`, the image one of `GET /v4/product/mve/images` that runs on that size, priced by
 * size from the MVE price book, placed as the port's is.
 */
export function mveOrders(deps: OrderingDeps) {
  const quote = (actor: Actor, body: MveOrderParsed, admin: boolean): Promise<Quote> =>
    checkedQuote(deps, actor, {
      companyId: body.companyId,
      promoCode: body.promoCode,
      admin,
      rules: async () => [
        mveImageError(body.vendorConfig.vendor, body.vendorConfig.imageId, body.mveSize),
        termRule(actor, body.term),
        await diversityZoneRule(deps, body.locationId, body.diversityZone),
      ],
      items: [
        {
          productType: 'MVE',
          locationId: body.locationId,
          // the MVE price book prices by size; the speed is not read
          speedMbps: 1,
          termMonths: body.term,
          virtualMachineSize: body.mveSize,
        },
      ],
    });

  /** The order checked and priced, as the part of an order it places. */
  async function part(actor: Actor, body: MveOrderParsed, admin: boolean): Promise<OrderPart> {
    const priced = await quote(actor, body, admin);
    return {
      kind: 'MVE',
      quote: priced,
      alsoWrite: (tx, services) =>
        insertOrderConfigs(
          tx,
          services.map((s) => ({
            serviceId: s.id,
            config: {
              vendor: body.vendorConfig.vendor,
              imageId: body.vendorConfig.imageId,
              vendorConfig: body.vendorConfig,
              vnics: body.vnics,
            },
          })),
        ),
      services: (orderId, start): NewService[] => [
        {
          companyId: body.companyId,
          productType: 'MVE',
          name: body.serviceName,
          // an MVE's traffic is limited by its VXCs, not the machine
          rateLimitMbps: 0,
          locationId: body.locationId,
          costCentre: body.costCentre,
          termMonths: body.term,
          autoRenewTermMonths: null,
          contractStartDate: start,
          contractEndDate: contractEndDate(start, body.term),
          marketplaceVisibility: false,
          diversityZone: body.diversityZone,
          promoCode: priced.promo?.applied ? priced.promo.code : null,
          orderId,
          mveSize: body.mveSize,
          components: [
            {
              type: 'MVE',
              locationId: body.locationId,
              resources: body.vnics.map(() => ({ resourceType: 'interface' as const })),
            },
          ],
        },
      ],
    };
  }

  function place(caller: OrderCaller, body: MveOrderParsed, key: string, route: string): Placed {
    return placeOrder(deps, caller, { companyId: body.companyId, key, route, body }, () =>
      part(caller.actor, body, route === 'adminOrderMve'),
    );
  }

  return {
    mvePart: part,
    quoteMve: (actor: Actor, body: MveOrderParsed) => quote(actor, body, false),
    orderMve: (caller: OrderCaller, body: MveOrderParsed, key: string) => place(caller, body, key, 'orderMve'),
    adminOrderMve: (caller: OrderCaller, body: MveOrderParsed, key: string) =>
      place(caller, body, key, 'adminOrderMve'),
  };
}
