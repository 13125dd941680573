import { defineModule, type ModuleDefinition } from '../define-module.js';
import { companiesRoutes } from './companies.routes.js';
import { keptOwners } from '../../db/company-owned.js';
import { findCompanyIdIfExists } from './companies.repository.js';
import { compactCompanyCountsJob } from './company-counts.js';
import { seedCompaniesDemo, seedCompaniesReference } from './companies.seed.js';
import type { CompanyPeople } from './company-people.js';

/**
 * What other modules may use of companies: a live company's row, and the company writes behind a partner's
 * managed accounts (run in the caller's change, which records their audit).
 */
export { type CompanyRow, companyNameSql, findCompanies, findCompany } from './companies.repository.js';
export { createManagedCompany, placeCompanyUnderPartner } from './companies.service.js';
/** A registered company's row, written in people's registration of it with its first person (decision 0067). */
export { insertRegisteredCompany } from './register-company.js';

/** What companies need of people, given from above by the modules' list (decision 0067). */
export type { CompanyPeople } from './company-people.js';

/** The tenant check's owner of a company id: the company itself, when its row exists (decision 0097). */
const companyOwner = keptOwners(findCompanyIdIfExists);

/** The companies area, given the people its views name (people's `companyPeople`) by the modules' list. */
export function companiesModule(people: CompanyPeople): ModuleDefinition {
  return defineModule({
    name: 'companies',
    description: 'Companies: search, details, addresses, logo, registration, account type and config settings',
    tenantResolvers: {
      // a company's row is never deleted (migration 0040; a deleted company is marked so): once found, kept
      company: { owner: companyOwner, sampleOwnedBy: async (_db, companyId) => companyId },
    },
    routes: (app, ctx) => companiesRoutes(app, ctx, people),
    seed: { reference: seedCompaniesReference, demo: seedCompaniesDemo },
    jobs: [compactCompanyCountsJob],
  });
}
