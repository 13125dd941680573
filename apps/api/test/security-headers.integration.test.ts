import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

/** A tiny build of the web app: what Vite and its pre-compression step write (apps/web/vite.config.ts). */
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head></html>';
const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n//# sourceMappingURL=app-3f2a1b.js.map\n`;
const APP_MAP = JSON.stringify({ version: 3, sources: ['main.tsx'], mappings: 'AAAA' });
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';
const BR = brotliCompressSync(APP_JS);
const GZ = gzipSync(APP_JS);

let dist: string;
let demo: TestApp;
let production: TestApp;
let token: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portico-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js.br'), BR);
  writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js.gz'), GZ);
  writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js.map'), APP_MAP);
  writeFileSync(path.join(dist, 'assets', 'logo-9c8d7e.svg'), LOGO_SVG);

  demo = await createTestApp({ WEB_DIST: dist });
  production = await createTestApp({
    WEB_DIST: dist,
    RUN_MODE: 'production',
    PUBLIC_URL: 'https://portal.example',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Portico <noreply@portal.example>',
  });
  token = await demo.login('acme.admin');
});

afterAll(async () => {
  await demo?.close();
  await production?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // Only our own script files: an injected script cannot run, so it cannot read the token in localStorage.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers on every kind of answer', () => {
  it('on a JSON answer, a 401, a 404, a validation error and /health', async () => {
    const answers = {
      json: await demo.call(token, { method: 'GET', url: '/v2/profile' }),
      unauthenticated: await demo.call(null, { method: 'GET', url: '/v2/profile' }),
      notFound: await demo.call(null, { method: 'GET', url: '/no/such/route' }),
      invalid: await demo.call(null, { method: 'POST', url: '/v3/login', payload: { username: 1 } }),
      health: await demo.app.inject({ method: 'GET', url: '/health' }),
    };
    expect(answers.json.statusCode).toBe(200);
    expect(answers.unauthenticated.statusCode).toBe(401);
    expect(answers.notFound.statusCode).toBe(404);
    expect(answers.invalid.statusCode).toBe(400);
    expect(answers.health.statusCode).toBe(200);
    for (const res of Object.values(answers)) expectSecurityHeaders(res);
  });

  it('on the web app and its files', async () => {
    for (const url of ['/', '/assets/app-3f2a1b.js', '/favicon.svg']) {
      const res = await demo.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('on the API reader at /docs, whose page loads only its own scripts', async () => {
    const page = await demo.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page);
    // every script of the page is a file of the same origin (no inline script for the policy to refuse)
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const initializer = await demo.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expectSecurityHeaders(initializer);
  });

  it('sends HSTS and upgrade-insecure-requests only when the public address is https', async () => {
    for (const url of ['/health', '/', '/no/such/route']) {
      const plain = await demo.app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      expect(directives(plain).has('upgrade-insecure-requests')).toBe(false);
      const tls = await production.app.inject({ method: 'GET', url });
      expect(tls.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(directives(tls).has('upgrade-insecure-requests')).toBe(true);
      expectSecurityHeaders(tls);
    }
  });
});

describe('web assets', () => {
  const asset = '/assets/app-3f2a1b.js';

  it('serves the brotli file for Accept-Encoding: br, gzip for gzip, and the plain file otherwise', async () => {
    const br = await demo.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.rawPayload.equals(BR)).toBe(true);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await demo.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(GZ)).toBe(true);

    const plain = await demo.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    // a file without a compressed variant falls back to itself, with the same cache policy
    const logo = await demo.app.inject({
      method: 'GET',
      url: '/assets/logo-9c8d7e.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toBe(LOGO_SVG);
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches fingerprinted assets for a year and makes the browser revalidate index.html', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await demo.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': encoding } });
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    for (const encoding of ['br', 'identity']) {
      const index = await demo.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toMatch(/^text\/html/);
      expect(index.headers['cache-control']).toBe('no-cache');
    }
    expect((await demo.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('never caches a missing asset, and never serves the compressed variants under their own names', async () => {
    const missing = await demo.app.inject({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/immutable|max-age/);
    expectSecurityHeaders(missing);
    for (const url of [`${asset}.br`, `${asset}.gz`, '/index.html.br']) {
      expect((await demo.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('never serves a source map, in demo or production mode, even one left in the build folder', async () => {
    for (const [mode, t] of [
      ['demo', demo],
      ['production', production],
    ] as const) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${asset}.map`,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode, `${mode} ${encoding}`).toBe(404);
        expect(res.body).not.toContain('mappings');
      }
      // nor under another spelling of the same path
      for (const url of [
        `${asset}.ma%70`,
        `/assets/./app-3f2a1b.js.map`,
        `/assets/x/../app-3f2a1b.js.map`,
        `${asset}.map/`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${mode} ${url}`).toBe(404);
        expect(res.body, url).not.toContain('mappings');
      }
    }
    // the app itself is still served in production
    const js = await production.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
  });
});
