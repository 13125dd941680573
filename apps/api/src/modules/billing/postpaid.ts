import type { Billable, postpaidSchema } from '@portico/contract';
import { BILLABLE_MESSAGES, isBillingStatus, isFinalBillingStatus, postpaidProblem } from '@portico/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findServices } from '../services/index.js';
import * as repo from './billables.repository.js';
import { billableView } from './set-up-billing.js';

const auditBillable = rowAudit('billable');

/** The billable locked for a change of how it is billed; one whose billing has ended stays as it is (409). */
async function changeable(tx: DbOrTx, id: number) {
  const billable = await repo.lockBillable(tx, id);
  if (!billable) throw new AppError('not_found', BILLABLE_MESSAGES.notFound);
  if (isBillingStatus(billable.billingStatus) && isFinalBillingStatus(billable.billingStatus))
    throw new AppError('conflict', BILLABLE_MESSAGES.billingEnded);
  const [service] = await findServices(tx, [billable.serviceId]);
  return { billable, uid: service?.uid ?? '' };
}

/**
 * `POST /v2/billable/{id}/postpaid` (admin console §7; decision 0084): the billable billed in arrears, at the price
 * book's rate (`usePricebook`) or at a base rate staff give (`overrideBaseRate`, minor units) — one of the two —
 * audited in one transaction.
 */
export async function makePostpaid(
  db: DbOrTx,
  who: ChangeContext,
  id: number,
  ask: z.output<typeof postpaidSchema>,
): Promise<{ billable: Billable; message: string }> {
  const problem = postpaidProblem(ask);
  if (problem) throw invalid(problem);
  return inChange(db, who, async ({ tx, audit }) => {
    const { billable, uid } = await changeable(tx, id);
    const after = await repo.setPostpaid(tx, id, { postpaid: true, postpaidBaseRateCents: ask.overrideBaseRate });
    await auditBillable(
      audit,
      after,
      'billable.postpaid',
      { postpaid: billable.postpaid, postpaidBaseRateCents: billable.postpaidBaseRateCents },
      { postpaid: true, postpaidBaseRateCents: ask.overrideBaseRate, usePricebook: ask.usePricebook },
    );
    return { billable: billableView(after, uid), message: BILLABLE_MESSAGES.madePostpaid };
  });
}

/** `POST /v2/billable/{id}/standard` (decision 0084): a postpaid billable billed in advance again; 409 if it is. */
export async function makeStandard(
  db: DbOrTx,
  who: ChangeContext,
  id: number,
): Promise<{ billable: Billable; message: string }> {
  return inChange(db, who, async ({ tx, audit }) => {
    const { billable, uid } = await changeable(tx, id);
    if (!billable.postpaid) throw new AppError('conflict', BILLABLE_MESSAGES.alreadyStandard);
    const after = await repo.setPostpaid(tx, id, { postpaid: false, postpaidBaseRateCents: null });
    await auditBillable(audit, after, 'billable.standard', { postpaid: true }, { postpaid: false });
    return { billable: billableView(after, uid), message: BILLABLE_MESSAGES.madeStandard };
  });
}
