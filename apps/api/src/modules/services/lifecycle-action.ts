import type { LifecycleState } from '@portico/contract';
import {
  ACTION_TARGET,
  canTakeAction,
  type EndingAction,
  isoDateOf,
  LIFECYCLE_MESSAGES,
  type LifecycleAction,
  lifecycleRefusal,
  lockRefusal,
  type ProvisioningStatus,
  routingKeyOf,
} from '@portico/domain';
import { found } from '../../db/rows.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Change } from '../audit/index.js';
import { type BillingEventKind, recordBillingEvent, type UnCancelledEvent } from './billing-events.js';
import { changeableService } from './changeable-service.js';
import { scheduleDecommission } from './lifecycle-jobs.js';
import * as lifecycle from './lifecycle.repository.js';
import { pricedService, priceEnding } from './price-check.js';
import { auditService } from './service-audit.js';
import * as repo from './services.repository.js';

/** A product's lifecycle as the action and lock calls answer it. */
export function lifecycleStateOf(row: repo.ServiceRow): LifecycleState {
  return {
    productUid: row.uid,
    technicalServiceId: row.id,
    provisioningStatus: row.provisioningStatus as ProvisioningStatus,
    terminationDate: row.terminationDate,
    locked: row.lockedAt !== null,
  };
}

/** The actor's permissions in a company they may act for (none for staff, who need none). */
export const permissionsIn = (actor: Actor, companyId: number) => {
  const uid = actor.companyUidById.get(companyId);
  return uid === undefined ? [] : (actor.permissions[uid] ?? []);
};

/** An action's check of its caller: the route's tenant check (modify_service in the owning company) again; terminate is staff's. */
export const lifecycleActor =
  (actor: Actor) =>
  (companyId: number, action: LifecycleAction): void => {
    requireCompanyAccess(actor, companyId, 'modify_service');
    const who = { isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, companyId) };
    if (!canTakeAction(action, who)) throw new AppError('forbidden', LIFECYCLE_MESSAGES.terminateStaffOnly);
  };

export interface ActionRequest {
  uid: string;
  action: LifecycleAction;
  safeDelete: boolean;
  /** throws unless the caller may take this action on the owning company's services (the route's check, and more) */
  requireActor: (companyId: number, action: LifecycleAction) => void;
}

interface ActionContext {
  queue: JobQueue;
  now: Date;
  /** the lifecycle event's actor: `person:<id>` */
  eventActor: string;
}

/** What an action did: the product's lifecycle, and the un-cancels it recorded for billing to charge (decision 0067). */
export interface ActionOutcome {
  state: LifecycleState;
  unCancelled: UnCancelledEvent[];
}

/**
 * `POST /v3/product/{uid}/action/{action}` (admin console §4, §7; decisions 0049 and 0067), in the caller's audited
 * change (ordering's, which has billing charge the un-cancels in it) on the locked row: a locked service refuses
 * (changeableService), the state machine decides the move. Ending a Port, MCR or MVE ends the VXCs and IXs running on
 * it the same day (refused with `safeDelete`, or when another company's run on it).
 */
export async function takeLifecycleActionIn(
  change: Change,
  ctx: ActionContext,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const service = await changeableService(change.tx, { uid: request.uid }, { ended: 'allow' });
  request.requireActor(service.companyId, request.action);
  const refusal = lifecycleRefusal(service.provisioningStatus as ProvisioningStatus, request.action);
  if (refusal) throw new AppError('conflict', refusal);
  if (request.action === 'UN_CANCEL') return unCancel(ctx, change, service);
  return { state: await end(ctx, change, service, request.action, request.safeDelete), unCancelled: [] };
}

async function end(
  ctx: ActionContext,
  change: Change,
  service: repo.ServiceRow,
  action: EndingAction,
  safeDelete: boolean,
): Promise<LifecycleState> {
  const { tx } = change;
  const linked = await lifecycle.findLinkedServices(tx, service.id, { forUpdate: true });
  if (linked.length > 0 && safeDelete) throw new AppError('conflict', LIFECYCLE_MESSAGES.attachedServices);
  if (linked.some((l) => l.companyId !== service.companyId))
    throw new AppError('conflict', LIFECYCLE_MESSAGES.othersAttached);
  for (const l of linked) {
    const locked = lockRefusal(l);
    if (locked) throw new AppError('conflict', locked);
  }
  const check = await priceEnding(tx, service, linked, action, ctx.now);
  const payouts = new Map(
    [...check.vxcPriceCheck, ...check.ixPriceCheck].map((p) => [p.productId, p.payOutContractCents]),
  );
  payouts.set(service.id, check.payOutContractCents);
  const ended = await endOne(ctx, change, service, action, check.terminationDate, payouts.get(service.id) ?? 0, null);
  // each linked service remembers what it ended with, so that the Port's un-cancel brings it back
  for (const row of linked)
    await endOne(ctx, change, row, action, check.terminationDate, payouts.get(row.id) ?? 0, service.id);
  return lifecycleStateOf(ended);
}

/**
 * Ends one service: its status, termination date, what it ended with (a linked VXC or IX: the Port, MCR or MVE the
 * action named), event, billing event, schedule or freed VLANs, and audit record.
 */
