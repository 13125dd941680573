import { decideVxcSide, type VxcApproval, type VxcApprovalStatus } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { removeBillables } from '../billing/index.js';
import { returnOrderPromoUse } from '../promo/index.js';
import { cancelUnstartedService, getServiceView, recordServiceEvent } from '../services/index.js';
import * as vxcRepo from './vxc.repository.js';

export const approvalOf = (row: vxcRepo.VxcOrderRow): VxcApproval => ({
  payerStatus: row.payerStatus as VxcApprovalStatus,
  nonPayerStatus: row.nonPayerStatus as VxcApprovalStatus,
});

/**
 * A rejection's effects (decision 0042), whoever rejects (a party, a party rejecting all of one company's orders, or
 * the expiry): the service's VXC_ORDER_REJECTED event, the service NEW → CANCELLED with its VLANs freed, its pending
 * billing set-up removed and its promo use returned. In the rejection's transaction.
 */
export async function endRejectedOrder(
  tx: DbOrTx,
  q: { row: vxcRepo.VxcOrderRow; at: Date; actor: string },
): Promise<void> {
  const { serviceId } = q.row;
  await recordServiceEvent(tx, { serviceId, routingKey: 'VXC_ORDER_REJECTED', at: q.at, actor: q.actor });
  const service = await getServiceView(tx, serviceId);
  await cancelUnstartedService(tx, { serviceId, at: q.at, actor: q.actor });
  await removeBillables(tx, [serviceId]);
  await returnOrderPromoUse(tx, { serviceUids: [service.technicalServiceUid] });
}

/**
 * One company's rejection of its waiting side of a locked order, saved with who rejected it (null: the expiry), and
 * the rejection's effects. Null when the company has no side left to decide there.
 */
export async function rejectSide(
  tx: DbOrTx,
  q: {
    row: vxcRepo.VxcOrderRow;
    companyId: number;
    by: { id: number | null; name: string | null };
    at: Date;
    actor: string;
  },
): Promise<{ saved: vxcRepo.VxcOrderRow; before: VxcApproval; after: VxcApproval } | null> {
  const before = approvalOf(q.row);
  const decided = decideVxcSide(before, q.row, q.companyId, 'REJECT');
  if ('error' in decided) return null;
  const payerChanged = decided.approval.payerStatus !== before.payerStatus;
  const saved = await vxcRepo.saveDecision(tx, q.row.id, {
    ...(payerChanged
      ? { payerStatus: decided.approval.payerStatus, payerApproverId: q.by.id, payerApproverName: q.by.name }
      : {
          nonPayerStatus: decided.approval.nonPayerStatus,
          nonPayerApproverId: q.by.id,
          nonPayerApproverName: q.by.name,
        }),
    decidedAt: q.at,
  });
  await endRejectedOrder(tx, { row: q.row, at: q.at, actor: q.actor });
  return { saved, before, after: decided.approval };
}
