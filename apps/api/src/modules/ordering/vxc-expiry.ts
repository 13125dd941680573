import { vxcApprovalExpiryCutoff } from '@portico/domain';
import { z } from 'zod';
import { inChange, systemChange } from '../audit/index.js';
import { defineJob } from '../define-module.js';
import { rejectSide } from './vxc-rejection.js';
import * as vxcRepo from './vxc.repository.js';

/** How many waiting orders one run of the expiry decides at most; the next run takes the rest. */
const EXPIRY_BATCH = 200;

/**
 * Hourly (decision 0068): a VXC order still waiting for a side's approval after the approval window expires as the
 * system actor "vxc approval expiry" — the waiting side REJECTED with no approver, and a rejection's effects (its
 * service cancelled, its VLANs freed, its billing set-up removed, its promo use returned), audited as
 * `vxc_order.expired`. Orders a worker holds are skipped, so two runs never decide one order twice.
 */
export const expireVxcApprovalsJob = defineJob({
  name: 'ordering.expireVxcApprovals',
  payload: z.object({}),
  cron: '41 * * * *',
  manual: true,
  actor: 'vxc approval expiry',
  timeLimitSeconds: 300,
  async handler(_payload, run) {
    const at = run.ctx.now();
    return inChange(run.tx, systemChange(run), async ({ tx, audit }) => {
      const rows = await vxcRepo.expiredOrdersForUpdate(tx, {
        cutoff: vxcApprovalExpiryCutoff(at),
        limit: EXPIRY_BATCH,
      });
      let expired = 0;
      for (const row of rows) {
        // the side still waiting: the other end's owner's, or the payer's when the order was placed for it
        const waiting = row.nonPayerStatus === 'UN_ASSESSED' ? row.nonPayerCompanyId : row.payerCompanyId;
        const done = await rejectSide(tx, {
          row,
          companyId: waiting,
          by: { id: null, name: null },
          at,
          actor: `system:${run.actor.system}`,
        });
        if (!done) continue;
        expired += 1;
        await audit({
          action: 'vxc_order.expired',
          entityType: 'vxc_order',
          entityId: row.id,
          companyId: waiting,
          before: done.before,
          after: { ...done.after, outcome: 'REJECTED' },
        });
      }
      return { expired, more: rows.length === EXPIRY_BATCH };
    });
  },
});
