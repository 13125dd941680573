import type { PartnerReport, PartnerReportRequest } from '@portico/contract';
import { PARTNER_ACCOUNT_TYPES, PARTNER_MESSAGES } from '@portico/domain';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { tierOf } from './partner-view.js';

/** A date-only string as the start of that day in UTC. */
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The partner report: per partner, customers linked in a date range and its customer and managed-account counts. */
export function partnerReport({ db }: PartnersServiceDeps) {
  return {
    /** Revenue is unknown until billing exists: rows say null rather than a made-up figure. */
    async report(request: PartnerReportRequest): Promise<PartnerReport> {
      const rows = await repo.partnerList.all(
        db,
        { accountTypes: request.accountType ? [request.accountType] : PARTNER_ACCOUNT_TYPES, tier: request.tier },
        repo.numberCounts,
      );
      const from = request.fromDate ? dayStart(request.fromDate) : null;
      const to = request.toDate ? new Date(dayStart(request.toDate).getTime() + 86_400_000) : null;
      const added = await repo.customersAddedByPartner(
        db,
        rows.map((r) => r.companyId),
        from,
        to,
      );
      return {
        rows: rows.map((r) => ({
          companyId: r.companyId,
          legalName: r.legalName,
          accountType: r.accountType,
          partnerTier: tierOf(r.partnerTier),
          commissionRateBp: r.commissionRateBp,
          customersAdded: added.get(r.companyId) ?? 0,
          totalCustomers: r.customerCount,
          managedAccounts: r.managedAccountCount,
          revenueCents: null,
          revenueBand: null,
        })),
        revenueAvailable: false,
        note: PARTNER_MESSAGES.revenueUnavailable,
      };
    },
  };
}
