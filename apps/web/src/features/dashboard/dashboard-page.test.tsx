import { formatDateTime } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const DASHBOARD = 'GET /secure/dashboard/company/2001';

const dashboard = (extra: object = {}) => ({
  companyId: 2001,
  servicesLive: 7,
  servicesProvisioning: 2,
  byStatus: [
    { status: 'CONFIGURED', count: 2 },
    { status: 'LIVE', count: 7 },
  ],
  traffic: 'available',
  from: Date.UTC(2026, 10, 25, 12),
  to: Date.UTC(2026, 10, 26, 12),
  networkUtilisation: 12.3,
  topVxcs: [
    { technicalServiceId: 105, name: 'Sydney to Melbourne', rateLimitMbps: 1000, averageBps: 250_000_000 },
    { technicalServiceId: 106, name: 'Sydney to AWS', rateLimitMbps: 500, averageBps: 90_000_000 },
  ],
  recentActivity: [
    {
      id: 9,
      at: Date.UTC(2026, 10, 26, 11),
      who: 'Alice Admin',
      what: 'changed the details of Acme Sydney Edge',
      technicalServiceId: 101,
    },
  ],
  locations: [
    {
      locationId: 1,
      name: 'Equinix SY1',
      metro: 'Sydney',
      countryCode: 'AU',
      latitude: -33.92,
      longitude: 151.19,
      services: 3,
    },
    {
      locationId: 2,
      name: 'NEXTDC M1',
      metro: 'Melbourne',
      countryCode: 'AU',
      latitude: -37.83,
      longitude: 144.91,
      services: 1,
    },
  ],
  ...extra,
});

describe('DashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the counts, utilisation, busiest VXCs, recent activity and the map of locations', async () => {
    mockFetch({ [DASHBOARD]: ok(dashboard()) });
    renderWithProviders(<DashboardPage />, { login: makeLogin() });
    const live = await screen.findByRole('region', { name: 'Services live' });
    expect(live).toHaveTextContent('7');
    expect(screen.getByRole('region', { name: 'Services provisioning' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Network utilisation' })).toHaveTextContent('12.3 %');
    expect(
      screen.getByRole('img', {
        name: 'Busiest VXCs, average over the last 24 hours: Sydney to Melbourne 250 Mb/s, Sydney to AWS 90 Mb/s',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sydney to Melbourne' })).toHaveAttribute(
      'href',
      '/customerService/vxc/105',
    );
    // measured traffic in b/s to Gb/s, the VXC's speed setting in the one speed format (decision 0078)
    const busiest = screen.getByRole('table', { name: 'Busiest VXCs' });
    expect(within(busiest).getAllByRole('row')[0]).toHaveTextContent('Sydney to Melbourne250 Mb/s averageof 1 Gbps');
    expect(within(busiest).getAllByRole('row')[1]).toHaveTextContent('Sydney to AWS90 Mb/s averageof 500 Mbps');
    const map = screen.getByRole('img', { name: /^Map of your locations/ });
    expect(map).toHaveAccessibleName(
      'Map of your locations: Equinix SY1 (Sydney, 3 services); NEXTDC M1 (Melbourne, 1 service)',
    );
    expect(map.querySelectorAll('circle')).toHaveLength(2);
    expect(map.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(1000);
    const activity = screen.getByRole('table', { name: 'Recent activity' });
    expect(within(activity).getByText('changed the details of Acme Sydney Edge')).toBeInTheDocument();
    expect(within(activity).getByText('Alice Admin')).toBeInTheDocument();
    // when, as the spec writes days (dd-mm-yy), in the reader's time zone
    const when = formatDateTime(Date.UTC(2026, 10, 26, 11));
    expect(when).toMatch(/^\d{2}-\d{2}-26 \d{1,2}:\d{2} [ap]m$/);
    expect(within(activity).getByText(when)).toBeInTheDocument();
  });

  it('says when the traffic is not available, and when the company has no locations or activity', async () => {
    mockFetch({
      [DASHBOARD]: ok(
        dashboard({
          traffic: 'not_available',
          networkUtilisation: null,
          topVxcs: [],
          locations: [],
          recentActivity: [],
        }),
      ),
    });
    renderWithProviders(<DashboardPage />, { login: makeLogin() });
    expect(await screen.findByRole('region', { name: 'Network utilisation' })).toHaveTextContent('Not available');
    expect(screen.getAllByText('Traffic graphs are not available').length).toBeGreaterThan(0);
    expect(screen.getByText('No services at any location yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has happened yet.')).toBeInTheDocument();
  });

  it('tells a person without graphs why the traffic is missing', async () => {
    mockFetch({ [DASHBOARD]: ok(dashboard({ traffic: 'not_permitted', networkUtilisation: null, topVxcs: [] })) });
    renderWithProviders(<DashboardPage />, { login: makeLogin() });
    expect(await screen.findAllByText('Traffic is shown to people holding the graphs permission')).toHaveLength(2);
  });
});
