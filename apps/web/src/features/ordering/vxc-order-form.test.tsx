import { VXC_MESSAGES } from '@portico/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { OrderVxcPage } from './order-vxc-page';

/** A person who may order for Acme (`place_order` there). */
const ORDERER = makeLogin({ permissions: { 'acme-uid': ['services', 'place_order'] } });

// [id, name, companyId, jServiceId, state, country, speed, locationId]: the spec's positional dropdown entries
const PORTS = ok({ aEnds: [[100_001, 'Sydney A', 2001, 100_001, 'NSW', 'AU', 10_000, 1]], bEnds: [] });
const KEY = '0b6f7a52-3c1d-4e8f-9a2b-5c6d7e8f9a0b';

async function choose(label: string, option: RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label, hidden: true });
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('VxcOrderForm with a service key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a service key instead of a B-end Port and sends it as the B end', async () => {
    const { calls } = mockFetch({
      'GET /secure/order/ports': PORTS,
      'POST /secure/order/vxc/quote': ok({ lines: [], totals: [], promo: null }),
    });
    renderWithProviders(<OrderVxcPage />, { route: '/orderVxc', login: ORDERER });
    await choose('A end', /Sydney A/);
    await userEvent.click(screen.getByRole('radio', { name: 'A service key' }));
    await choose('Speed', /500/);
    await userEvent.type(screen.getByRole('textbox', { name: 'A end VLAN' }), '300');
    await userEvent.type(screen.getByRole('textbox', { name: 'B end VLAN' }), '301');
    await userEvent.type(screen.getByRole('textbox', { name: /Service name/ }), 'Keyed');
    await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(await screen.findByText(VXC_MESSAGES.endsAndSpeedRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Service key' }), KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/secure/order/vxc/quote'))).toBe(true));
    const quote = calls.find((c) => c.url.includes('/secure/order/vxc/quote'))!;
    expect(quote.body).toMatchObject({ serviceKey: KEY, bEndPortId: null, aEndPortId: 100_001 });
  });
});
