import type { LifecycleState } from '@portico/contract';
import {
  ACTION_TARGET,
  type EndingAction,
  isoDateOf,
  LIFECYCLE_MESSAGES,
  type LifecycleAction,
  lifecycleRefusal,
  lockRefusal,
  type ProvisioningStatus,
  routingKeyOf,
  unCancelProRataCents,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import { type ChangeActor, inChange } from '../audit/index.js';
import { type BillingEvent, type BillingEventKind, billRunSince, recordBillingEvent } from '../billing/index.js';
import { changeableService } from './changeable-service.js';
import { scheduleDecommission } from './lifecycle-jobs.js';
import * as lifecycle from './lifecycle.repository.js';
import { pricedService, priceEnding } from './price-check.js';
import * as repo from './services.repository.js';

/** What a change's work receives: its transaction and its audit. */
type Change = Parameters<Parameters<typeof inChange>[2]>[0];

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

export interface ActionRequest {
  uid: string;
  action: LifecycleAction;
  safeDelete: boolean;
  /** throws unless the caller may take this action on the owning company's services (the route's check, and more) */
  requireActor: (companyId: number, action: LifecycleAction) => void;
}

interface ActionContext {
  db: DbOrTx;
  queue: JobQueue;
  now: Date;
  who: ChangeActor;
  /** the lifecycle event's actor: `person:<id>` */
  eventActor: string;
}

/**
 * `POST /v3/product/{uid}/action/{action}` (admin console §4, §7; decision 0049), one audited change on the locked
 * row: a locked service refuses (changeableService), the state machine decides the move. Ending a Port, MCR or MVE
 * ends the VXCs and IXs running on it the same day (refused with `safeDelete`, or when another company's run on it).
 */
export async function takeLifecycleAction(ctx: ActionContext, request: ActionRequest): Promise<LifecycleState> {
  return inChange(ctx.db, ctx.who, async (change) => {
    const service = await changeableService(change.tx, { uid: request.uid }, { ended: 'allow' });
    request.requireActor(service.companyId, request.action);
    const refusal = lifecycleRefusal(service.provisioningStatus as ProvisioningStatus, request.action);
    if (refusal) throw new AppError('conflict', refusal);
    if (request.action === 'UN_CANCEL') return unCancel(ctx, change, service);
    return end(ctx, change, service, request.action, request.safeDelete);
  });
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
  let answer: repo.ServiceRow | null = null;
  for (const row of [service, ...linked]) {
    const ended = await endOne(ctx, change, row, action, check.terminationDate, payouts.get(row.id) ?? 0);
    answer ??= ended;
  }
  return lifecycleStateOf(found(answer, 'service'));
}

/** Ends one service: its status, termination date, event, billing event, schedule or freed VLANs, and audit record. */
async function endOne(
  ctx: ActionContext,
  { tx, audit }: Change,
  row: repo.ServiceRow,
  action: EndingAction,
  terminationDate: string,
  payOutCents: number,
): Promise<repo.ServiceRow> {
  const to = ACTION_TARGET[action];
  const moved = found(await lifecycle.setLifecycle(tx, row.id, { provisioningStatus: to, terminationDate }), 'service');
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
  await audit({
    action: 'service.lifecycle',
    entityType: 'technical_service',
    entityId: row.id,
    companyId: row.companyId,
    before: { provisioningStatus: row.provisioningStatus, terminationDate: row.terminationDate },
    after: { provisioningStatus: to, terminationDate, action },
  });
  return moved;
}

/**
 * Un-cancel: LIVE again in a new lifecycle cycle (so a later cancel records CANCELLED anew, and the jobs of the
 * cancel do nothing). When a bill run has happened since the cancel, the days of its period after the termination
 * date are charged pro rata. A VXC or IX whose end is itself cancelled is refused: that end comes back first.
 */
async function unCancel(ctx: ActionContext, { tx, audit }: Change, service: repo.ServiceRow): Promise<LifecycleState> {
  const ends = await lifecycle.findEnds(tx, service);
  if (ends.some((e) => e.provisioningStatus === 'CANCELLED' || e.provisioningStatus === 'DECOMMISSIONED'))
    throw new AppError('conflict', LIFECYCLE_MESSAGES.endCancelled);
  const terminationDate = service.terminationDate ?? isoDateOf(ctx.now);
  const cancelAt = await lifecycle.cancelledAt(tx, service.id, service.lifecycleCycle);
  const moved = found(
    await lifecycle.setLifecycle(tx, service.id, {
      provisioningStatus: 'LIVE',
      terminationDate: null,
      nextCycle: true,
    }),
    'service',
  );
  await repo.recordEvent(tx, { serviceId: service.id, routingKey: 'LIVE', at: ctx.now, actor: ctx.eventActor });
  const priced = await pricedService(tx, service);
  const today = isoDateOf(ctx.now);
  const billing: Pick<BillingEvent, 'serviceId' | 'companyId' | 'currency'> = {
    serviceId: service.id,
    companyId: service.companyId,
    currency: priced.currency,
  };
  await recordBillingEvent(tx, { ...billing, kind: 'UN_CANCELLED', effectiveDate: today });
  const run = cancelAt ? await billRunSince(tx, cancelAt) : null;
  const charge = run ? unCancelProRataCents(priced.monthlyCents, terminationDate, run) : 0;
  if (run && charge > 0)
    await recordBillingEvent(tx, {
      ...billing,
      kind: 'UN_CANCEL_PRORATA',
      effectiveDate: today,
      amountCents: charge,
      detail: { periodStart: run.periodStart, periodEnd: run.periodEnd, terminationDate },
    });
  await audit({
    action: 'service.lifecycle',
    entityType: 'technical_service',
    entityId: service.id,
    companyId: service.companyId,
    before: { provisioningStatus: service.provisioningStatus, terminationDate: service.terminationDate },
    after: { provisioningStatus: 'LIVE', action: 'UN_CANCEL', proRataCents: charge },
  });
  return lifecycleStateOf(moved);
}
