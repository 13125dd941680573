import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { access } from './access.js';

export interface WebOptions {
  /** the built web app (apps/web/dist) */
  root: string;
}

/** Vite fingerprints the names of everything under assets/, so those files never change and are cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) keeps its name across releases: the browser asks again each time. */
const REVALIDATE = 'no-cache';

/** The build writes `x.br` and `x.gz` next to `x` (see apps/web/vite.config.ts); they are served for `x` only. */
const isCompressedVariant = (name: string) => name.endsWith('.br') || name.endsWith('.gz');

/**
 * Serves the built web app at `/`. Its routes live after the `#`, so only index.html and its files are needed.
 * Routes are declared here (not by @fastify/static) so each one carries its access declaration like every route.
 */
export default fp(
  async (app: FastifyInstance, opts: WebOptions) => {
    if (!existsSync(path.join(opts.root, 'index.html'))) {
      app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve it');
      return;
    }
    const root = path.resolve(opts.root);
    const assetsDir = path.join(root, 'assets') + path.sep;
    // Source maps are never served, in any mode: the build makes none, and one left in the folder stays private.
    const isServed = (name: string) => !isCompressedVariant(name) && !name.endsWith('.map');

    await app.register(fastifyStatic, {
      root,
      serve: false,
      // Picks x.br or x.gz by Accept-Encoding, falling back to x.
      preCompressed: true,
      // Set below from the file actually sent, so a 404 is never cached and a fallback keeps its policy.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    const config = { access: access.public };
    const schema = { hide: true };
    app.get('/', { config, schema }, (_req, reply) => reply.sendFile('index.html'));
    app.get('/assets/*', { config, schema }, (req, reply) => {
      const file = (req.params as { '*': string })['*'];
      if (!isServed(file)) return reply.callNotFound();
      return reply.sendFile(path.posix.join('assets', file));
    });
    for (const name of readdirSync(root)) {
      if (name === 'index.html' || !isServed(name) || !statSync(path.join(root, name)).isFile()) continue;
      app.get(`/${name}`, { config, schema }, (_req, reply) => reply.sendFile(name));
    }
    // The spec's separate login page is the app's login route.
    app.get('/login.html', { config, schema }, (_req, reply) => reply.redirect('/#/login'));
  },
  { name: 'web' },
);
