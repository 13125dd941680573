import type { UserLogin } from '@portico/contract';
import { type CustomerMenuSection, menuFor } from '@portico/domain';

/**
 * Where to go after logging in. The spec: an unauthenticated user is sent to the login page and the route they asked
 * for (with its parameters) is resumed after a successful login. Without one, the login lands on its own first page
 * (`landingPath`), not on `/`: the spec's `/` is the service search, which is empty until something is searched for.
 */
export const RESUME_STORAGE_KEY = 'portico.resume';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/**
 * The page each customer menu section opens with: its first link in the menu's order (`apps/web/src/app/
 * menu-model.test.ts` holds each to its section's menu), the services' being the dashboard rather than the search.
 */
export const SECTION_LANDING: Record<CustomerMenuSection, string> = {
  services: '/dashboard',
  ordering: '/orderPort',
  companyAdmin: '/customerProfile',
  tools: '/samples',
  billing: '/customerPayments',
  notifications: '/notifications',
  megaDirect: '/megaDirect',
};

/**
 * Where a login lands when it asked for no page (decision 0078): a customer on the first page of their menu — the
 * dashboard for everyone holding `services`, else their first section's page (a financial user's payments) — and
 * staff, whose menu has no dashboard, on the service search over every company (`/`).
 */
export function landingPath(
  login: Pick<UserLogin, 'companyId' | 'companyUid' | 'permissions' | 'channelPartner'>,
): string {
  const [first] = menuFor(login).sections;
  return first ? SECTION_LANDING[first] : HOME_PATH;
}

interface RouteLocation {
  pathname: string;
  search?: string;
}

function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`) || pathname.startsWith(`${LOGIN_PATH}?`);
}

/**
 * The in-app path worth resuming, or null for the login page itself and for the bare `/` (what opening the app asks
 * for: the login lands where `landingPath` says).
 */
export function routeToRemember(location: RouteLocation): string | null {
  if (isLoginPath(location.pathname)) return null;
  if (location.pathname === HOME_PATH && !location.search) return null;
  return `${location.pathname}${location.search ?? ''}`;
}

/**
 * Only an in-app path may be resumed: the value comes from storage any script on the origin can write, so anything
 * that could leave the app (`//host`, `\\host`, a scheme) is not; null means nothing to resume.
 */
export function safeResumeTarget(saved: string | null | undefined): string | null {
  if (!saved?.startsWith('/') || saved.startsWith('//') || saved.includes('\\')) return null;
  if (isLoginPath(saved) || saved === HOME_PATH) return null;
  return saved;
}

export function rememberIntendedRoute(storage: Storage, location: RouteLocation): void {
  const route = routeToRemember(location);
  if (route === null) return;
  storage.setItem(RESUME_STORAGE_KEY, route);
}

export function forgetIntendedRoute(storage: Storage): void {
  storage.removeItem(RESUME_STORAGE_KEY);
}

/** Reads and forgets the remembered route, so it is resumed once only; null when there is none to resume. */
export function takeResumeTarget(storage: Storage): string | null {
  const saved = storage.getItem(RESUME_STORAGE_KEY);
  storage.removeItem(RESUME_STORAGE_KEY);
  return safeResumeTarget(saved);
}
