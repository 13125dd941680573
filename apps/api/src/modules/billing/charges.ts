import type { Charge, chargeSaveSchema } from '@portico/contract';
import {
  BILLABLE_MESSAGES,
  CHARGE_MESSAGES,
  type ChargeType,
  chargeProblem,
  type Currency,
  isFinalBillingStatus,
  isBillingStatus,
} from '@portico/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import * as billables from './billables.repository.js';
import * as repo from './charges.repository.js';

const auditCharge = rowAudit('billable_charge');

/** A charge row as the contract shows it. */
export const chargeView = (row: repo.ChargeRow): Charge => ({
  chargeId: row.id,
  billableId: row.billableId,
  name: row.name,
  chargeType: row.chargeType as ChargeType,
  charge: row.charge,
  currency: row.currency as Currency,
  start: row.start,
  end: row.end,
  nominalChargeDate: row.nominalChargeDate,
  active: row.active,
  excludeDiscount: row.excludeDiscount,
});

async function billableOf(db: DbOrTx, id: number) {
  const billable = await billables.findBillable(db, id);
  if (!billable) throw new AppError('not_found', BILLABLE_MESSAGES.notFound);
  return billable;
}

/** `GET /v2/billable/{id}/charges`: a billable's charges, active ones first. */
export async function chargesOfBillable(db: DbOrTx, id: number): Promise<Charge[]> {
  await billableOf(db, id);
  return (await repo.chargesOf(db, id)).map(chargeView);
}

/**
 * Saves a billable's charge (customer portal §7 "save charge"; decision 0082): a new one, or the active one
 * `chargeId` names, checked by the domain's rule (a name; an amount of 0 or more, or a percentage up to 100 for a
 * percentage discount; the end after the start; a once-off's day) in the billable's currency — another currency is
 * refused — audited in one transaction. A billable whose billing has ended (completed or killed) keeps its charges.
 */
export async function saveCharge(
  db: DbOrTx,
  who: ChangeContext,
  billableId: number,
  input: z.output<typeof chargeSaveSchema>,
): Promise<{ charge: Charge; message: string }> {
  return inChange(db, who, async ({ tx, audit }) => {
    const billable = await billableOf(tx, billableId);
    if (isBillingStatus(billable.billingStatus) && isFinalBillingStatus(billable.billingStatus))
      throw new AppError('conflict', CHARGE_MESSAGES.billableEnded);
    if (input.currency !== undefined && input.currency !== billable.currency)
      throw invalid(CHARGE_MESSAGES.currencyNotBillables);
    const draft = {
      name: input.name,
      chargeType: input.chargeType,
      charge: input.charge,
      start: input.start,
      end: input.end ?? null,
      nominalChargeDate: input.nominalChargeDate ?? null,
    };
    const problem = chargeProblem(draft);
    if (problem) throw invalid(problem);
    const fields = { ...draft, excludeDiscount: input.excludeDiscount, currency: billable.currency };
    if (input.chargeId === undefined) {
      const saved = await repo.insertCharge(tx, { billableId, ...fields });
      await auditCharge(
        audit,
        { id: saved.id, companyId: billable.companyId },
        'charge.saved',
        null,
        chargeView(saved),
      );
      return { charge: chargeView(saved), message: CHARGE_MESSAGES.saved };
    }
    const before = await repo.lockCharge(tx, billableId, input.chargeId);
    if (!before) throw new AppError('not_found', CHARGE_MESSAGES.notFound);
    if (!before.active) throw new AppError('conflict', CHARGE_MESSAGES.alreadyInactive);
    const saved = await repo.updateCharge(tx, before.id, fields);
    await auditCharge(
      audit,
      { id: saved.id, companyId: billable.companyId },
      'charge.saved',
      chargeView(before),
      chargeView(saved),
    );
    return { charge: chargeView(saved), message: CHARGE_MESSAGES.saved };
  });
}

/** Deactivates a charge (customer portal §7): kept, charged no more; a second deactivation is refused (409). */
export async function deactivateCharge(
  db: DbOrTx,
  who: ChangeContext,
  billableId: number,
  chargeId: number,
): Promise<{ charge: Charge; message: string }> {
  return inChange(db, who, async ({ tx, audit }) => {
    const billable = await billableOf(tx, billableId);
    const before = await repo.lockCharge(tx, billableId, chargeId);
    if (!before) throw new AppError('not_found', CHARGE_MESSAGES.notFound);
    if (!before.active) throw new AppError('conflict', CHARGE_MESSAGES.alreadyInactive);
    const saved = await repo.updateCharge(tx, chargeId, { active: false });
    await auditCharge(
      audit,
      { id: saved.id, companyId: billable.companyId },
      'charge.deactivated',
      { active: true },
      { active: false },
    );
    return { charge: chargeView(saved), message: CHARGE_MESSAGES.deactivated };
  });
}
