import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES } from '@portico/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender } from './webhook-sender.js';

/**
 * The sender on its own (decision 0093): what production refuses (a receiver on this machine, by its address or by a
 * name that resolves to it), a redirect never followed, and the time limit.
 */
describe('the webhook sender', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') return res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
      if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end(), 1_000);
      res.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (allowPrivateAddresses: boolean, url: string, timeoutMs = 5_000) =>
    createWebhookSender({ allowPrivateAddresses }).post({ url, body: '{}', headers: {}, timeoutMs });

  it('delivers to this machine in demo mode', async () => {
    expect(await post(true, `http://127.0.0.1:${port}/ok`)).toEqual({ httpStatus: 200, error: null });
  });

  it('refuses a private address in production, given as an address or as a name resolving to one', async () => {
    const before = hits.length;
    expect(await post(false, `http://127.0.0.1:${port}/ok`)).toEqual({
      httpStatus: null,
      error: WEBHOOK_MESSAGES.privateAddress,
    });
    expect(await post(false, `http://localhost:${port}/ok`)).toEqual({
      httpStatus: null,
      error: WEBHOOK_MESSAGES.privateAddress,
    });
    expect(hits.length).toBe(before);
  });

  it('does not follow a redirect', async () => {
    expect(await post(true, `http://127.0.0.1:${port}/redirect`)).toEqual({
      httpStatus: 302,
      error: WEBHOOK_MESSAGES.redirect,
    });
  });

  it('gives up at the time limit', async () => {
    expect(await post(true, `http://127.0.0.1:${port}/slow`, 200)).toEqual({
      httpStatus: null,
      error: WEBHOOK_MESSAGES.timeout,
    });
  });
});