async function endOne(
  ctx: ActionContext,
  { tx, audit }: Change,
  row: repo.ServiceRow,
  action: EndingAction,
  terminationDate: string,
  payOutCents: number,
  endedWithServiceId: number | null,
): Promise<repo.ServiceRow> {
  const to = ACTION_TARGET[action];
  const moved = found(
    await lifecycle.setLifecycle(tx, row.id, { provisioningStatus: to, terminationDate, endedWithServiceId }),
    'service',
  );
  await repo.recordEvent(tx, {
    serviceId: row.id,
    routingKey: found(routingKeyOf(to), 'routing key'),
    at: ctx.now,
    actor: ctx.eventActor,
  });
  const priced = await pricedService(tx, row);
  await recordBillingEvent(tx, {
    serviceId: row.id,
    companyId: row.companyId,
    kind: (action === 'TERMINATE' ? 'TERMINATED' : 'CANCELLED') satisfies BillingEventKind,
    effectiveDate: terminationDate,
    amountCents: payOutCents,
    currency: priced.currency,
    detail: { action, payOutContractCents: payOutCents },
  });
  if (to === 'DECOMMISSIONED') await repo.releaseVlans(tx, row.id);
  else await scheduleDecommission(ctx.queue, tx, moved, terminationDate, ctx.now);
  await auditLifecycle(audit, row, {
    provisioningStatus: to,
    terminationDate,
    action,
    ...(endedWithServiceId ? { endedWithServiceId } : {}),
  });
  return moved;
}

/**
 * Un-cancel: LIVE again in a new lifecycle cycle (so a later cancel records CANCELLED anew, and the jobs of the
 * cancel do nothing). A VXC or IX whose end is itself cancelled is refused: that end comes back first. A Port, MCR or
 * MVE brings back with it the VXCs and IXs its cancel ended (not those cancelled on their own before it), each with
 * its own event, billing and audit record, in the same transaction; a locked one refuses the whole un-cancel, as it
 * refused the cancel, and one whose other end is cancelled meanwhile stays cancelled until that end is back.
 */
async function unCancel(ctx: ActionContext, change: Change, service: repo.ServiceRow): Promise<ActionOutcome> {
  const { tx } = change;
  // a rejected order never comes back: the other end's approval was refused, and un-cancelling would connect to its
  // Port without it (the VXC would go LIVE having never been provisioned)
  if (await lifecycle.wasRejected(tx, service.id)) throw new AppError('conflict', LIFECYCLE_MESSAGES.rejectedOrder);
  const ends = await lifecycle.findEnds(tx, service);
  if (ends.some(isEnded)) throw new AppError('conflict', LIFECYCLE_MESSAGES.endCancelled);
  const first = await unCancelOne(ctx, change, service, null);
  const unCancelled = [first.event];
  const endedWith = await lifecycle.findEndedWith(tx, service.id);
  for (const row of endedWith) {
    const locked = lockRefusal(row);
    if (locked) throw new AppError('conflict', locked);
  }
  for (const row of endedWith) {
    // its ends read after this service came back: only another end still ended keeps it cancelled
    if ((await lifecycle.findEnds(tx, row)).some(isEnded) || (await lifecycle.wasRejected(tx, row.id))) continue;
    unCancelled.push((await unCancelOne(ctx, change, row, service.id)).event);
  }
  return { state: lifecycleStateOf(first.moved), unCancelled };
}

const isEnded = (row: repo.ServiceRow) =>
  row.provisioningStatus === 'CANCELLED' || row.provisioningStatus === 'DECOMMISSIONED';

/**
 * Un-cancels one service: LIVE in a new cycle, its termination date and what it ended with cleared, the LIVE event,
 * UN_CANCELLED for billing — with the termination date and the moment of the cancel it undoes, from which billing
 * charges the days a bill run since the cancel billed as cancelled (decision 0067) — and its audit record
 * (`withServiceId`: the Port, MCR or MVE whose un-cancel brought it back).
 */
async function unCancelOne(
  ctx: ActionContext,
  { tx, audit }: Change,
  service: repo.ServiceRow,
  withServiceId: number | null,
): Promise<{ moved: repo.ServiceRow; event: UnCancelledEvent }> {
  const terminationDate = service.terminationDate ?? isoDateOf(ctx.now);
  const cancelledAt = await lifecycle.cancelledAt(tx, service.id, service.lifecycleCycle);
  const moved = found(
    await lifecycle.setLifecycle(tx, service.id, {
      provisioningStatus: 'LIVE',
      terminationDate: null,
      endedWithServiceId: null,
      nextCycle: true,
    }),
    'service',
  );
  await repo.recordEvent(tx, { serviceId: service.id, routingKey: 'LIVE', at: ctx.now, actor: ctx.eventActor });
  const priced = await pricedService(tx, service);
  const event: UnCancelledEvent = {
    serviceId: service.id,
    companyId: service.companyId,
    kind: 'UN_CANCELLED',
    effectiveDate: isoDateOf(ctx.now),
    currency: priced.currency,
    detail: { terminationDate, cancelledAt: cancelledAt?.toISOString() ?? null },
  };
  await recordBillingEvent(tx, event);
  await auditLifecycle(audit, service, {
    provisioningStatus: 'LIVE',
    action: 'UN_CANCEL',
    ...(withServiceId ? { withServiceId } : {}),
  });
  return { moved, event };
}

/** Records a lifecycle step of a service: its status and termination date before, and what the step made of them. */
function auditLifecycle(
  audit: Change['audit'],
  service: Pick<repo.ServiceRow, 'id' | 'companyId' | 'provisioningStatus' | 'terminationDate'>,
  after: object,
): Promise<void> {
  const before = { provisioningStatus: service.provisioningStatus, terminationDate: service.terminationDate };
  return auditService(audit, service, 'service.lifecycle', before, after);
}
