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
      body: { message: 'Not found', data: null, trace_id: 't' },
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

export function failure(status: number, message: string, data: unknown = null) {
  return { status, body: { message, data, trace_id: 'trace-1' } };
}
