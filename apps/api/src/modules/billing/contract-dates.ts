import type { contractDatesSchema } from '@portico/contract';
import type { z } from 'zod';
import {
  BILLABLE_MESSAGES,
  BILLABLE_UPKEEP_MESSAGES,
  contractDatesChangeProblem,
  hasBillingEnded,
  SERVICE_MESSAGES,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findServices, setContractDates } from '../services/index.js';
import * as repo from './billables.repository.js';
import { billableView } from './set-up-billing.js';

const auditBillable = rowAudit('billable');

/**
 * Staff change a billable's contract dates (customer portal §5; decision 0088). The contract is the service's: its
 * contract start and end are written on the service (what the service's screens, activation and the term read), and
 * the start on the billable as its start date too (what the bill run reads first), so the two never disagree. The
 * spec's rule ('Contract End Date must be after Contract Start Date'), and, once activated, a start no later than
 * the activation day and an end no earlier; a billable whose billing has ended keeps its dates (409); the same dates
 * again change nothing (409). One audited transaction, the billable locked.
 */
export async function changeContractDates(
  db: DbOrTx,
  who: ChangeContext,
  id: number,
  dates: z.output<typeof contractDatesSchema>,
) {
  return inChange(db, who, async ({ tx, audit }) => {
    const billable = await repo.lockBillable(tx, id);
    if (!billable) throw new AppError('not_found', BILLABLE_MESSAGES.notFound);
    if (hasBillingEnded(billable.billingStatus)) throw new AppError('conflict', BILLABLE_MESSAGES.billingEnded);
    const problem = contractDatesChangeProblem(dates.contractStartDate, dates.contractEndDate, billable.activatedOn);
    if (problem) throw invalid(problem);
    const [service] = await findServices(tx, [billable.serviceId]);
    if (!service) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
    const before = {
      startDate: billable.startDate,
      contractStartDate: service.contractStartDate,
      contractEndDate: service.contractEndDate,
    };
    if (
      before.startDate === dates.contractStartDate &&
      before.contractStartDate === dates.contractStartDate &&
      before.contractEndDate === dates.contractEndDate
    )
      throw new AppError('conflict', BILLABLE_UPKEEP_MESSAGES.contractDatesUnchanged);
    const after = await repo.updateBillable(tx, id, { startDate: dates.contractStartDate });
    await setContractDates(tx, service.id, dates);
    await auditBillable(audit, after, 'billable.contract_dates', before, {
      startDate: dates.contractStartDate,
      ...dates,
    });
    return {
      result: { billable: billableView(after, service.uid), ...dates },
      message: BILLABLE_UPKEEP_MESSAGES.contractDatesSaved,
    };
  });
}
