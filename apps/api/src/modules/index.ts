import { TENANT_RESOURCES, type TenantResource } from '@portico/contract';
import { accountingModule } from './accounting/index.js';
import { auditModule } from './audit/index.js';
import { authModule, personSessions } from './auth/index.js';
import { billingMailAttachments, billingModule, estimateNextInvoice } from './billing/index.js';
import { cardsModule } from './cards/index.js';
import { catalogueModule } from './catalogue/index.js';
import { companiesModule } from './companies/index.js';
import { dashboardModule } from './dashboard/index.js';
import type { ModuleContext, ModuleDefinition, ModuleJob, TenantResolver } from './define-module.js';
import { exchangeRatesModule } from './exchange-rates/index.js';
import { graphsModule } from './graphs/index.js';
import { mailModule } from './mail/index.js';
import { orderingModule } from './ordering/index.js';
import { partnersModule } from './partners/index.js';
import { paymentsModule } from './payments/index.js';
import { companyPeople, peopleModule } from './people/index.js';
import { pricingModule } from './pricing/index.js';
import { pricebookModule } from './pricebook/index.js';
import { promoModule } from './promo/index.js';
import { servicesModule, supplyServices } from './services/index.js';
import { simulatorsModule } from './simulators/index.js';
import { suppliesModule } from './supplies/index.js';
import { systemModule } from './system/index.js';
import { webhooksModule } from './webhooks/index.js';

/**
 * Every module of the app, once. The API registers their routes, the worker their jobs, the tests walk their
 * endpoints, the API docs take their tags and the seed runs their seeds — all from this list. A new area is one
 * folder and one line here.
 */
export const MODULES: readonly ModuleDefinition[] = [
  systemModule,
  // mail is given the files of the areas above it to attach, rendered when it sends: an invoice's PDF (decision 0087)
  mailModule(billingMailAttachments),
  // below companies, so that every area can emit its events in its own transaction (decision 0093)
  webhooksModule,
  auditModule,
  authModule,
  // companies are given people's read functions from above: people stand on companies (decision 0067)
  companiesModule(companyPeople),
  // people are given auth's functions from above: auth stands on people (decision 0067)
  peopleModule(personSessions),
  // supplies are given the markets services are priced in and billing's next invoice from above: services and
  // billing stand above supplies (decisions 0078, 0085)
  suppliesModule({ ...supplyServices, nextInvoiceOf: estimateNextInvoice }),
  partnersModule,
  simulatorsModule,
  catalogueModule,
  exchangeRatesModule,
  pricingModule,
  pricebookModule,
  promoModule,
  servicesModule,
  billingModule,
  paymentsModule,
  cardsModule,
  accountingModule,
  orderingModule,
  graphsModule,
  dashboardModule,
];

/** The modules this process runs (the simulators only in demo mode). */
export function activeModules(ctx: ModuleContext): ModuleDefinition[] {
  return MODULES.filter((m) => m.enabled?.(ctx) ?? true);
}

/** Every background job of the active modules: the API's in-process worker and `npm run worker` register these. */
export function moduleJobs(ctx: ModuleContext): ModuleJob[] {
  const jobs = activeModules(ctx).flatMap((m) => m.jobs ?? []);
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two modules define the job ${job.name}`);
    names.add(job.name);
  }
  return jobs;
}

/** One resolver per tenant resource of the contract, each from the module that owns the resource. */
export function tenantResolvers(
  modules: readonly ModuleDefinition[] = MODULES,
): Record<TenantResource, TenantResolver> {
  const found: Partial<Record<TenantResource, TenantResolver>> = {};
  for (const module of modules) {
    for (const [resource, resolver] of Object.entries(module.tenantResolvers ?? {}) as [
      TenantResource,
      TenantResolver,
    ][]) {
      if (found[resource]) throw new Error(`Two modules resolve the tenant resource ${resource}`);
      found[resource] = resolver;
    }
  }
  for (const resource of TENANT_RESOURCES)
    if (!found[resource]) throw new Error(`No module resolves the tenant resource ${resource}`);
  return found as Record<TenantResource, TenantResolver>;
}
