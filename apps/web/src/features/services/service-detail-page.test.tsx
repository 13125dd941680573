import { dayWindow, LIFECYCLE_MESSAGES, TRAFFIC_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ServiceDetailPage } from './service-detail-page';

const SERVICE = {
  technicalServiceId: 100_001,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000001',
  productType: 'PORT',
  name: 'Acme Sydney Edge',
  companyId: 2001,
  costCentre: 'NET-01',
  publicGraph: false,
  rateLimit: 10_000,
  aLocationId: 1,
  aggregationId: null,
  provisioningStatus: 'LIVE',
  vxcDistanceBand: null,
  buyoutPort: false,
  mveSize: null,
  contractStartDate: '2026-11-01',
  contractEndDate: '2027-11-01',
  termMonths: 12,
  marketplaceVisibility: false,
  diversityZone: null,
  promoCode: null,
  orderId: 1,
  locked: false,
  terminationDate: null,
  components: [],
  events: [],
};

const at = Date.UTC(2026, 10, 26, 0, 0);
const traffic = (available: boolean) =>
  ok({
    nServiceId: 100_001,
    from: at,
    to: at + 3 * 300_000,
    stepMs: 300_000,
    rateLimitMbps: 10_000,
    available,
    points: available
      ? [
          { at, inBps: 1_200_000_000, outBps: 400_000_000 },
          { at: at + 300_000, inBps: 2_500_000_000, outBps: 900_000_000 },
          { at: at + 600_000, inBps: 800_000_000, outBps: 300_000_000 },
        ]
      : [],
  });

function open() {
  renderWithProviders(
    <Routes>
      <Route path="/customerService/:type/:jServiceId" element={<ServiceDetailPage />} />
    </Routes>,
    { route: '/customerService/port/100001', login: makeLogin() },
  );
}

// the page asks for the 24 hours up to now: the clock is set so the graph's address is known
const NOW = Date.UTC(2026, 10, 26, 12, 2);
const window = dayWindow(NOW);
const GRAPH = `GET /secure/graph/nServiceId/100001/from/${window.fromMs}/to/${window.toMs}/points/288`;

