import {
  type BillableRow,
  billingEndpoints as endpoints,
  type MismatchedRow,
  type NonCompliantRow,
  type UnbilledService,
} from '@portico/contract';
import { BILLABLE_MESSAGES, NON_COMPLIANCE_WORDS } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { activateBillable, killBilling } from './billable-moves.js';
import { billableExport, billablesPage, productBillables } from './billables-list.js';
import { chargesOfBillable, deactivateCharge, saveCharge } from './charges.js';
import { changeContractDates } from './contract-dates.js';
import { defunkify } from './defunkify.js';
import { mismatchedBilling, mismatchedExport } from './mismatched.js';
import { nonCompliantBillables, nonCompliantExport } from './noncompliant.js';
import { shareDiscount } from './shared-discount.js';
import { billableTermActivity } from './term-activity.js';
import { makePostpaid, makeStandard } from './postpaid.js';
import { resetToMonthly } from './reset-to-monthly.js';
import { setUpBilling } from './set-up-billing.js';
import { unbilledServiceBatches, unbilledServices } from './unbilled-services.js';

const UNBILLED_CSV_COLUMNS = csvColumns<UnbilledService>([
  'technicalServiceId',
  'technicalServiceUid',
  'name',
  'productType',
  'provisioningStatus',
  'companyId',
  'companyName',
  'location',
  'supplierId',
  'contractStartDate',
  'termMonths',
]);

const BILLABLE_CSV_COLUMNS = csvColumns<BillableRow>([
  'billableId',
  'productUid',
  'customerId',
  'companyName',
  { serviceId: (b) => b.billableServiceDetailsDto.technicalServiceId },
  { serviceName: (b) => b.billableServiceDetailsDto.name },
  { productType: (b) => b.billableServiceDetailsDto.productType },
  { provisioningStatus: (b) => b.billableServiceDetailsDto.provisioningStatus },
  'supplierId',
  'billingStatus',
  'bundleName',
  'billableName',
  // minor units, as the API gives them
  'setup',
  'monthly',
  'currency',
  'term',
  'autoRenewTerm',
  'startDate',
  'activatedOn',
  'contractStartDate',
  'contractEndDate',
  { createdAt: (b) => new Date(b.createdAt).toISOString() },
]);

const MISMATCHED_CSV_COLUMNS = csvColumns<MismatchedRow>([
  'mismatch',
  ...BILLABLE_CSV_COLUMNS.map((c) => ({ [c.header]: c.value })),
]);

const NON_COMPLIANT_CSV_COLUMNS = csvColumns<NonCompliantRow>([
  { reasons: (row) => row.reasons.map((r) => NON_COMPLIANCE_WORDS[r]).join('; ') },
  ...BILLABLE_CSV_COLUMNS.map((c) => ({ [c.header]: c.value })),
]);

/** Billing's staff calls (decision 0081). */
export async function billingRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  route(app, endpoints.unbilledServices, async (request, reply) => {
    const { format, ...query } = request.query;
    if (format === 'csv')
      return sendCsv(
        reply,
        'unbilled-services.csv',
        UNBILLED_CSV_COLUMNS,
        unbilledServiceBatches(deps.db, { supplierId: query.supplierId, search: query.search }),
      );
    return ok(await unbilledServices(deps.db, query));
  });
  route(app, endpoints.billables, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv')
      return sendCsv(reply, 'billables.csv', BILLABLE_CSV_COLUMNS, billableExport(deps.db, filters));
    return ok(await billablesPage(deps.db, { ...filters, page, pageSize }));
  });
  route(app, endpoints.productBillables, async (request) =>
    ok(await productBillables(deps.db, request.params.productUid)),
  );
  route(app, endpoints.activateBillable, async (request) => {
    const { billable, message } = await activateBillable(
      deps,
      changeContext(request),
      request.params.id,
      request.body.date,
    );
    return ok(billable, message);
  });
  route(app, endpoints.killBilling, async (request) => {
    const { billable, message } = await killBilling(deps, changeContext(request), request.params.id);
    return ok(billable, message);
  });
  route(app, endpoints.resetToMonthly, async (request) => {
    const { result, message } = await resetToMonthly(deps.db, changeContext(request), request.body.serviceIds);
    return ok(result, message);
  });
  route(app, endpoints.charges, async (request) => ok(await chargesOfBillable(deps.db, request.params.id)));
  route(app, endpoints.saveCharge, async (request) => {
    const { charge, message } = await saveCharge(deps.db, changeContext(request), request.params.id, request.body);
    return ok(charge, message);
  });
  route(app, endpoints.deactivateCharge, async (request) => {
    const { charge, message } = await deactivateCharge(
      deps.db,
      changeContext(request),
      request.params.id,
      request.params.chargeId,
    );
    return ok(charge, message);
  });
  route(app, endpoints.mismatchedBilling, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv')
      return sendCsv(reply, 'mismatched-billing.csv', MISMATCHED_CSV_COLUMNS, mismatchedExport(deps.db, filters));
    return ok(await mismatchedBilling(deps.db, { ...filters, page, pageSize }));
  });
  route(app, endpoints.makePostpaid, async (request) => {
    const { billable, message } = await makePostpaid(deps.db, changeContext(request), request.params.id, request.body);
    return ok(billable, message);
  });
  route(app, endpoints.makeStandard, async (request) => {
    const { billable, message } = await makeStandard(deps.db, changeContext(request), request.params.id);
    return ok(billable, message);
  });
  route(app, endpoints.setUpBilling, async (request) =>
    ok(await setUpBilling(deps.db, changeContext(request), request.params.id, request.body), BILLABLE_MESSAGES.setUp),
  );
  route(app, endpoints.nonCompliantBillables, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv')
      return sendCsv(
        reply,
        'non-compliant-billables.csv',
        NON_COMPLIANT_CSV_COLUMNS,
        nonCompliantExport(deps.db, filters),
      );
    return ok(await nonCompliantBillables(deps.db, { ...filters, page, pageSize }));
  });
  route(app, endpoints.defunkify, async (request) => {
    const { result, message } = await defunkify(deps.db, changeContext(request), request.params.id);
    return ok(result, message);
  });
  route(app, endpoints.termActivity, async (request) => ok(await billableTermActivity(deps, request.params.id)));
  route(app, endpoints.sharedDiscount, async (request) => {
    const { charges, message } = await shareDiscount(deps.db, changeContext(request), request.params.id, request.body);
    return ok(charges, message);
  });
  route(app, endpoints.contractDates, async (request) => {
    const { result, message } = await changeContractDates(
      deps.db,
      changeContext(request),
      request.params.id,
      request.body,
    );
    return ok(result, message);
  });
}
