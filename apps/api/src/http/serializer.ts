import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The answers' serialiser: each answer is checked against its contract schema and only the schema's keys go out (so
 * a column a query reads never leaks by accident), as fastify-type-provider-zod's own does — but parsed forwards.
 * Its `safeEncode` walks every value twice and took 20 to 40 ms for a 1,000-row network page, where a parse takes 2
 * to 3 ms (the page's time budget is 100 ms at its 99th percentile). The two give the same JSON as long as no answer
 * schema holds a transform or a codec: an encode refuses a transform, and the contract's answers hold none.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
