import multipart from '@fastify/multipart';
import { cardsEndpoints as endpoints } from '@portico/contract';
import { CARD_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, invalid } from '../../errors.js';
import { ok } from '../../http/envelope.js';
import { changeContext } from '../../http/context.js';
import { idempotencyKey } from '../../http/idempotency.js';
import { actorRoute, route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { chargeRunJob, cardsDepsOf } from './card-jobs.js';
import { planTokenPayments, readReceiptCsv } from './card-runs.js';
import { runView } from './card-views.js';
import { createCardsService } from './cards.service.js';
import { requireProvider } from './hosted-pages.js';

/** The largest receipt CSV taken (a 100,000-row file is about 10 MB). */
export const RECEIPT_MAX_BYTES = 32 * 1024 * 1024;

export async function cardsRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const deps = cardsDepsOf(ctx);
  const cards = createCardsService(deps);
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // Hosted pages: an access code, and the result by it (decision 0091)
  route(app, endpoints.accessCode, async (request) =>
    ok(await cards.accessCode(changeContext(request), request.query)),
  );
  for (const endpoint of [endpoints.paymentToken, endpoints.securePaymentToken, endpoints.paymentStatus])
    route(app, endpoint, async (request) => {
      const result = await cards.confirm(changeContext(request), request.body.accessCode);
      return ok(result, result.message);
    });

  // A registered card charged, once per Idempotency-Key
  route(app, endpoints.tokenPayment, async (request) => {
    const result = await cards.tokenPayment(changeContext(request), request.body, () => idempotencyKey(request));
    return ok(result, result.message);
  });

  route(app, endpoints.tokenPayments, async (request) => {
    requireProvider(deps);
    const who = changeContext(request);
    const run = await planTokenPayments(deps, { ...request.body, personId: who.actor.personId });
    await ctx.queue.send(chargeRunJob, { runId: run.id, chunk: 0 }, { key: `${run.id}:0` });
    return ok(runView(run), CARD_MESSAGES.tokenPaymentsQueued);
  });

  // Direct debit
  route(app, endpoints.saveDirectDebit, async (request) =>
    ok(await cards.saveDirectDebit(changeContext(request), request.body), CARD_MESSAGES.directDebitSaved),
  );
  actorRoute(app, endpoints.directDebit, (actor, request) => cards.directDebit(actor, request.params.id));
  actorRoute(app, endpoints.directDebitLastRun, (actor, request) => cards.directDebitLastRun(actor, request.params.id));

  // Lists
  route(app, endpoints.ccRegistered, async (request) => ok(await cards.ccRegistered(request.params.id)));
  actorRoute(app, endpoints.registeredCards, (actor, request) =>
    cards.registeredCards(actor, request.params.companyId),
  );
  actorRoute(app, endpoints.cardPayments, (actor, request) => cards.cardPayments(actor, request.params.companyId));
  route(app, endpoints.runs, async (request) => ok(await cards.runs(request.query.kind)));
  route(app, endpoints.runRows, async (request) => ok(await cards.runRows(request.params.id)));
  route(app, endpoints.failures, async () => ok(await cards.failures()));

  // The card-provider receipt CSV (§5): read as it streams in, charged by a job
  route(app, endpoints.uploadReceipt, async (request) => {
    requireProvider(deps);
    const who = changeContext(request);
    let part;
    try {
      part = await request.file();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
        throw invalid(CARD_MESSAGES.invalidCsv);
      throw error;
    }
    if (!part) throw invalid(CARD_MESSAGES.invalidCsv);
    const supplierField = part.fields.supplierId;
    const supplierText =
      supplierField && !Array.isArray(supplierField) && supplierField.type === 'field'
        ? String(supplierField.value)
        : '';
    const supplierId = /^[1-9]\d{0,8}$/.test(supplierText) ? Number(supplierText) : null;
    let read;
    try {
      read = await readReceiptCsv(deps, {
        file: part.file,
        fileName: part.filename,
        supplierId,
        personId: who.actor.personId,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('too_large', CARD_MESSAGES.invalidCsv);
      throw error;
    }
    await ctx.queue.send(chargeRunJob, { runId: read.run.id, chunk: 0 }, { key: `${read.run.id}:0` });
    return ok({ run: runView(read.run), omitted: read.omitted }, CARD_MESSAGES.receiptQueued);
  });
}
