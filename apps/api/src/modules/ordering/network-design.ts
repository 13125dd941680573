import {
  type BoughtService,
  type IxOrderItem,
  mcrOrderSchema,
  mveOrderSchema,
  type NetworkDesignItem,
  orderIxSchema,
  orderVxcSchema,
  portOrderSchema,
  type Quote,
  type VxcOrderItem,
} from '@portico/contract';
import { IX_MESSAGES, publicProductType, VLAN_AUTOMATIC, VXC_MESSAGES, vxcEndsAndSpeedError } from '@portico/domain';
import type { z } from 'zod';
import { AppError, invalid } from '../../errors.js';
import { findServiceByUid } from '../services/index.js';
import { ixOrders } from './ix-order.js';
import { mcrOrders } from './mcr-order.js';
import { mveOrders } from './mve-order.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, type OrderPart, placeOrder } from './place-order.js';
import { portOrders } from './port-order.js';
import { type HeldVlan, holding, inDesign } from './vxc-ends.js';
import { findServicesByUid } from './order-facts.repository.js';
import { findVxcSides } from './vxc.repository.js';
import { vxcOrders } from './vxc-order.js';
import type { Actor } from '../../http/actor.js';
import { holds } from '../../http/company-access.js';

/** The public API's VLAN: absent, 0 or -1 lets the network pick the first free one (decision 0044). */
const vlanOrAutomatic = (vlan: number | undefined) => (vlan === undefined || vlan <= 0 ? VLAN_AUTOMATIC : vlan);
const orNull = (text: string | undefined) => (text ? text : null);
/** The SDK's zones are ours in any case ("RED", "red"); anything else is refused by the order's own schema. */
const zoneOf = (zone: string | undefined) => (zone ? zone.toLowerCase() : null);

/** A body parsed by the portal's own order schema: its first failure is the answer, in the schema's words. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw invalid(first?.message ?? 'The order is not valid', first ? `${first.path.join('.')}: ${first.message}` : '');
}

/**
 * The public API's network design (decisions 0041, 0044): the items the provider's Go SDK sends, read into the
 * portal's own order bodies for the caller's company and checked and priced by the same use cases as the forms (the
 * same rules and messages), then placed as one order — every service of every item in one transaction, or none.
 */
