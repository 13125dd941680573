import type { AccountTypeChange, CompanyDetail } from '@portico/contract';
import { accountTypeChangeError } from '@portico/domain';
import { invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './companies.repository.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import { detail, diff, parentOf, requireCompany } from './company-view.js';

/** Changing a company's account type (a direct customer only; becoming a partner needs confirming). */
export function accountType({ db, now, people }: CompaniesServiceDeps) {
  const today = () => now().toISOString().slice(0, 10);
  return {
    async changeAccountType(ctx: ChangeContext, companyId: number, change: AccountTypeChange): Promise<CompanyDetail> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = await requireCompany(tx, companyId, true);
        const parent = await parentOf(tx, before);
        const error = accountTypeChangeError(
          before.accountType,
          change.accountType,
          { parentCompanyId: before.parentCompanyId, parentAccountType: parent?.accountType ?? null },
          change.confirmed ?? false,
        );
        if (error) throw invalid(error);
        const next: Partial<repo.CompanyInsert> = { accountType: change.accountType };
        if (change.accountType === 'PARTNER') {
          next.channelPartner = true;
          next.partnerRegistrationDate = before.partnerRegistrationDate ?? today();
        }
        const after = await repo.updateCompany(tx, companyId, next);
        const recorded = diff(before as unknown as Record<string, unknown>, next as Record<string, unknown>);
        await audit({
          action: 'company.accountType',
          entityType: 'company',
          entityId: companyId,
          companyId,
          before: recorded.before,
          after: { ...recorded.after, confirmed: change.confirmed ?? false },
        });
        return detail(tx, people, after);
      });
    },
  };
}
