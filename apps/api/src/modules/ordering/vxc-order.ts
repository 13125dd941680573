import { adminOrderVxcSchema, type OrderVxcParsed, type Quote } from '@portico/contract';
import {
  BP_PER_UNIT,
  canProvisionVxc,
  contractEndDate,
  initialVxcApproval,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
  vxcApprovalOutcome,
} from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import { type Actor, requireCompanyAccess } from '../auth/index.js';
import { findCompany } from '../companies/index.js';
import { type PricedOrder, priceContext, priceOrder, quoteOf } from '../pricing/index.js';
import { type NewResource, recordServiceEvent } from '../services/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, type OrderPart, placeOrder } from './place-order.js';
import { type AnyVxcOrder, type HeldVlan, resolveVxc, type ResolvedVxc } from './vxc-ends.js';
import * as vxcRepo from './vxc.repository.js';

/** The last day of a DAILY VXC running `days` days from `start` (YYYY-MM-DD). */
function endAfterDays(start: string, days: number): string {
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * VXC orders (decisions 0039, 0040, 0042): the customer's /orderVxc and the staff's /adminOrderVxc through one
 * service — the ends and rules (`resolveVxc`), the price as the quote prices it (`priceOrder`, one VXC line), and one
 * transaction holding the service with its VLANs (the unique key decides a race), the order's two sides and their
 * approval, the promo use, the pending billing set-up and, once both sides have approved, provisioning.
 */
export function vxcOrders(deps: OrderingDeps) {
  const { db, now } = deps;

  async function price(body: AnyVxcOrder, vxc: ResolvedVxc): Promise<PricedOrder> {
    const ctx = priceContext({ companyId: body.companyId, promoCode: body.promoCode ?? undefined }, now());
    return priceOrder(db, ctx, [
      {
        productType: 'VXC',
        locationId: vxc.a.locationId ?? 0,
        bLocationId: vxc.b.locationId ?? 0,
        speedMbps: vxc.speedMbps,
        termMonths: body.rateType === 'DAILY' ? 1 : body.term,
        rateType: body.rateType,
      },
    ]);
  }

  async function checked(
    actor: Actor,
    body: AnyVxcOrder,
    admin: boolean,
    automaticVlan = admin,
    held: readonly HeldVlan[] = [],
  ) {
    requireCompanyAccess(actor, body.companyId, 'place_order');
    const fail = (message: string) => invalid(admin ? `${SERVICE_MESSAGES.adminOrderInvalid}: ${message}` : message);
    if (admin && !(await findCompany(db, body.companyId))) throw fail(SERVICE_MESSAGES.companyRequired);
    let vxc: ResolvedVxc;
    try {
      vxc = await resolveVxc(db, deps.cloudPartners, actor, body, admin, automaticVlan, held);
    } catch (error) {
      if (admin && error instanceof AppError && error.code === 'validation') throw fail(error.message);
      throw error;
    }
    const priced = await price(body, vxc);
    const failed = priced.lines.find((line) => !line.ok);
    if (failed && !failed.ok) throw failed.error;
    if (priced.promo && !priced.promo.applied) throw fail(priced.promo.message);
    return { vxc, priced };
  }

  /** The VXC checked and priced, as the part of an order it places: its service, its two sides and their approval. */
  /** `held`: the VLANs of the order's earlier parts (a network design), as if taken already. */
  async function part(
    actor: Actor,
    body: AnyVxcOrder,
    admin: boolean,
    automaticVlan = admin,
    held: readonly HeldVlan[] = [],
  ): Promise<OrderPart> {
    const { vxc, priced } = await checked(actor, body, admin, automaticVlan, held);
    const quote = quoteOf(priced);
    const at = now();
    const monthly = body.rateType === 'MONTHLY';
    const initial = initialVxcApproval({
      payerCompanyId: body.companyId,
      nonPayerCompanyId: vxc.b.companyId,
      orderingCompanyId: admin ? body.companyId : actor.companyId === body.companyId ? body.companyId : actor.companyId,
      orderedByStaff: actor.isStaff,
    });
    // a cloud partner accepts the connection in its own console (the key, the DirectConnect details): never here
    const approval = vxc.cloud ? { ...initial, nonPayerStatus: 'APPROVED' as const } : initial;
    const approver = `${actor.firstName} ${actor.lastName}`.trim();
    const approvedBy = (status: string) =>
      status === 'APPROVED' ? { id: actor.personId, name: approver } : { id: null, name: null };
    const provisionNow = canProvisionVxc(approval);
    const resources: NewResource[] = [
      { resourceType: 'vll', aVlan: vxc.aVlan, bVlan: vxc.bVlan, rateLimitMbps: vxc.speedMbps },
      { resourceType: 'vlan', portServiceId: vxc.a.id, vlan: vxc.aVlan },
      { resourceType: 'vlan', portServiceId: vxc.b.id, vlan: vxc.bVlan },
      { resourceType: 'rate_limit', rateLimitMbps: vxc.speedMbps },
    ];
    if (vxc.cloud?.partner === 'AWS') resources.push({ resourceType: 'aws_virtualinterface' });
    if (vxc.cloud?.partner === 'AZURE') resources.push({ resourceType: 'azure_connection' });
    return {
      kind: 'VXC',
      quote,
      provisionNow,
      message: provisionNow ? VXC_MESSAGES.created : VXC_MESSAGES.awaitingApproval,
      vlans: [
        { portId: vxc.a.id, vlan: vxc.aVlan },
        { portId: vxc.b.id, vlan: vxc.bVlan },
      ],
      auditAfter: { approval },
      services: (orderId, start) => [
        {
          companyId: body.companyId,
          productType: 'VXC',
          name: body.serviceName,
          rateLimitMbps: vxc.speedMbps,
          locationId: vxc.a.locationId,
          costCentre: body.costCentre,
          termMonths: monthly ? body.term : 1,
          autoRenewTermMonths: null,
          contractStartDate: start,
          contractEndDate: monthly ? contractEndDate(start, body.term) : endAfterDays(start, body.term),
          marketplaceVisibility: false,
          diversityZone: null,
          promoCode: quote.promo?.applied ? quote.promo.code : null,
          orderId,
          aEndServiceId: vxc.a.id,
          bEndServiceId: vxc.b.id,
          aVlan: vxc.aVlan,
          bVlan: vxc.bVlan,
          components: [
            { type: 'VXC', locationId: vxc.a.locationId, aEndServiceId: vxc.a.id, bEndServiceId: vxc.b.id, resources },
          ],
        },
      ],
      billing: (service, line) => {
        if (!line) throw new AppError('internal', 'An order line lost its price');
        const listMonthly = body.monthlyCents ?? line.price.monthlyRate;
        return {
          serviceId: service.id,
          companyId: body.companyId,
          setupCents: body.setupCents ?? line.price.setup,
          monthlyCents: body.discountBp
            ? Math.round((listMonthly * (BP_PER_UNIT - body.discountBp)) / BP_PER_UNIT)
            : listMonthly,
          currency: line.price.currency,
          termMonths: monthly ? body.term : 1,
          promoCode: line.price.promo?.code ?? null,
          promoSchedule: line.price.promo?.schedule ?? null,
        };
      },
      alsoWrite: async (tx, services, orderId) => {
        const service = services[0]!;
        const payerBy = approvedBy(approval.payerStatus);
        const nonPayerBy = approvedBy(approval.nonPayerStatus);
        await vxcRepo.insertVxcOrder(tx, {
          orderId,
          serviceId: service.id,
          payerCompanyId: body.companyId,
          payerPortId: vxc.a.id,
          payerVlan: vxc.aVlan,
          payerStatus: approval.payerStatus,
          payerApproverId: payerBy.id,
          payerApproverName: payerBy.name,
          nonPayerCompanyId: vxc.b.companyId,
          nonPayerPortId: vxc.b.id,
          nonPayerVlan: vxc.bVlan,
          nonPayerStatus: approval.nonPayerStatus,
          nonPayerApproverId: nonPayerBy.id,
          nonPayerApproverName: nonPayerBy.name,
          speed: vxc.speedMbps,
          rateType: body.rateType,
          duration: body.term,
          orderedByStaff: actor.isStaff,
          cloudConfig: vxc.cloud,
          decidedAt: provisionNow ? at : null,
        });
        await recordServiceEvent(tx, {
          serviceId: service.id,
          routingKey: vxcApprovalOutcome(approval) === 'APPROVED' ? 'VXC_ORDER_APPROVED' : 'VXC_ORDER_PENDING',
          at,
          actor: `person:${actor.personId}`,
        });
      },
    };
  }

  function place(caller: OrderCaller, body: AnyVxcOrder, key: string, kind: 'orderVxc' | 'adminOrderVxc') {
    return placeOrder(deps, caller, { companyId: body.companyId, key, route: kind, body }, () =>
      part(caller.actor, body, kind === 'adminOrderVxc'),
    );
  }

  return {
    vxcPart: part,
    /** The VXC priced exactly as it would be placed; nothing written. */
    async quoteVxc(actor: Actor, body: OrderVxcParsed): Promise<Quote> {
      return quoteOf((await checked(actor, body, false)).priced);
    },
    orderVxc(caller: OrderCaller, body: OrderVxcParsed, key: string) {
      return place(caller, body, key, 'orderVxc');
    },
    /** Staff order for a customer: the body checked here so a failure names its first detail (spec §8). */
    adminOrderVxc(caller: OrderCaller, raw: unknown, key: string) {
      const parsed = adminOrderVxcSchema.safeParse(raw);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        const detail = first ? `${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}` : '';
        throw invalid(`${SERVICE_MESSAGES.adminOrderInvalid}: ${detail}`, parsed.error.issues);
      }
      return place(caller, parsed.data, key, 'adminOrderVxc');
    },
  };
}
