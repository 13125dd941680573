import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { NetworkPage } from './network-page';

const NETWORK = 'GET /secure/technicalservice/company/2001';

function service(id: number, name: string, productType: string, group = id, extra: object = {}) {
  return {
    technicalServiceId: id,
    technicalServiceUid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    companyId: 2001,
    productType,
    name,
    provisioningStatus: 'LIVE',
    rateLimit: productType === 'PORT' ? 10_000 : 1_000,
    locationId: 1,
    aEndServiceId: group === id ? null : group,
    bEndServiceId: null,
    aggregationId: null,
    termMonths: 12,
    groupServiceId: group,
    usage: null,
    connections: 0,
    ...extra,
  };
}

// happy-dom lays nothing out: the scroll box is given a browser's size so the virtualiser knows what is in view
const boxSize = { clientHeight: 600, clientWidth: 1_000 };
const realSizes = Object.fromEntries(
  Object.keys(boxSize).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);

describe('NetworkPage', () => {
  beforeAll(() => {
    for (const [key, value] of Object.entries(boxSize))
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(realSizes))
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each port with its VXCs and IXs under it, their status, the ports' usage and changes for the network", async () => {
    const { calls } = mockFetch({
      [NETWORK]: ok([
        service(101, 'Sydney Port', 'PORT', 101, { connections: 2 }),
        service(105, 'Sydney to Melbourne', 'VXC', 101, {
          networkChange: { status: 'PENDING', field: 'awsInterface', reason: null },
        }),
        service(106, 'Sydney IX', 'IX', 101, {
          networkChange: { status: 'FAILED', field: 'rateLimit', reason: 'The network refused it' },
        }),
        service(102, 'Spare Port', 'PORT', 102, { usage: 'UNUSED' }),
        service(107, 'Edge Firewall', 'MVE', 107, { rateLimit: 0 }),
      ]),
    });
    renderWithProviders(<NetworkPage />, { login: makeLogin() });
    const table = await screen.findByRole('table', { name: 'Your network' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Sydney Port',
      '↳Sydney to Melbourne',
      '↳Sydney IX',
      'Spare Port',
      'Edge Firewall',
    ]);
    const speeds = rows.map((r) => within(r).getAllByRole('cell')[4]!.textContent);
    // an MVE is sized, not rate limited: it shows no speed
    expect(speeds).toEqual(['10 Gbps', '1 Gbps', '1 Gbps', '10 Gbps', '—']);
    expect(screen.getByRole('link', { name: 'Sydney to Melbourne' })).toHaveAttribute(
      'href',
      '/customerService/vxc/105',
    );
    expect(screen.getByRole('link', { name: 'Sydney Port' })).toHaveAttribute('href', '/customerService/port/101');
    expect(within(rows[3]!).getByText('UNUSED')).toBeInTheDocument();
    expect(screen.getByLabelText('Status of Spare Port')).toHaveTextContent('LIVE');
    // a change waiting for the network, and one it refused with its reason (decision 0069); none on the others
    const status = rows.map((r) => within(r).getAllByRole('cell')[3]!.textContent);
    expect(status).toEqual([
      'LIVE',
      'LIVEChange pending (AWS interface: waiting for the network)',
      'LIVEChange failed (Rate limit: The network refused it)',
      'LIVE',
      'LIVE',
    ]);
    expect(calls[0]!.url).toContain('limit=1000');
    expect(calls[0]!.url).toContain('page=1');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('draws only the rows in view of a 1,000-row page, and offers the next page', async () => {
    const page = Array.from({ length: 1000 }, (_, i) => service(1000 + i, `Port ${i}`, 'PORT'));
    mockFetch({ [NETWORK]: ok(page) });
    renderWithProviders(<NetworkPage />, { login: makeLogin() });
    const table = await screen.findByRole('table', { name: 'Your network' });
    const drawn = within(table).getAllByRole('link');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(100);
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('Services 1–1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
