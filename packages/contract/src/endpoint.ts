import type { Permission } from '@portico/domain';
import type { z } from 'zod';

/**
 * Every HTTP endpoint of the API is declared once, here in the contract: method, path, inputs, the `data` of its
 * answer and who may call it. The server registers its routes from these declarations (`route()` in
 * `apps/api/src/http/route.ts`), the web client calls them through `api.call(endpoint, …)`, and the OpenAPI
 * document is built from the same schemas — so no path string or response type is written twice.
 */

/** The path prefix the spec gives the pricing service's calls: markets, zones, the price book and list prices. */
export const PRICING_SERVICE = '/v2/proxy/pricingservice';

/**
 * Resources whose id decides which company's data a request touches; each is resolved by the module owning it to
 * the company that owns it — or to the companies sharing it: a `sharedVxc` is a VXC as its payer (A end) and the
 * owner of its B end's Port both name it, for a speed change either may ask for (decision 0053).
 */
export const TENANT_RESOURCES = [
  'company',
  'person',
  'service',
  'serviceUid',
  'order',
  'serviceKey',
  'apiKey',
  'speedChangeRequest',
  'askedSpeedChangeRequest',
  'sharedVxc',
  'invoice',
  'webhook',
] as const;
export type TenantResource = (typeof TENANT_RESOURCES)[number];
/** The resources named by a uid (a GUID in text) instead of an integer id: a service's uid, as the public API names it. */
export const UID_TENANT_RESOURCES: readonly TenantResource[] = ['serviceUid'];

/**
 * Who may call an endpoint. The server refuses to start with a route that declares none.
 * - public: anyone, no token
 * - user: any logged-in person (`duringAccountSetup`: also one who must first set up MFA or change a password)
 * - staff / admin: people of the provider company (admin: holding admin or company_admin there)
 * - permission: a permission in the actor's own company
 * - tenant: `param` names a resource; the actor must be staff, or belong to (or be virtually employed by) the
 *   company that owns it (one of the companies sharing it), holding `permission` there when given
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user'; duringAccountSetup?: boolean }
  | { kind: 'staff'; permission?: Permission }
  | { kind: 'admin' }
  | { kind: 'permission'; permission: Permission }
  | {
      kind: 'tenant';
      resource: TenantResource;
      param: string;
      permission?: Permission;
      /** where the id is: a path parameter (default), a query parameter, or a field of the JSON body */
      from?: 'params' | 'query' | 'body';
      /** the id may be absent (a list the service then scopes to the actor); when given it is checked */
      optional?: boolean;
      /** a caller who may not act for the owner is told 404, as for no such id: its existence is not told */
      hidden?: boolean;
    };

export const access = {
  public: { kind: 'public' } as Access,
  user: { kind: 'user' } as Access,
  /** open also to a person who must first set up MFA or change a forced password (profile, logout, password, MFA) */
  userDuringAccountSetup: { kind: 'user', duringAccountSetup: true } as Access,
  staff: (permission?: Permission): Access => ({ kind: 'staff', permission }),
  admin: { kind: 'admin' } as Access,
  permission: (permission: Permission): Access => ({ kind: 'permission', permission }),
  tenant: (
    resource: TenantResource,
    param: string,
    permission?: Permission,
    from: 'params' | 'query' | 'body' = 'params',
  ): Access => ({ kind: 'tenant', resource, param, permission, from }),
  /**
   * like `tenant`, in a path parameter, for a resource whose existence another company may not learn (an invoice,
   * decision 0087): a caller of another company is answered 404, not 403; one of the owner lacking `permission`, 403
   */
  tenantHidden: (resource: TenantResource, param: string, permission?: Permission): Access => ({
    kind: 'tenant',
    resource,
    param,
    permission,
    hidden: true,
  }),
  /**
   * like `tenant`, for an optional company: checked (with `permission` there, when named) when given, left to the
   * service's scoping when absent — the caller's own company, or every company it acts for (decision 0075)
   */
  tenantWhenGiven: (
    resource: TenantResource,
    param: string,
    from: 'query' | 'body' = 'query',
    permission?: Permission,
  ): Access => ({
    kind: 'tenant',
    resource,
    param,
    permission,
    from,
    optional: true,
  }),
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Fastify-style path: `/secure/party/company/:companyId` */
  path: string;
  /** one line for the API docs */
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The `data` of the `{ message, terms, data }` answer. Absent when the answer is not JSON at all (an image).
   */
  response?: z.ZodType;
  /** `csv`: the answer is the CSV text instead when the query says `format=csv` */
  alsoCsv?: boolean;
  /** the body is `multipart/form-data` (an upload) rather than JSON */
  multipart?: boolean;
  /** `false`: the answer is `response` itself, not wrapped in the envelope (health checks, provider formats) */
  envelope?: false;
  /** the success status when it is not 200 (202 for work queued) */
  status?: 200 | 201 | 202;
  /** `text`: an error's `data` is one line of text, never an object (the public API, as the Go SDK decodes it) */
  errorData?: 'text';
  /**
   * `oauth2`: every error, the HTTP layer's own included, is OAuth2's `{ error, error_description }` (RFC 6749
   * §5.2: `invalid_client` with 401 and WWW-Authenticate, `invalid_request` …), never `{ message, data, … }`
   */
  errors?: 'oauth2';
}

export type Endpoint = EndpointDef & { tag: string; name: string };

/** The endpoints of one area, each given the area's tag (API docs) and its own name. */
export function defineEndpoints<const T extends Record<string, EndpointDef>>(
  tag: string,
  endpoints: T,
): { [K in keyof T]: T[K] & { tag: string; name: K & string } } {
  const out: Record<string, Endpoint> = {};
  for (const [name, def] of Object.entries(endpoints)) out[name] = { ...def, tag, name };
  return out as { [K in keyof T]: T[K] & { tag: string; name: K & string } };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives (parsed) and what a caller sends (before parsing) for an endpoint. */
export type EndpointParams<E extends EndpointDef> = Out<E['params']>;
export type EndpointQuery<E extends EndpointDef> = Out<E['query']>;
export type EndpointBody<E extends EndpointDef> = Out<E['body']>;
/** The answer's `data` as the server builds it. */
export type EndpointResult<E extends EndpointDef> = In<E['response']>;
/** The answer's `data` as the client reads it. */
export type EndpointData<E extends EndpointDef> = Out<E['response']>;

/** A path parameter as a caller gives it: the id itself, in any of the types it naturally has. */
type PathValue = string | number;
type QueryValue = string | number | boolean | null | undefined;

/** What a caller passes to call an endpoint: every key typed from the endpoint's own schemas. */
export type EndpointCall<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: { [K in keyof z.output<E['params']>]: PathValue } }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType
    ? { query?: { [K in keyof z.output<E['query']>]?: QueryValue | readonly QueryValue[] } }
    : { query?: undefined }) &
  (E['multipart'] extends true
    ? { body: FormData }
    : E['body'] extends z.ZodType
      ? { body: z.input<E['body']> }
      : { body?: undefined });

/** The path with its parameters filled in (each encoded). */
export function endpointPath(path: string, params: Record<string, PathValue> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
