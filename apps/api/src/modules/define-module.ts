import type { TenantResource } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Clock } from '../platform/clock.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { Integrations } from '../integrations/index.js';
import type { AnyJob, JobDeclaration } from '../jobs/define-job.js';
import type { JobQueue } from '../jobs/queue.js';
import type { z } from 'zod';

/**
 * What every module receives, in the API and in the worker alike. Integrations are the interfaces chosen from
 * config in `integrations/index.ts`: a module never picks its own adapter or simulator.
 */
/**
 * Services the platform's own pieces call that an area provides: the auth area adds `auth` (see modules/auth/index.ts)
 * by declaration merging, so that this file, on which every area stands, imports no area.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' `declare module`
export interface PlatformServices {}

export interface ModuleContext extends PlatformServices {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  config: AppConfig;
  integrations: Integrations;
  /** the one clock (`platform/clock.ts`): tests set it */
  clock: Clock;
  /** the clock's time now: what services are built with */
  now: () => Date;
}

/** Routes also reach the job queue, to queue work in the same transaction as the change that causes it. */
export interface RouteContext extends ModuleContext {
  queue: JobQueue;
}

/** A tenant resource's id: an integer id, or a uid for the resources of `UID_TENANT_RESOURCES`. */
export type TenantId = number | string;
/** The company owning a tenant resource, or the companies sharing it. */
type TenantOwner = number | readonly number[];

/** How a tenant resource's id is resolved to the company that owns it. */
export interface TenantResolver {
  /**
   * company that owns the resource with this id — or the companies sharing it, any of which may reach it (a VXC's
   * two ends for its speed change) — or null when there is none
   */
  owner(db: DbOrTx, id: TenantId): Promise<TenantOwner | null>;
  /** some resource owned by the company, or null; the access-matrix test uses it to try cross-tenant access */
  sampleOwnedBy(db: DbOrTx, companyId: number): Promise<TenantId | null>;
}

/**
 * One business area, declared once in `modules/<area>/index.ts` and listed once in `modules/index.ts`. The API, the
 * worker, the route-guard and access-matrix tests, the API docs and the seed all read that list.
 */
export interface ModuleDefinition {
  name: string;
  /** one line for the API docs' tag of this area */
  description: string;
  /** only when this returns true (the simulators exist in demo mode only) */
  enabled?(ctx: ModuleContext): boolean;
  /** the tenant resources whose owner this module knows */
  tenantResolvers?: Partial<Record<TenantResource, TenantResolver>>;
  /** registers the module's endpoints (each from the contract through `route()`) */
  routes?(app: FastifyInstance, ctx: RouteContext): Promise<void> | void;
  /** the module's background jobs (each declared with `defineJob`); every worker registers exactly these */
  jobs?: readonly ModuleJob[];
  seed?: {
    /** rows every installation needs (roles, the provider companies); idempotent, runs at every start */
    reference?(tx: DbOrTx): Promise<void>;
    /** the demo data, when the database has none yet */
    demo?(tx: DbOrTx): Promise<void>;
  };
}

/** A module's job: its handler gets the module context as `run.ctx`. */
export type ModuleJob = AnyJob<ModuleContext>;

/**
 * Declares a background job of a module (see `jobs/define-job.ts`): its name, payload schema, handler, time limit,
 * retries, schedule. Queue it with `queue.send(job, payload, { tx, key })` — by the declaration, never a name.
 */
export function defineJob<S extends z.ZodType<Record<string, unknown>>>(
  declaration: JobDeclaration<S, ModuleContext>,
): JobDeclaration<S, ModuleContext> {
  return declaration;
}

export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition;
}

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/**
 * An area's service: its use cases (one file each, each a function of the area's deps answering its operations)
 * given the same deps and joined into one object, typed as all of their operations together. Two use cases may not
 * name one operation.
 */
export function composeUseCases<Deps, const UseCases extends readonly ((deps: Deps) => object)[]>(
  deps: Deps,
  useCases: UseCases,
): Intersection<ReturnType<UseCases[number]>> {
  const service: Record<string, unknown> = {};
  for (const useCase of useCases) {
    for (const [name, operation] of Object.entries(useCase(deps))) {
      if (name in service) throw new Error(`Two use cases of one service name the operation ${name}`);
      service[name] = operation;
    }
  }
  return service as Intersection<ReturnType<UseCases[number]>>;
}
