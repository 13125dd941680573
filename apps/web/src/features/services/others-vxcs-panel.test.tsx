import { SPEED_CHANGE_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { OthersVxcsPanel } from './others-vxcs-panel';

const PORT_UID = '6f1c2a9e-0000-4000-8000-000000000002';
const GLOBEX = 'c0c0c0c0-0000-4000-8000-000000002002';
const ACME = 'c0c0c0c0-0000-4000-8000-000000002001';

const end = (productUid: string, ownerUid: string) => ({
  ownerUid,
  productUid,
  productName: 'a Port',
  locationId: 1,
  location: 'Sydney',
  vlan: 100,
  innerVlan: null,
  secondaryName: null,
});
const vxc = (id: number, name: string, over: Record<string, unknown>) => ({
  productId: id,
  productUid: `6f1c2a9e-0000-4000-8000-${String(id).padStart(12, '0')}`,
  productName: name,
  productType: 'VXC',
  provisioningStatus: 'LIVE',
  createDate: 0,
  companyUid: ACME,
  companyName: 'Acme Networks',
  rateLimit: 100,
  aEnd: end('6f1c2a9e-0000-4000-8000-000000000001', ACME),
  bEnd: end(PORT_UID, GLOBEX),
  ...over,
});

/** Globex's London Port: Acme pays for two VXCs ending here (one cancelled), Globex for one of its own. */
const PORT = {
  productId: 100_002,
  productUid: PORT_UID,
  productName: 'Globex London',
  productType: 'MEGAPORT',
  provisioningStatus: 'LIVE',
  createDate: 0,
  companyUid: GLOBEX,
  companyName: 'Globex',
  associatedVxcs: [
    vxc(100_010, 'Acme to London', {}),
    vxc(100_011, 'Acme old link', { provisioningStatus: 'CANCELLED' }),
    vxc(100_012, 'Globex own link', { companyUid: GLOBEX, companyName: 'Globex' }),
  ],
  associatedIxs: [],
};

describe('OthersVxcsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the running VXCs another company pays for on the Port and asks for a speed change as the B end', async () => {
    const { calls } = mockFetch({
      [`GET /v2/product/${PORT_UID}`]: ok(PORT),
      'GET /secure/technicalservice/vxc/100010/speedChange/500': ok({
        technicalServiceId: 100_010,
        speed: 500,
        currentSpeed: 100,
        nonPayerStatus: 'UN_ASSESSED',
        endRequired: false,
        onBehalfOf: 'B',
        currency: 'AUD',
        currentMonthly: 25_000,
        newMonthly: 80_000,
        priceChanges: true,
        ends: [
          {
            end: 'A',
            companyId: 2001,
            companyName: 'Acme Networks',
            portId: 1,
            portName: 'Acme',
            portSpeedMbps: 10_000,
          },
          {
            end: 'B',
            companyId: 2002,
            companyName: 'Globex',
            portId: 2,
            portName: 'Globex London',
            portSpeedMbps: 1_000,
          },
        ],
        approverCompanyName: 'Acme Networks',
        pendingRequest: null,
      }),
      'PUT /secure/technicalservice/vxc/100010/speedChange/500': ok(
        { nonPayerStatus: 'UN_ASSESSED', speed: 500, applied: false, requestId: 5000 },
        SPEED_CHANGE_MESSAGES.requestCreated,
      ),
    });
    renderWithProviders(<OthersVxcsPanel service={{ technicalServiceUid: PORT_UID }} mayAsk={() => true} />, {
      login: makeLogin(),
    });
    const table = await screen.findByRole('table', { name: 'VXCs other companies pay for' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['Acme to London']);
    expect(within(rows[0]!).getByText('Acme Networks')).toBeInTheDocument();

    expect(screen.queryByRole('form', { name: 'Speed change' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change the speed of Acme to London' }));
    const form = within(screen.getByRole('form', { name: 'Speed change' }));
    await userEvent.type(form.getByLabelText(/New speed \(Mbps\)/), '500');
    await userEvent.click(form.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText(/Acme Networks must approve it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SPEED_CHANGE_MESSAGES.requestCreated);
    expect(calls.some((c) => c.method === 'PUT' && c.url.includes('/vxc/100010/speedChange/500'))).toBe(true);
  });

  it('lists the VXCs without a speed change to a person who may not ask for one, asking by the VXC’s band', async () => {
    mockFetch({
      [`GET /v2/product/${PORT_UID}`]: ok({
        ...PORT,
        associatedVxcs: [vxc(100_010, 'Acme to London', { distanceBand: 'INTERCAP' })],
      }),
    });
    const asked: (string | null)[] = [];
    renderWithProviders(
      <OthersVxcsPanel
        service={{ technicalServiceUid: PORT_UID }}
        mayAsk={(band) => {
          asked.push(band);
          return false;
        }}
      />,
      { login: makeLogin() },
    );
    expect(await screen.findByRole('table', { name: 'VXCs other companies pay for' })).toHaveTextContent(
      'Acme to London',
    );
    expect(screen.queryByRole('button', { name: /Change the speed/ })).toBeNull();
    expect(screen.queryByText(/You may ask for another speed/)).toBeNull();
    expect(asked).toContain('INTERCAP');
  });
});
