import type { VxcApprovalView } from '@portico/contract';
import { canProvisionVxc, decideVxcSide, VXC_APPROVAL_MESSAGES, vxcApprovalOutcome, vxcSidesOf } from '@portico/domain';
import { AppError, forbidden } from '../../errors.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import { inChange } from '../audit/index.js';
import { findCompany } from '../companies/index.js';
import { findPorts, getServiceView, recordServiceEvent, startProvisioning } from '../services/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import type { OrderCaller } from './order-caller.js';
import { approvalOf, endRejectedOrder, rejectSide } from './vxc-rejection.js';
import * as vxcRepo from './vxc.repository.js';
import type { Actor } from '../../http/actor.js';

/** How many orders the approvals tab lists at most (newest first). */
const APPROVALS_LIMIT = 200;

/** How many waiting orders one "reject all" decides at most (the bound keeps a pair's far below it). */
const REJECT_ALL_LIMIT = 500;

/** The companies whose side the actor may decide: those it acts for holding approve_order there (staff: none). */
function decidingCompanies(actor: Actor, row: vxcRepo.VxcOrderRow): number[] {
  if (actor.isStaff) return [];
  return [row.payerCompanyId, row.nonPayerCompanyId].filter((id) => holds(actor, id, 'approve_order'));
}

/**
 * VXC approvals (customer portal §4; decisions 0040, 0042): each party sees the orders where a company it acts for
 * is a party, decides only its own side while UN_ASSESSED; the approval that completes both sides queues
 * provisioning in its own transaction; a rejection ends the order — the service CANCELLED, its VLANs freed, its
 * pending billing set-up removed and its promo use returned — and each outcome is a lifecycle event of the service.
 */
