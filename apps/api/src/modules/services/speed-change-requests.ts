import type { SpeedChangeRequestView } from '@portico/contract';
import { parseSpeedChange, SPEED_CHANGE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import { inChange, rowAudit } from '../audit/index.js';
import { changeableService } from './changeable-service.js';
import * as repo from './services.repository.js';
import { applySpeedChange } from './speed-change-apply.js';
import { type SpeedChangeDeps, vxcFacts, vxcMonthlyPrice } from './speed-change-plan.js';
import { canDecideRequest, canWithdrawRequest, requestViews } from './speed-change-request-view.js';
import * as speedRepo from './speed-change.repository.js';

const auditRequest = rowAudit('speed_change_request');

/**
 * The pending requests the caller's companies made or must decide (staff: every company's), or the one company asked
 * for (decision 0075), newest first.
 */
export async function listSpeedChangeRequests(
  deps: SpeedChangeDeps,
  who: ChangeContext,
  companyId?: number,
): Promise<SpeedChangeRequestView[]> {
  const { actor } = who;
  if (companyId !== undefined) requireCompanyAccess(actor, companyId);
  const companyIds = companyId !== undefined ? [companyId] : actor.isStaff ? null : [...actor.companyUidById.keys()];
  const rows = await speedRepo.findPendingRequests(deps.db, companyIds);
  return requestViews(deps.db, actor, rows);
}

/** The request locked for its change, still pending: decided or withdrawn once (409 after), two at once in turn. */
async function requirePending(tx: DbOrTx, requestId: number): Promise<speedRepo.SpeedChangeRequestRow> {
  const locked = await speedRepo.lockRequest(tx, requestId);
  if (!locked) throw new AppError('not_found', SPEED_CHANGE_MESSAGES.requestNotFound);
  if (locked.status === 'WITHDRAWN') throw new AppError('conflict', SPEED_CHANGE_MESSAGES.alreadyWithdrawn);
  if (locked.status !== 'PENDING') throw new AppError('conflict', SPEED_CHANGE_MESSAGES.alreadyDecided);
  return locked;
}

/**
 * The other end's owner decides a pending request (admin console §4): an approval applies the change on the locked
 * service — the speed checked again against the Ports and priced on the day it applies — and a rejection leaves the
 * VXC as it is. Each decision is audited; a request is decided once.
 */
export async function decideSpeedChange(
  deps: SpeedChangeDeps,
  who: ChangeContext,
  requestId: number,
  decision: 'APPROVE' | 'REJECT',
): Promise<{ request: SpeedChangeRequestView; message: string }> {
  const { actor } = who;
  const found = await speedRepo.findRequest(deps.db, requestId);
  // a request of others reads as no request: nothing tells that it exists
  if (!found || !holds(actor, found.approverCompanyId))
    throw new AppError('not_found', SPEED_CHANGE_MESSAGES.requestNotFound);
  if (!canDecideRequest(actor, { ...found, status: 'PENDING' }))
    throw new AppError('forbidden', SPEED_CHANGE_MESSAGES.notYoursToDecide);
  const at = deps.now();
  const row = await inChange(deps.db, who, async (change) => {
    const { tx, audit } = change;
    const locked = await requirePending(tx, requestId);
    if (decision === 'APPROVE') {
      const service = await changeableService(
        tx,
        { id: locked.serviceId },
        { ended: { refuseWith: SPEED_CHANGE_MESSAGES.ended } },
      );
      const facts = await vxcFacts(tx, service);
      // the Ports may have slowed down since it was asked
      const parsed = parseSpeedChange(locked.toMbps, {
        aPortSpeedMbps: facts.ends.A.portSpeedMbps,
        bPortSpeedMbps: facts.ends.B.portSpeedMbps,
      });
      if ('error' in parsed) throw invalid(parsed.error);
      const next = await vxcMonthlyPrice(tx, at, facts, locked.toMbps);
      const current = await vxcMonthlyPrice(tx, at, facts, service.rateLimitMbps).catch(() => null);
      const currentMonthly = current && current.currency === next.currency ? current.monthly : null;
      await applySpeedChange(
        change,
        service,
        {
          speed: locked.toMbps,
          currentSpeed: service.rateLimitMbps,
          priceChanges: currentMonthly !== next.monthly,
          newMonthly: next.monthly,
          currentMonthly,
          currency: next.currency,
        },
        at,
        locked.id,
      );
    }
    const decided = await speedRepo.decideRequest(tx, locked.id, {
      status: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      decidedByPersonId: actor.personId,
    });
    await auditRequest(
      audit,
      { id: locked.id, companyId: locked.approverCompanyId },
      decision === 'APPROVE' ? 'speed_change_request.approved' : 'speed_change_request.rejected',
      { status: locked.status },
      { status: decided.status, serviceId: locked.serviceId, fromMbps: locked.fromMbps, toMbps: locked.toMbps },
    );
    return decided;
  });
  const [request] = await requestViews(deps.db, actor, [row]);
  return {
    request: request!,
    message: decision === 'APPROVE' ? SPEED_CHANGE_MESSAGES.changed : SPEED_CHANGE_MESSAGES.rejected,
  };
}

/**
 * The company that asked withdraws a pending request (decision 0053): its people holding the permission that asked
 * (modify_service, or place_order for an INTERCAP VXC). The VXC stays as it is and another change may be asked for;
 * a request already decided or withdrawn is refused (409). Audited `speed_change_request.withdrawn`.
 */
export async function withdrawSpeedChange(
  deps: SpeedChangeDeps,
  who: ChangeContext,
  requestId: number,
): Promise<{ request: SpeedChangeRequestView; message: string }> {
  const { actor } = who;
  const found = await speedRepo.findRequest(deps.db, requestId);
  // a request of others reads as no request: nothing tells that it exists
  if (!found || !holds(actor, found.requestedByCompanyId))
    throw new AppError('not_found', SPEED_CHANGE_MESSAGES.requestNotFound);
  const service = await repo.findService(deps.db, found.serviceId);
  if (!canWithdrawRequest(actor, { ...found, status: 'PENDING' }, service?.distanceBand ?? null))
    throw new AppError('forbidden', SPEED_CHANGE_MESSAGES.notYoursToWithdraw);
  const row = await inChange(deps.db, who, async ({ tx, audit }) => {
    const locked = await requirePending(tx, requestId);
    const withdrawn = await speedRepo.decideRequest(tx, locked.id, {
      status: 'WITHDRAWN',
      decidedByPersonId: actor.personId,
    });
    await auditRequest(
      audit,
      { id: locked.id, companyId: locked.requestedByCompanyId },
      'speed_change_request.withdrawn',
      { status: locked.status },
      { status: withdrawn.status, serviceId: locked.serviceId, fromMbps: locked.fromMbps, toMbps: locked.toMbps },
    );
    return withdrawn;
  });
  const [request] = await requestViews(deps.db, actor, [row]);
  return { request: request!, message: SPEED_CHANGE_MESSAGES.withdrawn };
}
