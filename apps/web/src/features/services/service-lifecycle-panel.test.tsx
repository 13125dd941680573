import type { PriceCheckAnswer, TechnicalService } from '@portico/contract';
import { LIFECYCLE_MESSAGES, SERVICE_LOCK_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ServiceLifecyclePanel } from './service-lifecycle-panel';

const UID = '6f1c2a9e-0000-4000-8000-000000000001';
const SERVICE = {
  technicalServiceId: 100_001,
  technicalServiceUid: UID,
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
  contractStartDate: '2026-02-01',
  contractEndDate: '2027-01-31',
  termMonths: 12,
  marketplaceVisibility: false,
  diversityZone: null,
  promoCode: null,
  orderId: 1,
  locked: false,
  terminationDate: null,
  components: [],
  events: [],
} satisfies TechnicalService;

const CHECK: PriceCheckAnswer = {
  terminationDate: '2026-12-15',
  contractEndDate: '2027-01-31',
  remainingDays: 47,
  recurringChargeCents: 31_000,
  payOutContractCents: 47_000,
  currency: 'AUD',
  totalCents: 48_600,
  vxcPriceCheck: [
    { productId: 100_002, productName: 'Sydney to Melbourne', payOutContractCents: 1_600, currency: 'AUD' },
  ],
  ixPriceCheck: [],
};
const state = (over: Record<string, unknown> = {}) =>
  ok({
    productUid: UID,
    technicalServiceId: 100_001,
    provisioningStatus: 'CANCELLED',
    terminationDate: '2026-12-15',
    locked: false,
    ...over,
  });

const companyAdmin = makeLogin({ permissions: { 'acme-uid': ['services', 'modify_service', 'company_admin'] } });
const technician = makeLogin({ permissions: { 'acme-uid': ['services', 'modify_service'] } });
const viewer = makeLogin({ permissions: { 'acme-uid': ['services'] } });

describe('ServiceLifecyclePanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the price check before a cancel now, then confirms it with the spec message', async () => {
    const { calls } = mockFetch({
      'GET /secure/technicalservice/100001/CANCEL_NOW/priceCheck': ok(CHECK),
      [`POST /v3/product/${UID}/action/CANCEL_NOW`]: state(),
    });
    renderWithProviders(<ServiceLifecyclePanel service={SERVICE} />, { login: companyAdmin });
    expect(screen.queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
    // what each button does, before anyone presses one
    const told = screen.getByRole('list', { name: 'What each action does' });
    expect(told).toHaveTextContent(
      'Cancel: the service runs until its contract ends, then stops; nothing more is charged, and it can be un-cancelled until then.',
    );
    expect(told).toHaveTextContent('Cancel now: the service stops today; the rest of its contract is charged.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel service now' });
    expect(await within(dialog).findByText('15-12-26')).toBeInTheDocument(); // the spec's dd-mm-yy
    expect(dialog).toHaveTextContent('Contract days charged after it stops47');
    expect(dialog).toHaveTextContent(`${SERVICE.name} stops today; the rest of its contract is charged.`);
    expect(dialog).toHaveTextContent('Monthly chargeAUD 310.00');
    expect(dialog).toHaveTextContent('Contract payoutAUD 470.00');
    expect(dialog).toHaveTextContent('TotalAUD 486.00');
    expect(within(dialog).getByRole('list', { name: 'Linked VXC payouts' })).toHaveTextContent(
      'Sydney to Melbourne: AUD 16.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancel now' }));

    expect(await screen.findByRole('status')).toHaveTextContent(LIFECYCLE_MESSAGES.cancelled);
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/action/CANCEL_NOW'))).toBe(true);
  });

  it('keeps the service when the dialog is left, sending nothing', async () => {
    const { calls } = mockFetch({ 'GET /secure/technicalservice/100001/CANCEL/priceCheck': ok(CHECK) });
    renderWithProviders(<ServiceLifecyclePanel service={SERVICE} />, { login: technician });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel service' });
    await within(dialog).findByText('Runs until');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep service' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a locked service', async () => {
    mockFetch({
      'GET /secure/technicalservice/100001/CANCEL/priceCheck': ok(CHECK),
      [`POST /v3/product/${UID}/action/CANCEL`]: failure(409, SERVICE_LOCK_MESSAGES.locked, ''),
    });
    renderWithProviders(<ServiceLifecyclePanel service={{ ...SERVICE, locked: true }} />, { login: companyAdmin });
    expect(screen.getByLabelText('Lock')).toHaveTextContent('Locked');
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel service' });
    await within(dialog).findByText('Runs until');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_LOCK_MESSAGES.locked);
  });

  it('locks the service for a company admin; a technician gets no lock button', async () => {
    mockFetch({ [`POST /v2/product/${UID}/lock`]: state({ provisioningStatus: 'LIVE', locked: true }) });
    const { unmount } = renderWithProviders(<ServiceLifecyclePanel service={SERVICE} />, { login: companyAdmin });
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SERVICE_LOCK_MESSAGES.lockedNow);
    unmount();
    renderWithProviders(<ServiceLifecyclePanel service={SERVICE} />, { login: technician });
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();
  });

  it('offers Un-cancel for a cancelled service, and staff Terminate', async () => {
    mockFetch({ [`POST /v3/product/${UID}/action/UN_CANCEL`]: state({ provisioningStatus: 'LIVE' }) });
    const cancelled = { ...SERVICE, provisioningStatus: 'CANCELLED' as const, terminationDate: '2027-01-31' };
    const { unmount } = renderWithProviders(<ServiceLifecyclePanel service={cancelled} />, { login: technician });
    expect(screen.getByText('This service is cancelled and ends on 31-01-27.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Un-cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent(LIFECYCLE_MESSAGES.unCancelled);
    unmount();
    renderWithProviders(<ServiceLifecyclePanel service={cancelled} />, {
      login: makeLogin({ staff: true, companyId: 1 }),
    });
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
  });

  it('gives a viewer the lock state and no actions', () => {
    renderWithProviders(<ServiceLifecyclePanel service={SERVICE} />, { login: viewer });
    expect(screen.getByLabelText('Lock')).toHaveTextContent('Not locked');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
