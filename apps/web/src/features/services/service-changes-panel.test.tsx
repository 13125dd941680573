import type { RateLimitCheck, TechnicalService } from '@portico/contract';
import { AWS_MESSAGES, IX_MESSAGES, SERVICE_CHANGE_MESSAGES, VXC_MESSAGES } from '@portico/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ServiceChangesPanel } from './service-changes-panel';

const base: Omit<
  TechnicalService,
  'technicalServiceId' | 'technicalServiceUid' | 'productType' | 'name' | 'rateLimit' | 'components'
> = {
  companyId: 2001,
  costCentre: null,
  publicGraph: false,
  aLocationId: 1,
  aggregationId: null,
  provisioningStatus: 'LIVE',
  vxcDistanceBand: null,
  buyoutPort: false,
  mveSize: null,
  contractStartDate: '2026-11-01',
  contractEndDate: '2027-10-31',
  termMonths: 12,
  marketplaceVisibility: false,
  diversityZone: null,
  promoCode: null,
  orderId: 1,
  locked: false,
  terminationDate: null,
  events: [],
};
const resource = (r: Partial<TechnicalService['components'][number]['resources'][number]>) => ({
  resourceType: 'vlan',
  aVlan: null,
  bVlan: null,
  rateLimitMbps: null,
  portSpeed: null,
  macAddress: null,
  portServiceId: null,
  vlan: null,
  ...r,
});
const component = (type: string, resources: ReturnType<typeof resource>[], bEnd: number | null = null) => ({
  componentId: 1,
  type,
  status: 'Active',
  locationId: 1,
  aEndServiceId: 100_001,
  bEndServiceId: bEnd,
  resources,
});

const VXC = {
  ...base,
  technicalServiceId: 100_010,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000010',
  productType: 'VXC',
  name: 'Acme Sydney to AWS',
  rateLimit: 1000,
  components: [
    component(
      'VXC',
      [
        resource({ resourceType: 'vll', aVlan: 12, bVlan: 13, rateLimitMbps: 1000 }),
        resource({ portServiceId: 100_001, vlan: 12 }),
        resource({ portServiceId: 100_099, vlan: 13 }),
        resource({ resourceType: 'aws_virtualinterface' }),
      ],
      100_099,
    ),
  ],
} as TechnicalService;
const PORT = {
  ...base,
  technicalServiceId: 100_001,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000001',
  productType: 'PORT',
  name: 'Acme Sydney Edge',
  rateLimit: 10_000,
  components: [],
} as TechnicalService;
const IX = {
  ...VXC,
  technicalServiceId: 100_020,
  productType: 'IX',
  name: 'Acme IX',
  components: [
    component('IX', [
      resource({ portServiceId: 100_001, vlan: 30 }),
      resource({ resourceType: 'interface', macAddress: '00:1b:21:3c:4d:5e' }),
    ]),
  ],
} as TechnicalService;

const show = (service: TechnicalService) => {
  renderWithProviders(<ServiceChangesPanel service={service} />, { login: makeLogin() });
  return userEvent.setup();
};
const CHECK = (vlan: number) => `GET /secure/technicalservice/port/100001/vlan/${vlan}`;

