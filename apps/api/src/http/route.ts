import {
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type Envelope,
  envelope,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

/** The request a handler receives: params, query and body already parsed by the endpoint's own schemas. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** What a handler answers: the envelope around the endpoint's `data`, its bare answer, or a reply it sent itself. */
export type EndpointAnswer<E extends EndpointDef> =
  (E['envelope'] extends false ? EndpointResult<E> : Envelope<EndpointResult<E>>) | FastifyReply;

export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/** Route options that belong to the server, not the contract (a rate limit read from config). */
export interface ServerRouteOptions {
  rateLimit?: { max: number; timeWindow: number | string; keyGenerator?: (request: FastifyRequest) => string };
}

/**
 * Register one endpoint of the contract: its method, path, access declaration and schemas come from the contract,
 * only the handler is the server's. The response is checked against the contract's schema when it is serialised.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E & { tag?: string },
  handler: EndpointHandler<E>,
  options: ServerRouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  let response: z.ZodType | undefined;
  if (endpoint.response) {
    const body = endpoint.envelope === false ? endpoint.response : envelope(endpoint.response);
    // With format=csv the same route answers the CSV text.
    response = endpoint.alsoCsv ? body.or(z.string()) : body;
  }
  const routeOptions: RouteShorthandOptions = {
    config: { access: endpoint.access, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    schema: {
      ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(response ? { response: { [status]: response } } : {}),
    },
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...routeOptions,
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      return handler(request as unknown as EndpointRequest<E>, reply);
    },
  });
}
