import type { Charge, sharedDiscountSchema } from '@portico/contract';
import {
  BILLABLE_MESSAGES,
  BILLABLE_UPKEEP_MESSAGES,
  chargeProblem,
  type ChargeType,
  hasBillingEnded,
  sharedDiscountProblem,
  splitSharedAmount,
} from '@portico/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import * as billablesRepo from './billables.repository.js';
import { chargeView } from './charges.js';
import * as repo from './charges.repository.js';

const auditCharge = rowAudit('billable_charge');

/**
 * `POST /v2/billable/{id}/sharedDiscount` (customer portal §7 "shared discount"; decision 0088): one discount shared
 * by this billable and the other billables named, all of the same company and still billing, saved as one discount
 * charge on each — the charges a bill run already bills — in one audited transaction:
 * - a percentage: a DISCOUNT_PERCENT charge of it on each billable (each billable's own charges discounted by it);
 * - an amount a month: split among them in proportion to their monthly prices (`splitSharedAmount`: whole minor
 *   units adding up to the amount), a DISCOUNT_AMOUNT charge of its share on each; all in the same currency.
 * The charges carry the discount's name and dates; the audit record of each names every billable sharing it.
 */
export async function shareDiscount(
  db: DbOrTx,
  who: ChangeContext,
  billableId: number,
  ask: z.output<typeof sharedDiscountSchema>,
): Promise<{ charges: Charge[]; message: string }> {
  const others = [...new Set(ask.billableIds)];
  const problem =
    sharedDiscountProblem({ billableId, others, percent: ask.percent, amount: ask.amount }) ??
    chargeProblem({
      name: ask.name,
      chargeType: ask.percent === null ? 'DISCOUNT_AMOUNT' : 'DISCOUNT_PERCENT',
      charge: ask.percent ?? ask.amount ?? 0,
      start: ask.start,
      end: ask.end,
      nominalChargeDate: null,
    });
  if (problem) throw invalid(problem);
  return inChange(db, who, async ({ tx, audit }) => {
    const locked = await billablesRepo.lockBillables(tx, [billableId, ...others]);
    const byId = new Map(locked.map((b) => [b.id, b]));
    const own = byId.get(billableId);
    if (!own) throw new AppError('not_found', BILLABLE_MESSAGES.notFound);
    if (others.some((id) => !byId.has(id))) throw invalid(BILLABLE_UPKEEP_MESSAGES.sharedBillableNotFound);
    // this billable first, then the others in the order given
    const sharing = [own, ...others.map((id) => byId.get(id)!)];
    if (sharing.some((b) => b.companyId !== own.companyId)) throw invalid(BILLABLE_UPKEEP_MESSAGES.sharedOtherCompany);
    if (sharing.some((b) => hasBillingEnded(b.billingStatus)))
      throw new AppError('conflict', BILLABLE_UPKEEP_MESSAGES.sharedEnded);
    const chargeType: ChargeType = ask.percent === null ? 'DISCOUNT_AMOUNT' : 'DISCOUNT_PERCENT';
    let amounts: number[];
    if (ask.percent !== null) amounts = sharing.map(() => ask.percent!);
    else {
      if (sharing.some((b) => b.currency !== own.currency)) throw invalid(BILLABLE_UPKEEP_MESSAGES.sharedOtherCurrency);
      amounts = splitSharedAmount(
        ask.amount ?? 0,
        sharing.map((b) => b.monthlyCents),
      );
    }
    const sharedBy = sharing.map((b) => b.id);
    const saved: Charge[] = [];
    for (const [i, billable] of sharing.entries()) {
      const row = await repo.insertCharge(tx, {
        billableId: billable.id,
        name: ask.name,
        chargeType,
        charge: amounts[i]!,
        currency: billable.currency,
        start: ask.start,
        end: ask.end,
        nominalChargeDate: null,
        excludeDiscount: false,
      });
      const charge = chargeView(row);
      await auditCharge(audit, { id: row.id, companyId: billable.companyId }, 'charge.shared_discount', null, {
        ...charge,
        sharedBy,
        sharedPercent: ask.percent,
        sharedAmount: ask.amount,
      });
      saved.push(charge);
    }
    return { charges: saved, message: BILLABLE_UPKEEP_MESSAGES.sharedDiscountSaved };
  });
}
