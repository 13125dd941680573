import type { MveOrderParsed, Quote } from '@portico/contract';
import { mveImageError } from '@portico/domain';
import { checkedQuote, diversityZoneRule, termRule } from './order-checks.js';
import { orderedServices } from './ordered-service.js';
import type { OrderingDeps } from './ordering-deps.js';
import { orderOnePart, type OrderPart } from './place-order.js';
import { insertOrderConfigs } from './product-orders.repository.js';
import type { Actor } from '../../http/actor.js';

/**
 * The MVE order (decision 0043): a vendor's image on a virtual machine of one of the sizes of
 * `GET /v3/product/mve/variants`, the image one of `GET /v4/product/mve/images` that runs on that size, priced by
 * size from the MVE price book, placed as the port's is.
 */
export function mveOrders(deps: OrderingDeps) {
  const quote = (actor: Actor, body: MveOrderParsed, admin: boolean): Promise<Quote> =>
    checkedQuote(deps, actor, body, admin, {
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
    const { vendor, imageId } = body.vendorConfig;
    return {
      kind: 'MVE',
      quote: priced,
      alsoWrite: (tx, services) =>
        insertOrderConfigs(
          tx,
          services.map((s) => ({
            serviceId: s.id,
            config: { vendor, imageId, vendorConfig: body.vendorConfig, vnics: body.vnics },
          })),
        ),
      services: orderedServices(body, priced, {
        productType: 'MVE',
        // an MVE's traffic is limited by its VXCs, not the machine
        rateLimitMbps: 0,
        locationId: body.locationId,
        diversityZone: body.diversityZone,
        mveSize: body.mveSize,
        components: [
          {
            type: 'MVE',
            locationId: body.locationId,
            resources: body.vnics.map(() => ({ resourceType: 'interface' as const })),
          },
        ],
      }),
    };
  }

  return {
    mvePart: part,
    quoteMve: (actor: Actor, body: MveOrderParsed) => quote(actor, body, false),
    orderMve: orderOnePart(deps, 'orderMve', false, part),
    adminOrderMve: orderOnePart(deps, 'adminOrderMve', true, part),
  };
}
