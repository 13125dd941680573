import { adminOrderVxcSchema, type OrderVxcParsed, type Quote } from '@portico/contract';
import {
  BP_PER_UNIT,
  canProvisionVxc,
  contractEndDate,
  initialVxcApproval,
  MAX_VXC_ORDERS_AWAITING_ONE_COMPANY,
  tooManyVxcOrdersAwaiting,
  VXC_APPROVAL_MESSAGES,
  VXC_MESSAGES,
  vxcApprovalOutcome,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { writeTogether } from '../../db/sql-text.js';
import { AppError, invalid } from '../../errors.js';
import { findServices, type NewResource, serviceEventWrite } from '../services/index.js';
import { checkedOrder, parseAdminOrder } from './order-checks.js';
import { orderedService } from './ordered-service.js';
import { resolveServiceKey } from './service-keys.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, orderOnePart, type OrderPart, quotedBilling } from './place-order.js';
import { type AnyVxcOrder, type OrderedAs, resolveVxc, type ResolvedVxc } from './vxc-ends.js';
import * as vxcRepo from './vxc.repository.js';
import type { Actor } from '../../http/actor.js';

/** The last day of a DAILY VXC running `days` days from `start` (YYYY-MM-DD). */
function endAfterDays(start: string, days: number): string {
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * Refuses an order that would leave more than the bound of one company's orders waiting for another's approval
 * (decision 0068), counted in the order's transaction after the ordering company's lock: an order still waiting
 * whose service has ended meanwhile (cancelled before its approval) holds nothing and does not count.
 */
async function checkWaitingBound(tx: DbOrTx, payerCompanyId: number, nonPayerCompanyId: number): Promise<void> {
  const waiting = await vxcRepo.waitingServicesOfPair(tx, {
    payerCompanyId,
    nonPayerCompanyId,
    limit: MAX_VXC_ORDERS_AWAITING_ONE_COMPANY * 4,
  });
  if (!tooManyVxcOrdersAwaiting(waiting.length)) return;
  const live = (await findServices(tx, waiting)).filter((s) => s.provisioningStatus === 'NEW');
  if (tooManyVxcOrdersAwaiting(live.length)) throw invalid(VXC_APPROVAL_MESSAGES.tooManyAwaiting);
}

/**
 * VXC orders (decisions 0039, 0040, 0042): the customer's /orderVxc and the staff's /adminOrderVxc through one
 * service — the ends and rules (`resolveVxc`), the price as the quote prices it (`priceOrder`, one VXC line), and one
 * transaction holding the service with its VLANs (the unique key decides a race), the order's two sides and their
 * approval, the promo use, the pending billing set-up and, once both sides have approved, provisioning.
 */
export function vxcOrders(deps: OrderingDeps) {
  const { db, now } = deps;

  /** The VXC's ends and rules (`resolveVxc`), then its price: a staff order's failure names the order. */
  const checked = (actor: Actor, body: AnyVxcOrder, as: OrderedAs) =>
    checkedOrder<ResolvedVxc>(deps, actor, body, as.admin, {
      companyFirst: true,
      rules: async () => {
        try {
          return { found: await resolveVxc(db, deps, actor, body, as) };
        } catch (error) {
          if (as.admin && error instanceof AppError && error.code === 'validation') return { error: error.message };
          throw error;
        }
      },
      items: (vxc) => [
        {
          productType: 'VXC',
          locationId: vxc.a.locationId ?? 0,
          bLocationId: vxc.b.locationId ?? 0,
          speedMbps: vxc.speedMbps,
          termMonths: body.rateType === 'DAILY' ? 1 : body.term,
          rateType: body.rateType,
        },
      ],
    });

  /** The VXC checked and priced, as the part of an order it places: its service, its two sides and their approval. */
  async function part(actor: Actor, body: AnyVxcOrder, as: OrderedAs): Promise<OrderPart> {
    const { quote, found: vxc } = await checked(actor, body, as);
    const at = now();
    const monthly = body.rateType === 'MONTHLY';
    const initial = initialVxcApproval({
      payerCompanyId: body.companyId,
      nonPayerCompanyId: vxc.b.companyId,
      orderingCompanyId: as.admin
        ? body.companyId
        : actor.companyId === body.companyId
          ? body.companyId
          : actor.companyId,
      orderedByStaff: actor.isStaff,
    });
    // a cloud partner accepts the connection in its own console (the key, the DirectConnect details): never here;
    // the owner of a Port approved in advance whatever names its pre-approved service key (decision 0058)
    const preApproved = vxc.serviceKey?.preApproved ?? false;
    const approval = vxc.cloud || preApproved ? { ...initial, nonPayerStatus: 'APPROVED' as const } : initial;
    const approver = `${actor.firstName} ${actor.lastName}`.trim();
    const approvedBy = (status: string) =>
      status === 'APPROVED' ? { id: actor.personId, name: approver } : { id: null, name: null };
    const nonPayerBy =
      preApproved && initial.nonPayerStatus !== 'APPROVED'
        ? { id: null, name: null }
        : approvedBy(approval.nonPayerStatus);
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
      auditAfter: { approval, ...(vxc.serviceKey ? { serviceKeyPreApproved: preApproved } : {}) },
      services: (orderId, start) => [
        orderedService(
          body,
          { orderId, start, quote },
          {
            productType: 'VXC',
            rateLimitMbps: vxc.speedMbps,
            locationId: vxc.a.locationId,
            termMonths: monthly ? body.term : 1,
            contractEndDate: monthly ? contractEndDate(start, body.term) : endAfterDays(start, body.term),
            aEndServiceId: vxc.a.id,
            bEndServiceId: vxc.b.id,
            aVlan: vxc.aVlan,
            bVlan: vxc.bVlan,
            components: [
              {
                type: 'VXC',
                locationId: vxc.a.locationId,
                aEndServiceId: vxc.a.id,
                bEndServiceId: vxc.b.id,
                resources,
              },
            ],
          },
        ),
      ],
      billing: (service, line) =>
        quotedBilling(body.companyId, service, line, (price) => {
          const listMonthly = body.monthlyCents ?? price.monthlyRate;
          return {
            setupCents: body.setupCents ?? price.setup,
            monthlyCents: body.discountBp
              ? Math.round((listMonthly * (BP_PER_UNIT - body.discountBp)) / BP_PER_UNIT)
              : listMonthly,
            termMonths: monthly ? body.term : 1,
          };
        }),
      alsoWrite: async (tx, services, orderId) => {
        // the key checked again and, single use, used in this transaction: of two orders naming it, one commits
        if (vxc.serviceKey) await resolveServiceKey(tx, vxc.serviceKey.key, { speed: vxc.speedMbps, now: at });
        if (!provisionNow) await checkWaitingBound(tx, body.companyId, vxc.b.companyId);
        const service = services[0]!;
        const payerBy = approvedBy(approval.payerStatus);
        // the VXC's sides and its approval event: one statement (decision 0099)
        await writeTogether(tx, [
          vxcRepo.vxcOrderWrite({
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
            // the app's clock, as the expiry reads it
            createdAt: at,
          }),
          serviceEventWrite({
            serviceId: service.id,
            routingKey: vxcApprovalOutcome(approval) === 'APPROVED' ? 'VXC_ORDER_APPROVED' : 'VXC_ORDER_PENDING',
            at,
            actor: `person:${actor.personId}`,
          }),
        ]);
      },
    };
  }

  /** A portal form's VXC: the customer's, or staff's with the automatic VLAN. */
  const formPart = (actor: Actor, body: AnyVxcOrder, admin: boolean) => part(actor, body, { admin });
  const placeAdmin = orderOnePart(deps, 'adminOrderVxc', true, formPart);
  return {
    vxcPart: part,
    /** The VXC priced exactly as it would be placed; nothing written. */
    async quoteVxc(actor: Actor, body: OrderVxcParsed): Promise<Quote> {
      return (await checked(actor, body, { admin: false })).quote;
    },
    orderVxc: orderOnePart(deps, 'orderVxc', false, formPart),
    /** Staff order for a customer: the body checked here so a failure names its first detail (spec §8). */
    adminOrderVxc: (caller: OrderCaller, raw: unknown, key: string) =>
      placeAdmin(caller, parseAdminOrder(adminOrderVxcSchema, raw), key),
  };
}
