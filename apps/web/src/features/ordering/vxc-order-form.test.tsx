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
    await userEvent.type(screen.getByRole('textbox', { name: /A end VLAN/ }), '300');
    await userEvent.type(screen.getByRole('textbox', { name: /B end VLAN/ }), '301');
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

describe('VxcOrderForm’s VLANs', () => {
  afterEach(() => vi.unstubAllGlobals());

  const TAKEN = 'GET /secure/technicalservice/port/100001/vlan/100';
  const refusal = ok({
    vlan: 100,
    free: false,
    available: [101, 102, 103, 104, 105],
    message: 'The vlan is taken - here are some available alternatives [101, 102, 103, 104, 105]',
  });

  it('marks both VLAN fields required', () => {
    mockFetch({ 'GET /secure/order/ports': PORTS });
    renderWithProviders(<OrderVxcPage />, { route: '/orderVxc', login: ORDERER });
    expect(screen.getByRole('textbox', { name: /A end VLAN/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /B end VLAN/ })).toBeRequired();
  });

  it('keeps a taken VLAN as typed with the spec’s words, and a free one offered fills the field', async () => {
    const { calls } = mockFetch({ 'GET /secure/order/ports': PORTS, [TAKEN]: refusal });
    renderWithProviders(<OrderVxcPage />, { route: '/orderVxc', login: ORDERER });
    await choose('A end', /Sydney A/);
    const aVlan = screen.getByRole('textbox', { name: /A end VLAN/ });
    await userEvent.type(aVlan, '100');
    await userEvent.tab();
    expect(await screen.findByText(VXC_MESSAGES.vlanTaken)).toBeInTheDocument();
    expect(aVlan).toHaveValue('100');
    expect(screen.queryByText(/\[101/)).toBeNull();
    const offered = screen.getByRole('group', { name: 'Free VLANs for A end VLAN' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['101', '102', '103', '104', '105']);

    expect(calls.some((c) => c.url.includes('/secure/order/vxc/quote'))).toBe(false);
    await userEvent.click(within(offered).getByRole('button', { name: 'Use VLAN 103' }));
    expect(aVlan).toHaveValue('103');
    expect(screen.queryByText(VXC_MESSAGES.vlanTaken)).toBeNull();
  });

  it('waits while the VLAN is the taken one, then sends the VLAN chosen from the alternatives', async () => {
    const { calls } = mockFetch({
      'GET /secure/order/ports': PORTS,
      [TAKEN]: refusal,
      'GET /secure/technicalservice/port/100001/vlan/102': ok({
        vlan: 102,
        free: true,
        available: [102],
        message: null,
      }),
      'POST /secure/order/vxc/quote': ok({ lines: [], totals: [], promo: null }),
    });
    renderWithProviders(<OrderVxcPage />, { route: '/orderVxc', login: ORDERER });
    await choose('A end', /Sydney A/);
    await userEvent.click(screen.getByRole('radio', { name: 'A service key' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Service key' }), KEY);
    await choose('Speed', /500/);
    const aVlan = screen.getByRole('textbox', { name: /A end VLAN/ });
    await userEvent.type(aVlan, '100');
    await userEvent.type(screen.getByRole('textbox', { name: /B end VLAN/ }), '301');
    await userEvent.type(screen.getByRole('textbox', { name: /Service name/ }), 'Keyed');
    await screen.findByRole('button', { name: 'Use VLAN 102' });

    // everything else is filled in: the taken VLAN alone holds the order, the field saying why (not the range)
    await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(aVlan).toHaveAccessibleDescription(VXC_MESSAGES.vlanTaken);
    expect(aVlan).toHaveValue('100');
    expect(screen.queryByText(VXC_MESSAGES.vlanRange)).toBeNull();
    expect(calls.some((c) => c.url.includes('/secure/order/vxc/quote'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Use VLAN 102' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/secure/order/vxc/quote'))).toBe(true));
    expect(calls.find((c) => c.url.includes('/secure/order/vxc/quote'))?.body).toMatchObject({
      aVlan: 102,
      bVlan: 301,
    });
  });
});
