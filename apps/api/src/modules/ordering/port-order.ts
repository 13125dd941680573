import { adminPortOrderSchema, type PlacedOrder, type PortOrderParsed, type Quote } from '@portico/contract';
import { contractEndDate, isTermAllowed, LAG_OVERRIDE_TERM_MONTHS, SERVICE_MESSAGES } from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import { type Actor, requireCompanyAccess } from '../auth/index.js';
import { findLocationDiversityZones, getPricingLocations } from '../catalogue/index.js';
import { findCompany } from '../companies/index.js';
import { type PricedOrder, priceContext, priceOrder, quoteOf } from '../pricing/index.js';
import type { NewService } from '../services/index.js';
import type { AnyPortOrder, OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, type OrderPart, placeOrder } from './place-order.js';

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
    services: (orderId, start): NewService[] =>
      Array.from({ length: count }, (_, i) => ({
        companyId: body.companyId,
        productType: 'PORT',
        name: count > 1 ? `${body.serviceName} #${i + 1}` : body.serviceName,
        rateLimitMbps: body.portSpeed,
        locationId: body.locationId,
        costCentre: body.costCentre,
        termMonths,
        autoRenewTermMonths: body.overrideAutoRenewTerm ?? null,
        contractStartDate: start,
        contractEndDate: contractEndDate(start, termMonths),
        marketplaceVisibility: body.marketplaceVisibility,
        diversityZone: body.diversityZone,
        promoCode: quote.promo?.applied ? quote.promo.code : null,
        orderId,
        components: [
          {
            type: 'PORT',
            locationId: body.locationId,
            resources: [
              { resourceType: 'interface', portSpeed: body.portSpeed },
              { resourceType: 'rate_limit', rateLimitMbps: body.portSpeed },
            ],
          },
        ],
      })),
    billing: (service, line) => {
      if (!line) throw new AppError('internal', 'An order line lost its price');
      return {
        serviceId: service.id,
        companyId: body.companyId,
        setupCents: line.price.setup,
        monthlyCents: body.overrideRecurringCharge ?? line.price.monthlyRate,
        currency: line.price.currency,
        termMonths,
        promoCode: line.price.promo?.code ?? null,
        promoSchedule: line.price.promo?.schedule ?? null,
      };
    },
  };
}

/**
 * The port and LAG orders (decision 0039): one ordering service for the customer's /orderPort and the staff's
 * /adminOrderPort — the same rules, the same price (`priceOrder`, as the quote), the same transaction.
 */
export function portOrders(deps: OrderingDeps) {
  const { db, now } = deps;

  /** The rules beyond the shape: the caller's terms, the location's diversity zone. First failure first. */
  async function ruleErrors(actor: Actor, body: AnyPortOrder): Promise<string[]> {
    const errors: string[] = [];
    if (!isTermAllowed(body.term, actor.isStaff)) errors.push(SERVICE_MESSAGES.termNotOffered);
    if (body.diversityZone !== null) {
      const zones = await findLocationDiversityZones(db, body.locationId);
      const zone = zones.find((z) => z.zone === body.diversityZone);
      if (!zone || !zone.portSpeedsMbps.includes(body.portSpeed)) errors.push(SERVICE_MESSAGES.diversityZoneNotOffered);
    }
    return errors;
  }

  async function price(body: AnyPortOrder): Promise<PricedOrder> {
    // the location must be one of a market (its message when not)
    await getPricingLocations(db, [body.locationId]);
    const ctx = priceContext({ companyId: body.companyId, promoCode: body.promoCode ?? undefined }, now());
    const item = {
      productType: 'PORT' as const,
      locationId: body.locationId,
      speedMbps: body.portSpeed,
      termMonths: body.term,
    };
    return priceOrder(
      db,
      ctx,
      Array.from({ length: portCount(body) }, () => item),
    );
  }

  /** Checks and prices an order; throws the first failure (an admin order's with the detail appended). */
  async function checked(actor: Actor, body: AnyPortOrder, admin: boolean): Promise<PricedOrder> {
    requireCompanyAccess(actor, body.companyId, 'place_order');
    const fail = (message: string) => invalid(admin ? `${SERVICE_MESSAGES.adminOrderInvalid}: ${message}` : message);
    const [first] = await ruleErrors(actor, body);
    if (first) throw fail(first);
    if (admin && !(await findCompany(db, body.companyId))) throw fail(SERVICE_MESSAGES.companyRequired);
    const order = await price(body);
    const failed = order.lines.find((line) => !line.ok);
    if (failed && !failed.ok) throw failed.error;
    // a code that does not apply would leave the customer paying other than the quote said: refused
    if (order.promo && !order.promo.applied) throw fail(order.promo.message);
    return order;
  }

  /** The order checked and priced, as the part of an order it places. */
  async function part(actor: Actor, body: AnyPortOrder, admin: boolean): Promise<OrderPart> {
    return portOrderPart(body, quoteOf(await checked(actor, body, admin)), admin);
  }

  function place(
    caller: OrderCaller,
    body: AnyPortOrder,
    key: string,
    kind: 'orderPort' | 'adminOrderPort',
  ): Promise<{ order: PlacedOrder; message: string }> {
    return placeOrder(deps, caller, { companyId: body.companyId, key, route: kind, body }, () =>
      part(caller.actor, body, kind === 'adminOrderPort'),
    );
  }

  return {
    portPart: part,
    /** The order priced exactly as it would be placed; nothing written. */
    async quote(actor: Actor, body: PortOrderParsed): Promise<Quote> {
      return quoteOf(await checked(actor, body, false));
    },
    orderPort(caller: OrderCaller, body: PortOrderParsed, key: string) {
      return place(caller, body, key, 'orderPort');
    },
    /** Staff order for a customer: the body checked here so a failure names its first detail (spec §8). */
    adminOrderPort(caller: OrderCaller, raw: unknown, key: string) {
      const parsed = adminPortOrderSchema.safeParse(raw);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        const detail = first ? `${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}` : '';
        throw invalid(`${SERVICE_MESSAGES.adminOrderInvalid}: ${detail}`, parsed.error.issues);
      }
      return place(caller, parsed.data, key, 'adminOrderPort');
    },
  };
}
