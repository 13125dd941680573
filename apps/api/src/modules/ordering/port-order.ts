import { adminPortOrderSchema, type PortOrderParsed, type Quote } from '@portico/contract';
import { LAG_OVERRIDE_TERM_MONTHS, SERVICE_MESSAGES } from '@portico/domain';
import { findLocationDiversityZones } from '../catalogue/index.js';
import { portComponents } from '../services/index.js';
import { checkedQuote, parseAdminOrder, termRule } from './order-checks.js';
import { orderedServices, type ProductService } from './ordered-service.js';
import type { AnyPortOrder, OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, orderOnePart, type OrderPart, quotedBilling } from './place-order.js';
import type { Actor } from '../../http/actor.js';

/** How many ports the order places: a LAG's count, else one. */
export const portCount = (body: AnyPortOrder) => (body.productType === 'LAG' ? body.lagPortCount : 1);

/**
 * What a checked, priced port or LAG order creates: its ports (a LAG's members, named #1, #2…), each with its
 * interface and rate limit, billed at the quote's price or staff's recurring charge, for the term (staff's override;
 * a staff LAG order's is 1 month).
 */
export function portOrderPart(body: AnyPortOrder, quote: Quote, admin: boolean): OrderPart {
  const termMonths = body.overrideTerm ?? (admin && body.productType === 'LAG' ? LAG_OVERRIDE_TERM_MONTHS : body.term);
  const count = portCount(body);
  return {
    kind: body.productType,
    quote,
    aggregate: body.productType === 'LAG',
    services: orderedServices(
      body,
      quote,
      ...Array.from({ length: count }, (_, i): ProductService => ({
        productType: 'PORT',
        name: count > 1 ? `${body.serviceName} #${i + 1}` : body.serviceName,
        rateLimitMbps: body.portSpeed,
        locationId: body.locationId,
        termMonths,
        autoRenewTermMonths: body.overrideAutoRenewTerm ?? null,
        marketplaceVisibility: body.marketplaceVisibility,
        diversityZone: body.diversityZone,
        components: portComponents(body.locationId, body.portSpeed),
      })),
    ),
    billing: (service, line) =>
      quotedBilling(body.companyId, service, line, (price) => ({
        monthlyCents: body.overrideRecurringCharge ?? price.monthlyRate,
        termMonths,
      })),
  };
}

/**
 * The port and LAG orders (decision 0039): one ordering service for the customer's /orderPort and the staff's
 * /adminOrderPort — the same rules, the same price (`priceOrder`, as the quote), the same transaction.
 */
export function portOrders(deps: OrderingDeps) {
  /** The diversity zone, when one is asked for, must be one the location offers at the port's speed. */
  async function zoneAtSpeedRule(body: AnyPortOrder): Promise<string | null> {
    if (body.diversityZone === null) return null;
    const zones = await findLocationDiversityZones(deps.db, body.locationId);
    const zone = zones.find((z) => z.zone === body.diversityZone);
    return zone?.portSpeedsMbps.includes(body.portSpeed) ? null : SERVICE_MESSAGES.diversityZoneNotOffered;
  }

  /** Checks and prices an order; throws the first failure (an admin order's with the detail appended). */
  const quote = (actor: Actor, body: AnyPortOrder, admin: boolean): Promise<Quote> =>
    checkedQuote(deps, actor, body, admin, {
      rules: async () => [termRule(actor, body.term), await zoneAtSpeedRule(body)],
      items: Array.from({ length: portCount(body) }, () => ({
        productType: 'PORT',
        locationId: body.locationId,
        speedMbps: body.portSpeed,
        termMonths: body.term,
      })),
    });

  /** The order checked and priced, as the part of an order it places. */
  async function part(actor: Actor, body: AnyPortOrder, admin: boolean): Promise<OrderPart> {
    return portOrderPart(body, await quote(actor, body, admin), admin);
  }

  const placeAdmin = orderOnePart(deps, 'adminOrderPort', true, part);
  return {
    portPart: part,
    /** The order priced exactly as it would be placed; nothing written. */
    quote: (actor: Actor, body: PortOrderParsed) => quote(actor, body, false),
    orderPort: orderOnePart(deps, 'orderPort', false, part),
    adminOrderPort: (caller: OrderCaller, raw: unknown, key: string) =>
      placeAdmin(caller, parseAdminOrder(adminPortOrderSchema, raw), key),
  };
}
