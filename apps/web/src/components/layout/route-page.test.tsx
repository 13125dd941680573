import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../route-table';
import { makeLogin, renderWithProviders } from '../../test/render';
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
  it('shows an honest not-available page with the route title and its parameters', () => {
    renderRoute('/customerInvoice/:invoiceId', '/customerInvoice/123');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer invoice' })).toBeInTheDocument();
    expect(screen.getByText(/not built yet/)).toBeInTheDocument();
    expect(screen.getByText('123')).toBeInTheDocument();
    expect(document.title).toBe('Customer invoice · Portico');
  });

  it('tells a customer that a staff console page is not for them', () => {
    renderRoute('/billRuns', '/billRuns');
    expect(screen.getByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/not built yet/)).not.toBeInTheDocument();
  });

  it('lets staff into staff console pages', () => {
    renderRoute('/billRuns', '/billRuns', makeLogin({ companyId: 1 }));
    expect(screen.queryByText(NO_ACCESS_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText(/not built yet/)).toBeInTheDocument();
  });

  it('greets the user on the home page, whose code loads on first visit', async () => {
    renderRoute('/', '/');
    expect(await screen.findByText('Signed in as Alice Admin, company Acme Networks')).toBeInTheDocument();
  });
});
