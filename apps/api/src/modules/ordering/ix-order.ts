import type { IxChoice, OrderIxParsed } from '@portico/contract';
import {
  contractEndDate,
  IX_MESSAGES,
  isTermAllowed,
  parseIxAsn,
  parseIxMacAddress,
  parseIxRateLimit,
  SERVICE_MESSAGES,
} from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import { holds } from '../../http/company-access.js';
import { type Actor, requireCompanyAccess } from '../auth/index.js';
import { findCompany } from '../companies/index.js';
import { findInternetExchanges, findLocationFacts } from '../catalogue/index.js';
import { type PricedOrder, priceContext, priceOrder, quoteOf } from '../pricing/index.js';
import { findPorts, type PortFacts } from '../services/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, type OrderPart, placeOrder } from './place-order.js';
import { type HeldVlan, heldOn, vlanOnPort } from './vxc-ends.js';

/**
 * IX orders (customer portal §3, §5; decision 0040): a connection from a Port of the company to an internet
 * exchange in the Port's metro, with a rate limit up to the Port's, the router's MAC address, a VLAN free on the
 * Port and the AS number; priced by `priceOrder` and placed in one transaction as the Port order is.
 */
export function ixOrders(deps: OrderingDeps) {
  const { db, now } = deps;

  async function exchangesAt(port: PortFacts): Promise<IxChoice[]> {
    if (port.locationId === null) return [];
    const [where] = await findLocationFacts(db, [port.locationId]);
    if (!where) return [];
    const found = await findInternetExchanges(db, where.metro);
    return found.map((ix) => ({ ixId: ix.id, name: ix.name, metro: ix.metro, locationId: port.locationId ?? 0 }));
  }

  async function checked(
    actor: Actor,
    body: OrderIxParsed,
    admin: boolean,
    automaticVlan = admin,
    held: readonly HeldVlan[] = [],
  ) {
    requireCompanyAccess(actor, body.companyId, 'place_order');
    const fail = (message: string) => invalid(admin ? `${SERVICE_MESSAGES.adminOrderInvalid}: ${message}` : message);
    if (admin && !(await findCompany(db, body.companyId))) throw fail(SERVICE_MESSAGES.companyRequired);
    const [port] = await findPorts(db, [body.portId]);
    if (!port || port.companyId !== body.companyId || !port.usable) throw fail(IX_MESSAGES.portNotYours);
    const choices = await exchangesAt(port);
    if (choices.length === 0) throw fail(IX_MESSAGES.noLocations);
    const ix = choices.find((c) => c.ixId === body.ixId);
    if (!ix) throw fail(IX_MESSAGES.ixNotAtPort);
    if (!isTermAllowed(body.term, actor.isStaff)) throw fail(SERVICE_MESSAGES.termNotOffered);
    const rate = parseIxRateLimit(body.rateLimit, port.rateLimitMbps);
    if ('error' in rate) throw fail(rate.error);
    const mac = parseIxMacAddress(String(body.macAddress));
    if ('error' in mac) throw fail(mac.error);
    const asn = parseIxAsn(body.asn);
    if ('error' in asn) throw fail(asn.error);
    let vlan: number;
    try {
      vlan = await vlanOnPort(db, port, body.vlan, automaticVlan, heldOn(held, port.id));
    } catch (error) {
      if (error instanceof AppError) throw fail(error.message);
      throw error;
    }
    const ctx = priceContext({ companyId: body.companyId, promoCode: body.promoCode ?? undefined }, now());
    const priced: PricedOrder = await priceOrder(db, ctx, [
      { productType: 'IX', locationId: port.locationId ?? 0, speedMbps: rate.rateLimitMbps, termMonths: body.term },
    ]);
    const failed = priced.lines.find((line) => !line.ok);
    if (failed && !failed.ok) throw failed.error;
    if (priced.promo && !priced.promo.applied) throw fail(priced.promo.message);
    return { port, ix, rateLimitMbps: rate.rateLimitMbps, macAddress: mac.macAddress, asn: asn.asn, vlan, priced };
  }

  /** The IX order checked and priced, as the part of an order it places. */
  /** `held`: the VLANs of the order's earlier parts (a network design), as if taken already. */
  async function part(
    actor: Actor,
    body: OrderIxParsed,
    admin: boolean,
    automaticVlan = admin,
    held: readonly HeldVlan[] = [],
  ): Promise<OrderPart> {
    const ixOrder = await checked(actor, body, admin, automaticVlan, held);
    const { port } = ixOrder;
    const quote = quoteOf(ixOrder.priced);
    return {
      kind: 'IX',
      quote,
      vlans: [{ portId: port.id, vlan: ixOrder.vlan }],
      auditAfter: { ix: ixOrder.ix.name, asn: ixOrder.asn },
      services: (orderId, start) => [
        {
          companyId: body.companyId,
          productType: 'IX',
          name: body.serviceName,
          rateLimitMbps: ixOrder.rateLimitMbps,
          locationId: port.locationId,
          costCentre: null,
          termMonths: body.term,
          autoRenewTermMonths: null,
          contractStartDate: start,
          contractEndDate: contractEndDate(start, body.term),
          marketplaceVisibility: false,
          diversityZone: null,
          promoCode: quote.promo?.applied ? quote.promo.code : null,
          orderId,
          aEndServiceId: port.id,
          aVlan: ixOrder.vlan,
          components: [
            {
              type: 'IX',
              locationId: port.locationId,
              aEndServiceId: port.id,
              resources: [
                { resourceType: 'vlan', portServiceId: port.id, vlan: ixOrder.vlan },
                { resourceType: 'rate_limit', rateLimitMbps: ixOrder.rateLimitMbps },
                { resourceType: 'interface', macAddress: ixOrder.macAddress },
                { resourceType: 'bgp_connection' },
              ],
            },
          ],
        },
      ],
    };
  }

  function place(caller: OrderCaller, body: OrderIxParsed, key: string, kind: 'orderIx' | 'adminOrderIx') {
    return placeOrder(deps, caller, { companyId: body.companyId, key, route: kind, body }, () =>
      part(caller.actor, body, kind === 'adminOrderIx'),
    );
  }

  return {
    ixPart: part,
    /** The IXs in the metro of a Port the actor may use; none: the spec's message with an empty list. */
    async ixChoices(actor: Actor, portId: number): Promise<{ choices: IxChoice[]; message: string | null }> {
      const [port] = await findPorts(db, [portId]);
      if (!port || !holds(actor, port.companyId)) throw new AppError('not_found', IX_MESSAGES.portNotYours);
      const choices = await exchangesAt(port);
      return { choices, message: choices.length === 0 ? IX_MESSAGES.noLocations : null };
    },
    orderIx(caller: OrderCaller, body: OrderIxParsed, key: string) {
      return place(caller, body, key, 'orderIx');
    },
    adminOrderIx(caller: OrderCaller, body: OrderIxParsed, key: string) {
      return place(caller, body, key, 'adminOrderIx');
    },
  };
}
