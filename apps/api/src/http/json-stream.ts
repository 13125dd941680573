import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeHead } from './envelope.js';

/**
 * Answers a list too large to hold whole (a large customer's every product is tens of megabytes) in the envelope
 * every answer uses, `{ message, terms, data: [...] }`, written batch by batch as the batches are read: the process
 * holds one batch, and the caller reads the first items while the rest are read. Each batch is checked against the
 * item's contract schema as the serialiser checks an answer (`serializer.ts`: only the schema's keys go out). The
 * first batch is read and checked before the answer starts, so a failing query or a broken row is still a 500; a
 * later failure cuts the answer short, which no JSON reader takes for a whole answer.
 */
export async function sendEnvelopeStream(
  request: FastifyRequest,
  reply: FastifyReply,
  itemSchema: z.ZodType,
  batches: AsyncIterable<readonly unknown[]>,
  message = '',
): Promise<FastifyReply> {
  const batchSchema = z.array(itemSchema);
  const json = (batch: readonly unknown[]) => {
    const result = batchSchema.safeParse(batch);
    if (!result.success) throw new ResponseSerializationError(request.method, request.url, { cause: result.error });
    return JSON.stringify(result.data).slice(1, -1);
  };
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = `${envelopeHead(message)}[`;
  let items = first.done ? '' : json(first.value);
  async function* body(): AsyncGenerator<string> {
    let written = items.length > 0;
    yield head + items;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      await nextTurn();
      items = json(next.value);
      if (items.length === 0) continue;
      yield written ? `,${items}` : items;
      written = true;
    }
    yield ']}';
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(body(), { objectMode: false }));
}
