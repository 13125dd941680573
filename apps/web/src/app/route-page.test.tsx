import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../route-table';
import { makeLogin, renderWithProviders } from '../test/render';
import { NO_ACCESS_TEXT, RoutePage } from './route-page';

function routeAt(path: string) {
  const route = ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

function renderRoute(path: string, url: string, login = makeLogin()) {
  renderWithProviders(
    <Routes>
      <Route path={path} element={<RoutePage route={routeAt(path)} />} />
    </Routes>,
    { route: url, login },
  );
}

describe('RoutePage', () => {
  it('shows a coming-soon page with the route title and no debug text', () => {
    renderRoute('/notifications', '/notifications?AccessCode=123');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText(/contact your account manager or support/)).toBeInTheDocument();
    // the route's parameters are not echoed back: no "Requested: AccessCode 123"
    expect(screen.queryByText(/Requested/)).not.toBeInTheDocument();
    expect(screen.queryByText(/123/)).not.toBeInTheDocument();
    expect(document.title).toBe('Notifications · Portico');
  });

  it('tells a customer that a staff console page is not for them', () => {
    renderRoute('/variable', '/variable');
    expect(screen.getByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('lets staff into staff console pages', () => {
    renderRoute('/variable', '/variable', makeLogin({ companyId: 1, staff: true }));
    expect(screen.queryByText(NO_ACCESS_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    // staff are the provider: they are not sent to their own account manager
    expect(screen.queryByText(/account manager/)).not.toBeInTheDocument();
    expect(screen.getByText(/do this work in the systems the team uses today/)).toBeInTheDocument();
  });

  it('greets the user on the home page, whose code loads on first visit', async () => {
    renderRoute('/', '/');
    expect(await screen.findByText('Signed in as Alice Admin, company Acme Networks')).toBeInTheDocument();
  });
});
