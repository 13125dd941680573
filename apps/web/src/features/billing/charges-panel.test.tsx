import { CHARGE_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { aBillableRow } from '../../test/billables';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { ChargesPanel } from './charges-panel';

const BILLABLE = aBillableRow({ activatedOn: '2026-11-15' });
const CHARGE = {
  chargeId: 1_000,
  billableId: 1_500,
  name: 'Cross connect',
  chargeType: 'RECURRING',
  charge: 15_000,
  currency: 'AUD',
  start: '2026-12-01',
  end: null,
  nominalChargeDate: null,
  active: true,
  excludeDiscount: false,
};
const show = (billable = BILLABLE) =>
  renderWithProviders(<ChargesPanel billable={billable} />, { login: makeLogin({ companyId: 1 }) });

describe('ChargesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the charges with Deactivate on the active ones, and says when there are none', async () => {
    mockFetch({
      'GET /v2/billable/1500/charges': ok([CHARGE, { ...CHARGE, chargeId: 999, name: 'Old', active: false }]),
    });
    show();
    const table = await screen.findByRole('table', { name: 'Charges of Sydney port' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cross connectRecurringAUD 150.00');
    expect(within(table).getByRole('button', { name: 'Deactivate Cross connect' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Deactivate Old' })).toBeNull();
  });

  it('checks a new charge in the browser, then sends it in minor units', async () => {
    const { calls } = mockFetch({
      'GET /v2/billable/1500/charges': ok([]),
      'POST /v2/billable/1500/charge': ok(CHARGE, CHARGE_MESSAGES.saved),
    });
    show();
    expect(await screen.findByText("No charges beside the service's price.")).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'New charge of Sydney port' }));
    await userEvent.click(form.getByRole('button', { name: 'Add charge' }));
    expect(form.getByText(CHARGE_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/Name/), 'Cross connect');
    await userEvent.type(form.getByLabelText(/Charge \(AUD\)/), '-5');
    await userEvent.click(form.getByRole('button', { name: 'Add charge' }));
    expect(form.getByText(CHARGE_MESSAGES.amountInvalid)).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText(/Charge \(AUD\)/));
    await userEvent.type(form.getByLabelText(/Charge \(AUD\)/), '150');
    await userEvent.type(form.getByLabelText(/Start/), '2026-12-01');
    await userEvent.type(form.getByLabelText(/^End/), '2026-11-01');
    await userEvent.click(form.getByRole('button', { name: 'Add charge' }));
    expect(form.getByText(CHARGE_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(form.getByLabelText(/^End/));
    await userEvent.click(form.getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText(CHARGE_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Cross connect',
      chargeType: 'RECURRING',
      charge: 15_000,
      start: '2026-12-01',
      end: null,
      nominalChargeDate: null,
      excludeDiscount: false,
    });
  });

  it('offers no changes once the billing has ended', async () => {
    mockFetch({ 'GET /v2/billable/1500/charges': ok([CHARGE]) });
    show({ ...BILLABLE, billingStatus: 'KILLED' });
    await screen.findByRole('table', { name: 'Charges of Sydney port' });
    expect(screen.queryByRole('button', { name: 'Deactivate Cross connect' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
