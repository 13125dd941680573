import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actingCompanyStore } from '../lib/auth/acting-company';
import { ROUTES } from '../route-table';
import { mockFetch, ok } from '../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../test/render';
import { RoutePage } from './route-page';

// Decision 0075: a service agent who chooses a company under "Acting for" gets that company on every customer page,
// named in the page's header, and each page asks the server for that company's data, never the agent's own.

const NORTHWIND = 2005;
const GLOBEX = 2002;
const agent = makeLogin({
  username: 'agent',
  personId: 50,
  companyId: NORTHWIND,
  companyUid: 'northwind',
  companyName: 'Northwind IT Services Ltd',
  permissions: { northwind: ['services'], globex: ['services', 'place_order', 'virtual_employee'] },
});
const globex = { companyId: GLOBEX, companyUid: 'globex', companyName: 'Globex Cloud Ltd' };

const dashboard = (companyId: number) => ({
  companyId,
  servicesLive: 3,
  servicesProvisioning: 0,
  byStatus: [{ status: 'LIVE', count: 3 }],
  traffic: 'not_permitted',
  from: Date.UTC(2026, 10, 25, 12),
  to: Date.UTC(2026, 10, 26, 12),
  networkUtilisation: null,
  topVxcs: [],
  recentActivity: [],
  locations: [],
});
const emptyPage = { items: [], total: 0, page: 1, pageSize: 50 };

/** Every company's pages answered, so that a page asking for the wrong company is seen in `calls`, not as a 404. */
function answerEveryCompany() {
  const handlers: Parameters<typeof mockFetch>[0] = {};
  for (const id of [NORTHWIND, GLOBEX]) {
    handlers[`GET /secure/dashboard/company/${id}`] = ok(dashboard(id));
    handlers[`GET /secure/technicalservice/company/${id}`] = ok([]);
    handlers[`GET /secure/product/company/${id}`] = ok(emptyPage);
  }
  return mockFetch(handlers);
}

function renderRoute(path: string, login = agent) {
  const route = ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path}`);
  renderWithProviders(
    <Routes>
      <Route path={path} element={<RoutePage route={route} />} />
    </Routes>,
    { route: path, login },
  );
}

/** The company ids the page asked the server about, from the paths of its calls. */
const companiesAskedFor = (calls: { url: string }[]) =>
  [...new Set(calls.map((c) => /\/company\/(\d+)/.exec(c.url)?.[1]).filter(Boolean))].map(Number);

describe('a customer page for a service agent acting for Globex', () => {
  afterEach(() => {
    // the page leaves before the choice is forgotten: it would otherwise ask for the agent's own company again
    cleanup();
    actingCompanyStore.set(0, null);
    vi.unstubAllGlobals();
  });

  it.each([
    ['/dashboard', 'Dashboard', 'Globex Cloud Ltd: your services at a glance.'],
    ['/customerServices', 'Your network', 'Services of Globex Cloud Ltd: each port with its VXCs and IXs.'],
    ['/customerProducts', 'Products', 'Products of Globex Cloud Ltd with their terms and monthly prices.'],
  ])('%s names Globex in its header and asks for Globex’s data only', async (path, title, description) => {
    actingCompanyStore.set(agent.personId, globex);
    const { calls } = answerEveryCompany();
    renderRoute(path);

    // the page's code loads on first visit (the dashboard's charts take a while on a busy machine)
    const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
    expect(screen.getByText('Acting for Globex Cloud Ltd')).toBeInTheDocument();
    expect(heading).toHaveAccessibleDescription('Acting for Globex Cloud Ltd');
    expect(await screen.findByText(description)).toBeInTheDocument();
    await vi.waitFor(() => expect(companiesAskedFor(calls)).toEqual([GLOBEX]));
  });

  it('names Globex on a page not built yet too', () => {
    actingCompanyStore.set(agent.personId, globex);
    renderRoute('/notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Acting for Globex Cloud Ltd')).toBeInTheDocument();
  });

  it('is the agent’s own company, named by the page alone, until another is chosen', async () => {
    const { calls } = answerEveryCompany();
    renderRoute('/dashboard');
    expect(
      await screen.findByText('Northwind IT Services Ltd: your services at a glance.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Acting for/)).not.toBeInTheDocument();
    expect(companiesAskedFor(calls)).toEqual([NORTHWIND]);
  });

  it('ignores a stored choice of a company the login cannot act for', async () => {
    // another person's choice, or a company the agent no longer serves, never reaches a page
    actingCompanyStore.set(agent.personId, { companyId: 2001, companyUid: 'acme', companyName: 'Acme' });
    const { calls } = answerEveryCompany();
    renderRoute('/dashboard');
    expect(
      await screen.findByText('Northwind IT Services Ltd: your services at a glance.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(companiesAskedFor(calls)).toEqual([NORTHWIND]);
  });
});
