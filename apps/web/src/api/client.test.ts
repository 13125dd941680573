import { partnersEndpoints, systemEndpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failure, mockFetch, ok } from '../test/fetch-mock';
import { ApiError, CONNECTION_ERROR_MESSAGE, createApiClient } from './client';

function client(token: string | null = 'session-token') {
  const errors: string[] = [];
  const unauthorized: string[] = [];
  const api = createApiClient({
    getToken: () => token,
    onUnauthorized: (t) => unauthorized.push(t),
    onError: (message) => errors.push(message),
  });
  return { api, errors, unauthorized };
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('unwraps the envelope, sends the bearer token, JSON body and query', async () => {
    const { calls } = mockFetch({ 'POST /v2/things': ok({ id: 7 }) });
    const { api } = client();
    const data = await api.request('POST', '/v2/things', {
      body: { name: 'x' },
      query: { page: 2, size: 10, skip: undefined, tags: ['a', 'b'] },
      schema: z.object({ id: z.number() }),
    });
    expect(data).toEqual({ id: 7 });
    expect(calls[0]?.url).toBe('/v2/things?page=2&size=10&tags=a&tags=b');
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer session-token',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ name: 'x' });
  });

  it('raises the server message with status, code, data and trace id, and puts it in the banner', async () => {
    mockFetch({ 'GET /v2/x': failure(400, 'Company ID is mandatory field', { field: 'companyId' }, 'validation') });
    const { api, errors } = client();
    const error = await api.request('GET', '/v2/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Company ID is mandatory field',
      data: { field: 'companyId' },
      traceId: 'trace-1',
    });
    expect(errors).toEqual(['Company ID is mandatory field']);
  });

  it('never shows 5xx text', async () => {
    mockFetch({ 'GET /v2/x': failure(500, 'TypeError: cannot read properties of undefined') });
    const { api, errors } = client();
    await expect(api.request('GET', '/v2/x')).rejects.toMatchObject({ status: 500, message: MESSAGES.unexpected });
    expect(errors).toEqual([MESSAGES.unexpected]);
  });

  it('keeps failures out of the banner when the caller shows them', async () => {
    mockFetch({ 'GET /v2/x': failure(400, 'bad') });
    const { api, errors } = client();
    await expect(api.request('GET', '/v2/x', { banner: false })).rejects.toMatchObject({ message: 'bad' });
    expect(errors).toEqual([]);
  });

  it('ends the session on a 401 to a call made with its token', async () => {
    mockFetch({ 'GET /v2/x': failure(401, MESSAGES.notLoggedIn) });
    const { api, errors, unauthorized } = client();
    await expect(api.request('GET', '/v2/x')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toEqual(['session-token']);
    expect(errors).toEqual([]);
  });

  it('leaves the session alone on a 401 to a call without it (a failed login)', async () => {
    const { calls } = mockFetch({ 'POST /v3/login': failure(401, MESSAGES.loginFailed) });
    const { api, unauthorized } = client();
    await expect(api.request('POST', '/v3/login', { token: null, banner: false })).rejects.toMatchObject({
      message: MESSAGES.loginFailed,
    });
    expect(unauthorized).toEqual([]);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('reports an unreachable server, with no server code', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { api, errors } = client();
    await expect(api.request('GET', '/v2/x')).rejects.toMatchObject({
      status: 0,
      code: null,
      message: CONNECTION_ERROR_MESSAGE,
    });
    expect(errors).toEqual([CONNECTION_ERROR_MESSAGE]);
  });

  it('treats an answer that breaks the contract as unexpected', async () => {
    mockFetch({ 'GET /v2/x': ok({ id: 'seven' }) });
    const { api, errors } = client();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api.request('GET', '/v2/x', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      message: MESSAGES.unexpected,
    });
    expect(errors).toEqual([MESSAGES.unexpected]);
  });

  it('reads an endpoint whose answer is not wrapped in the envelope as it comes, still checked', async () => {
    const health = { status: 'ok', database: 'pglite', queue: 'in-process', version: '0.1.0', mode: 'demo' };
    const { calls } = mockFetch({ 'GET /health': { status: 200, body: health } });
    const { api } = client(null);
    expect(await api.call(systemEndpoints.health, { token: null })).toEqual(health);
    expect(calls[0]?.url).toBe('/health');
  });

  it('downloads a file with the session token, and reports its refusal like any call', async () => {
    const seen: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      return seen.length === 1
        ? new Response('Partner,Customers\nAcme,3\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })
        : new Response(
            JSON.stringify({ message: 'From date is invalid', data: null, trace_id: 't', code: 'validation' }),
            {
              status: 400,
            },
          );
    });
    const { api, errors } = client();
    const input = { query: { format: 'csv' as const }, body: { fromDate: '2026-01-01' }, accept: 'text/csv' };
    const csv = await api.download(partnersEndpoints.report, input);
    expect(await csv.text()).toBe('Partner,Customers\nAcme,3\n');
    expect(seen[0]).toEqual({
      url: '/secure/party/partners/report?format=csv',
      headers: { Accept: 'text/csv', Authorization: 'Bearer session-token', 'Content-Type': 'application/json' },
      body: { fromDate: '2026-01-01' },
    });
    await expect(api.download(partnersEndpoints.report, input)).rejects.toMatchObject({
      status: 400,
      message: 'From date is invalid',
    });
    expect(errors).toEqual(['From date is invalid']);
  });
});
