import type { Market, VxcPrice } from '@portico/contract';
import { INPUT_MESSAGES, MESSAGES, PRICEBOOK_MESSAGES, PRICEBOOK_RULE_MESSAGES } from '@portico/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { DatedPriceTab } from './dated-price-tab';
import { VXC_PRICES } from './vxc-prices';

const PRICES = '/v2/proxy/pricingservice/vxc/pricing';
const market = (id: number, name: string, currency: Market['currency']): Market => ({
  id,
  supplierId: id,
  name,
  countryCode: 'IE',
  currency,
  active: true,
  updatedAt: 0,
});
const ireland = market(7, 'Ireland', 'EUR');
const japan = market(9, 'Japan', 'JPY');
const tokyo: VxcPrice = {
  id: 52,
  marketId: 9,
  market: 'Japan',
  distanceBand: 'METRO',
  charges: [
    { speed: 100, charge: 6_000 },
    { speed: 1_000, charge: 18_000 },
  ],
  countryCode: 'JP',
  aConnectType: 'ANY',
  bConnectType: 'ANY',
  algorithm: 'STEP',
  type: 'BASE_RATE',
  currency: 'JPY',
  fromDate: '2999-01-01',
  toDate: null,
  future: true,
};
const page = (items: VxcPrice[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });
const staff = makeLogin({ companyId: 1, staff: true });

function renderTab() {
  return renderWithProviders(<DatedPriceTab variant={VXC_PRICES} markets={[ireland, japan]} />, { login: staff });
}

/** The speed and charge inputs of the editor's rows, in order. */
const rows = (form: HTMLElement) =>
  within(form)
    .getAllByRole('group', { name: /^Charge \d+$/ })
    .map((row) => ({
      speed: within(row).getByRole('textbox', { name: /^Speed/ }),
      amount: within(row).getByRole('textbox', { name: /^Monthly charge/ }),
    }));

async function chooseIreland(form: HTMLElement) {
  await userEvent.click(within(form).getByLabelText('Market', { exact: false, selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Ireland (EUR)', hidden: true }));
}

describe('the VXC prices tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each charge as money, never as JSON cents', async () => {
    mockFetch({ [`GET ${PRICES}`]: page([tokyo]) });
    renderTab();
    const list = await screen.findByLabelText('Charges of price 52');
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['JPY 6,000', 'JPY 18,000']);
    expect(screen.queryByText(/"charge"/)).toBeNull();
  });

  it('adds a price with each charge typed as money and sends it in minor units', async () => {
    const { calls } = mockFetch({
      [`GET ${PRICES}`]: page([]),
      [`POST ${PRICES}/`]: (call) => ok({ ...tokyo, ...(call.body as object) }, PRICEBOOK_MESSAGES.vxcAdded),
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add price' }));
    const form = screen.getByRole('form', { name: 'Add a VXC price' });
    await chooseIreland(form);
    const [hundred, gig] = rows(form);
    expect(hundred!.speed).toHaveValue('100');
    expect(gig!.speed).toHaveValue('1000');
    expect(hundred!.amount).toHaveAccessibleName('Monthly charge (EUR)');
    await userEvent.type(hundred!.amount, '45');
    await userEvent.type(gig!.amount, '12,345.00');
    // read back in the one money format as it is typed
    const preview = within(form).getByLabelText('Charges as entered');
    expect(
      within(preview)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['€45.00', '€12,345.00']);
    expect(within(form).queryByText(/JSON|cents/)).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PRICEBOOK_MESSAGES.vxcAdded);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      marketId: 7,
      currency: 'EUR',
      charges: [
        { speed: 100, charge: 4_500 },
        { speed: 1_000, charge: 1_234_500 },
      ],
    });
  });

  it('says what is wrong on the row it is in, and of the list under it, and sends nothing', async () => {
    const { calls } = mockFetch({ [`GET ${PRICES}`]: page([]) });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add price' }));
    const form = screen.getByRole('form', { name: 'Add a VXC price' });
    await chooseIreland(form);
    const [hundred, gig] = rows(form);
    await userEvent.type(hundred!.amount, '45.123');
    await userEvent.clear(gig!.speed);
    await userEvent.type(gig!.speed, 'fast');
    await userEvent.type(gig!.amount, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    await waitFor(() => expect(hundred!.amount).toHaveAccessibleDescription(MESSAGES.amountInvalid));
    expect(gig!.speed).toHaveAccessibleDescription(PRICEBOOK_RULE_MESSAGES.speedInvalid);
    expect(hundred!.speed).not.toHaveAccessibleDescription(PRICEBOOK_RULE_MESSAGES.speedInvalid);

    // two rows of one speed: the list's rule, once the rows read
    await userEvent.clear(hundred!.amount);
    await userEvent.type(hundred!.amount, '45');
    await userEvent.clear(gig!.speed);
    await userEvent.type(gig!.speed, '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    expect(await within(form).findByText(PRICEBOOK_RULE_MESSAGES.duplicateSpeed)).toBeInTheDocument();

    // a row removed, one added
    await userEvent.click(within(form).getByRole('button', { name: 'Remove charge 2' }));
    expect(rows(form)).toHaveLength(1);
    expect(within(form).getByRole('button', { name: 'Remove charge 1' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Add a speed' }));
    expect(rows(form)).toHaveLength(2);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('edits a yen price in whole yen, the currency having no decimals', async () => {
    const { calls } = mockFetch({
      [`GET ${PRICES}`]: page([tokyo]),
      [`PUT ${PRICES}/52`]: (call) => ok({ ...tokyo, ...(call.body as object) }, PRICEBOOK_MESSAGES.vxcEdited),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit price 52' }));
    const form = screen.getByRole('form', { name: 'Edit VXC price 52' });
    const [hundred, gig] = rows(form);
    expect(hundred!.amount).toHaveValue('6000');
    expect(gig!.amount).toHaveValue('18000');
    await userEvent.clear(hundred!.amount);
    await userEvent.type(hundred!.amount, '6,500.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(await within(form).findByText(INPUT_MESSAGES.amountWhole)).toBeInTheDocument();
    await userEvent.clear(hundred!.amount);
    await userEvent.type(hundred!.amount, '6,500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      currency: 'JPY',
      charges: [
        { speed: 100, charge: 6_500 },
        { speed: 1_000, charge: 18_000 },
      ],
    });
  });
});
