import type { ErrorCode } from '@portico/contract';
import { vi } from 'vitest';

export interface MockCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: MockCall) => { status: number; body?: unknown } | undefined;

/** Stubs global fetch with a router of `METHOD /path` handlers; unknown calls answer 404 so tests notice them. */
export function mockFetch(handlers: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: MockCall = { method, url, headers, body };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const handler = handlers[`${method} ${path}`];
    const answer = typeof handler === 'function' ? handler(call) : handler;
    const { status, body: responseBody } = answer ?? {
      status: 404,
      body: { message: 'Not found', data: null, trace_id: 't', code: 'not_found' },
    };
    return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function ok<T>(data: T, message = 'OK') {
  return { status: 200, body: { message, terms: 'terms', data } };
}

/** The code the server sends with a status when a test does not name one. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
};

/** An error answer as the server sends it: `{ message, data, trace_id, code }`. */
export function failure(
  status: number,
  message: string,
  data: unknown = null,
  code: ErrorCode = CODE_BY_STATUS[status] ?? 'bad_request',
) {
  return { status, body: { message, data, trace_id: 'trace-1', code } };
}
