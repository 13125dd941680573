import type { CompanyDetail, CompanyUpdate } from '@portico/contract';
import { companyUpdateSchema } from '@portico/contract';
import { COMPANY_MESSAGES, industryError, techSupportErrors, wholesaleDateMissing } from '@portico/domain';
import { forbidden, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './companies.repository.js';
import { emitCompanyUpdated } from './company-events.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import {
  blankToNull,
  detail,
  diff,
  managedSupportOf,
  PROVIDER_IDS,
  requireCompany,
  requireProviderEmployee,
} from './company-view.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/** Changing a company: its details, the active and published flags, and (soft) deletion. */
export function updateCompany({ db, now, people }: CompaniesServiceDeps) {
  return {
    async update(ctx: ChangeContext, input: CompanyUpdate): Promise<CompanyDetail> {
      const body = companyUpdateSchema.parse(input);
      requireCompanyAccess(ctx.actor, body.companyId, 'company_admin');
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = await requireCompany(tx, body.companyId, true);
        const next: Partial<repo.CompanyInsert> = {
          legalName: body.legalName,
          tradingName: blankToNull(body.tradingName),
          phone: blankToNull(body.phone),
          www: blankToNull(body.www),
          email: blankToNull(body.email),
          description: blankToNull(body.description),
          legalIdentifier: blankToNull(body.legalIdentifier),
          country: body.country,
          companyType: body.companyType,
          industry: blankToNull(body.industry),
          clientCategory: body.clientCategory,
          wholesaleAgreementDate: body.wholesaleAgreementDate,
          techSupportPhone: blankToNull(body.techSupportPhone),
          techSupportEmail: blankToNull(body.techSupportEmail),
          accountManagerId: body.accountManagerId,
          globalPortPartner: body.globalPortPartner,
          partnerRegistrationDate: body.partnerRegistrationDate,
        };
        for (const key of Object.keys(next) as (keyof typeof next)[]) if (next[key] === undefined) delete next[key];

        // Account manager, client category and the partner programme are the provider's to decide.
        if (!ctx.actor.isStaff) {
          const staffOnly = [
            'accountManagerId',
            'clientCategory',
            'wholesaleAgreementDate',
            'globalPortPartner',
            'partnerRegistrationDate',
          ] as const;
          const attempted = diff(
            before as unknown as Record<string, unknown>,
            Object.fromEntries(staffOnly.filter((k) => k in next).map((k) => [k, next[k]])),
          );
          if (attempted.changed) throw forbidden();
        }
        if (typeof next.accountManagerId === 'number' && next.accountManagerId !== before.accountManagerId)
          await requireProviderEmployee(tx, people, next.accountManagerId);

        const merged = { ...before, ...next };
        if (wholesaleDateMissing(merged)) throw invalid(COMPANY_MESSAGES.wholesaleDateRequired);
        const industry = industryError(next.industry, before.industry);
        if (industry) throw invalid(industry);
        const supportErrors = techSupportErrors(before, merged, {
          accountType: before.accountType,
          managedSupport: await managedSupportOf(tx, before),
        });
        if (supportErrors.length > 0) throw invalid(supportErrors[0] as string, supportErrors);

        const change = diff(before as unknown as Record<string, unknown>, next as Record<string, unknown>);
        if (!change.changed) return detail(tx, people, before);
        const after = await repo.updateCompany(tx, before.id, next);
        await audit({
          action: 'company.update',
          entityType: 'company',
          entityId: before.id,
          companyId: before.id,
          before: change.before,
          after: change.after,
        });
        await emitCompanyUpdated(tx, before.id, change.after, now());
        return detail(tx, people, after);
      });
    },

    async setActive(ctx: ChangeContext, companyId: number, active: boolean): Promise<CompanyDetail> {
      return setFlag({ db, people }, ctx, companyId, { active }, active ? 'company.activate' : 'company.deactivate');
    },

    async setPublished(ctx: ChangeContext, companyId: number, published: boolean): Promise<CompanyDetail> {
      return setFlag({ db, people }, ctx, companyId, { published }, published ? 'company.publish' : 'company.hide');
    },

    /** Soft delete: the row stays for history and billing, hidden from search and no longer active. */
    async remove(ctx: ChangeContext, companyId: number): Promise<void> {
      await inChange(db, ctx, async ({ tx, audit }) => {
        const before = await requireCompany(tx, companyId, true);
        if (PROVIDER_IDS.includes(before.id) || before.accountType === 'ADMIN')
          throw invalid(COMPANY_MESSAGES.providerNotDeletable);
        const deletedAt = now();
        await repo.updateCompany(tx, companyId, { deletedAt, active: false });
        await audit({
          action: 'company.delete',
          entityType: 'company',
          entityId: companyId,
          companyId,
          before: { active: before.active, deletedAt: null },
          after: { active: false, deletedAt: deletedAt.toISOString() },
        });
      });
    },
  };
}

async function setFlag(
  { db, people }: Pick<CompaniesServiceDeps, 'db' | 'people'>,
  ctx: ChangeContext,
  companyId: number,
  values: { active: boolean } | { published: boolean },
  action: string,
): Promise<CompanyDetail> {
  return inChange(db, ctx, async ({ tx, audit }) => {
    const before = await requireCompany(tx, companyId, true);
    const change = diff(before as unknown as Record<string, unknown>, values);
    if (!change.changed) return detail(tx, people, before);
    const after = await repo.updateCompany(tx, companyId, values);
    await audit({
      action,
      entityType: 'company',
      entityId: companyId,
      companyId,
      before: change.before,
      after: change.after,
    });
    await emitCompanyUpdated(tx, companyId, change.after);
    return detail(tx, people, after);
  });
}
