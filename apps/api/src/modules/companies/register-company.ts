import type { CompanyRegistration } from '@portico/contract';
import { companyRegistrationSchema } from '@portico/contract';
import { ADMIN_CONTACT_POSITION, MESSAGES, sameEmail } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { createPerson } from '../people/index.js';
import * as repo from './companies.repository.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import { blankToNull, toSummary } from './company-view.js';

/** Staff register a company with its administrator in one step. */
export function registerCompany({ db }: CompaniesServiceDeps) {
  return {
    async register(ctx: ChangeContext, input: CompanyRegistration) {
      const { companyDto, personDto } = companyRegistrationSchema.parse(input);
      if (sameEmail(companyDto.email, personDto.email)) throw invalid(MESSAGES.adminEmailSameAsCompany);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const company = await repo.insertCompany(tx, {
          legalName: companyDto.legalName,
          tradingName: blankToNull(companyDto.tradingName) ?? null,
          email: companyDto.email,
          phone: companyDto.phone,
          www: blankToNull(companyDto.www) ?? null,
          description: blankToNull(companyDto.description) ?? null,
          legalIdentifier: blankToNull(companyDto.legalIdentifier) ?? null,
          country: companyDto.country,
          companyType: companyDto.companyType ?? null,
          industry: blankToNull(companyDto.industry) ?? null,
          clientCategory: companyDto.clientCategory ?? null,
          wholesaleAgreementDate: companyDto.wholesaleAgreementDate ?? null,
          accountType: 'DIRECT_CUSTOMER',
        });
        const person = await createPerson(tx, {
          companyId: company.id,
          username: personDto.username,
          email: personDto.email,
          firstName: personDto.firstName,
          lastName: personDto.lastName,
          positionName: ADMIN_CONTACT_POSITION,
          password: blankToNull(personDto.password) ?? null,
          phone: blankToNull(personDto.phone) ?? null,
          mobile: blankToNull(personDto.mobile) ?? null,
        });
        await audit({
          action: 'company.register',
          entityType: 'company',
          entityId: company.id,
          companyId: company.id,
          before: null,
          after: {
            ...toSummary(company),
            createDate: company.createdAt.toISOString(),
            administrator: {
              personId: person.id,
              username: personDto.username,
              email: personDto.email,
              position: ADMIN_CONTACT_POSITION,
            },
          },
        });
        return { companyId: company.id, companyUid: company.uid, personId: person.id };
      });
    },
  };
}

/**
 * Company writes other modules need (partners creating or adopting managed accounts). They run in the caller's
 * transaction, which also records the audit entry.
 */
export function createManagedCompany(
  tx: DbOrTx,
  values: { legalName: string; parentCompanyId: number; country: string | null },
): Promise<repo.CompanyRow> {
  return repo.insertCompany(tx, { ...values, tradingName: values.legalName, accountType: 'MANAGED_ACCOUNT' });
}

export function placeCompanyUnderPartner(tx: DbOrTx, companyId: number, partnerId: number): Promise<repo.CompanyRow> {
  return repo.updateCompany(tx, companyId, { accountType: 'MANAGED_ACCOUNT', parentCompanyId: partnerId });
}