describe('ServiceDetailPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the service, its status, and its traffic with the peaks in the unit that fits', async () => {
    mockFetch({ 'GET /secure/technicalservice/100001': ok(SERVICE), [GRAPH]: traffic(true) });
    open();
    expect(await screen.findByRole('heading', { name: 'Acme Sydney Edge' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status LIVE')).toBeInTheDocument();
    expect(screen.getByText('10 Gb/s')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Traffic of Acme Sydney Edge, last 24 hours' })).toBeInTheDocument();
    expect(
      screen.getByText(/Peak in 2.5 Gb\/s at .*; peak out 900 Mb\/s at .*; rate limit 10 Gb\/s\./),
    ).toBeInTheDocument();
  });

  it('says when graphs are not available', async () => {
    mockFetch({ 'GET /secure/technicalservice/100001': ok(SERVICE), [GRAPH]: traffic(false) });
    open();
    expect(await screen.findByText(TRAFFIC_MESSAGES.notAvailable)).toBeInTheDocument();
  });

  it('shows why the graph is refused to a person without the graphs permission', async () => {
    mockFetch({
      'GET /secure/technicalservice/100001': ok(SERVICE),
      [GRAPH]: failure(403, 'You do not have permission to do this'),
    });
    open();
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('offers the edits of a live service', async () => {
    mockFetch({ 'GET /secure/technicalservice/100001': ok(SERVICE), [GRAPH]: traffic(false) });
    open();
    expect(await screen.findByRole('form', { name: 'Edit service' })).toBeInTheDocument();
  });

  it("shows a LAG port's LAG with its ports and the form adding more", async () => {
    const lag = {
      aggregationId: 100_001,
      portCount: 2,
      members: [
        { technicalServiceId: 100_001, name: 'Acme Sydney Edge', provisioningStatus: 'LIVE' },
        { technicalServiceId: 100_002, name: 'Acme Sydney Edge #2', provisioningStatus: 'NEW' },
      ],
    };
    mockFetch({
      'GET /secure/technicalservice/100001': ok({ ...SERVICE, aggregationId: 100_001, lag }),
      [GRAPH]: traffic(false),
    });
    open();
    expect(await screen.findByRole('table', { name: 'Ports of the LAG' })).toBeInTheDocument();
    expect(screen.getByText('2 of 8 ports')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add ports' })).toBeInTheDocument();
  });

  it('shows no LAG card for a port in no LAG', async () => {
    mockFetch({ 'GET /secure/technicalservice/100001': ok({ ...SERVICE, lag: null }), [GRAPH]: traffic(false) });
    open();
    expect(await screen.findByRole('form', { name: 'Edit service' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add ports' })).not.toBeInTheDocument();
  });

  it('shows a change waiting for the network with the values asked for, the facts keeping what the network has', async () => {
    const pending = {
      field: 'rateLimit',
      from: '10000',
      to: '1000',
      status: 'PENDING',
      reason: null,
      requestedAt: 0,
    };
    mockFetch({
      'GET /secure/technicalservice/100001': ok({ ...SERVICE, networkChanges: [pending] }),
      [GRAPH]: traffic(false),
    });
    open();
    const notice = await screen.findByRole('alert', { name: 'Rate limit: pending' });
    expect(notice).toHaveTextContent('Changing from 10000 Mbps to 1000 Mbps: pending until the network applies it.');
    expect(screen.getByText('10 Gbps')).toBeInTheDocument();
  });

  it('shows a change the network refused with its reason and the value the service keeps', async () => {
    const failed = {
      field: 'aVlan',
      from: '300',
      to: '4094',
      status: 'FAILED',
      reason: 'The network could not apply VLAN 4094 on this Port',
      requestedAt: 0,
    };
    mockFetch({
      'GET /secure/technicalservice/100001': ok({ ...SERVICE, networkChanges: [failed] }),
      [GRAPH]: traffic(false),
    });
    open();
    const notice = await screen.findByRole('alert', { name: 'A-End VLAN: change failed' });
    expect(notice).toHaveTextContent(
      '4094 could not be applied: The network could not apply VLAN 4094 on this Port. The service keeps 300.',
    );
    expect(screen.queryByText(/pending/)).not.toBeInTheDocument();
  });

  it('shows an AWS interface change the network refused in words, with its reason and the interface kept', async () => {
    const settings = (customerAddress: string | null, type = 'public') =>
      JSON.stringify({
        type,
        customerAddress,
        amazonAddress: customerAddress && customerAddress.replace(/\.1\//, '.2/'),
        prefixes: customerAddress ? ['203.0.113.0/24'] : [],
      });
    const change = {
      field: 'awsInterface',
      from: settings(null, 'private'),
      to: settings('192.0.2.1/30'),
      status: 'FAILED',
      reason: 'The network could not apply the AWS interface',
      requestedAt: 0,
    };
    mockFetch({
      'GET /secure/technicalservice/100001': ok({ ...SERVICE, networkChanges: [change] }),
      [GRAPH]: traffic(false),
    });
    open();
    const notice = await screen.findByRole('alert', { name: 'AWS interface: change failed' });
    expect(notice).toHaveTextContent(
      'public, customer 192.0.2.1/30, Amazon 192.0.2.2/30, prefixes 203.0.113.0/24 could not be applied: ' +
        'The network could not apply the AWS interface. The service keeps private, no prefixes.',
    );
  });

  it('offers no edit of a cancelled service and says why', async () => {
    mockFetch({
      'GET /secure/technicalservice/100001': ok({ ...SERVICE, provisioningStatus: 'CANCELLED' }),
      [GRAPH]: traffic(false),
    });
    open();
    expect(await screen.findByText(LIFECYCLE_MESSAGES.endedNoChange)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit service' })).not.toBeInTheDocument();
  });
});
