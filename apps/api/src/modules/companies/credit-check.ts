import type { CreditCheckResult } from '@portico/contract';
import { COMPANY_MESSAGES } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import * as repo from './companies.repository.js';
import { requireCompany } from './company-view.js';

/** A credit check with the bureau chosen from config (none in production until one is configured). */
export function creditCheck({ db, creditBureau, now }: CompaniesServiceDeps) {
  return {
    async creditCheck(ctx: ChangeContext, companyId: number): Promise<CreditCheckResult> {
      if (!creditBureau) throw new AppError('unavailable', COMPANY_MESSAGES.creditChecksOff);
      const company = await requireCompany(db, companyId);
      // The bureau is asked outside the transaction: a slow external call must not hold the row lock.
      const answer = await creditBureau.check({
        companyId,
        legalName: company.legalName,
        legalIdentifier: company.legalIdentifier,
        country: company.country,
      });
      const checkedAt = now();
      await inChange(db, ctx, async ({ tx, audit }) => {
        const before = await requireCompany(tx, companyId, true);
        await repo.updateCompany(tx, companyId, { creditCheckStatus: answer.status, creditCheckedAt: checkedAt });
        await audit({
          action: 'company.creditCheck',
          entityType: 'company',
          entityId: companyId,
          companyId,
          before: {
            creditCheckStatus: before.creditCheckStatus,
            creditCheckedAt: before.creditCheckedAt?.toISOString() ?? null,
          },
          after: {
            creditCheckStatus: answer.status,
            creditCheckedAt: checkedAt.toISOString(),
            score: answer.score,
            reference: answer.reference,
            bureau: creditBureau.kind,
          },
        });
      });
      return {
        creditCheckStatus: answer.status,
        creditCheckedAt: checkedAt.getTime(),
        score: answer.score,
        reference: answer.reference,
      };
    },
  };
}
