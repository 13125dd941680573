import { accountType } from './account-type.js';
import { companyAddress } from './company-address.js';
import { companyHistory } from './company-history.js';
import { companyLogo } from './company-logo.js';
import { configSettings } from './config-settings.js';
import { creditCheck } from './credit-check.js';
import { searchCompanies } from './search-companies.js';
import { updateCompany } from './update-company.js';
import { composeUseCases } from '../define-module.js';
import type { CompaniesServiceDeps } from './companies-deps.js';

export { createManagedCompany, placeCompanyUnderPartner } from './register-company.js';
/**
 * The companies module's use cases, one file each (search, update, address, logo, credit check, account type, config
 * settings, history), composed into the service the routes call. Registration is people's (decision 0067).
 */
export function createCompaniesService(deps: CompaniesServiceDeps) {
  return composeUseCases(deps, [
    searchCompanies,
    updateCompany,
    companyAddress,
    companyLogo,
    creditCheck,
    accountType,
    configSettings,
    companyHistory,
  ]);
}
