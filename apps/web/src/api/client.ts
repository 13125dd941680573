import {
  type EndpointCall,
  type EndpointData,
  type EndpointDef,
  type ErrorCode,
  endpointPath,
  errorBodySchema,
} from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { z } from 'zod';

/** Not a spec message: the spec only says status 0 means the API server could not be reached. */
export const CONNECTION_ERROR_MESSAGE = 'Cannot reach the Portico server. Please check your connection and try again.';

/**
 * A failed call: `message` is what the user may see (the server's, except for 5xx and transport failures); `code`
 * is the server's stable machine code (`ERROR_CODES` in the contract), null when no server answered with one.
 * Code branches on `code`, never on the message text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    readonly traceId: string | null = null,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What the user is told about a failed call shown next to what made it: the server's message, or `fallback`. */
export function messageOf(error: unknown, fallback: string = MESSAGES.unexpected): string {
  return isApiError(error) ? error.message : fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** checks the envelope's `data` and gives the result its type */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * `undefined` (default) sends the session's token and treats a 401 as the session ending; `null` sends none (login,
   * public calls); a string sends that token and leaves the session alone (logout of a session already cleared).
   */
  token?: string | null;
  /** false when the caller shows the failure itself, next to the form that caused it */
  banner?: boolean;
  /** false when the answer is the data itself, not wrapped in `{ message, terms, data }` (`/health`) */
  envelope?: boolean;
  /** a file rather than JSON (`text/csv`, `image/*`): sent as Accept, and the answer given as a Blob */
  file?: string;
  /** headers the endpoint asks for besides the token (an order's Idempotency-Key) */
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  getToken(): string | null;
  /** the server no longer accepts the session's token */
  onUnauthorized(token: string): void;
  onError(message: string): void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call is made, beside its typed input: abort signal, token and banner choices. */
export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'token' | 'banner' | 'headers'>;

export interface ApiClient {
  /**
   * Call an endpoint of the contract: the path, method and the answer's schema come from its declaration, the
   * params, query and body are typed from its own schemas, and the answer is checked and typed.
   */
  call<E extends EndpointDef>(endpoint: E, input: EndpointCall<E> & CallOptions): Promise<EndpointData<E>>;
  /**
   * A file from an endpoint (a CSV export, an image): the same token, 401 handling, failures and banner as `call`,
   * the answer a Blob of the media type asked for.
   */
  download<E extends EndpointDef>(
    endpoint: E,
    input: EndpointCall<E> & CallOptions & { accept: string },
  ): Promise<Blob>;
  /** the low-level call `call` is built on; features call endpoints of the contract with `call` */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What the user is told about a failed answer: the spec never shows 5xx text. */
export function userMessageFor(
  status: number,
  body: unknown,
): { message: string; data: unknown; traceId: string | null; code: ErrorCode | null } {
  const parsed = errorBodySchema.safeParse(body);
  const data = parsed.success ? parsed.data.data : body;
  const traceId = parsed.success ? parsed.data.trace_id : null;
  const code = parsed.success ? parsed.data.code : null;
  if (status >= 500 || !parsed.success || parsed.data.message.trim() === '') {
    return { message: MESSAGES.unexpected, data, traceId, code };
  }
  return { message: parsed.data.message, data, traceId, code };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const baseUrl = deps.baseUrl ?? '';

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { body, query, schema, signal, banner = true, envelope = true } = options;
    const sessionToken = options.token === undefined;
    const token = sessionToken ? deps.getToken() : options.token;

    const fail = (error: ApiError): never => {
      if (banner) deps.onError(error.message);
      throw error;
    };

    const headers: Record<string, string> = { ...options.headers, Accept: options.file ?? 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), { method, headers, body: payload, signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      return fail(new ApiError(0, CONNECTION_ERROR_MESSAGE));
    }

    if (response.ok && options.file !== undefined) return (await response.blob()) as T;
    const json = await readJson(response);
    if (!response.ok) {
      const { message, data, traceId, code } = userMessageFor(response.status, json);
      const error = new ApiError(response.status, message, data, traceId, code);
      if (response.status === 401 && sessionToken && token) {
        // The page is about to be replaced by the login page, which says why; a banner would only flash.
        deps.onUnauthorized(token);
        throw error;
      }
      return fail(error);
    }

    const wrapped = json !== null && typeof json === 'object' && 'data' in json ? json.data : undefined;
    const data = envelope ? wrapped : json;
    if (!schema) return data as T;
    const checked = schema.safeParse(data);
    if (!checked.success) {
      console.error(`Unexpected answer from ${method} ${path}`, checked.error.issues);
      return fail(new ApiError(response.status, MESSAGES.unexpected, checked.error.issues));
    }
    return checked.data;
  }

  /** The path, query and body of an endpoint's call, and its call options, apart. */
  function unpack(endpoint: EndpointDef, input: object) {
    const { params, ...options } = input as { params?: Record<string, string | number> } & Pick<
      RequestOptions<unknown>,
      'query' | 'body' | 'signal' | 'token' | 'banner' | 'headers'
    >;
    return { path: endpointPath(endpoint.path, params), options };
  }

  return {
    call<E extends EndpointDef>(endpoint: E, input: EndpointCall<E> & CallOptions) {
      const { path, options } = unpack(endpoint, input);
      return request<EndpointData<E>>(endpoint.method, path, {
        ...options,
        schema: endpoint.response as z.ZodType<EndpointData<E>> | undefined,
        envelope: endpoint.envelope !== false,
      });
    },
    download<E extends EndpointDef>(endpoint: E, input: EndpointCall<E> & CallOptions & { accept: string }) {
      const { accept, ...rest } = input;
      const { path, options } = unpack(endpoint, rest);
      return request<Blob>(endpoint.method, path, { ...options, file: accept });
    },
    request,
  };
}
