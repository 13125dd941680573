import { PRODUCT_ORDER_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { MegaDirectPage, OrderPxcPage } from './order-pxc-megadirect-pages';

/** A person who may order for Acme (`place_order` there). */
const ORDERER = makeLogin({ permissions: { 'acme-uid': ['services', 'place_order'] } });

// [id, name, companyId, jServiceId, state, country, speed, locationId]: the spec's positional dropdown entries
const PORTS = ok({
  aEnds: [
    [100_001, 'Sydney A', 2001, 100_001, 'NSW', 'AU', 10_000, 1],
    [100_002, 'Melbourne', 2001, 100_002, 'VIC', 'AU', 10_000, 2],
  ],
  bEnds: [],
});

async function choose(label: string, option: RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label, hidden: true });
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('OrderPxcPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses two ports at different locations with the domain’s words, asking the server nothing', async () => {
    const { calls } = mockFetch({ 'GET /secure/order/ports': PORTS });
    renderWithProviders(<OrderPxcPage />, { route: '/orderPxc', login: ORDERER });
    await choose('First port', /Sydney A/);
    await choose('Second port', /Melbourne/);
    await userEvent.type(screen.getByRole('textbox', { name: /Service name/ }), 'Cross connect');
    await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(await screen.findByText(PRODUCT_ORDER_MESSAGES.pxcSameLocation)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/secure/order/pxc'))).toBe(false);
  });
});

describe('MegaDirectPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is for channel partners only', () => {
    mockFetch({ 'GET /secure/order/ports': PORTS });
    renderWithProviders(<MegaDirectPage />, {
      route: '/megaDirect',
      login: makeLogin({ channelPartner: false, permissions: ORDERER.permissions }),
    });
    expect(screen.getByText('For channel partners')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a quote' })).not.toBeInTheDocument();
  });

  it('shows the speed that will be ordered: capped at 1000, 100 when empty', async () => {
    mockFetch({ 'GET /secure/order/ports': PORTS });
    renderWithProviders(<MegaDirectPage />, {
      route: '/megaDirect',
      login: makeLogin({ channelPartner: true, permissions: ORDERER.permissions }),
    });
    const speed = screen.getByRole('textbox', { name: 'Speed (Mbps)' });
    await userEvent.clear(speed);
    await userEvent.type(speed, '5000');
    expect(screen.getByText(/1 Gbps will be ordered/)).toBeInTheDocument();
    await userEvent.clear(speed);
    expect(screen.getByText(/100 Mbps will be ordered/)).toBeInTheDocument();
  });
});