describe('ServiceChangesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks a VXC's VLAN with the domain's rule before asking the server", async () => {
    const { calls } = mockFetch({});
    const user = show(VXC);
    const field = screen.getByRole('textbox', { name: /A-End VLAN/ });
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Save A-End VLAN' }));
    expect(await screen.findByText(VXC_MESSAGES.vlanRange)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps a taken VLAN as typed, says so in the spec’s words and offers the free ones as buttons, saving nothing', async () => {
    const message = 'The vlan is taken - here are some available alternatives [31, 32, 33]';
    const { calls } = mockFetch({ [CHECK(30)]: ok({ vlan: 30, free: false, available: [31, 32, 33], message }) });
    const user = show(VXC);
    const field = screen.getByRole('textbox', { name: /A-End VLAN/ });
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Save A-End VLAN' }));
    expect(await screen.findByText(VXC_MESSAGES.vlanTaken)).toBeInTheDocument();
    // the list is never shown as text: it is the buttons
    expect(screen.queryByText(/\[31/)).toBeNull();
    expect(field).toHaveValue('30');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const offered = screen.getByRole('group', { name: 'Free VLANs for A-End VLAN' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['31', '32', '33']);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // the check counts the end's own VLAN as free
    expect(calls[0]?.url).toContain('currentVlan=12');

    // a button fills the field; the refusal goes with the VLAN it spoke of, and nothing is saved until Save
    await user.click(within(offered).getByRole('button', { name: 'Use VLAN 32' }));
    expect(field).toHaveValue('32');
    expect(screen.queryByText(VXC_MESSAGES.vlanTaken)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Free VLANs for A-End VLAN' })).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('marks the VLAN fields required', () => {
    mockFetch({});
    show(VXC);
    expect(screen.getByRole('textbox', { name: /A-End VLAN/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /B-End VLAN/ })).toBeRequired();
  });

  it('says a taken VLAN on another company’s Port in its own words, offering no list', async () => {
    const message = VXC_MESSAGES.vlanTakenOnAnothersPort;
    mockFetch({
      'GET /secure/technicalservice/port/100099/vlan/50': ok({ vlan: 50, free: false, available: [], message }),
    });
    const user = show(VXC);
    const field = screen.getByRole('textbox', { name: /B-End VLAN/ });
    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Save B-End VLAN' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue('50');
    expect(screen.queryByRole('group', { name: /Free VLANs/ })).toBeNull();
  });

  it('saves a free VLAN and says it will be applied in a few moments', async () => {
    const { calls } = mockFetch({
      [CHECK(40)]: ok({ vlan: 40, free: true, available: [40], message: null }),
      'PUT /secure/technicalservice/vxc': ok(VXC, SERVICE_CHANGE_MESSAGES.accepted),
    });
    const user = show(VXC);
    const field = screen.getByRole('textbox', { name: /A-End VLAN/ });
    await user.clear(field);
    await user.type(field, '40');
    await user.click(screen.getByRole('button', { name: 'Save A-End VLAN' }));
    expect(await screen.findByText(SERVICE_CHANGE_MESSAGES.accepted)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      nServiceId: 100_010,
      jServiceId: 100_010,
      aVlan: 40,
      currentVlan: 12,
    });
  });

  const rateCheck = (over: Partial<RateLimitCheck> = {}): RateLimitCheck => ({
    technicalServiceId: PORT.technicalServiceId,
    productType: 'PORT',
    currentSpeed: 10_000,
    speed: 100_000,
    services: 1,
    currency: 'AUD',
    currentMonthly: 120_000,
    newMonthly: 450_000,
    priceChanges: true,
    appliedByNetwork: false,
    pending: false,
    ...over,
  });

  it("prices a Port's rate-limit change, and changes it only once confirmed", async () => {
    const { calls } = mockFetch({
      'GET /secure/technicalservice/100001/rateLimit/100000/priceCheck': ok(rateCheck()),
      [`PUT /v2/product/port/${PORT.technicalServiceUid}`]: ok(
        {
          productId: PORT.technicalServiceId,
          productUid: PORT.technicalServiceUid,
          productName: PORT.name,
          productType: 'MEGAPORT',
          provisioningStatus: 'LIVE',
          createDate: null,
          portSpeed: 100_000,
        },
        SERVICE_CHANGE_MESSAGES.portUpdated,
      ),
    });
    const user = show(PORT);
    await user.click(screen.getByLabelText(/^Rate limit/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '100 Gbps', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    const confirmation = await screen.findByLabelText('Price change');
    expect(within(confirmation).getByText('AUD 1,200.00')).toBeInTheDocument();
    expect(within(confirmation).getByText('AUD 4,500.00')).toBeInTheDocument();
    expect(within(confirmation).getByText(/new monthly price applies from today/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Port updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rateLimit: 100_000 });
  });

  it('says every port of a LAG changes, at the price of them all', async () => {
    mockFetch({
      'GET /secure/technicalservice/100001/rateLimit/100000/priceCheck': ok(
        rateCheck({ services: 2, currentMonthly: 240_000, newMonthly: 900_000 }),
      ),
    });
    const user = show(PORT);
    await user.click(screen.getByLabelText(/^Rate limit/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '100 Gbps', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('Every port of the LAG changes to 100 Gbps.')).toBeInTheDocument();
    expect(screen.getByText('AUD 9,000.00')).toBeInTheDocument();
  });

  it('shows an IX change waiting for the network instead of a Confirm', async () => {
    mockFetch({
      'GET /secure/technicalservice/100020/rateLimit/2000/priceCheck': ok(
        rateCheck({
          technicalServiceId: 100_020,
          productType: 'IX',
          speed: 2_000,
          appliedByNetwork: true,
          pending: true,
        }),
      ),
    });
    const user = show(IX);
    const rate = screen.getByLabelText(/IX rate limit/);
    await user.clear(rate);
    await user.type(rate, '2000');
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText(SERVICE_CHANGE_MESSAGES.changePending)).toBeInTheDocument();
    expect(screen.getByText(/applies from the day it does/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('refuses an IX rate limit that is not whole and a bad MAC beside their fields', async () => {
    const { calls } = mockFetch({});
    const user = show(IX);
    const rate = screen.getByLabelText(/IX rate limit/);
    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('Rate limit must be an integer')).toBeInTheDocument();
    const mac = screen.getByLabelText('MAC address');
    await user.clear(mac);
    await user.type(mac, '00:1b');
    await user.click(screen.getByRole('button', { name: 'Save MAC address' }));
    expect(await screen.findByText(IX_MESSAGES.macInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("edits the AWS interface in a popup; the server's refusal is shown after it closes", async () => {
    const current = {
      serviceId: 100_010,
      type: 'private',
      awsAccountId: '123456789012',
      customerAddress: null,
      amazonAddress: null,
      asn: 64512,
      prefixes: [],
    };
    const refusal = 'This service is locked: unlock it before changing or cancelling it';
    mockFetch({ 'GET /v2/product/vxc/aws': ok(current), 'PUT /v2/product/vxc/aws': failure(409, refusal) });
    const user = show(VXC);
    await user.click(screen.getByRole('button', { name: 'Edit AWS interface' }));
    const popup = await screen.findByRole('dialog', { name: 'AWS interface' });
    await user.type(within(popup).getByLabelText('Customer address'), '203.0.113.1/30');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    // the AWS rule first: a public interface needs both addresses and a prefix
    expect(await within(popup).findByText(AWS_MESSAGES.invalid)).toBeInTheDocument();
    await user.type(within(popup).getByLabelText('Amazon address'), '203.0.113.2/30');
    await user.type(within(popup).getByLabelText('Prefixes'), '203.0.113.0/24');
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fills the popup afresh at each opening: the network may have applied a change meanwhile', async () => {
    const interfaceWith = (customerAddress: string | null) => ({
      serviceId: 100_010,
      type: customerAddress ? 'public' : 'private',
      awsAccountId: '123456789012',
      customerAddress,
      amazonAddress: customerAddress && '203.0.113.2/30',
      asn: 64512,
      prefixes: customerAddress ? ['203.0.113.0/24'] : [],
    });
    let applied = false;
    mockFetch({ 'GET /v2/product/vxc/aws': () => ok(interfaceWith(applied ? '203.0.113.1/30' : null)) });
    const user = show(VXC);
    await user.click(screen.getByRole('button', { name: 'Edit AWS interface' }));
    let popup = await screen.findByRole('dialog', { name: 'AWS interface' });
    expect(await within(popup).findByLabelText('Customer address')).toHaveValue('');
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    applied = true;
    await user.click(screen.getByRole('button', { name: 'Edit AWS interface' }));
    popup = await screen.findByRole('dialog', { name: 'AWS interface' });
    expect(await within(popup).findByLabelText('Customer address')).toHaveValue('203.0.113.1/30');
    expect(within(popup).getByLabelText('Prefixes')).toHaveValue('203.0.113.0/24');
  });
});
