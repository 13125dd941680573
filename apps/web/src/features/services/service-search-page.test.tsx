import { SERVICE_SEARCH_MESSAGES } from '@portico/domain';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actingCompanyStore } from '../../lib/auth/acting-company';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ServiceSearchPage } from './service-search-page';

const FOUND = {
  technicalServiceId: 100_004,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000004',
  companyId: 2001,
  companyName: 'Acme Networks',
  productType: 'VXC',
  name: 'Sydney to Melbourne',
  provisioningStatus: 'LIVE',
  rateLimit: 1_000,
  locationId: null,
  aEndServiceId: 100_001,
  bEndServiceId: 100_002,
  aggregationId: null,
  termMonths: 12,
};

function open() {
  renderWithProviders(<ServiceSearchPage />, { login: makeLogin() });
  return userEvent.setup();
}

describe('ServiceSearchPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for text or an id, without asking the server', async () => {
    const { calls } = mockFetch({});
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_SEARCH_MESSAGES.criteriaRequired);
    expect(calls).toHaveLength(0);
  });

  it('entering one criterion clears the other', async () => {
    mockFetch({});
    const user = open();
    await user.type(screen.getByLabelText('Search text'), 'sydney');
    await user.type(screen.getByLabelText('Service id'), '12x3');
    expect(screen.getByLabelText('Search text')).toHaveValue('');
    expect(screen.getByLabelText('Service id')).toHaveValue('123');
    await user.type(screen.getByLabelText('Search text'), 'm');
    expect(screen.getByLabelText('Service id')).toHaveValue('');
  });

  it('finds services by text with the status filter, each linking to its detail', async () => {
    const { calls } = mockFetch({
      'GET /v2/services': ok({ items: [FOUND], total: 1, page: 1, pageSize: 25 }),
    });
    const user = open();
    await user.type(screen.getByLabelText('Search text'), 'melbourne');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: '1 Gbps' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sydney to Melbourne' })).toHaveAttribute(
      'href',
      '/customerService/vxc/100004',
    );
    expect(calls[0]!.url).toContain('search=melbourne');
    expect(calls[0]!.url).toContain('provisioningStatus=ALL');
  });

  it('finds one service by id, and says when there is none', async () => {
    mockFetch({
      'GET /v2/services/100004': ok(FOUND),
      'GET /v2/services/999': failure(404, 'Service not found'),
    });
    const user = open();
    await user.type(screen.getByLabelText('Service id'), '100004');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Sydney to Melbourne' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Service id'));
    await user.type(screen.getByLabelText('Service id'), '999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No services match the search.')).toBeInTheDocument();
  });

  describe('for a service agent acting for Globex (decision 0075)', () => {
    const agent = makeLogin({
      personId: 50,
      companyId: 2005,
      companyUid: 'northwind',
      companyName: 'Northwind IT Services Ltd',
      permissions: { northwind: ['services'], globex: ['services'] },
    });
    afterEach(() => {
      cleanup();
      actingCompanyStore.set(0, null);
    });

    it("searches Globex's services only, and says so", async () => {
      actingCompanyStore.set(50, { companyId: 2002, companyUid: 'globex', companyName: 'Globex Cloud Ltd' });
      const { calls } = mockFetch({
        'GET /v2/services': ok({ items: [{ ...FOUND, companyId: 2002 }], total: 1, page: 1, pageSize: 25 }),
        // a service of another company the agent serves, looked up by its id, is not one of Globex's
        'GET /v2/services/100004': ok(FOUND),
      });
      renderWithProviders(<ServiceSearchPage />, { login: agent });
      const user = userEvent.setup();
      expect(
        screen.getByText('Signed in as Alice Admin, searching the services of Globex Cloud Ltd'),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText('Search text'), 'edge');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('link', { name: 'Sydney to Melbourne' })).toBeInTheDocument();
      expect(calls[0]!.url).toContain('companyId=2002');

      await user.type(screen.getByLabelText('Service id'), '100004');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('No services match the search.')).toBeInTheDocument();
    });
  });
});

describe('ServiceSearchPage for staff', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names whose each found service is, with a link to the company', async () => {
    mockFetch({
      'GET /v2/services': ok({ items: [FOUND], total: 1, page: 1, pageSize: 25 }),
    });
    renderWithProviders(<ServiceSearchPage />, { login: makeLogin({ staff: true, companyId: 1 }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search text'), 'melbourne');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Acme Networks' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/company\/2001$/),
    );
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
  });
});
