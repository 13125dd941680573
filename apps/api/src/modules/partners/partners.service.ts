import { partnerCommission } from './commission.js';
import { companyPartnerSettings } from './company-partner-settings.js';
import { listPartners } from './list-partners.js';
import { managedAccounts } from './managed-accounts.js';
import { partnerContext } from './partner-context.js';
import { partnerCustomers } from './partner-customers.js';
import { partnerDetails } from './partner-details.js';
import { partnerReport } from './partner-report.js';
import { composeUseCases } from '../define-module.js';
import type { PartnersServiceDeps } from './partners-deps.js';

/**
 * The partners module's use cases, one file each (list, report, details, customers, commission, managed accounts,
 * context, a company's partner settings), composed into the service the routes call.
 */
export function createPartnersService(deps: PartnersServiceDeps) {
  return composeUseCases(deps, [
    listPartners,
    partnerReport,
    partnerDetails,
    partnerCustomers,
    partnerCommission,
    managedAccounts,
    partnerContext,
    companyPartnerSettings,
  ]);
}
