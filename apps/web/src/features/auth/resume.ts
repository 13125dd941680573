/**
 * Where to go after logging in. The spec: an unauthenticated user is sent to the login page and the route they asked
 * for (with its parameters) is resumed after a successful login, else `/`.
 */
export const RESUME_STORAGE_KEY = 'portico.resume';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

interface RouteLocation {
  pathname: string;
  search?: string;
}

function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`) || pathname.startsWith(`${LOGIN_PATH}?`);
}

/** The in-app path worth resuming, or null for the login page itself. */
export function routeToRemember(location: RouteLocation): string | null {
  if (isLoginPath(location.pathname)) return null;
  return `${location.pathname}${location.search ?? ''}`;
}

/**
 * Only an in-app path may be resumed: the value comes from storage any script on the origin can write, so anything
 * that could leave the app (`//host`, `\\host`, a scheme) falls back to home.
 */
export function safeResumeTarget(saved: string | null | undefined): string {
  if (!saved?.startsWith('/') || saved.startsWith('//') || saved.includes('\\')) return HOME_PATH;
  if (isLoginPath(saved)) return HOME_PATH;
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

/** Reads and forgets the remembered route, so it is resumed once only. */
export function takeResumeTarget(storage: Storage): string {
  const saved = storage.getItem(RESUME_STORAGE_KEY);
  storage.removeItem(RESUME_STORAGE_KEY);
  return safeResumeTarget(saved);
}
