import type { PlacedOrder, Quote } from '@portico/contract';
import { isoDateOf, SERVICE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation, writeTogether } from '../../db/sql-text.js';
import { AppError, invalid } from '../../errors.js';
import { type ChangeActor, inChange } from '../audit/index.js';
import { billablesWrite, type OrderedBillable } from '../billing/index.js';
import { takeOrderPromoUse } from '../promo/index.js';
import {
  type CreatedService,
  createServices,
  type NewService,
  orderedPricesWrite,
  startProvisioning,
} from '../services/index.js';
import { requestHash } from '../../http/idempotency.js';
import { replayOf } from './idempotency.js';
import type { OrderingDeps } from './ordering-deps.js';
import * as repo from './ordering.repository.js';
import { NETWORK_DESIGN_KIND, placedMessage } from './placed-message.js';
import { mergeQuotes } from './merge-quotes.js';
import { vlanTakenAfterRace } from './vxc-ends.js';
import type { OrderCaller } from './order-caller.js';
import type { Actor } from '../../http/actor.js';

export type { OrderCaller } from './order-caller.js';

/** A person, or the system under a name (the demo seed). */
type AnyCaller = OrderCaller | (ChangeActor & { actor: null });

type PriceLine = Extract<Quote['lines'][number], { ok: true }>;

/** The VLAN unique key of decision 0038: the database decides a race for one VLAN on one Port. */
const PORT_VLAN_UNIQUE = 'component_resources_port_vlan_unique';

/** A lost VLAN race, carried out of the rolled-back transaction to be answered with the VLANs free then. */
class VlanRaceLost extends Error {}

/**
 * One product of an order, checked and priced: what it creates once the order's key is claimed. An order is one
 * part (the portal's forms) or several (the public API's network design, decision 0044), placed in one transaction.
 */
export interface OrderPart {
  /** the product the order row names (PORT, LAG, VXC, IX, MCR2, MVE…): it picks the answer's message */
  kind: string;
  quote: Quote;
  /** its services, in the order of the quote's lines, once the order row is claimed */
  services: (orderId: number, startDate: string) => NewService[];
  /** the services are the members of one LAG */
  aggregate?: boolean;
  /** each service's pending billing set-up (default: its quote line's price, setup and promo) */
  billing?: (service: CreatedService, line: PriceLine | undefined) => OrderedBillable;
  /** more writes of the part in the order's transaction (a VXC's sides, a service key used, an MVE's image…) */
  alsoWrite?: (tx: DbOrTx, services: readonly CreatedService[], orderId: number) => Promise<void>;
  /** provisioning starts with the order (default), or later (a VXC awaiting the other side's approval) */
  provisionNow?: boolean;
  /** the VLANs it holds on Ports: a lost race for one answers with the VLANs free then */
  vlans?: { portId: number; vlan: number }[];
  /** the answer's message when it differs from its kind's (a VXC awaiting approval) */
  message?: string;
  /** what the audit record adds */
  auditAfter?: Record<string, unknown>;
}

/** A checked order: its parts, built once the key is known not to have been used (a replay is not checked again). */
export type PlanOrder = () => Promise<OrderPart | OrderPart[]>;

/** How an order starts provisioning its services in its transaction. */
export type Provision = (tx: DbOrTx, serviceIds: number[]) => Promise<void>;

/** What placing an order needs: the database, the clock, and the job queue — or another start (the demo seed's). */
type PlaceDeps = Pick<OrderingDeps, 'db' | 'now'> &
  ({ provision: Provision } | Pick<OrderingDeps, 'queue' | 'provisioner'>);

/**
 * A service's pending billing set-up at its quote line's price (set-up, monthly rate, term and promo), with what the
 * product bills otherwise (staff's charges, the term of a LAG or a DAILY VXC).
 */
export function quotedBilling(
  companyId: number,
  service: CreatedService,
  line: PriceLine | undefined,
  otherwise?: (
    price: PriceLine['price'],
  ) => Partial<Pick<OrderedBillable, 'setupCents' | 'monthlyCents' | 'termMonths'>>,
): OrderedBillable {
  if (!line) throw new AppError('internal', 'An order line lost its price');
  return {
    serviceId: service.id,
    companyId,
    setupCents: line.price.setup,
    monthlyCents: line.price.monthlyRate,
    currency: line.price.currency,
    termMonths: line.price.termMonths,
    promoCode: line.price.promo?.code ?? null,
    promoSchedule: line.price.promo?.schedule ?? null,
    ...otherwise?.(line.price),
  };
}

/**
 * Places an order (decision 0039), whatever its products: the key's earlier answer when it was used for this very
 * request, else the plan — checked and priced by the caller — in one `inChange`: the key claimed, each part's
 * services created, its promo use taken, the pending billing set-ups, provisioning queued, the answer kept, the audit
 * record. A failure anywhere, a lost VLAN race included, leaves nothing.
 */
