import { type PartnerReport, type PartnerSummary, partnersEndpoints as endpoints } from '@portico/contract';
import { formatRateBp, MESSAGES, PARTNER_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { actorRoute, changeRoute, listRoute, route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createPartnersService } from './partners.service.js';

const rate = (bp: number | null) => (bp === null ? '' : formatRateBp(bp));

const PARTNER_CSV_COLUMNS = csvColumns<PartnerSummary>([
  'companyId',
  'legalName',
  'tradingName',
  'accountType',
  'active',
  'partnerTier',
  {
    commission: (p) => rate(p.commissionRateBp),
    customers: (p) => p.customerCount,
    managedAccounts: (p) => p.managedAccountCount,
  },
]);

const PARTNER_REPORT_CSV_COLUMNS = csvColumns<PartnerReport['rows'][number]>([
  'companyId',
  'legalName',
  'accountType',
  'partnerTier',
  { commission: (r) => rate(r.commissionRateBp) },
  'customersAdded',
  'totalCustomers',
  'managedAccounts',
  { revenue: () => 'unknown' },
]);

export async function partnersRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const partners = createPartnersService({ db: deps.db });

  // ---------------------------------------------------------------------------------------------------------------
  // The partner list and report (staff)

  listRoute(app, endpoints.list, {
    page: partners.listPartners,
    csv: { filename: 'partners.csv', columns: PARTNER_CSV_COLUMNS, rows: partners.exportPartners },
  });

  route(app, endpoints.report, async (request, reply) => {
    const report = await partners.report(request.body);
    if (request.query.format !== 'csv') return ok(report, report.note ?? '');
    // One row per partner, already counted: the whole report is one batch.
    return sendCsv(reply, 'partner-report.csv', PARTNER_REPORT_CSV_COLUMNS, [report.rows]);
  });

  // ---------------------------------------------------------------------------------------------------------------
  // One partner: its customers and commission (staff)

  changeRoute(app, endpoints.linkCustomer, PARTNER_MESSAGES.customerLinked, (ctx, { query }) =>
    partners.linkCustomer(ctx, query.partnerId, query.customerId),
  );

  route(app, endpoints.get, async (request) => ok(await partners.getPartner(request.params.id)));

  changeRoute(app, endpoints.unlinkCustomer, PARTNER_MESSAGES.customerUnlinked, (ctx, { params }) =>
    partners.unlinkCustomer(ctx, params.id, params.customerId),
  );

  changeRoute(app, endpoints.setCommission, MESSAGES.commissionUpdated, (ctx, { params, body }) =>
    partners.setCommission(ctx, params.id, body),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Managed accounts

  actorRoute(app, endpoints.managedAccounts, (actor, { params }) => partners.listManagedAccounts(actor, params.id));

  changeRoute(app, endpoints.createManagedAccount, PARTNER_MESSAGES.managedAccountCreated, (ctx, { params, body }) =>
    partners.createManagedAccount(ctx, params.id, body),
  );

  changeRoute(app, endpoints.updateManagedAccount, PARTNER_MESSAGES.managedAccountUpdated, (ctx, { params, body }) =>
    partners.updateManagedAccount(ctx, params.id, params.companyId, body),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Partner context

  actorRoute(app, endpoints.context, (actor, { params }) => partners.getContext(actor, params.id));

  changeRoute(app, endpoints.createContext, PARTNER_MESSAGES.contextCreated, (ctx, { params, body }) =>
    partners.createContext(ctx, params.id, body),
  );

  changeRoute(app, endpoints.updateContext, PARTNER_MESSAGES.contextUpdated, (ctx, { params, body }) =>
    partners.updateContext(ctx, params.id, body),
  );

  changeRoute(app, endpoints.deleteContext, PARTNER_MESSAGES.contextDeleted, (ctx, { params }) =>
    partners.deleteContext(ctx, params.id),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // A company's partner settings

  actorRoute(app, endpoints.companySettings, (actor, { params }) => partners.companySettings(actor, params.id));

  changeRoute(app, endpoints.updateCompanySettings, MESSAGES.updatedSuccessfully, (ctx, { params, body }) =>
    partners.updateCompanySettings(ctx, params.id, body),
  );
}
