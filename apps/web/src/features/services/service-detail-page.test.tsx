import { dayWindow, LIFECYCLE_MESSAGES, TRAFFIC_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { ROLE_NOTES } from '../../components/ui/role-note';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ServiceDetailPage } from './service-detail-page';

const SERVICE = {
  technicalServiceId: 100_001,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000001',
  productType: 'PORT',
  name: 'Acme Sydney Edge',
  companyName: 'Acme Networks',
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

/** Acme's company admin: every customer permission in Acme. */
const ADMIN = makeLogin({
  permissions: { 'acme-uid': ['services', 'graphs', 'place_order', 'modify_service', 'approve_order'] },
});
/** acme.viewer of the demo: the Read Only role, services only. */
const VIEWER = makeLogin({ username: 'acme.viewer', permissions: { 'acme-uid': ['services'] } });

function open(login = ADMIN, route = '/customerService/port/100001') {
  renderWithProviders(
    <Routes>
      <Route path="/customerService/:type/:jServiceId" element={<ServiceDetailPage />} />
    </Routes>,
    { route, login },
  );
}

/** Acme's VXC between its two Ports, VLANs 12 and 13. */
const VXC = {
  ...SERVICE,
  technicalServiceId: 100_010,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000010',
  productType: 'VXC',
  name: 'Acme Sydney to Melbourne',
  rateLimit: 1000,
  components: [
    {
      componentId: 1,
      type: 'VXC',
      status: 'Active',
      locationId: 1,
      aEndServiceId: 100_001,
      bEndServiceId: 100_002,
      resources: [
        {
          resourceType: 'vll',
          aVlan: 12,
          bVlan: 13,
          rateLimitMbps: 1000,
          portSpeed: null,
          macAddress: null,
          portServiceId: null,
          vlan: null,
        },
      ],
    },
  ],
};

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
    // a rate limit is a speed setting, in the one speed format; measured traffic keeps b/s to Gb/s (decision 0078)
    expect(within(screen.getByRole('region', { name: 'Service' })).getByText('10 Gbps')).toBeInTheDocument();
    // whose service it is, by name (a customer reads it; staff get a link)
    expect(screen.getByRole('region', { name: 'Service' })).toHaveTextContent('CompanyAcme Networks');
    expect(await screen.findByRole('img', { name: 'Traffic of Acme Sydney Edge, last 24 hours' })).toBeInTheDocument();
    expect(
      screen.getByText(/Peak in 2.5 Gb\/s at .*; peak out 900 Mb\/s at .*; rate limit 10 Gbps\./),
    ).toBeInTheDocument();
  });

  it('says when graphs are not available', async () => {
    mockFetch({ 'GET /secure/technicalservice/100001': ok(SERVICE), [GRAPH]: traffic(false) });
    open();
    expect(await screen.findByText(TRAFFIC_MESSAGES.notAvailable)).toBeInTheDocument();
  });

  it('tells a person without the graphs permission why there is no traffic, asking the server nothing', async () => {
    const { calls } = mockFetch({
      'GET /secure/technicalservice/100001': ok(SERVICE),
      [GRAPH]: failure(403, 'You do not have permission to do that'),
    });
    open(VIEWER);
    expect(await screen.findByText(TRAFFIC_MESSAGES.notPermitted)).toBeInTheDocument();
    expect(screen.queryByText(/You do not have permission/)).toBeNull();
    expect(calls.some((c) => c.url.includes('/secure/graph/'))).toBe(false);
  });

  it('offers a viewer no change of a VXC and says why once; the graph and history stay', async () => {
    mockFetch({ 'GET /secure/technicalservice/100010': ok(VXC), [GRAPH.replace('100001', '100010')]: traffic(true) });
    open(VIEWER, '/customerService/vxc/100010');
    expect(await screen.findByRole('heading', { name: 'Acme Sydney to Melbourne' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(ROLE_NOTES.service);
    for (const name of ['Save', 'Save A-End VLAN', 'Save B-End VLAN', 'Check price', 'Cancel', 'Lock'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit service' })).toBeNull();
    expect(screen.getByText('Service id')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lifecycle' })).toBeInTheDocument();
  });

  it('names the Ports a VXC’s ends are on, linking those the person may open, naming another company’s', async () => {
    const end = (which: 'A' | 'B', id: number, name: string, companyId: number, companyName: string) => ({
      end: which,
      technicalServiceId: id,
      name,
      productType: 'PORT',
      companyId,
      companyName,
    });
    const ends = [
      end('A', 100_001, 'Acme Sydney Edge', 2001, 'Acme Networks'),
      end('B', 100_077, 'Globex London Edge', 2002, 'Globex'),
    ];
    mockFetch({
      'GET /secure/technicalservice/100010': ok({ ...VXC, ends }),
      [GRAPH.replace('100001', '100010')]: traffic(true),
    });
    open(VIEWER, '/customerService/vxc/100010');
    const facts = await screen.findByRole('region', { name: 'Service' });
    expect(within(facts).getByText('A-End')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Acme Sydney Edge' })).toHaveAttribute(
      'href',
      '/customerService/port/100001',
    );
    // Globex's Port: named, with its company, but no link a viewer of Acme could only be refused
    expect(within(facts).getByText('B-End').nextElementSibling).toHaveTextContent('Globex London Edge (Globex)');
    expect(within(facts).queryByRole('link', { name: 'Globex London Edge' })).toBeNull();
  });

  it('names the Port an IX runs on, and staff may open any end', async () => {
    const ix = {
      ...VXC,
      productType: 'IX',
      name: 'Acme IX Sydney',
      ends: [
        {
          end: 'A',
          technicalServiceId: 100_001,
          name: 'Acme Sydney Edge',
          productType: 'PORT',
          companyId: 2001,
          companyName: 'Acme Networks',
        },
      ],
    };
    mockFetch({ 'GET /secure/technicalservice/100010': ok(ix), [GRAPH.replace('100001', '100010')]: traffic(true) });
    open(
      makeLogin({ companyId: 1, companyUid: 'staff-uid', staff: true, permissions: { 'staff-uid': ['admin'] } }),
      '/customerService/ix/100010',
    );
    const facts = await screen.findByRole('region', { name: 'Service' });
    expect(within(facts).getByText('Port').nextElementSibling).toHaveTextContent(/^Acme Sydney Edge$/);
    expect(within(facts).getByRole('link', { name: 'Acme Sydney Edge' })).toHaveAttribute(
      'href',
      '/customerService/port/100001',
    );
  });

  it('offers the VXC’s admin its name, VLANs, speed and cancellation, with no note', async () => {
    mockFetch({ 'GET /secure/technicalservice/100010': ok(VXC), [GRAPH.replace('100001', '100010')]: traffic(true) });
    open(ADMIN, '/customerService/vxc/100010');
    expect(await screen.findByRole('form', { name: 'Edit service' })).toBeInTheDocument();
    for (const name of ['Save', 'Save A-End VLAN', 'Save B-End VLAN', 'Check price', 'Cancel'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(await screen.findByRole('img', { name: /Traffic of Acme Sydney to Melbourne/ })).toBeInTheDocument();
  });

  it('offers the speed change alone to one holding place_order only on an INTERCAP VXC', async () => {
    const intercap = { ...VXC, vxcDistanceBand: 'INTERCAP' };
    mockFetch({
      'GET /secure/technicalservice/100010': ok(intercap),
      [GRAPH.replace('100001', '100010')]: traffic(true),
    });
    open(makeLogin({ permissions: { 'acme-uid': ['services', 'place_order'] } }), '/customerService/vxc/100010');
    expect(await screen.findByRole('button', { name: 'Check price' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save A-End VLAN' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lets staff change any company’s service', async () => {
    mockFetch({ 'GET /secure/technicalservice/100010': ok(VXC), [GRAPH.replace('100001', '100010')]: traffic(true) });
    open(
      makeLogin({ companyId: 1, companyUid: 'staff-uid', staff: true, permissions: { 'staff-uid': ['admin'] } }),
      '/customerService/vxc/100010',
    );
    expect(await screen.findByRole('button', { name: 'Save A-End VLAN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
  });

  it('acts for a company that virtually employs the person by that company’s permissions', async () => {
    const { calls } = mockFetch({
      'GET /secure/technicalservice/100010': ok({ ...VXC, companyId: 2002 }),
      'GET /secure/virtual/employment/companies': ok([
        {
          companyId: 2002,
          companyUid: 'globex-uid',
          companyName: 'Globex',
          securityRoleId: null,
          securityRole: null,
          since: 0,
        },
      ]),
      [GRAPH.replace('100001', '100010')]: traffic(true),
    });
    const agent = makeLogin({
      companyId: 2005,
      companyUid: 'northwind-uid',
      permissions: { 'northwind-uid': ['services'], 'globex-uid': ['services', 'modify_service'] },
    });
    open(agent, '/customerService/vxc/100010');
    expect(await screen.findByRole('button', { name: 'Save A-End VLAN' })).toBeInTheDocument();
    // graphs is not held in Globex: the section says so
    expect(screen.getByText(TRAFFIC_MESSAGES.notPermitted)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/secure/virtual/employment/companies'))).toBe(true);
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
    expect(notice).toHaveTextContent('Changing from 10 Gbps to 1 Gbps: pending until the network applies it.');
    expect(within(screen.getByRole('region', { name: 'Service' })).getByText('10 Gbps')).toBeInTheDocument();
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

  it('offers a cancelled service still running its name and cost centre only, and says until when it runs', async () => {
    mockFetch({
      'GET /secure/technicalservice/100001': ok({
        ...SERVICE,
        provisioningStatus: 'CANCELLED',
        terminationDate: '2027-11-27',
      }),
      [GRAPH]: traffic(false),
    });
    open();
    expect(
      await screen.findByText(/^This service runs until 27-11-27\. Until then you can rename it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit service' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change rate limit' })).not.toBeInTheDocument();
  });

  it('offers no edit of a decommissioned service and says why', async () => {
    mockFetch({
      'GET /secure/technicalservice/100001': ok({ ...SERVICE, provisioningStatus: 'DECOMMISSIONED' }),
      [GRAPH]: traffic(false),
    });
    open();
    expect(await screen.findByText(LIFECYCLE_MESSAGES.decommissionedNoChange)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit service' })).not.toBeInTheDocument();
  });
});