export async function placeOrder(
  deps: PlaceDeps,
  caller: AnyCaller,
  order: { companyId: number; key: string; route: string; body: unknown },
  plan: PlanOrder,
): Promise<{ order: PlacedOrder; message: string }> {
  const { db, now } = deps;
  const { companyId, key } = order;
  const hash = requestHash(order.route, order.body);
  // the key is not read first: the order's transaction claims it (its unique key decides), and only an order that
  // does not go through — the key taken, or checks that fail — looks for the answer kept under it (decision 0095)
  const replay = async () => {
    const first = await repo.findOrderByKey(db, companyId, key);
    return first ? { order: replayOf(first, hash), message: placedMessage(first.kind) } : null;
  };
  let planned: OrderPart | OrderPart[];
  try {
    planned = await plan();
  } catch (error) {
    // a retry of an order placed since: its answer, whatever its checks would say now (a VLAN it holds itself)
    const replayed = await replay();
    if (replayed) return replayed;
    throw error;
  }
  const parts = Array.isArray(planned) ? planned : [planned];
  const single = parts.length === 1 ? parts[0] : undefined;
  const kind = single?.kind ?? NETWORK_DESIGN_KIND;
  const at = now();
  const start = isoDateOf(at);
  const personId = caller.actor?.personId ?? null;
  const eventActor = caller.actor ? `person:${caller.actor.personId}` : `system:${caller.system ?? 'system'}`;
  const startProvision: Provision =
    'provision' in deps ? deps.provision : (tx, ids) => startProvisioning(deps.queue, tx, ids, deps.provisioner);

  let placed: PlacedOrder | null;
  try {
    placed = await inChange(db, caller, async ({ tx, audit }) => {
      const orderId = await repo.claimOrder(tx, {
        companyId,
        idempotencyKey: key,
        requestHash: hash,
        kind,
        placedBy: personId,
      });
      // the key is taken by an order that committed meanwhile: answer it
      if (orderId === null) return null;
      const created: CreatedService[] = [];
      for (const part of parts) {
        let services: CreatedService[];
        try {
          services = await createServices(tx, part.services(orderId, start), {
            aggregate: part.aggregate ?? false,
            at,
            actor: eventActor,
          });
        } catch (error) {
          if (isUniqueViolation(error, PORT_VLAN_UNIQUE)) throw new VlanRaceLost();
          throw error;
        }
        const { quote } = part;
        if (quote.promo?.applied)
          await takeOrderPromoUse(tx, {
            code: quote.promo.code,
            companyId,
            serviceUids: services.map((s) => s.uid),
            at,
          });
        const setups = services.map((service, i) => {
          const line = quote.lines[i];
          const priced = line?.ok ? line : undefined;
          return part.billing ? part.billing(service, priced) : quotedBilling(companyId, service, priced);
        });
        // the price each service was ordered at is the services' fact, the set-up billing's (decision 0067): each
        // area's insert, sent in one statement (decision 0099; neither reads the other's rows)
        await writeTogether(
          tx,
          [orderedPricesWrite(setups, start), billablesWrite(setups)].filter((write) => write !== null),
        );
        if (part.alsoWrite) await part.alsoWrite(tx, services, orderId);
        if (part.provisionNow ?? true)
          await startProvision(
            tx,
            services.map((s) => s.id),
          );
        created.push(...services);
      }
      const answer: PlacedOrder = {
        orderId,
        companyId,
        services: created.map((s) => ({
          technicalServiceId: s.id,
          technicalServiceUid: s.uid,
          name: s.name,
          productType: s.productType,
          provisioningStatus: 'NEW',
          aggregationId: s.aggregationId,
        })),
        quote: single?.quote ?? mergeQuotes(parts.map((p) => p.quote)),
      };
      // the answer kept under the key and the audit record: one statement (decision 0099)
      await audit(
        {
          action: 'order.placed',
          entityType: 'order',
          entityId: orderId,
          companyId,
          after: {
            kind: order.route,
            productType: kind,
            services: created.map((s) => s.id),
            idempotencyKey: key,
            ...(single ? single.auditAfter : { parts: parts.map((p) => ({ kind: p.kind, ...p.auditAfter })) }),
          },
        },
        repo.answerWrite(orderId, answer),
      );
      return answer;
    });
  } catch (error) {
    if (!(error instanceof VlanRaceLost)) throw error;
    // rolled back: answer with the VLANs free now
    throw invalid(
      await vlanTakenAfterRace(
        db,
        parts.flatMap((p) => p.vlans ?? []),
      ),
    );
  }
  if (placed) return { order: placed, message: single?.message ?? placedMessage(kind) };
  const replayed = await replay();
  if (!replayed) throw new AppError('conflict', SERVICE_MESSAGES.orderInProgress);
  return replayed;
}

/**
 * One product's order route (a portal form, the customer's or staff's for a customer): its part, checked and priced
 * for the caller (as staff's order when `admin`), placed as an order of its own under the route's name.
 */
export function orderOnePart<B extends { companyId: number }>(
  deps: PlaceDeps,
  route: string,
  admin: boolean,
  part: (actor: Actor, body: B, admin: boolean) => Promise<OrderPart>,
) {
  return (caller: OrderCaller, body: B, key: string): Promise<{ order: PlacedOrder; message: string }> =>
    placeOrder(deps, caller, { companyId: body.companyId, key, route, body }, () => part(caller.actor, body, admin));
}