export function vxcApprovals(deps: OrderingDeps) {
  const { db, now } = deps;

  async function view(actor: Actor, row: vxcRepo.VxcOrderRow): Promise<VxcApprovalView> {
    const [ports, service, payer, nonPayer] = await Promise.all([
      findPorts(db, [row.payerPortId, row.nonPayerPortId]),
      getServiceView(db, row.serviceId),
      findCompany(db, row.payerCompanyId),
      findCompany(db, row.nonPayerCompanyId),
    ]);
    const portName = (id: number) => ports.find((p) => p.id === id)?.name ?? `Port ${id}`;
    const approval = approvalOf(row);
    const outcome = vxcApprovalOutcome(approval);
    const mine = decidingCompanies(actor, row);
    const canDecide =
      outcome === 'PENDING' &&
      mine.some((companyId) =>
        vxcSidesOf(row, companyId).some(
          (s) => (s === 'payer' ? row.payerStatus : row.nonPayerStatus) === 'UN_ASSESSED',
        ),
      );
    return {
      vxcOrderId: row.id,
      orderId: row.orderId,
      technicalServiceId: row.serviceId,
      serviceName: service.name,
      speed: row.speed,
      rateType: row.rateType as VxcApprovalView['rateType'],
      term: row.duration,
      payer: {
        companyId: row.payerCompanyId,
        companyName: payer?.tradingName ?? payer?.legalName ?? '',
        portId: row.payerPortId,
        portName: portName(row.payerPortId),
        vlan: row.payerVlan,
        status: approval.payerStatus,
        approverId: row.payerApproverId,
        approverName: row.payerApproverName,
      },
      nonPayer: {
        companyId: row.nonPayerCompanyId,
        companyName: nonPayer?.tradingName ?? nonPayer?.legalName ?? '',
        portId: row.nonPayerPortId,
        portName: portName(row.nonPayerPortId),
        vlan: row.nonPayerVlan,
        status: approval.nonPayerStatus,
        approverId: row.nonPayerApproverId,
        approverName: row.nonPayerApproverName,
      },
      outcome,
      canDecide,
      // rejected with no one named on the rejected side: the expiry's doing
      expired:
        outcome === 'REJECTED' &&
        (row.payerStatus === 'REJECTED' ? row.payerApproverId : row.nonPayerApproverId) === null,
      createdAt: row.createdAt.getTime(),
    };
  }

  return {
    /**
     * The orders where a company the actor acts for is a party (staff: every order), or the one company asked for
     * (decision 0075); pending ones unless `ALL`.
     */
    async listVxcApprovals(
      actor: Actor,
      q: { status: 'PENDING' | 'ALL'; companyId?: number },
    ): Promise<VxcApprovalView[]> {
      if (q.companyId !== undefined) requireCompanyAccess(actor, q.companyId);
      const companyIds =
        q.companyId !== undefined ? [q.companyId] : actor.isStaff ? null : [...actor.companyUidById.keys()];
      const rows = await vxcRepo.findVxcOrders(db, {
        companyIds,
        pending: q.status === 'PENDING',
        limit: APPROVALS_LIMIT,
      });
      return Promise.all(rows.map((row) => view(actor, row)));
    },

    /** The actor's company decides its side of the order. */
    async decideVxc(
      caller: OrderCaller,
      vxcOrderId: number,
      decision: 'APPROVE' | 'REJECT',
    ): Promise<{ approval: VxcApprovalView; message: string }> {
      const { actor } = caller;
      const found = await vxcRepo.findVxcOrder(db, vxcOrderId);
      // an order of others reads as no order: nothing tells that it exists
      const parties = found ? [found.payerCompanyId, found.nonPayerCompanyId] : [];
      if (!found || !parties.some((id) => holds(actor, id)))
        throw new AppError('not_found', VXC_APPROVAL_MESSAGES.notFound);
      const row = await inChange(db, caller, async ({ tx, audit }) => {
        const locked = await vxcRepo.findVxcOrderForUpdate(tx, vxcOrderId);
        if (!locked) throw new AppError('not_found', VXC_APPROVAL_MESSAGES.notFound);
        const companies = decidingCompanies(actor, locked);
        if (companies.length === 0) throw new AppError('forbidden', VXC_APPROVAL_MESSAGES.notYourSide);
        const approval = approvalOf(locked);
        // the first of the actor's companies with a side still to decide
        const companyId =
          companies.find((id) =>
            vxcSidesOf(locked, id).some(
              (s) => (s === 'payer' ? locked.payerStatus : locked.nonPayerStatus) === 'UN_ASSESSED',
            ),
          ) ?? companies[0]!;
        const decided = decideVxcSide(approval, locked, companyId, decision);
        if ('error' in decided) throw new AppError('conflict', decided.error);
        const at = now();
        const who = { id: actor.personId, name: `${actor.firstName} ${actor.lastName}`.trim() };
        const payerChanged = decided.approval.payerStatus !== approval.payerStatus;
        const saved = await vxcRepo.saveDecision(tx, locked.id, {
          ...(payerChanged
            ? { payerStatus: decided.approval.payerStatus, payerApproverId: who.id, payerApproverName: who.name }
            : {
                nonPayerStatus: decided.approval.nonPayerStatus,
                nonPayerApproverId: who.id,
                nonPayerApproverName: who.name,
              }),
          decidedAt: decided.outcome === 'PENDING' ? null : at,
        });
        const actorKey = `person:${actor.personId}`;
        // each outcome is a lifecycle event of the service
        if (decided.outcome === 'APPROVED') {
          await recordServiceEvent(tx, {
            serviceId: locked.serviceId,
            routingKey: 'VXC_ORDER_APPROVED',
            at,
            actor: actorKey,
          });
          if (canProvisionVxc(decided.approval))
            await startProvisioning(deps.queue, tx, [locked.serviceId], deps.provisioner);
        }
        if (decided.outcome === 'REJECTED') await endRejectedOrder(tx, { row: locked, at, actor: actorKey });
        await audit({
          action: decision === 'APPROVE' ? 'vxc_order.approved' : 'vxc_order.rejected',
          entityType: 'vxc_order',
          entityId: locked.id,
          companyId,
          before: approval,
          after: { ...decided.approval, outcome: decided.outcome },
        });
        return saved;
      });
      return {
        approval: await view(actor, row),
        message: decision === 'APPROVE' ? VXC_APPROVAL_MESSAGES.approved : VXC_APPROVAL_MESSAGES.rejected,
      };
    },

    /**
     * The deciding company rejects, in one transaction, every order of one other company still waiting for its side
     * (decision 0068): those placed on its Ports and those placed for it towards the other's. Each is rejected as one
     * rejection would be. Refused when nothing waits.
     */
    async rejectAllFrom(
      caller: OrderCaller,
      q: { companyId: number; fromCompanyId: number },
    ): Promise<{ rejected: number; message: string }> {
      const { actor } = caller;
      if (actor.isStaff || !holds(actor, q.companyId, 'approve_order')) throw forbidden();
      const rejected = await inChange(db, caller, async ({ tx, audit }) => {
        const rows = await vxcRepo.waitingOrdersForUpdate(tx, {
          deciding: q.companyId,
          from: q.fromCompanyId,
          limit: REJECT_ALL_LIMIT,
        });
        const at = now();
        const by = { id: actor.personId, name: `${actor.firstName} ${actor.lastName}`.trim() };
        let count = 0;
        for (const row of rows) {
          const done = await rejectSide(tx, { row, companyId: q.companyId, by, at, actor: `person:${actor.personId}` });
          if (!done) continue;
          count += 1;
          await audit({
            action: 'vxc_order.rejected',
            entityType: 'vxc_order',
            entityId: row.id,
            companyId: q.companyId,
            before: done.before,
            after: { ...done.after, outcome: 'REJECTED', all: true },
          });
        }
        return count;
      });
      if (rejected === 0) throw new AppError('not_found', VXC_APPROVAL_MESSAGES.noneToReject);
      return { rejected, message: VXC_APPROVAL_MESSAGES.rejectedAll };
    },
  };
}
