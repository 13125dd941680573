import { paymentsEndpoints as endpoints, type PaymentTransaction, type Statement } from '@portico/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { idempotencyKey } from '../../http/idempotency.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { companyBalance, companyBalances, openInvoices, statement } from './balances.js';
import { allocatePayment, autoAllocate, removePayment, unallocate } from './payment-changes.js';
import { transactionExport, transactionPage } from './payment-lists.js';
import { transactionDetail } from './payments-view.js';
import { receiptPayment } from './receipt.js';

// amounts in signed minor units and days as ISO days, as the API gives them
const TRANSACTION_CSV_COLUMNS = csvColumns<PaymentTransaction>([
  'transactionId',
  'transactionDate',
  'receiptDate',
  'consumerId',
  'consumerName',
  'supplierId',
  'transactionType',
  'paymentMethod',
  'cardTransactionType',
  'bank',
  'currency',
  'amount',
  'allocatableAmount',
  'externalId',
  'receipterId',
  'notes',
  'removed',
]);

const STATEMENT_CSV_COLUMNS = csvColumns<Statement['lines'][number]>([
  'date',
  'kind',
  'reference',
  'description',
  'currency',
  'debit',
  'credit',
  'balance',
]);

/** The caller may read the company's financials: checked again beside the route's tenant check (decision 0014). */
function mayReadFinancials(request: FastifyRequest, companyId: number): void {
  requireCompanyAccess(requireActor(request), companyId, 'financials');
}

/** Payments (decision 0090): staff receipt and allocate; customers read their own payments, balance and statement. */
export function paymentsRoutes(app: FastifyInstance, deps: RouteContext): void {
  route(app, endpoints.supplierTransactions, async (request, reply) => {
    const { format, page, pageSize, companyId, state, search } = request.query;
    const filters = { supplierId: request.params.supplierId, companyId, state, search };
    if (format === 'csv')
      return sendCsv(reply, 'payments.csv', TRANSACTION_CSV_COLUMNS, transactionExport(deps.db, filters));
    return ok(await transactionPage(deps.db, filters, { page, pageSize }));
  });
  route(app, endpoints.transaction, async (request) =>
    ok(await transactionDetail(deps.db, request.params.transactionId)),
  );
  route(app, endpoints.receipt, async (request, reply) => {
    const key = idempotencyKey(request);
    const done = await receiptPayment(deps, changeContext(request), request.body, key);
    reply.code(201);
    return ok(done.detail, 'Payment receipted');
  });
  route(app, endpoints.receiptAndAllocate, async (request, reply) => {
    const key = idempotencyKey(request);
    const { receipt, allocations } = request.body;
    const done = await receiptPayment(deps, changeContext(request), receipt, key, allocations);
    reply.code(201);
    return ok(
      { transaction: done.detail, allocations: done.allocations, allocatedCents: done.allocatedCents },
      'Payment receipted and allocated',
    );
  });
  route(app, endpoints.allocate, async (request) => {
    const key = idempotencyKey(request);
    const done = await allocatePayment(
      deps,
      changeContext(request),
      request.params.transactionId,
      request.body.allocations,
      key,
    );
    return ok(
      { transaction: done.detail, allocations: done.allocations, allocatedCents: done.allocatedCents },
      'Payment allocated',
    );
  });
  route(app, endpoints.unallocate, async (request) =>
    ok(await unallocate(deps, changeContext(request), request.params.allocationId), 'Allocation reversed'),
  );
  route(app, endpoints.removePayment, async (request) =>
    ok(await removePayment(deps, changeContext(request), request.params.transactionId), 'Payment removed'),
  );
  route(app, endpoints.autoAllocate, async (request) => {
    const { companyId, supplierId } = request.body;
    const done = await autoAllocate(deps, changeContext(request), companyId, supplierId ?? null);
    return ok(done, `${done.allocations} allocations made`);
  });
  route(app, endpoints.openInvoices, async (request) =>
    ok(await openInvoices(deps.db, request.query.companyId, request.query.supplierId ?? null)),
  );
  route(app, endpoints.balance, async (request) => {
    mayReadFinancials(request, request.params.companyId);
    return ok(await companyBalance(deps.db, request.params.companyId, request.params.supplierId, deps.now()));
  });
  route(app, endpoints.balances, async (request) => {
    mayReadFinancials(request, request.params.companyId);
    return ok(await companyBalances(deps.db, request.params.companyId, null, deps.now()));
  });
  route(app, endpoints.companyTransactions, async (request, reply) => {
    const { format, page, pageSize, state, search } = request.query;
    mayReadFinancials(request, request.params.companyId);
    const filters = { companyId: request.params.companyId, state, search };
    if (format === 'csv')
      return sendCsv(reply, 'payments.csv', TRANSACTION_CSV_COLUMNS, transactionExport(deps.db, filters));
    return ok(await transactionPage(deps.db, filters, { page, pageSize }));
  });
  route(app, endpoints.companyTransaction, async (request) => {
    mayReadFinancials(request, request.params.companyId);
    return ok(await transactionDetail(deps.db, request.params.transactionId, request.params.companyId));
  });
  route(app, endpoints.statement, async (request, reply) => {
    const { companyId, supplierId, from, format } = request.query;
    mayReadFinancials(request, companyId);
    const answer = await statement(deps.db, companyId, supplierId, from, deps.now());
    if (format === 'csv') return sendCsv(reply, 'statement.csv', STATEMENT_CSV_COLUMNS, [answer.lines]);
    return ok(answer);
  });
}
