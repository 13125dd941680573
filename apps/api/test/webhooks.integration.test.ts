import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookDelivery } from '@portico/contract';
import { verifyWebhookSignature, WEBHOOK_MESSAGES, type WebhookEnvelope } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { webhookSweepJob } from '../src/modules/webhooks/index.js';
import { settableClock } from '../src/platform/clock.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice } from './invoices.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on this machine (port 0): it keeps every request and answers each with the next status of its plan
 * (200 once the plan is used up).
 */
async function startReceiver() {
  const received: Received[] = [];
  const plan: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = plan.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    plan,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clock = settableClock(new Date());

/**
 * Signed outbound webhooks (decision 0093), with a real receiver on this machine: an invoice's commit reaches a
 * subscribed webhook signed with its secret; a receiver's failure is retried after the wait and both attempts are in
 * the log; a test send goes to its webhook only; another company neither sees nor changes a webhook; a bad URL is
 * refused with its message and nothing written.
 */
describe('webhooks', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let period = 0;
  const acme = DEMO_COMPANIES.acme;
  const base = `/v2/company/${acme}/webhooks`;

  const create = (payload: object, token = admin) => t.call(token, { method: 'POST', url: base, payload });
  const deliveries = async (webhookId: number): Promise<WebhookDelivery[]> => {
    const res = await t.call(admin, { method: 'GET', url: `${base}/${webhookId}/deliveries` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items;
  };
  /** waits for the webhook's newest delivery to be as `done` says (the worker runs the jobs) */
  const waitFor = async (webhookId: number, done: (d: WebhookDelivery) => boolean): Promise<WebhookDelivery> => {
    for (let i = 0; i < 80; i++) {
      const [newest] = await deliveries(webhookId);
      if (newest && done(newest)) return newest;
      await new Promise((r) => setTimeout(r, 125));
    }
    throw new Error(`webhook ${webhookId}: the delivery never got there`);
  };
  const sweep = () => t.queue.send(webhookSweepJob, {});
  const rowCount = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  const verify = (r: Received, secret: string) =>
    verifyWebhookSignature({
      header: String(r.headers['portico-signature']),
      body: r.body,
      secret,
      nowSeconds: Math.floor(clock.now().getTime() / 1000),
    });
  const commitAnInvoice = async () => {
    period += 1;
    const { id } = await anInvoice(t.database.db, {
      companyId: acme,
      status: 'APPROVED',
      periodStart: `20${10 + period}-01-01`,
      periodEnd: `20${10 + period}-01-31`,
    });
    const res = await t.call(staff, {
      method: 'POST',
      url: `/secure/invoice/${id}/status`,
      payload: { action: 'commit' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    admin = await t.login('acme.admin');
    staff = await t.login('staff.admin');
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(() => {
    clock.set(new Date());
    receiver.received.length = 0;
    receiver.plan.length = 0;
  });

  it('refuses a bad URL or no events with its message, and writes nothing', async () => {
    const before = await rowCount('webhook_endpoints');
    const cases: [object, string][] = [
      [{ url: 'ftp://hooks.example.com/', keys: ['INVOICE_COMMITTED'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'http://hooks.example.com/', keys: ['INVOICE_COMMITTED'] }, WEBHOOK_MESSAGES.urlHttpsRequired],
      [{ url: 'https://u:p@hooks.example.com/', keys: ['INVOICE_COMMITTED'] }, WEBHOOK_MESSAGES.urlCredentials],
      [{ url: '', keys: ['INVOICE_COMMITTED'] }, WEBHOOK_MESSAGES.urlRequired],
      [{ url: 'https://hooks.example.com/', keys: [] }, WEBHOOK_MESSAGES.keysRequired],
      [{ url: 'https://hooks.example.com/', keys: ['NOT_A_KEY'] }, WEBHOOK_MESSAGES.keyUnknown],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rowCount('webhook_endpoints')).toBe(before);
  });

  it("delivers a committed invoice to the company's subscribed webhook, signed with its secret", async () => {
    const res = await create({
      url: receiver.url('/invoices'),
      description: 'Accounts',
      keys: ['INVOICE_COMMITTED'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(WEBHOOK_MESSAGES.created);
    expect(res.headers['cache-control']).toBe('no-store');
    const { id, secret } = res.json().data as { id: number; secret: string };
    expect(secret).toMatch(/^whsec_/);
    // the list never shows the secret again
    const list = await t.call(admin, { method: 'GET', url: base });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().data.find((w: { id: number }) => w.id === id)).toMatchObject({
      url: receiver.url('/invoices'),
      keys: ['INVOICE_COMMITTED'],
      active: true,
    });
    // a webhook subscribed to something else hears nothing of it
    const other = await create({ url: receiver.url('/people'), keys: ['PERSON_CREATED'] });
    expect(other.statusCode).toBe(201);

    const invoiceId = await commitAnInvoice();
    await sweep();
    const delivered = await waitFor(id, (d) => d.status === 'DELIVERED');
    expect(delivered).toMatchObject({ key: 'INVOICE_COMMITTED', attempts: 1, lastHttpStatus: 200, lastError: null });
    expect(delivered.attemptLog).toHaveLength(1);

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.path).toBe('/invoices');
    expect(request!.headers['portico-event']).toBe('INVOICE_COMMITTED');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(await verify(request!, secret)).toBe(true);
    expect(await verify(request!, 'whsec_someone_else')).toBe(false);
    const envelope = JSON.parse(request!.body) as WebhookEnvelope;
    expect(envelope).toMatchObject({ id: delivered.eventId, key: 'INVOICE_COMMITTED', companyId: acme });
    expect(envelope.data).toMatchObject({ invoiceId, kind: 'INVOICE', currency: 'AUD' });
    expect(await deliveries(other.json().data.id)).toEqual([]);
  });

  it('retries a receiver that answered 500 after the wait, and logs both attempts', async () => {
    const created = await create({ url: receiver.url('/flaky'), keys: ['COMPANY_UPDATED'] });
    const { id, secret } = created.json().data as { id: number; secret: string };
    receiver.plan.push(500);
    const test = await t.call(admin, { method: 'POST', url: `${base}/${id}/test` });
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json().message).toBe(WEBHOOK_MESSAGES.testQueued);

    const failed = await waitFor(id, (d) => d.attempts === 1 && d.status === 'PENDING' && d.lastHttpStatus === 500);
    expect(failed.lastError).toBe('The receiver answered 500: receiver broke');
    expect(failed.nextAttemptAt).toBe(clock.now().getTime() + 60_000);
    // not due yet: a sweep sends nothing
    await sweep();
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received).toHaveLength(1);

    clock.advance(61_000);
    await sweep();
    const delivered = await waitFor(id, (d) => d.status === 'DELIVERED');
    expect(delivered.attempts).toBe(2);
    expect(delivered.attemptLog.map((a) => [a.attempt, a.httpStatus])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(JSON.parse(first!.body).id).toBe(JSON.parse(second!.body).id);
    expect(await verify(second!, secret)).toBe(true);
  });

  it('sends a test event to that webhook only, and redelivers a delivery with the same event id', async () => {
    const a = (await create({ url: receiver.url('/a'), keys: ['PERSON_UPDATED'] })).json().data;
    const b = (await create({ url: receiver.url('/b'), keys: ['PERSON_UPDATED'] })).json().data;
    const test = await t.call(staff, { method: 'POST', url: `${base}/${a.id}/test` });
    expect(test.statusCode, test.body).toBe(202);
    const delivered = await waitFor(a.id, (d) => d.status === 'DELIVERED');
    expect(delivered.key).toBe('WEBHOOK_TEST');
    expect(receiver.received.map((r) => r.path)).toEqual(['/a']);
    expect(await deliveries(b.id)).toEqual([]);

    const again = await t.call(admin, {
      method: 'POST',
      url: `${base}/${a.id}/deliveries/${delivered.id}/redeliver`,
    });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data.status).toBe('PENDING');
    const redelivered = await waitFor(a.id, (d) => d.status === 'DELIVERED' && d.attempts === 2);
    expect(redelivered.eventId).toBe(delivered.eventId);
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([delivered.eventId, delivered.eventId]);

    // a disabled webhook takes no test and hears no new event
    const off = await t.call(admin, { method: 'PATCH', url: `${base}/${b.id}`, payload: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.active).toBe(false);
    const refused = await t.call(admin, { method: 'POST', url: `${base}/${b.id}/test` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WEBHOOK_MESSAGES.testNeedsActive);
    const [finance] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from persons where username = 'acme.finance'`,
    );
    const changed = await t.call(admin, {
      method: 'PUT',
      url: `/secure/party/person/${finance!.id}`,
      payload: { firstName: 'Fiona', lastName: 'Finance' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await sweep();
    await waitFor(a.id, (d) => d.key === 'PERSON_UPDATED' && d.status === 'DELIVERED');
    expect(await deliveries(b.id)).toEqual([]);
  });

  it("emits a person's change to the company's webhooks in the change's transaction", async () => {
    const hook = (await create({ url: receiver.url('/person'), keys: ['PERSON_UPDATED'] })).json().data;
    const [person] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from persons where username = 'acme.viewer'`,
    );
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/secure/party/person/${person!.id}`,
      payload: { firstName: 'Vera', lastName: 'Viewer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await sweep();
    const delivered = await waitFor(hook.id, (d) => d.status === 'DELIVERED');
    expect(delivered.key).toBe('PERSON_UPDATED');
    const body = JSON.parse(receiver.received.find((r) => r.path === '/person')!.body) as WebhookEnvelope;
    expect(body.data).toMatchObject({ personId: person!.id, firstName: 'Vera', lastName: 'Viewer' });
    expect(body.data).not.toHaveProperty('passwordHash');
  });

  it("emits a company's change with the names and new values of what changed", async () => {
    const hook = (await create({ url: receiver.url('/company'), keys: ['COMPANY_UPDATED'] })).json().data;
    const current = await t.call(admin, { method: 'GET', url: `/secure/party/company/${acme}` });
    expect(current.statusCode, current.body).toBe(200);
    const res = await t.call(admin, {
      method: 'PUT',
      url: '/secure/party/company',
      payload: { companyId: acme, legalName: current.json().data.legalName, description: 'Told by a webhook' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await sweep();
    const delivered = await waitFor(hook.id, (d) => d.status === 'DELIVERED');
    expect(delivered.key).toBe('COMPANY_UPDATED');
    const body = JSON.parse(receiver.received.find((r) => r.path === '/company')!.body) as WebhookEnvelope;
    expect(body.data).toEqual({
      companyId: acme,
      changed: ['description'],
      values: { description: 'Told by a webhook' },
    });
  });

  it('lets no other company, nor one of its own without company admin, see or change a webhook', async () => {
    const { id } = (await create({ url: receiver.url('/private'), keys: ['INVOICE_PAID'] })).json().data;
    const partner = await t.login('partner.admin');
    const finance = await t.login('acme.finance');
    const before = await rowCount('webhook_endpoints');

    expect((await t.call(partner, { method: 'GET', url: base })).statusCode).toBe(403);
    expect((await create({ url: receiver.url('/x'), keys: ['INVOICE_PAID'] }, partner)).statusCode).toBe(403);
    for (const [method, url] of [
      ['PATCH', `${base}/${id}`],
      ['DELETE', `${base}/${id}`],
      ['GET', `${base}/${id}/deliveries`],
      ['POST', `${base}/${id}/test`],
      // the partner's own company in the path, Acme's webhook id
      ['PATCH', `/v2/company/${DEMO_COMPANIES.umbrella}/webhooks/${id}`],
    ] as const) {
      const res = await t.call(partner, { method, url, ...(method === 'PATCH' ? { payload: { active: false } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.call(finance, { method: 'GET', url: base })).statusCode).toBe(403);
    expect((await t.call(finance, { method: 'DELETE', url: `${base}/${id}` })).statusCode).toBe(403);
    // staff may manage any company's webhooks
    expect((await t.call(staff, { method: 'GET', url: base })).statusCode).toBe(200);
    expect(await rowCount('webhook_endpoints')).toBe(before);

    const removed = await t.call(admin, { method: 'DELETE', url: `${base}/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(WEBHOOK_MESSAGES.deleted);
    expect(await rowCount('webhook_endpoints')).toBe(before - 1);
  });
});
