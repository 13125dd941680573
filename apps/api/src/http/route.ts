import {
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type Envelope,
  envelope,
  type PageQuery,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { type Actor, requireActor } from './actor.js';
import { type ChangeContext, changeContext } from './context.js';
import { type CsvColumn, type RowBatches, sendCsv } from './csv.js';
import { ok, sendOkJson, WrittenJson } from './envelope.js';

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
    config: {
      access: endpoint.access,
      ...(endpoint.errorData === 'text' ? { errorDataText: true } : {}),
      ...(endpoint.errors === 'oauth2' ? { oauth2Errors: true } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
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

/** What a change hands back: the endpoint's `data`, or nothing when that is null (the message says it all). */
type ChangeResult<E extends EndpointDef> =
  null extends EndpointResult<E> ? EndpointResult<E> | void : EndpointResult<E>;

/**
 * A change route: `change` gets the change context (who makes it, and the request id its audit record carries) and
 * the request; the answer is what it hands back, with `message` (or the words `message` picks for the request).
 */
export function changeRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E & { tag?: string },
  message: string | ((request: EndpointRequest<E>) => string),
  change: (ctx: ChangeContext, request: EndpointRequest<E>) => Promise<ChangeResult<E>>,
  options?: ServerRouteOptions,
): void {
  route(
    app,
    endpoint,
    async (request) => {
      const data = (await change(changeContext(request), request)) ?? null;
      return ok(data, typeof message === 'string' ? message : message(request)) as EndpointAnswer<E>;
    },
    options,
  );
}

/** An endpoint whose path names one row by its numeric `id`. */
type RowEndpoint = EndpointDef & { params: z.ZodType<{ id: number }> };

/**
 * The add, edit and delete routes of one kind of row (a list price, a VXC or MVE price): `add` gets the body,
 * `edit` the path's id and the body, `remove` the id; each answers with its own message.
 */
export function rowChangeRoutes<A extends EndpointDef, E extends RowEndpoint, D extends RowEndpoint>(
  app: FastifyInstance,
  endpoints: { add: A & { tag?: string }; edit: E & { tag?: string }; remove: D & { tag?: string } },
  messages: { add: string; edit: string; remove: string },
  change: {
    add(ctx: ChangeContext, body: EndpointBody<A>): Promise<ChangeResult<A>>;
    edit(ctx: ChangeContext, id: number, body: EndpointBody<E>): Promise<ChangeResult<E>>;
    remove(ctx: ChangeContext, id: number): Promise<ChangeResult<D>>;
  },
): void {
  // Fastify's request types hide the generic endpoints' schemas: these are their parsed body and path
  const bodyOf = <X extends EndpointDef>(request: EndpointRequest<X>) => request.body as EndpointBody<X>;
  const idOf = (request: EndpointRequest<RowEndpoint>) => (request.params as { id: number }).id;
  changeRoute(app, endpoints.add, messages.add, (ctx, request) => change.add(ctx, bodyOf(request)));
  changeRoute(app, endpoints.edit, messages.edit, (ctx, request) => change.edit(ctx, idOf(request), bodyOf(request)));
  changeRoute(app, endpoints.remove, messages.remove, (ctx, request) => change.remove(ctx, idOf(request)));
}

/**
 * A read for the caller: `read` gets the actor (401 without one), who it checks the company of, and the request;
 * the answer is what it reads.
 */
export function actorRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E & { tag?: string },
  read: (actor: Actor, request: EndpointRequest<E>) => Promise<EndpointResult<E>>,
): void {
  route(app, endpoint, async (request) => ok(await read(requireActor(request), request)) as EndpointAnswer<E>);
}

/** A list's filters: its query but the paging and the format. */
export type ListFilters<E extends EndpointDef> = Omit<EndpointQuery<E>, 'format' | 'page' | 'pageSize'>;

/**
 * A list route: a page of the filtered rows, or with `format=csv` every filtered row as a CSV download (`sendCsv`)
 * named `csv.filename`, its columns `csv.columns`, its rows in batches from `csv.rows`.
 */
export function listRoute<E extends EndpointDef & { query: z.ZodType<PageQuery> }, Item>(
  app: FastifyInstance,
  endpoint: E & { tag?: string },
  list: {
    page(
      filters: ListFilters<E>,
      paging: { page: number; pageSize: number },
      request: EndpointRequest<E>,
    ): Promise<EndpointResult<E> | WrittenJson>;
    csv: {
      filename: string | ((request: EndpointRequest<E>) => string);
      columns: readonly CsvColumn<Item>[];
      rows(filters: ListFilters<E>, request: EndpointRequest<E>): RowBatches<Item>;
    };
  },
): void {
  route(app, endpoint, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query as EndpointQuery<E> & PageQuery;
    const narrowed = filters as ListFilters<E>;
    if (format !== 'csv') {
      const answer = await list.page(narrowed, { page, pageSize }, request);
      if (answer instanceof WrittenJson) return sendOkJson(reply, answer.data);
      return ok(answer) as EndpointAnswer<E>;
    }
    const { filename, columns, rows } = list.csv;
    return sendCsv(
      reply,
      typeof filename === 'string' ? filename : filename(request),
      columns,
      rows(narrowed, request),
    );
  });
}
