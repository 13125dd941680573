import { HashRouter, Route, Routes } from 'react-router';
import { lazyPage, PageSuspense } from './components/layout/lazy-page';
import { RouteErrorBoundary } from './components/layout/route-error-boundary';
import { LoginPage } from './features/auth/login-page';
import { LOGIN_PATH } from './features/auth/resume';

/** Every other route, with the route table, the shell and its menu: loaded after the login page has shown. */
const AppRoutes = lazyPage(() => import('./app-routes'), 'AppRoutes');

/**
 * The spec's routing: hash based, an unknown route goes to `/`, everything but login and public pages needs a login
 * (app-routes.tsx). Only the login page is in the entry, so it is all the first visit downloads
 * (docs/decisions/0018-lazy-routes-and-bundle-budget.md). The declarative router is enough: no route has a loader or
 * an action, and React Router's data router would add about 16 KB (gzip) to every page.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <RouteErrorBoundary fullPage>
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route
            path="*"
            element={
              <PageSuspense fullPage>
                <AppRoutes />
              </PageSuspense>
            }
          />
        </Routes>
      </RouteErrorBoundary>
    </HashRouter>
  );
}
