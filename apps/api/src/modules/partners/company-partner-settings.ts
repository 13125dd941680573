import type { CompanyPartnerSettings, CompanyPartnerSettingsUpdate } from '@portico/contract';
import { isPartnerAccountType, PARTNER_MESSAGES, supplyDetailsHidden } from '@portico/domain';
import { invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { findCompany } from '../companies/index.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { companyRecord, requireCompany, rootAccountType, tierOf, toContext, toManagedAccount } from './partner-view.js';
import type { Actor } from '../../http/actor.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';

/** A company's place among partners (tier, commission, parent, linked partner, context) and staff's changes to it. */
export function companyPartnerSettings({ db }: PartnersServiceDeps) {
  async function companySettings(actor: Actor, companyId: number): Promise<CompanyPartnerSettings> {
    requireCompanyAccess(actor, companyId);
    const company = await requireCompany(db, companyId);
    const parent = company.parentCompanyId === null ? null : await findCompany(db, company.parentCompanyId);
    const managed = await repo.findManagedAccountOf(db, companyId);
    const link = await repo.findCustomerLink(db, companyId);
    // The partner whose branding the company's users see: the one managing it, else its parent partner.
    const contextOwner = managed?.partnerId ?? (parent && isPartnerAccountType(parent.accountType) ? parent.id : null);
    const contextRow = contextOwner === null ? null : await repo.findContext(db, contextOwner);
    const rootType = await rootAccountType(db, company);
    // Commission terms are commercial: the company's admins and financial users see them, other users do not.
    const seesTerms = holds(actor, companyId, 'company_admin') || holds(actor, companyId, 'financials');
    return {
      companyId,
      legalName: company.legalName,
      accountType: company.accountType,
      isPartner: isPartnerAccountType(company.accountType),
      partnerTier: tierOf(company.partnerTier),
      commissionRateBp: seesTerms ? company.commissionRateBp : null,
      globalPortPartner: company.globalPortPartner,
      partnerRegistrationDate: company.partnerRegistrationDate,
      parent: parent ? { companyId: parent.id, legalName: parent.legalName, accountType: parent.accountType } : null,
      linkedPartner: link ? { companyId: link.partnerId, legalName: link.legalName } : null,
      managedAccount: managed ? { ...toManagedAccount(managed), partnerId: managed.partnerId } : null,
      supplyDetailsHidden: supplyDetailsHidden({
        accountType: company.accountType,
        isManagedAccount: managed !== null,
        rootAccountType: rootType,
      }),
      partnerContext: contextRow ? toContext(contextRow) : null,
    };
  }

  return {
    companySettings,

    async updateCompanySettings(
      ctx: ChangeContext,
      companyId: number,
      input: CompanyPartnerSettingsUpdate,
    ): Promise<CompanyPartnerSettings> {
      const before = await requireCompany(db, companyId);
      if (input.partnerTier && !isPartnerAccountType(before.accountType)) throw invalid(PARTNER_MESSAGES.notAPartner);
      await inChange(db, ctx, async ({ tx, audit }) => {
        const values: Parameters<typeof repo.updateCompanyPartnerFields>[2] = {};
        if (input.partnerTier !== undefined) values.partnerTier = input.partnerTier;
        if (input.globalPortPartner !== undefined) values.globalPortPartner = input.globalPortPartner;
        const after = await repo.updateCompanyPartnerFields(tx, companyId, values);
        await audit(
          companyRecord('company.partner_settings.updated', companyId, {
            before: { partnerTier: before.partnerTier, globalPortPartner: before.globalPortPartner },
            after: { partnerTier: after?.partnerTier ?? null, globalPortPartner: after?.globalPortPartner ?? false },
          }),
        );
      });
      return companySettings(ctx.actor, companyId);
    },
  };
}
