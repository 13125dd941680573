import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import type { Integrations } from './integrations/index.js';
import { type JobQueue, startQueue } from './jobs/queue.js';
import type { Clock } from './platform/clock.js';
import { createModuleContext } from './modules/context.js';
import { activeModules, moduleJobs, tenantResolvers } from './modules/index.js';
import { hasDemoData, seedDemoData, seedReferenceData } from './modules/seed.js';
import accessPlugin, { type RegisteredRoute } from './plugins/access.js';
import { serializerCompiler } from './http/serializer.js';
import errorHandler from './plugins/error-handler.js';
import inputHygiene from './plugins/input-hygiene.js';
import openapi from './plugins/openapi.js';
import securityHeaders from './plugins/security-headers.js';
import web from './plugins/web.js';

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  /** every route with its access declaration, for the route-guard test and the docs */
  routes: RegisteredRoute[];
  integrations: Integrations;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** an already-open database (tests share one per file) */
  database?: Database;
  /** seed the demo data when the database has none */
  seed?: boolean;
  logger?: boolean;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: { write(line: string): void };
  /**
   * Run the route-level tenant check (default). Only the defence-in-depth test turns it off, to prove that every
   * service refuses another company's data on its own.
   */
  routeTenantChecks?: boolean;
  /** the app's clock (default the machine's): tests set the day a dated rule runs on */
  clock?: Clock;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const database =
    options.database ?? (await openDatabase(config.database, { statementTimeoutMs: config.statementTimeoutMs }));
  if (config.mode === 'production' && (options.seed || (await hasDemoData(database.db)))) {
    if (!options.database) await database.close();
    throw new Error(
      'Refusing to start in production mode: this database holds the demo data, whose logins share a published ' +
        'password. Point DATABASE_URL (or DATA_DIR) at a database of its own.',
    );
  }
  if (options.seed ?? config.seedDemo) await seedDemoData(database.db);
  else await seedReferenceData(database.db);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Credentials never reach the log, whatever a request carries.
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
          },
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

  const ctx = await createModuleContext(
    config,
    database,
    (message, fields) => app.log.info(fields, message),
    options.clock,
  );
  const { integrations } = ctx;
  // callers are kept once this process hears every change to them (decision 0094)
  await ctx.auth.start();
  const modules = activeModules(ctx);
  const resolvers = tenantResolvers(modules);

  const queue = await startQueue(database, moduleJobs(ctx), {
    mode: config.jobs,
    ctx,
    // PGlite is one process's database, so its jobs always run in that process.
    work: config.jobs === 'in-process' || (config.jobs === 'external' && database.kind === 'pglite'),
    log: (msg, err) => app.log.error({ err }, msg),
  });

  const routes: RegisteredRoute[] = [];
  await app.register(errorHandler);
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(rateLimit, { global: false });
  await app.register(inputHygiene);
  await app.register(openapi, {
    version: config.version,
    tags: modules.map((m) => ({ name: m.name, description: m.description })),
  });
  await app.register(accessPlugin, {
    routes,
    authenticate: (token) => ctx.auth.authenticate(token),
    resolveTenant: (resource, id) => resolvers[resource].owner(database.db, id),
    enforceTenant: options.routeTenantChecks ?? true,
  });

  // Each module in a scope of its own: a plugin one registers (multipart, form bodies) reaches its routes only.
  for (const module of modules) {
    const register = module.routes;
    if (register) await app.register(async (scope) => register(scope, { ...ctx, queue }));
  }
  await app.register(web, { root: config.webDist ?? DEFAULT_WEB_DIST });

  await app.ready();
  return {
    app,
    database,
    queue,
    routes,
    integrations,
    async close() {
      await app.close();
      await ctx.auth.close();
      await queue.stop();
      integrations.close();
      if (!options.database) await database.close();
    },
  };
}
