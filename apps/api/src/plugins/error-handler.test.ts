import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
