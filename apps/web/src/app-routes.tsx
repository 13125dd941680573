import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AppShellLayout } from './app/app-shell';
import { PublicPage } from './app/public-page';
import { RoutePage } from './app/route-page';
import { RequireAuth } from './features/auth/require-auth';
import { HOME_PATH } from './features/auth/resume';
import { PUBLIC_ROUTES, SHELL_ROUTES } from './route-table';

/**
 * Every route but the login page: the public pages and the signed-in shell with its pages, built from the route
 * table. This module (with the table, the shell and its menu) is loaded with the first of these routes that is
 * opened — the login page needs none of it (see router.tsx); each page's own code loads on its first visit.
 */
export const routeObjects: RouteObject[] = [
  ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: <PublicPage route={route} /> })),
  {
    element: (
      <RequireAuth>
        <AppShellLayout />
      </RequireAuth>
    ),
    children: SHELL_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
  },
  // The spec: an unknown route goes to `/` (which needs a login like every shell route).
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

export function AppRoutes() {
  return useRoutes(routeObjects);
}
