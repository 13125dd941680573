import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from '../plugins/error-handler.js';
import { serializerCompiler } from './serializer.js';

async function answer(data: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  const response = z.object({ id: z.number().int(), name: z.string(), usage: z.enum(['UNUSED']).nullable() });
  app.get('/x', { schema: { response: { 200: response } } }, async () => data);
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

describe('the answers serialiser', () => {
  it('sends only the keys the contract names, so a column read by the query never leaks', async () => {
    const res = await answer({ id: 7, name: 'Port', usage: null, passwordHash: 'secret', companyId: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: 'Port', usage: null });
    expect(res.body).not.toContain('secret');
  });

  it('refuses an answer that breaks its contract with a server error that names nothing of it', async () => {
    const res = await answer({ id: 'seven', name: 'Port', usage: 'LOTS' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('LOTS');
  });
});
