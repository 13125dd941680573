import { defineModule } from '../define-module.js';
import { companiesRoutes } from './companies.routes.js';
import { findCompanyIdIfExists } from './companies.repository.js';
import { seedCompaniesDemo, seedCompaniesReference } from './companies.seed.js';

/**
 * What other modules may use of companies: a live company's row, and the company writes behind a partner's
 * managed accounts (run in the caller's change, which records their audit).
 */
export { type CompanyRow, findCompanies, findCompany } from './companies.repository.js';
export { createManagedCompany, placeCompanyUnderPartner } from './companies.service.js';

export const companiesModule = defineModule({
  name: 'companies',
  description: 'Companies: search, details, addresses, logo, registration, account type and config settings',
  tenantResolvers: {
    company: { owner: findCompanyIdIfExists, sampleOwnedBy: async (_db, companyId) => companyId },
  },
  routes: companiesRoutes,
  seed: { reference: seedCompaniesReference, demo: seedCompaniesDemo },
});
