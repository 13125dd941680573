import { defineModule } from '../define-module.js';
import { companiesRoutes } from './companies.routes.js';
import { findCompanyIdIfExists } from './companies.repository.js';

export const companiesModule = defineModule({
  name: 'companies',
  description: 'Companies: search, details, addresses, logo, registration, account type and config settings',
  tenantResolvers: {
    company: { owner: findCompanyIdIfExists, sampleOwnedBy: async (_db, companyId) => companyId },
  },
  async routes(app, ctx) {
    await app.register(companiesRoutes, ctx);
  },
});
