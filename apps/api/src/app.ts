import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed/demo.js';
import { seedReferenceData } from './db/seed/reference.js';
import {
  createIdTokenVerifier,
  type IssuerKeys,
  issuerFromConfig,
  localIssuer,
} from './integrations/identity/id-token-verifier.js';
import { createIdentitySimulator } from './integrations/identity/identity-simulator.js';
import { createMailSimulator } from './integrations/mail/mailer.js';
import { jobDefinitions } from './jobs/definitions.js';
import { type JobQueue, startQueue } from './jobs/queue.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { passwordLinkRoutes } from './modules/auth/password-links.routes.js';
import { createPasswordLinkService } from './modules/auth/password-links.service.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import type { ModuleDeps } from './modules/module-deps.js';
import { partnersRoutes } from './modules/partners/partners.routes.js';
import { peopleRoutes } from './modules/people/people.routes.js';
import { suppliesRoutes } from './modules/supplies/supplies.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import accessPlugin, { type RegisteredRoute } from './plugins/access.js';
import errorHandler from './plugins/error-handler.js';
import openapi from './plugins/openapi.js';
import securityHeaders from './plugins/security-headers.js';
import { resolveTenant } from './plugins/tenancy.js';
import web from './plugins/web.js';

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  /** every route with its access declaration, for the route-guard test and the docs */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

export interface BuildOptions {
  /** an already-open database (tests share one per file) */
  database?: Database;
  /** seed the demo data when the database has none */
  seed?: boolean;
  logger?: boolean;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const database = options.database ?? (await openDatabase(config.database));
  if (options.seed ?? config.seedDemo) await seedDemoData(database.db);
  else await seedReferenceData(database.db);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const simulator = await createIdentitySimulator(config.publicUrl);
  const issuers = Object.fromEntries(
    SOCIAL_PROVIDERS.map((provider) => {
      const real = config.social[provider];
      const keys = real
        ? issuerFromConfig(real)
        : localIssuer(simulator.issuer(provider), simulator.audience(provider), simulator.jwks);
      return [provider, keys];
    }),
  ) as Record<SocialProvider, IssuerKeys>;
  const idTokens = createIdTokenVerifier(issuers);

  const auth = createAuthService({ db: database.db, config, idTokens });
  const mailer = createMailSimulator((message, fields) => app.log.info(fields, message));
  const queue = await startQueue(database, jobDefinitions({ auth, mailer }), {
    mode: config.jobs,
    // PGlite is one process's database, so its jobs always run in that process.
    work: config.jobs === 'in-process' || (config.jobs === 'external' && database.kind === 'pglite'),
    log: (msg, err) => app.log.error({ err }, msg),
  });

  const routes: RegisteredRoute[] = [];
  await app.register(errorHandler);
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(rateLimit, { global: false });
  await app.register(openapi, { version: config.version });
  await app.register(accessPlugin, {
    routes,
    authenticate: (token) => auth.authenticate(token),
    resolveTenant: (resource, id) => resolveTenant(database.db, resource, id),
  });

  await app.register(systemRoutes, { queue, database: database.kind, version: config.version, idTokens, simulator });
  await app.register(authRoutes, { auth, loginRateLimit: config.login.perMinutePerAddress });
  await app.register(passwordLinkRoutes, { links: createPasswordLinkService({ db: database.db, config, queue }) });
  const deps: ModuleDeps = { db: database.db, config, queue, mailer };
  await app.register(companiesRoutes, deps);
  await app.register(peopleRoutes, deps);
  await app.register(suppliesRoutes, deps);
  await app.register(partnersRoutes, deps);
  await app.register(web, { root: config.webDist ?? DEFAULT_WEB_DIST, mode: config.mode });

  await app.ready();
  return {
    app,
    database,
    queue,
    routes,
    async close() {
      await app.close();
      await queue.stop();
      if (!options.database) await database.close();
    },
  };
}
