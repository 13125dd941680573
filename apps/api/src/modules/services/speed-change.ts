import type { SpeedChangeCheck, SpeedChangeResult } from '@portico/contract';
import { SERVICE_MESSAGES, SPEED_CHANGE_MESSAGES, type VxcEndChoice } from '@portico/domain';
import { isUniqueViolation } from '../../db/sql-text.js';
import { AppError, forbidden, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { holds } from '../../http/company-access.js';
import { inChange } from '../audit/index.js';
import { changeableService } from './changeable-service.js';
import { auditService } from './service-audit.js';
import { applySpeedChange } from './speed-change-apply.js';
import {
  planSpeedChange,
  requireSpeedChanger,
  type SpeedChangeDeps,
  type VxcFacts,
  vxcFacts,
} from './speed-change-plan.js';
import { requestViews } from './speed-change-request-view.js';
import * as speedRepo from './speed-change.repository.js';
import * as repo from './services.repository.js';

export type { SpeedChangeDeps } from './speed-change-plan.js';

/** What a speed change is asked with: the speed as typed, the end (staff), and the speed the caller last saw. */
export interface SpeedChangeInput {
  serviceId: number;
  speed: string | number;
  onBehalfOf?: VxcEndChoice | null;
  currentSpeed?: number | null;
}

/** An end as the check shows it. */
const endView = ({ end, companyId, companyName, portId, portName, portSpeedMbps }: VxcFacts['ends']['A']) => ({
  end,
  companyId,
  companyName,
  portId,
  portName,
  portSpeedMbps,
});

/**
 * The service the caller may name for a speed change — its payer's, the B end's owner's (decision 0053), or staff's
 * — read; others' read as forbidden, a NEW one as not found.
 */
async function visibleService(deps: SpeedChangeDeps, who: ChangeContext, id: number): Promise<repo.ServiceRow> {
  const row = await repo.findService(deps.db, id);
  if (!row || row.provisioningStatus === 'NEW') throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  // the route's tenant check has allowed it; checked again here (decision 0014)
  const parties = (await speedRepo.vxcParties(deps.db, row.id)) ?? [row.companyId];
  if (!parties.some((companyId) => holds(who.actor, companyId))) throw forbidden();
  return row;
}

/**
 * `GET technicalservice/vxc/{id}/speedChange/{speed}` (admin console §7): the price-change confirmation — whether
 * the other end has approved (the change applies at once) or a request goes to its owner, the current and the new
 * monthly price; nothing written.
 */
export async function checkSpeedChange(
  deps: SpeedChangeDeps,
  who: ChangeContext,
  input: SpeedChangeInput,
): Promise<SpeedChangeCheck> {
  const service = await visibleService(deps, who, input.serviceId);
  const facts = await vxcFacts(deps.db, service);
  requireSpeedChanger(who.actor, facts);
  const plan = await planSpeedChange(deps.db, deps.now(), who.actor, facts, input);
  const pending = await speedRepo.findPendingRequest(deps.db, service.id);
  const approver =
    plan.approverCompanyId === null
      ? null
      : facts.ends.A.companyId === plan.approverCompanyId
        ? facts.ends.A
        : facts.ends.B;
  return {
    technicalServiceId: service.id,
    speed: plan.speed,
    currentSpeed: plan.currentSpeed,
    nonPayerStatus: plan.nonPayerStatus,
    endRequired: plan.endRequired,
    onBehalfOf: plan.onBehalfOf,
    currency: plan.currency,
    currentMonthly: plan.currentMonthly,
    newMonthly: plan.newMonthly,
    priceChanges: plan.priceChanges,
    ends: [endView(facts.ends.A), endView(facts.ends.B)],
    approverCompanyName: approver?.companyName ?? null,
    pendingRequest: pending ? ((await requestViews(deps.db, who.actor, [pending]))[0] ?? null) : null,
  };
}

/**
 * `PUT technicalservice/vxc/{id}/speedChange/{speed}` (admin console §4, §6), and the speed of `PUT
 * technicalservice/vxc`: on the locked service (a locked service refuses with 409; two changes at once apply one
 * after the other, the second refused when the first has already moved the speed it asked from), the change applies
 * at once when the other end has approved it ('Rate limit changed successfully'), else one request waits for the
 * other end's owner ('Rate limit change request created'). Staff name the end when the price moves.
 */
export async function changeVxcSpeed(
  deps: SpeedChangeDeps,
  who: ChangeContext,
  input: SpeedChangeInput,
): Promise<{ result: SpeedChangeResult; message: string }> {
  // who may change it, asked before the row is locked (a reader learns nothing of a lock); asked again inside
  requireSpeedChanger(who.actor, await vxcFacts(deps.db, await visibleService(deps, who, input.serviceId)));
  const at = deps.now();
  try {
    return await inChange(deps.db, who, async (change) => {
      const { tx, audit } = change;
      const service = await changeableService(
        tx,
        { id: input.serviceId },
        { ended: { refuseWith: SPEED_CHANGE_MESSAGES.ended } },
      );
      const facts = await vxcFacts(tx, service);
      requireSpeedChanger(who.actor, facts);
      if (
        input.currentSpeed !== undefined &&
        input.currentSpeed !== null &&
        input.currentSpeed !== service.rateLimitMbps
      )
        throw new AppError('conflict', SPEED_CHANGE_MESSAGES.speedMovedOn);
      if (await speedRepo.findPendingRequest(tx, service.id))
        throw new AppError('conflict', SPEED_CHANGE_MESSAGES.requestPending);
      const plan = await planSpeedChange(tx, at, who.actor, facts, input);
      if (plan.endRequired || plan.nonPayerStatus === null) throw invalid(SPEED_CHANGE_MESSAGES.chooseEnd);
      if (plan.nonPayerStatus === 'APPROVED') {
        await applySpeedChange(change, service, plan, at);
        return {
          result: { nonPayerStatus: 'APPROVED', speed: plan.speed, applied: true, requestId: null },
          message: SPEED_CHANGE_MESSAGES.changed,
        };
      }
      const request = await speedRepo.insertRequest(tx, {
        serviceId: service.id,
        requestedByCompanyId: plan.requestingCompanyId ?? service.companyId,
        requestedByPersonId: who.actor.personId,
        approverCompanyId: plan.approverCompanyId ?? service.companyId,
        fromMbps: plan.currentSpeed,
        toMbps: plan.speed,
      });
      await auditService(
        audit,
        service,
        'service.speed_change_requested',
        { rateLimitMbps: plan.currentSpeed },
        {
          requestId: request.id,
          toMbps: plan.speed,
          onBehalfOf: plan.onBehalfOf,
          requestedByCompanyId: request.requestedByCompanyId,
          approverCompanyId: request.approverCompanyId,
          monthlyCents: plan.newMonthly,
          currency: plan.currency,
        },
      );
      return {
        result: { nonPayerStatus: 'UN_ASSESSED', speed: plan.speed, applied: false, requestId: request.id },
        message: SPEED_CHANGE_MESSAGES.requestCreated,
      };
    });
  } catch (error) {
    // two requests raced past the check: the partial unique index keeps one pending per VXC
    if (isUniqueViolation(error, 'speed_change_requests_pending_unique'))
      throw new AppError('conflict', SPEED_CHANGE_MESSAGES.requestPending);
    throw error;
  }
}
