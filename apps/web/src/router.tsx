import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { AppShellLayout } from './components/layout/app-shell';
import { PublicPage } from './components/layout/public-page';
import { RoutePage } from './components/layout/route-page';
import { LoginPage } from './features/auth/login-page';
import { RequireAuth } from './features/auth/require-auth';
import { HOME_PATH, LOGIN_PATH } from './features/auth/resume';
import { PUBLIC_ROUTES, SHELL_ROUTES } from './route-table';

/** The spec's routing: hash based, an unknown route goes to `/`, everything but login and public pages needs a login. */
export const routeObjects: RouteObject[] = [
  { path: LOGIN_PATH, element: <LoginPage /> },
  ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: <PublicPage route={route} /> })),
  {
    element: (
      <RequireAuth>
        <AppShellLayout />
      </RequireAuth>
    ),
    children: SHELL_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
  },
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

export function createAppRouter() {
  return createHashRouter(routeObjects);
}
