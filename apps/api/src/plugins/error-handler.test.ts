import { PRICEBOOK_RULE_MESSAGES } from '@portico/domain';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from '../http/serializer.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler, { BUSY_MESSAGE, isQueryCanceled } from './error-handler.js';

/** What node-postgres throws when the statement time-out cancels a query. */
function queryCanceled(): Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
}

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get('/slow', async () => {
    throw error;
  });
  return app;
}

describe('a query cancelled by the statement time-out', () => {
  it('is recognised from the driver, or wrapped by Drizzle as the cause', () => {
    expect(isQueryCanceled(queryCanceled())).toBe(true);
    expect(isQueryCanceled(new Error('Failed query: select …', { cause: queryCanceled() }))).toBe(true);
    expect(isQueryCanceled(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(false);
    expect(isQueryCanceled('57014')).toBe(false);
  });

  it('answers 503 with a message to try again, and nothing of the query', async () => {
    for (const error of [queryCanceled(), new Error('Failed query: select secret', { cause: queryCanceled() })]) {
      const app = await appThrowing(error);
      const res = await app.inject({ method: 'GET', url: '/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ message: BUSY_MESSAGE, data: null });
      expect(res.body).not.toMatch(/secret|select|canceling/);
      await app.close();
    }
  });

  it('leaves every other failure a 500', async () => {
    const app = await appThrowing(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    expect((await app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('a refused input', () => {
  const body = z
    .object({
      name: z.string().min(3),
      speed: z.number({ error: 'Speed must be a number of Mbps' }).int().positive('Speed must be above nothing'),
      count: z.number().int().max(10),
      fromDate: z.string(),
      toDate: z.string(),
    })
    .refine((b) => b.toDate >= b.fromDate, { path: ['toDate'], message: PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate });

  async function post(payload: Record<string, unknown>) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    app.post('/x', { schema: { body } }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'POST', url: '/x', payload });
    await app.close();
    expect(res.statusCode).toBe(400);
    return res.json() as { message: string; code: string; data: { path: string; message: string }[] };
  }
  const good = { name: 'Port', speed: 100, count: 1, fromDate: '2026-01-01', toDate: '2026-02-01' };

  it("shows a message of the domain's tables as written, never behind a field name", async () => {
    expect((await post({ ...good, toDate: '2025-01-01' })).message).toBe(PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate);
  });

  it("names the field before any other message: zod's wording, or a schema's own", async () => {
    expect((await post({ ...good, name: 'x' })).message).toBe(
      'name: Too small: expected string to have >=3 characters',
    );
    expect((await post({ ...good, count: 'many' })).message).toBe(
      'count: Invalid input: expected number, received string',
    );
    expect((await post({ ...good, speed: -1 })).message).toBe('speed: Speed must be above nothing');
  });

  it('lists every field and its message in data', async () => {
    const answer = await post({ ...good, name: 'x', speed: -1 });
    expect(answer.code).toBe('validation');
    expect(answer.data).toEqual([
      { path: 'name', message: 'Too small: expected string to have >=3 characters' },
      { path: 'speed', message: 'Speed must be above nothing' },
    ]);
  });
});
