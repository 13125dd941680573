import { type PartnerReport, type PartnerSummary, partnersEndpoints as endpoints } from '@portico/contract';
import { formatRateBp, MESSAGES, PARTNER_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { createPartnersService } from './partners.service.js';

const rate = (bp: number | null) => (bp === null ? '' : formatRateBp(bp));

const PARTNER_CSV_COLUMNS = csvColumns<PartnerSummary>({
  companyId: (p) => p.companyId,
  legalName: (p) => p.legalName,
  tradingName: (p) => p.tradingName,
  accountType: (p) => p.accountType,
  active: (p) => p.active,
  partnerTier: (p) => p.partnerTier,
  commission: (p) => rate(p.commissionRateBp),
  customers: (p) => p.customerCount,
  managedAccounts: (p) => p.managedAccountCount,
});

const PARTNER_REPORT_CSV_COLUMNS = csvColumns<PartnerReport['rows'][number]>({
  companyId: (r) => r.companyId,
  legalName: (r) => r.legalName,
  accountType: (r) => r.accountType,
  partnerTier: (r) => r.partnerTier,
  commission: (r) => rate(r.commissionRateBp),
  customersAdded: (r) => r.customersAdded,
  totalCustomers: (r) => r.totalCustomers,
  managedAccounts: (r) => r.managedAccounts,
  revenue: () => 'unknown',
});

export async function partnersRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const partners = createPartnersService({ db: deps.db });

  // ---------------------------------------------------------------------------------------------------------------
  // The partner list and report (staff)

  route(app, endpoints.list, async (request, reply) => {
    if (request.query.format === 'csv')
      return sendCsv(reply, 'partners.csv', PARTNER_CSV_COLUMNS, partners.exportPartners(request.query));
    return ok(await partners.listPartners(request.query));
  });

  route(app, endpoints.report, async (request, reply) => {
    const report = await partners.report(request.body);
    if (request.query.format !== 'csv') return ok(report, report.note ?? '');
    // One row per partner, already counted: the whole report is one batch.
    return sendCsv(reply, 'partner-report.csv', PARTNER_REPORT_CSV_COLUMNS, [report.rows]);
  });

  // ---------------------------------------------------------------------------------------------------------------
  // One partner: its customers and commission (staff)

  route(app, endpoints.linkCustomer, async (request) => {
    await partners.linkCustomer(changeContext(request), request.query.partnerId, request.query.customerId);
    return ok(null, PARTNER_MESSAGES.customerLinked);
  });

  route(app, endpoints.get, async (request) => ok(await partners.getPartner(request.params.id)));

  route(app, endpoints.unlinkCustomer, async (request) => {
    await partners.unlinkCustomer(changeContext(request), request.params.id, request.params.customerId);
    return ok(null, PARTNER_MESSAGES.customerUnlinked);
  });

  route(app, endpoints.setCommission, async (request) =>
    ok(
      await partners.setCommission(changeContext(request), request.params.id, request.body),
      MESSAGES.commissionUpdated,
    ),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Managed accounts

  route(app, endpoints.managedAccounts, async (request) =>
    ok(await partners.listManagedAccounts(requireActor(request), request.params.id)),
  );

  route(app, endpoints.createManagedAccount, async (request) =>
    ok(
      await partners.createManagedAccount(changeContext(request), request.params.id, request.body),
      PARTNER_MESSAGES.managedAccountCreated,
    ),
  );

  route(app, endpoints.updateManagedAccount, async (request) =>
    ok(
      await partners.updateManagedAccount(
        changeContext(request),
        request.params.id,
        request.params.companyId,
        request.body,
      ),
      PARTNER_MESSAGES.managedAccountUpdated,
    ),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Partner context

  route(app, endpoints.context, async (request) =>
    ok(await partners.getContext(requireActor(request), request.params.id)),
  );

  route(app, endpoints.createContext, async (request) =>
    ok(
      await partners.createContext(changeContext(request), request.params.id, request.body),
      PARTNER_MESSAGES.contextCreated,
    ),
  );

  route(app, endpoints.updateContext, async (request) =>
    ok(
      await partners.updateContext(changeContext(request), request.params.id, request.body),
      PARTNER_MESSAGES.contextUpdated,
    ),
  );

  route(app, endpoints.deleteContext, async (request) => {
    await partners.deleteContext(changeContext(request), request.params.id);
    return ok(null, PARTNER_MESSAGES.contextDeleted);
  });

  // ---------------------------------------------------------------------------------------------------------------
  // A company's partner settings

  route(app, endpoints.companySettings, async (request) =>
    ok(await partners.companySettings(requireActor(request), request.params.id)),
  );

  route(app, endpoints.updateCompanySettings, async (request) =>
    ok(
      await partners.updateCompanySettings(changeContext(request), request.params.id, request.body),
      MESSAGES.updatedSuccessfully,
    ),
  );
}
