import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Pages are loaded on first visit (docs/decisions/0018-lazy-routes-and-bundle-budget.md): each feature module a
 * page comes from becomes a chunk of its own, so the login page downloads only what it needs.
 */

/** How long a page may take to load before the loader shows: a quick load shows no spinner at all. */
export const LOADER_DELAY_MS = 300;
export const LOADING_PAGE_TEXT = 'Loading the page';

/** When the last reload for a missing chunk happened (sessionStorage), so a broken build never reloads in a loop. */
const RELOADED_AT_KEY = 'portico:reloaded-for-chunk';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * After a release, a tab opened before it still asks for the old chunk names, which are gone: it reloads once to get
 * the new index.html (the session survives a reload, and the hash keeps the page) instead of failing. A second failure
 * within a minute is a real one (offline, broken build) and shows the route's error boundary.
 */
function reloadForNewRelease(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * A page component loaded when it is first rendered, from a module's named export: the feature modules keep their
 * named exports, and `import()` of the same module from several routes gives one chunk.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(() =>
    load().then(
      (module): { default: ComponentType } => ({ default: module[name] }),
      (error: unknown) => {
        if (reloadForNewRelease()) return new Promise<never>(() => {});
        throw error;
      },
    ),
  );
}

/**
 * Shown while a page's code loads: nothing for the first LOADER_DELAY_MS (a fast load must not flash a spinner),
 * then a centred loader, announced once by its status region.
 */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Center role="status" mih={fullPage ? '100vh' : 240} p="md">
      {shown && (
        <>
          <Loader aria-hidden />
          <VisuallyHidden>{LOADING_PAGE_TEXT}</VisuallyHidden>
        </>
      )}
    </Center>
  );
}

/**
 * The boundary around a lazily loaded part of the app: a loader while its code loads, an error message if it fails.
 * Navigating runs in a React transition (React Router wraps its updates in one), so while the next page's code loads
 * the current page stays on screen, and the fallback is only seen where there is nothing to keep: the first page
 * after login, a reload, a deep link.
 */
export function PageSuspense({ children, fullPage }: { children: ReactNode; fullPage?: boolean }) {
  return (
    <RouteErrorBoundary fullPage={fullPage}>
      <Suspense fallback={<PageLoader fullPage={fullPage} />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
