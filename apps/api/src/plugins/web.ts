import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { access } from './access.js';

/**
 * Serves the built web app at `/`. Its routes live after the `#`, so only index.html and its files are needed.
 * Routes are declared here (not by @fastify/static) so each one carries its access declaration like every route.
 */
export default fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    if (!existsSync(path.join(opts.root, 'index.html'))) {
      app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve it');
      return;
    }
    await app.register(fastifyStatic, { root: opts.root, serve: false });
    const config = { access: access.public };
    const schema = { hide: true };
    app.get('/', { config, schema }, (_req, reply) => reply.sendFile('index.html', { maxAge: 0 }));
    app.get('/assets/*', { config, schema }, (req, reply) => {
      const file = (req.params as { '*': string })['*'];
      // Vite fingerprints asset names, so they can be cached for good.
      return reply.sendFile(path.posix.join('assets', file), { maxAge: '365d', immutable: true });
    });
    for (const name of readdirSync(opts.root)) {
      if (name === 'index.html' || !statSync(path.join(opts.root, name)).isFile()) continue;
      app.get(`/${name}`, { config, schema }, (_req, reply) => reply.sendFile(name));
    }
    // The spec's separate login page is the app's login route.
    app.get('/login.html', { config, schema }, (_req, reply) => reply.redirect('/#/login'));
  },
  { name: 'web' },
);
