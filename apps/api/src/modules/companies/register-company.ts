import type { CompanyRegistration, CompanySummary } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './companies.repository.js';
import { blankToNull, toSummary } from './company-view.js';

/**
 * The company of a registration (decision 0067): people register a company with its first person in one change
 * (`registerCompany` in the people area), standing on companies; this writes the company's row in that change
 * (`tx`) and answers it with its summary, for the audit record.
 */
export async function insertRegisteredCompany(
  tx: DbOrTx,
  companyDto: CompanyRegistration['companyDto'],
): Promise<{ id: number; uid: string; createdAt: Date; summary: CompanySummary }> {
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
  return { id: company.id, uid: company.uid, createdAt: company.createdAt, summary: toSummary(company) };
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
