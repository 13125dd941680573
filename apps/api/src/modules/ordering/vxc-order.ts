import { adminOrderVxcSchema, type OrderVxcParsed, type PlacedOrder, type Quote } from '@portico/contract';
import {
  BP_PER_UNIT,
  canProvisionVxc,
  contractEndDate,
  initialVxcApproval,
  isoDateOf,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
  vxcApprovalOutcome,
} from '@portico/domain';
import { isUniqueViolation } from '../../db/sql-text.js';
import { AppError, invalid } from '../../errors.js';
import { type Actor, requireCompanyAccess } from '../auth/index.js';
import { inChange } from '../audit/index.js';
import { createPendingBillingSetups } from '../billing/index.js';
import { findCompany } from '../companies/index.js';
import { type PricedOrder, priceContext, priceOrder, quoteOf } from '../pricing/index.js';
import { takeOrderPromoUse } from '../promo/index.js';
import { createServices, type NewResource, recordServiceEvent, startProvisioning } from '../services/index.js';
import { replayOf, requestHash } from './idempotency.js';
import type { OrderingDeps } from './ordering-deps.js';
import * as repo from './ordering.repository.js';
import type { OrderCaller } from './place-order.js';
import { type AnyVxcOrder, resolveVxc, type ResolvedVxc, vlanTakenAfterRace } from './vxc-ends.js';
import * as vxcRepo from './vxc.repository.js';

/** The VLAN unique key of decision 0038: the database decides a race for one VLAN on one Port. */
const PORT_VLAN_UNIQUE = 'component_resources_port_vlan_unique';

/** A lost VLAN race, carried out of the rolled-back transaction to be answered with the VLANs free then. */
class VlanRaceLost extends Error {}

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

  async function checked(actor: Actor, body: AnyVxcOrder, admin: boolean) {
    requireCompanyAccess(actor, body.companyId, 'place_order');
    const fail = (message: string) => invalid(admin ? `${SERVICE_MESSAGES.adminOrderInvalid}: ${message}` : message);
    if (admin && !(await findCompany(db, body.companyId))) throw fail(SERVICE_MESSAGES.companyRequired);
    let vxc: ResolvedVxc;
    try {
      vxc = await resolveVxc(db, deps.cloudPartners, actor, body, admin);
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

  async function place(caller: OrderCaller, body: AnyVxcOrder, key: string, kind: 'orderVxc' | 'adminOrderVxc') {
    const hash = requestHash(kind, body);
    const existing = await repo.findOrderByKey(db, body.companyId, key);
    if (existing) return { order: replayOf(existing, hash), message: VXC_MESSAGES.created };

    const admin = kind === 'adminOrderVxc';
    const { actor } = caller;
    const { vxc, priced } = await checked(actor, body, admin);
    const quote = quoteOf(priced);
    const at = now();
    const start = isoDateOf(at);
    const monthly = body.rateType === 'MONTHLY';
    const parties = {
      payerCompanyId: body.companyId,
      nonPayerCompanyId: vxc.b.companyId,
      orderingCompanyId: admin ? body.companyId : actor.companyId === body.companyId ? body.companyId : actor.companyId,
      orderedByStaff: actor.isStaff,
    };
    const initial = initialVxcApproval(parties);
    // a cloud partner accepts the connection in its own console (the key, the DirectConnect details): never here
    const approval = vxc.cloud ? { ...initial, nonPayerStatus: 'APPROVED' as const } : initial;
    const approver = `${actor.firstName} ${actor.lastName}`.trim();
    const approvedBy = (status: string) =>
      status === 'APPROVED' ? { id: actor.personId, name: approver } : { id: null, name: null };

    let placed: PlacedOrder | null;
    try {
      placed = await inChange(db, caller, async ({ tx, audit }) => {
        const orderId = await repo.claimOrder(tx, {
          companyId: body.companyId,
          idempotencyKey: key,
          requestHash: hash,
          kind: 'VXC',
          placedBy: actor.personId,
        });
        if (orderId === null) return null;
        const resources: NewResource[] = [
          { resourceType: 'vll', aVlan: vxc.aVlan, bVlan: vxc.bVlan, rateLimitMbps: vxc.speedMbps },
          { resourceType: 'vlan', portServiceId: vxc.a.id, vlan: vxc.aVlan },
          { resourceType: 'vlan', portServiceId: vxc.b.id, vlan: vxc.bVlan },
          { resourceType: 'rate_limit', rateLimitMbps: vxc.speedMbps },
        ];
        if (vxc.cloud?.partner === 'AWS') resources.push({ resourceType: 'aws_virtualinterface' });
        if (vxc.cloud?.partner === 'AZURE') resources.push({ resourceType: 'azure_connection' });
        let services;
        try {
          services = await createServices(
            tx,
            [
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
                  {
                    type: 'VXC',
                    locationId: vxc.a.locationId,
                    aEndServiceId: vxc.a.id,
                    bEndServiceId: vxc.b.id,
                    resources,
                  },
                ],
              },
            ],
            { aggregate: false, at, actor: `person:${actor.personId}` },
          );
        } catch (error) {
          if (isUniqueViolation(error, PORT_VLAN_UNIQUE)) throw new VlanRaceLost();
          throw error;
        }
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
          decidedAt: canProvisionVxc(approval) ? at : null,
        });
        if (quote.promo?.applied)
          await takeOrderPromoUse(tx, {
            code: quote.promo.code,
            companyId: body.companyId,
            serviceUids: [service.uid],
            at,
          });
        const line = quote.lines[0];
        if (!line?.ok) throw new AppError('internal', 'An order line lost its price');
        const listMonthly = body.monthlyCents ?? line.price.monthlyRate;
        await createPendingBillingSetups(tx, [
          {
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
          },
        ]);
        const outcome = vxcApprovalOutcome(approval);
        await recordServiceEvent(tx, {
          serviceId: service.id,
          routingKey: outcome === 'APPROVED' ? 'VXC_ORDER_APPROVED' : 'VXC_ORDER_PENDING',
          at,
          actor: `person:${actor.personId}`,
        });
        if (canProvisionVxc(approval)) await startProvisioning(deps.queue, tx, [service.id], deps.provisioner);
        const answer: PlacedOrder = {
          orderId,
          companyId: body.companyId,
          services: [
            {
              technicalServiceId: service.id,
              technicalServiceUid: service.uid,
              name: service.name,
              productType: service.productType,
              provisioningStatus: 'NEW',
              aggregationId: null,
            },
          ],
          quote,
        };
        await repo.saveAnswer(tx, orderId, answer);
        await audit({
          action: 'order.placed',
          entityType: 'order',
          entityId: orderId,
          companyId: body.companyId,
          after: { kind, productType: 'VXC', services: [service.id], approval, idempotencyKey: key },
        });
        return answer;
      });
    } catch (error) {
      if (!(error instanceof VlanRaceLost)) throw error;
      // rolled back: answer with the VLANs free now
      throw invalid(
        await vlanTakenAfterRace(db, [
          { portId: vxc.a.id, vlan: vxc.aVlan },
          { portId: vxc.b.id, vlan: vxc.bVlan },
        ]),
      );
    }
    if (placed) {
      const pending = !canProvisionVxc(approval);
      return { order: placed, message: pending ? VXC_MESSAGES.awaitingApproval : VXC_MESSAGES.created };
    }
    const first = await repo.findOrderByKey(db, body.companyId, key);
    if (!first) throw new AppError('conflict', SERVICE_MESSAGES.orderInProgress);
    return { order: replayOf(first, hash), message: VXC_MESSAGES.created };
  }

  return {
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
