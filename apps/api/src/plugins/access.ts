import { API_KEY_MESSAGES, hasPermission, MESSAGES } from '@portico/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { AppError, forbidden, notFound, unauthenticated } from '../errors.js';
import { holds } from '../http/company-access.js';
import type { Actor } from '../http/actor.js';

export { requireActor } from '../http/actor.js';
import { type Access, type TenantResource, UID_TENANT_RESOURCES } from '@portico/contract';

export { type Access, access } from '@portico/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** an error's `data` is sent as one line of text (the public API, decision 0041) */
    errorDataText?: boolean;
    /** every error in OAuth2's shape (the token endpoint, decision 0060) */
    oauth2Errors?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** the route's zod schemas, so tests can craft input each one rejects */
  schema: { body?: ZodType; params?: ZodType; querystring?: ZodType };
}

/** An id as the route's schema parsed it: a positive integer, or a uid for the resources named by one. */
function isTenantId(resource: TenantResource, id: unknown): id is number | string {
  return UID_TENANT_RESOURCES.includes(resource)
    ? typeof id === 'string' && id.length > 0
    : typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

export interface AccessOptions {
  authenticate(token: string): Promise<Actor | null>;
  /** Company that owns the resource (or the companies sharing it), or null when there is no such resource. */
  resolveTenant(resource: TenantResource, id: number | string): Promise<number | readonly number[] | null>;
  routes: RegisteredRoute[];
  /**
   * Run the route-level tenant check (always, but for the defence-in-depth test, which turns it off to prove that
   * every service refuses another company's data on its own).
   */
  enforceTenant: boolean;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app: FastifyInstance, opts: AccessOptions) => {
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (route) => {
      // HEAD routes are generated from GET routes and share their config.
      if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
      const declared = route.config?.access;
      if (!declared) throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        opts.routes.push({
          method,
          url: route.url,
          access: declared,
          schema: {
            body: route.schema?.body as ZodType | undefined,
            params: route.schema?.params as ZodType | undefined,
            querystring: route.schema?.querystring as ZodType | undefined,
          },
        });
      }
    });

    // Authentication and role checks run before the body is even validated, so an anonymous caller learns nothing.
    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const declared = request.routeOptions.config?.access;
      if (!declared) return; // 404 handler and static files
      // Public routes never look at a token: no database round trip for /health or static files.
      if (declared.kind === 'public') return;
      const token = bearerToken(request);
      if (token) request.actor = await opts.authenticate(token);
      const actor = request.actor;
      if (!actor) throw unauthenticated(token ? MESSAGES.sessionExpired : MESSAGES.notLoggedIn);
      const setupRoute = declared.kind === 'user' && declared.duringAccountSetup === true;
      // An API key's token works for its company, never on a person's own account: profile, password, MFA, logout,
      // or a person's record and e-mail addresses (decision 0050), so a leaked key cannot take the account over.
      if (
        actor.apiKeyId !== undefined &&
        (setupRoute || (declared.kind === 'tenant' && declared.resource === 'person'))
      )
        throw new AppError('forbidden', API_KEY_MESSAGES.accountNotFromApiKey);
      if (actor.mustChangePassword && !setupRoute) throw new AppError('forbidden', MESSAGES.passwordChangeRequired);
      if (actor.mustEnrolMfa && !setupRoute) throw new AppError('forbidden', MESSAGES.mfaEnrolmentRequired);
      switch (declared.kind) {
        case 'user':
        case 'tenant':
          return;
        case 'staff':
          if (!actor.isStaff) throw forbidden();
          if (declared.permission && !hasPermission(actor.permissions, actor.companyUid, declared.permission))
            throw forbidden();
          return;
        case 'admin':
          if (!actor.isAdmin) throw forbidden();
          return;
        case 'permission':
          if (!hasPermission(actor.permissions, actor.companyUid, declared.permission)) throw forbidden();
          return;
      }
    });

    // Tenant checks run after validation, on the typed values the handler receives (never on the raw text, which
    // another spelling of an id could slip past), and fail closed: an owner that cannot be resolved is a refusal.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const declared = request.routeOptions.config?.access;
      if (declared?.kind !== 'tenant' || !opts.enforceTenant) return;
      const actor = request.actor;
      if (!actor) throw unauthenticated();
      const source = (
        declared.from === 'query' ? request.query : declared.from === 'body' ? request.body : request.params
      ) as Record<string, unknown> | undefined;
      const id = source && typeof source === 'object' ? source[declared.param] : undefined;
      if (id === undefined && declared.optional) return; // the service scopes the unfiltered case to the actor
      if (!isTenantId(declared.resource, id)) throw forbidden();
      // a company the actor belongs to exists (their membership was read with the token): no query to ask
      if (declared.resource === 'company' && !actor.isStaff && holds(actor, id as number, declared.permission)) return;
      const owner = await opts.resolveTenant(declared.resource, id);
      if (owner === null) throw notFound();
      // a resource shared by several companies (a VXC's two ends) is reached through any of them
      const owners = typeof owner === 'number' ? [owner] : owner;
      if (owners.some((companyId) => holds(actor, companyId, declared.permission))) return;
      if (declared.hidden && !owners.some((companyId) => holds(actor, companyId))) throw notFound();
      throw forbidden();
    });
  },
  { name: 'access' },
);
