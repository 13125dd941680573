import type { Market, MvePrice } from '@portico/contract';
import { MESSAGES, PRICEBOOK_MESSAGES, PRICEBOOK_RULE_MESSAGES } from '@portico/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { DatedPriceTab } from './dated-price-tab';
import { MVE_PRICES } from './mve-prices';

const PRICES = '/v2/proxy/pricingservice/vm/pricing';
const ireland: Market = {
  id: 7,
  supplierId: 3,
  name: 'Ireland',
  countryCode: 'IE',
  currency: 'EUR',
  active: true,
  updatedAt: 0,
};
const future: MvePrice = {
  id: 41,
  marketId: 7,
  market: 'Ireland',
  charge: 99_000,
  virtualMachineSize: 'SMALL',
  countryCode: 'IE',
  currency: 'EUR',
  fromDate: '2999-01-01',
  toDate: null,
  future: true,
};
const page = (items: MvePrice[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });
const staff = makeLogin({ companyId: 1, staff: true });
const input = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { exact: false, selector: 'input' });

function renderTab() {
  return renderWithProviders(<DatedPriceTab variant={MVE_PRICES} markets={[ireland]} />, { login: staff });
}

describe('the MVE prices tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing or unreadable on the fields and sends nothing', async () => {
    const { calls } = mockFetch({ [`GET ${PRICES}`]: page([]) });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add price' }));
    const form = screen.getByRole('form', { name: 'Add an MVE price' });
    await userEvent.type(input(form, 'Monthly charge'), '12,3x');
    await userEvent.clear(input(form, 'From'));
    await userEvent.type(input(form, 'From'), '2999-02-01');
    await userEvent.type(input(form, 'To'), '2999-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    expect(await within(form).findByText('Choose a market')).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(within(form).getByText(PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('adds a price: the market brings its currency, the amount goes in cents, the tab says it is added', async () => {
    const { calls } = mockFetch({
      [`GET ${PRICES}`]: page([]),
      [`POST ${PRICES}/`]: (call) => ok({ ...future, ...(call.body as object) }, PRICEBOOK_MESSAGES.mveAdded),
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add price' }));
    const form = screen.getByRole('form', { name: 'Add an MVE price' });
    await userEvent.click(input(form, 'Market'));
    await userEvent.click(await screen.findByRole('option', { name: 'Ireland (EUR)', hidden: true }));
    expect(input(form, 'Currency')).toHaveValue('EUR');
    await userEvent.type(input(form, 'Monthly charge'), '1,234.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PRICEBOOK_MESSAGES.mveAdded);
    expect(screen.queryByRole('form', { name: 'Add an MVE price' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      marketId: 7,
      virtualMachineSize: 'SMALL',
      currency: 'EUR',
      charge: 123_450,
      toDate: null,
    });
  });

  it('edits a future price and shows the server’s refusal beside the form', async () => {
    const { calls } = mockFetch({
      [`GET ${PRICES}`]: page([future]),
      [`PUT ${PRICES}/41`]: failure(400, 'A price overlaps this one'),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit price 41' }));
    const form = screen.getByRole('form', { name: 'Edit MVE price 41' });
    expect(input(form, 'Monthly charge')).toHaveValue('990.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A price overlaps this one');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ charge: 99_000, fromDate: '2999-01-01' });
  });
});
