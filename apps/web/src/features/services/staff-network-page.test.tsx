import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { StaffNetworkPage } from './staff-network-page';

const service = {
  technicalServiceId: 101,
  technicalServiceUid: '00000000-0000-4000-8000-000000000101',
  productType: 'PORT',
  name: 'Acme Sydney Edge',
  companyId: 2001,
  costCentre: null,
  publicGraph: false,
  rateLimit: 10_000,
  aLocationId: 1,
  aggregationId: null,
  provisioningStatus: 'LIVE',
  vxcDistanceBand: null,
  buyoutPort: false,
  mveSize: null,
  contractStartDate: null,
  contractEndDate: null,
  termMonths: 12,
  marketplaceVisibility: false,
  diversityZone: null,
  promoCode: null,
  orderId: null,
  locked: false,
  terminationDate: null,
  components: [],
  events: [],
};
const staff = makeLogin({ staff: true, admin: true, companyId: 1 });

describe('StaffNetworkPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the service named by nServiceId on tab 3, the customer's graphs", async () => {
    mockFetch({
      'GET /secure/technicalservice/101': ok(service),
    });
    renderWithProviders(<StaffNetworkPage />, {
      route: '/network?nServiceId=101&tab=3&deviceId=7',
      login: staff,
    });
    expect(await screen.findByRole('heading', { name: 'Acme Sydney Edge' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Graphs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('deviceId=7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Components' }));
    expect(await screen.findByText('No components.')).toBeInTheDocument();
  });

  it('refuses a service id that is not a whole number, beside the field', async () => {
    mockFetch({});
    renderWithProviders(<StaffNetworkPage />, { route: '/network', login: staff });
    await userEvent.type(screen.getByRole('textbox', { name: 'Service id (nServiceId)' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByText('Enter the service id (nServiceId) as a whole number')).toBeInTheDocument();
  });
});
