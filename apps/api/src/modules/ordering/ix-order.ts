import type { IxChoice, OrderIxParsed, Quote } from '@portico/contract';
import { IX_MESSAGES, parseIxAsn, parseIxMacAddress, parseIxRateLimit } from '@portico/domain';
import { AppError } from '../../errors.js';
import { holds } from '../../http/company-access.js';
import { findInternetExchanges, findLocationFacts } from '../catalogue/index.js';
import { findPorts, type PortFacts } from '../services/index.js';
import { findPortSurroundings } from './order-facts.repository.js';
import { checkedOrder, type RuleOutcome, termRule } from './order-checks.js';
import { orderedServices } from './ordered-service.js';
import type { OrderingDeps } from './ordering-deps.js';
import { orderOnePart, type OrderPart } from './place-order.js';
import { heldOn, type OrderedAs, vlanOnPort } from './vxc-ends.js';
import type { Actor } from '../../http/actor.js';

/** An IX order's rules passed: its Port, the exchange, and the details checked. */
interface CheckedIx {
  port: PortFacts;
  ix: IxChoice;
  rateLimitMbps: number;
  macAddress: string;
  asn: number;
  vlan: number;
}

/**
 * IX orders (customer portal §3, §5; decision 0040): a connection from a Port of the company to an internet
 * exchange in the Port's metro, with a rate limit up to the Port's, the router's MAC address, a VLAN free on the
 * Port and the AS number; priced by `priceOrder` and placed in one transaction as the Port order is.
 */
export function ixOrders(deps: OrderingDeps) {
  const { db } = deps;

  async function exchangesAt(port: PortFacts): Promise<IxChoice[]> {
    if (port.locationId === null) return [];
    const [where] = await findLocationFacts(db, [port.locationId]);
    if (!where) return [];
    const found = await findInternetExchanges(db, where.metro);
    return found.map((ix) => ({ ixId: ix.id, name: ix.name, metro: ix.metro, locationId: port.locationId ?? 0 }));
  }

  /** The IX's rules, each building on the one before: the Port, an exchange at its metro, the term, the details. */
  async function ixRules(actor: Actor, body: OrderIxParsed, as: OrderedAs): Promise<RuleOutcome<CheckedIx>> {
    const { admin, automaticVlan = admin, held = [] } = as;
    // the Port and the VLANs held on it, read side by side (decision 0095)
    const [[port], around] = await Promise.all([findPorts(db, [body.portId]), findPortSurroundings(db, [body.portId])]);
    if (!port || port.companyId !== body.companyId || !port.usable) return { error: IX_MESSAGES.portNotYours };
    const choices = await exchangesAt(port);
    if (choices.length === 0) return { error: IX_MESSAGES.noLocations };
    const ix = choices.find((c) => c.ixId === body.ixId);
    if (!ix) return { error: IX_MESSAGES.ixNotAtPort };
    const term = termRule(actor, body.term);
    if (term) return { error: term };
    const rate = parseIxRateLimit(body.rateLimit, port.rateLimitMbps);
    if ('error' in rate) return rate;
    const mac = parseIxMacAddress(String(body.macAddress));
    if ('error' in mac) return mac;
    const asn = parseIxAsn(body.asn);
    if ('error' in asn) return asn;
    try {
      const taken = around.get(port.id)?.vlans ?? [];
      const vlan = vlanOnPort(taken, body.vlan, automaticVlan, heldOn(held, port.id));
      return { found: { port, ix, rateLimitMbps: rate.rateLimitMbps, macAddress: mac.macAddress, asn: asn.asn, vlan } };
    } catch (error) {
      if (error instanceof AppError) return { error: error.message };
      throw error;
    }
  }

  /** The IX order checked and priced, as the part of an order it places. */
  async function part(actor: Actor, body: OrderIxParsed, as: OrderedAs): Promise<OrderPart> {
    const { quote, found: ixOrder } = await checkedOrder<CheckedIx>(deps, actor, body, as.admin, {
      companyFirst: true,
      rules: () => ixRules(actor, body, as),
      items: ({ port, rateLimitMbps }) => [
        { productType: 'IX', locationId: port.locationId ?? 0, speedMbps: rateLimitMbps, termMonths: body.term },
      ],
    });
    const { port } = ixOrder;
    return {
      kind: 'IX',
      quote,
      vlans: [{ portId: port.id, vlan: ixOrder.vlan }],
      auditAfter: { ix: ixOrder.ix.name, asn: ixOrder.asn },
      services: orderedServices(body, quote, {
        productType: 'IX',
        rateLimitMbps: ixOrder.rateLimitMbps,
        locationId: port.locationId,
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
      }),
    };
  }

  /** A portal form's IX: the customer's, or staff's with the automatic VLAN. */
  const formPart = (actor: Actor, body: OrderIxParsed, admin: boolean) => part(actor, body, { admin });

  return {
    ixPart: part,
    /** The IXs in the metro of a Port the actor may use; none: the spec's message with an empty list. */
    async ixChoices(actor: Actor, portId: number): Promise<{ choices: IxChoice[]; message: string | null }> {
      const [port] = await findPorts(db, [portId]);
      if (!port || !holds(actor, port.companyId)) throw new AppError('not_found', IX_MESSAGES.portNotYours);
      const choices = await exchangesAt(port);
      return { choices, message: choices.length === 0 ? IX_MESSAGES.noLocations : null };
    },
    /** The IX priced exactly as it would be placed (staff's with the automatic VLAN); nothing written. */
    async quoteIx(actor: Actor, body: OrderIxParsed): Promise<Quote> {
      return (await part(actor, body, { admin: actor.isStaff })).quote;
    },
    orderIx: orderOnePart(deps, 'orderIx', false, formPart),
    adminOrderIx: orderOnePart(deps, 'adminOrderIx', true, formPart),
  };
}
