import { API_TERMS } from '@portico/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from '../plugins/error-handler.js';
import { sendEnvelopeStream } from './json-stream.js';

const item = z.object({ id: z.number().int(), name: z.string() });

async function answer(batches: () => AsyncGenerator<readonly unknown[]>) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get('/x', async (request, reply) => sendEnvelopeStream(request, reply, item, batches()));
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

describe('an answer written batch by batch', () => {
  it('is the envelope with every batch’s items in order, only the schema’s keys', async () => {
    const res = await answer(async function* () {
      yield [
        { id: 1, name: 'a', secret: 'x' },
        { id: 2, name: 'b' },
      ];
      yield [];
      yield [{ id: 3, name: 'c' }];
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      message: '',
      terms: API_TERMS,
      data: [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
        { id: 3, name: 'c' },
      ],
    });
    expect(res.body).not.toContain('secret');
  });

  it('is an empty list when there is nothing, or the first batches are empty', async () => {
    const none = await answer(async function* () {});
    expect(none.json()).toEqual({ message: '', terms: API_TERMS, data: [] });
    const empty = await answer(async function* () {
      yield [];
      yield [];
    });
    expect(empty.json().data).toEqual([]);
  });

  it('is a server error, naming nothing of it, when the first batch breaks the schema or fails to read', async () => {
    const broken = await answer(async function* () {
      yield [{ id: 'one', name: 'LEAKED' }];
    });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('LEAKED');
    const failing = await answer(async function* () {
      yield* [];
      throw new Error('the database went away');
    });
    expect(failing.statusCode).toBe(500);
  });

  it('is cut short, never a whole answer, when a later batch breaks', async () => {
    const cut = answer(async function* () {
      yield [{ id: 1, name: 'a' }];
      yield [{ id: 'two', name: 'b' }];
    });
    await expect(cut).rejects.toThrow('response destroyed before completion');
  });
});
