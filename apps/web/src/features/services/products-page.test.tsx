import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ProductsPage } from './products-page';
import { ServiceHistory } from './service-history';

const PRODUCTS = 'GET /secure/product/company/2001';

const product = (id: number, name: string, extra: object = {}) => ({
  technicalServiceId: id,
  technicalServiceUid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  productType: 'MCR2',
  name,
  provisioningStatus: 'LIVE',
  locationId: 1,
  location: 'Equinix SY1, Sydney',
  speedMbps: 1000,
  termMonths: 12,
  contractStartDate: '2026-11-26',
  contractEndDate: '2027-11-25',
  monthlyCents: 123_450,
  currency: 'AUD',
  ...extra,
});

describe('ProductsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the products with location, speed, term, contract and monthly price, and asks for the next page', async () => {
    const { calls } = mockFetch({
      [PRODUCTS]: ok({
        items: [
          product(101, 'Acme Cloud Router'),
          product(102, 'Old port', {
            monthlyCents: null,
            currency: null,
            termMonths: null,
            location: null,
            networkChange: { status: 'FAILED', field: 'rateLimit', reason: 'The network refused it' },
          }),
        ],
        total: 120,
        page: 1,
        pageSize: 50,
      }),
    });
    renderWithProviders(<ProductsPage />, { login: makeLogin() });
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('Acme Cloud Router');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Acme Cloud Router');
    expect(first).toHaveTextContent('Equinix SY1, Sydney');
    expect(first).toHaveTextContent('1 Gbps');
    expect(first).toHaveTextContent('12 months');
    expect(first).toHaveTextContent('25-11-27'); // the spec's dd-mm-yy
    expect(first).toHaveTextContent('AUD 1,234.50');
    expect(second).toHaveTextContent('Old port');
    // the mark of a change the network refused, with its reason (decision 0069); none on a product without one
    expect(within(second!).getByText('Change failed')).toBeInTheDocument();
    expect(second).toHaveTextContent('Change failed (Rate limit: The network refused it)');
    expect(within(first!).queryByText(/^Change /)).not.toBeInTheDocument();
    expect(within(second!).getAllByText('—').length).toBeGreaterThanOrEqual(3);
    expect(within(first!).getByRole('link', { name: 'Acme Cloud Router' })).toHaveAttribute(
      'href',
      '/customerService/mcr2/101',
    );
    expect(calls[0]!.url).toContain('page=1');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says when no product matches', async () => {
    mockFetch({ [PRODUCTS]: ok({ items: [], total: 0, page: 1, pageSize: 50 }) });
    renderWithProviders(<ProductsPage />, { login: makeLogin() });
    expect(await screen.findByText('No products match.')).toBeInTheDocument();
  });

  it('sends the search typed', async () => {
    const { calls } = mockFetch({ [PRODUCTS]: ok({ items: [], total: 0, page: 1, pageSize: 50 }) });
    renderWithProviders(<ProductsPage />, { login: makeLogin() });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'Router');
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('search=Router'))).toBe(true));
  });
});

describe('ServiceHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what happened, when and who did it', async () => {
    mockFetch({
      'GET /v2/product/101/history': ok([
        {
          at: Date.UTC(2026, 10, 26, 1),
          kind: 'event',
          code: 'NEW',
          what: 'Edge was ordered',
          who: 'Alice Admin',
          byPerson: true,
        },
        {
          at: Date.UTC(2026, 10, 26, 2),
          kind: 'event',
          code: 'LIVE',
          what: 'Edge is live',
          who: 'Provisioning',
          byPerson: false,
        },
      ]),
    });
    const service = { technicalServiceId: 101, name: 'Edge' } as Parameters<typeof ServiceHistory>[0]['service'];
    renderWithProviders(<ServiceHistory service={service} />);
    const table = await screen.findByRole('table', { name: 'History of Edge' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Edge was ordered', 'Alice Admin'],
      ['Edge is live', 'Provisioning'],
    ]);
  });
});
