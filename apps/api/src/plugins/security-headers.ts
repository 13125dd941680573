import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** the address users reach (config.publicUrl): HSTS and upgrade-insecure-requests only when it is https */
  publicUrl: string;
}

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the web app. The login token is in localStorage, so what matters most is that no
 * script but our own files ever runs: `script-src 'self'` without 'unsafe-inline' or 'unsafe-eval' (the Vite build
 * has no inline script). Styles allow 'unsafe-inline' because Mantine writes its CSS variables and component styles
 * into <style> elements at run time; a style cannot read the token. See docs/decisions/0015-security-headers.md.
 */
export function contentSecurityPolicy(tls: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: is the logo, fetched with the bearer token and shown through an object URL
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers helmet writes for these options: helmet is a middleware that sets the same headers on every answer, so
 * it runs once, here, against a response that only records them.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every answer (API, errors, static files, the API reader at /docs), written by helmet's rules.
 * Registered first, so its onRequest hook runs before any other hook can answer (401, 403, 429). The headers are
 * computed once at start: building helmet's middleware per request, as @fastify/helmet does, parsed the policy again
 * for every answer (a twelfth of a cached answer's time).
 */
export default fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const tls = new URL(opts.publicUrl).protocol === 'https:';
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(tls) },
      // Framing is refused twice: frame-ancestors for current browsers, X-Frame-Options for old ones.
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // A browser remembers HSTS for a year: sent only when the app is really reached over TLS, never on plain http
      // (where browsers ignore it anyway, and a wrong PUBLIC_URL must not lock a host into https).
      strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
