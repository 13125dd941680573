import type { ResetToMonthlyResult } from '@portico/contract';
import { BILLABLE_MESSAGES, billingTransitionProblem, isBillingStatus, SERVICE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findServiceByUid, findServices, type ServiceRow } from '../services/index.js';
import * as repo from './billables.repository.js';

const auditBillable = rowAudit('billable');

/**
 * `POST /secure/pricing/resettom2m` (admin console §5, §7; decision 0081): each service named (by id or uid) has its
 * open billable moved to ROLLING — billed month to month from now, its term no longer holding it — where the
 * billing state machine allows it (ACTIVE or SUSPENDED), in one audited transaction. Every other service is named
 * with why it was left as it was: not found, no billing, or the status its billable is in.
 */
export async function resetToMonthly(
  db: DbOrTx,
  who: ChangeContext,
  entries: readonly string[],
): Promise<{ result: ResetToMonthlyResult; message: string }> {
  return inChange(db, who, async ({ tx, audit }) => {
    const result: ResetToMonthlyResult = { reset: [], notReset: [] };
    for (const entry of entries) {
      const service: ServiceRow | null = /^\d+$/.test(entry)
        ? ((await findServices(tx, [Number(entry)]))[0] ?? null)
        : await findServiceByUid(tx, entry.toLowerCase());
      if (!service) {
        result.notReset.push({ service: entry, reason: SERVICE_MESSAGES.serviceNotFound });
        continue;
      }
      const billable = await repo.lockOpenBillableOfService(tx, service.id);
      if (!billable || !isBillingStatus(billable.billingStatus)) {
        result.notReset.push({ service: entry, reason: BILLABLE_MESSAGES.noBilling });
        continue;
      }
      const from = billable.billingStatus;
      const refusal = billingTransitionProblem(from, 'ROLLING');
      if (refusal) {
        result.notReset.push({ service: entry, reason: refusal });
        continue;
      }
      const moved = await repo.moveBillable(tx, billable.id, { from, to: 'ROLLING' });
      if (!moved) {
        result.notReset.push({ service: entry, reason: BILLABLE_MESSAGES.noBilling });
        continue;
      }
      await auditBillable(
        audit,
        moved,
        'billable.reset_to_monthly',
        { billingStatus: from },
        { billingStatus: 'ROLLING' },
      );
      result.reset.push({ service: entry, serviceId: service.id, billableId: billable.id, from });
    }
    const n = result.reset.length;
    return { result, message: `${n} service${n === 1 ? '' : 's'} reset to month-to-month` };
  });
}
