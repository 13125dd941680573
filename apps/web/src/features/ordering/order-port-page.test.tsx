import { SERVICE_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { ROLE_NOTES } from '../../components/ui/role-note';
import { makeLogin, renderWithProviders } from '../../test/render';
import { OrderPortPage } from './order-port-page';
import { OrderStatus } from './order-status';

/** A person who may order for Acme (`place_order` there). */
const ORDERER = makeLogin({ permissions: { 'acme-uid': ['services', 'place_order'] } });

const LOCATIONS = ok([[1, 'Equinix SY1', 'NSW', 'AU']]);
const services = (status: string) =>
  ok({
    orderId: 5000,
    companyId: 2001,
    services: [
      {
        technicalServiceId: 100_010,
        technicalServiceUid: '00000000-0000-4000-8000-000000000001',
        name: 'Sydney port',
        productType: 'PORT',
        provisioningStatus: status,
        aggregationId: null,
      },
    ],
  });

describe('OrderPortPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks location and name with the domain’s words before asking for a quote', async () => {
    const { calls } = mockFetch({ 'GET /v2/dropdown/locations': LOCATIONS });
    renderWithProviders(<OrderPortPage />, { route: '/orderPort', login: ORDERER });
    await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(screen.getByText(SERVICE_MESSAGES.locationRequired)).toBeInTheDocument();
    expect(screen.getByText(SERVICE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/secure/order'))).toBe(false);
  });

  it('tells a person who may not order why there is no form, asking the server nothing', () => {
    const { calls } = mockFetch({ 'GET /v2/dropdown/locations': LOCATIONS });
    const viewer = makeLogin({ username: 'acme.viewer', permissions: { 'acme-uid': ['services'] } });
    renderWithProviders(<OrderPortPage />, { route: '/orderPort', login: viewer });
    expect(screen.getByRole('heading', { name: 'Order a Port' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(ROLE_NOTES.order);
    expect(screen.queryByRole('button', { name: 'Get a quote' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('offers a customer the customer terms only (no 15 or 18 months)', async () => {
    mockFetch({ 'GET /v2/dropdown/locations': LOCATIONS });
    renderWithProviders(<OrderPortPage />, { route: '/orderPort', login: ORDERER });
    await userEvent.click(screen.getByRole('combobox', { name: 'Term' }));
    const list = await screen.findByRole('listbox', { name: 'Term', hidden: true });
    const options = within(list)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(options).toEqual(['1 month', '2 months', '3 months', '6 months', '12 months', '24 months', '36 months']);
  });
});

describe('OrderStatus', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each service’s provisioning status, and staff the button that moves it on', async () => {
    const { calls } = mockFetch({
      'GET /secure/order/5000/services': services('DEPLOYABLE'),
      'POST /secure/technicalservice/100010/advance': ok({
        technicalServiceId: 100_010,
        technicalServiceUid: '00000000-0000-4000-8000-000000000001',
        productType: 'PORT',
        name: 'Sydney port',
        companyId: 2001,
        costCentre: null,
        publicGraph: false,
        rateLimit: 10_000,
        aLocationId: 1,
        aggregationId: null,
        provisioningStatus: 'CONFIGURED',
        vxcDistanceBand: null,
        buyoutPort: false,
        mveSize: null,
        contractStartDate: '2026-11-26',
        contractEndDate: '2027-11-25',
        termMonths: 12,
        marketplaceVisibility: false,
        diversityZone: null,
        promoCode: null,
        orderId: 5000,
        locked: false,
        terminationDate: null,
        components: [],
        events: [],
      }),
    });
    renderWithProviders(<OrderStatus orderId={5000} canAdvance />, { login: makeLogin() });
    const row = (await screen.findByText('Sydney port')).closest('tr')!;
    expect(within(row as HTMLElement).getByLabelText('Status of Sydney port')).toHaveTextContent('DEPLOYABLE');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Advance provisioning' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/secure/technicalservice/100010/advance'))).toBe(
      true,
    );
  });

  it('says when every service is live, with no button left', async () => {
    mockFetch({ 'GET /secure/order/5000/services': services('LIVE') });
    renderWithProviders(<OrderStatus orderId={5000} canAdvance />, { login: makeLogin() });
    expect(await screen.findByText('Every service of this order is live.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Advance provisioning' })).toBeNull();
  });
});