export function networkDesigns(deps: OrderingDeps) {
  const ports = portOrders(deps);
  const vxcs = vxcOrders(deps);
  const ixs = ixOrders(deps);
  const mcrs = mcrOrders(deps);
  const mves = mveOrders(deps);

  /** A service by uid that the caller's company holds, or the message of the product that needs it. */
  async function ownService(actor: Actor, uid: string, notYours: string) {
    const service = await findServiceByUid(deps.db, uid);
    if (!service || !holds(actor, service.companyId)) throw invalid(notYours);
    return service;
  }

  async function vxcParts(actor: Actor, item: VxcOrderItem, held: HeldVlan[]): Promise<OrderPart[]> {
    // the item's product and every B end it names, read once (decision 0095)
    const named = await findServicesByUid(deps.db, [
      item.productUid,
      ...item.associatedVxcs.flatMap((vxc) => (vxc.bEnd.productUid ? [vxc.bEnd.productUid] : [])),
    ]);
    // a uuid is the same in either case, as the database compares it
    const byUid = (uid: string) => named.find((service) => service.uid === uid.toLowerCase());
    const a = byUid(item.productUid);
    if (!a || !holds(actor, a.companyId)) throw invalid(VXC_MESSAGES.aEndNotYours);
    const parts: OrderPart[] = [];
    for (const vxc of item.associatedVxcs) {
      const partner = vxc.bEnd.partnerConfig;
      const connect = partner && 'connectType' in partner ? partner : null;
      if (partner && !connect) throw invalid(VXC_MESSAGES.portNotFound);
      if (connect?.connectType === 'ORACLE' || connect?.connectType === 'TRANSIT')
        throw invalid(VXC_MESSAGES.partnerNotOffered);
      const byKey = connect?.connectType === 'AZURE' || connect?.connectType === 'AzureExpressRoute';
      const google = connect?.connectType === 'GOOGLE';
      // one rule for one message, as the order form and /secure/order/vxc say it; a service key names the B end too
      const named = byKey || google || Boolean(vxc.bEnd.productUid) || Boolean(vxc.serviceKey);
      const missing = vxcEndsAndSpeedError({ aEnd: a, bEnd: named, speed: vxc.rateLimit });
      if (missing) throw invalid(missing);
      let bEndPortId: number | null = null;
      if (!byKey && !google && vxc.bEnd.productUid) {
        const b = byUid(vxc.bEnd.productUid);
        if (!b) throw invalid(VXC_MESSAGES.portNotFound);
        bEndPortId = b.id;
      }
      const aws =
        connect?.connectType === 'AWS' || connect?.connectType === 'AWSHC'
          ? {
              type: connect.type,
              awsAccountId: connect.ownerAccount,
              customerAddress: orNull(connect.customerIpAddress),
              amazonAddress: orNull(connect.amazonIpAddress),
              asn: connect.asn ?? null,
              authKey: orNull(connect.authKey),
              prefixes: orNull(connect.prefixes),
            }
          : null;
      const body = parsed(orderVxcSchema, {
        companyId: a.companyId,
        aEndPortId: a.id,
        bEndPortId,
        serviceKey: orNull(vxc.serviceKey),
        azureServiceKey: byKey && connect && 'serviceKey' in connect ? connect.serviceKey : null,
        googlePairingKey: google && connect && 'pairingKey' in connect ? connect.pairingKey : null,
        aws,
        speed: vxc.rateLimit ?? null,
        rateType: 'MONTHLY',
        term: vxc.term,
        aVlan: vlanOrAutomatic(vxc.aEnd.vlan),
        bVlan: vlanOrAutomatic(vxc.bEnd.vlan),
        serviceName: vxc.productName,
        costCentre: orNull(vxc.costCentre),
        promoCode: orNull(vxc.promoCode),
      });
      parts.push(holding(held, await vxcs.vxcPart(actor, body, inDesign(held))));
    }
    return parts;
  }

  async function ixParts(actor: Actor, item: IxOrderItem, held: HeldVlan[]): Promise<OrderPart[]> {
    const port = await ownService(actor, item.productUid, IX_MESSAGES.portNotYours);
    const { choices } = await ixs.ixChoices(actor, port.id);
    const parts: OrderPart[] = [];
    for (const ix of item.associatedIxs) {
      const choice = choices.find((c) => c.name.toLowerCase() === ix.networkServiceType.toLowerCase());
      if (!choice) throw invalid(choices.length === 0 ? IX_MESSAGES.noLocations : IX_MESSAGES.ixNotAtPort);
      const body = parsed(orderIxSchema, {
        companyId: port.companyId,
        portId: port.id,
        ixId: choice.ixId,
        serviceName: ix.productName,
        rateLimit: ix.rateLimit,
        macAddress: ix.macAddress,
        vlan: vlanOrAutomatic(ix.vlan),
        asn: ix.asn,
        promoCode: orNull(ix.promoCode),
      });
      parts.push(holding(held, await ixs.ixPart(actor, body, inDesign(held))));
    }
    return parts;
  }

  /** One item's parts: a Port or LAG, an MCR or an MVE of the caller's company, or the VXCs or IXs of a product. */
  function itemParts(actor: Actor, item: NetworkDesignItem, held: HeldVlan[]): Promise<OrderPart[]> {
    const companyId = actor.companyId;
    if ('associatedVxcs' in item) return vxcParts(actor, item, held);
    if ('associatedIxs' in item) return ixParts(actor, item, held);
    const common = {
      companyId,
      locationId: item.locationId,
      term: item.term,
      serviceName: item.productName,
      costCentre: orNull(item.costCentre),
      promoCode: orNull(item.promoCode),
      diversityZone: zoneOf(item.config.diversityZone),
    };
    switch (item.productType) {
      case 'MEGAPORT':
      case 'PORT': {
        const lag = (item.lagPortCount ?? 0) > 0;
        const body = parsed(portOrderSchema, {
          ...common,
          productType: lag ? 'LAG' : 'PORT',
          portSpeed: item.portSpeed,
          lagPortCount: lag ? item.lagPortCount : 1,
          marketplaceVisibility: item.marketplaceVisibility,
        });
        return ports.portPart(actor, body, false).then((p) => [p]);
      }
      case 'MCR2': {
        const body = parsed(mcrOrderSchema, {
          ...common,
          portSpeed: item.portSpeed,
          mcrAsn: item.config.mcrAsn ?? null,
          marketplaceVisibility: item.marketplaceVisibility ?? false,
        });
        return mcrs.mcrPart(actor, body, false).then((p) => [p]);
      }
      case 'MVE': {
        const vendorConfig = item.vendorConfig!;
        const body = parsed(mveOrderSchema, {
          ...common,
          mveSize: vendorConfig.productSize,
          vendorConfig,
          vnics: item.vnics,
        });
        return mves.mvePart(actor, body, false).then((p) => [p]);
      }
    }
  }

  /** Every item's parts, in order; the first item that fails is the answer, named in `data` by its place. */
  async function partsOf(actor: Actor, items: readonly NetworkDesignItem[]): Promise<OrderPart[]> {
    const parts: OrderPart[] = [];
    // the VLANs the earlier items hold: a later one on the same Port picks or checks around them
    const held: HeldVlan[] = [];
    for (const [index, item] of items.entries()) {
      // let other requests (and /health) run between items: one design never holds the event loop for all of them
      if (index > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        parts.push(...(await itemParts(actor, item, held)));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'validation') throw error;
        const detail = typeof error.details === 'string' && error.details ? `: ${error.details}` : '';
        throw invalid(error.message, `networkDesign[${index}]${detail}`);
      }
    }
    return parts;
  }

  return {
    /** The design checked and priced as it would be bought: one priced entry per service, nothing written. */
    async validateDesign(actor: Actor, items: readonly NetworkDesignItem[]) {
      const parts = await partsOf(actor, items);
      return parts.flatMap((part) =>
        part.services(0, '1970-01-01').map((service, i) => ({
          productName: service.name,
          productType: publicProductType(service.productType),
          price: designPrice(part.quote, i),
        })),
      );
    },

    /**
     * Buys the design as one order under the caller's Idempotency-Key (each call its own order when none is sent:
     * the SDK sends none): one entry per service created, as the SDK reads them.
     */
    async buyDesign(caller: OrderCaller, items: readonly NetworkDesignItem[], key: string) {
      const { order, message } = await placeOrder(
        deps,
        caller,
        { companyId: caller.actor.companyId, key, route: 'buyNetworkDesign', body: items },
        () => partsOf(caller.actor, items),
      );
      const sides = await findVxcSides(
        deps.db,
        order.services.filter((s) => s.productType === 'VXC').map((s) => s.technicalServiceId),
      );
      const bought: BoughtService[] = order.services.map((s) => {
        const side = sides.find((v) => v.serviceId === s.technicalServiceId);
        return {
          technicalServiceUid: s.technicalServiceUid,
          productType: publicProductType(s.productType),
          provisioningStatus: s.provisioningStatus,
          ...(side
            ? {
                vxcJTechnicalServiceUid: s.technicalServiceUid,
                payerStatus: side.payerStatus,
                nonPayerStatus: side.nonPayerStatus,
              }
            : {}),
        };
      });
      return { bought, message };
    },
  };
}

/** The validate's price of a part's `i`th service: its quote line in minor units, with what was taken off. */
function designPrice(quote: Quote, i: number) {
  const line = quote.lines[i];
  if (!line?.ok) throw new AppError('internal', 'An order line lost its price');
  const { price } = line;
  const rack = price.breakdown.find((step) => step.kind === 'list' || step.kind === 'custom')?.monthlyCents;
  const termOff = price.breakdown
    .filter((step) => step.kind === 'termDiscount')
    .reduce((sum, step) => sum + Math.abs(step.monthlyCents), 0);
  const promoOff = price.monthlyRate - price.monthlyAfterPromo;
  return {
    currency: price.currency,
    monthlyRate: price.monthlyAfterPromo,
    monthlyRackRate: rack ?? price.monthlyRate,
    monthlySetup: price.setup,
    discounts: [
      ...(termOff > 0 ? [{ discountReason: 'TERM' as const, amount: termOff }] : []),
      ...(promoOff > 0 && price.promo
        ? [{ discountReason: 'PROMO' as const, amount: promoOff, code: price.promo.code }]
        : []),
    ],
  };
}
