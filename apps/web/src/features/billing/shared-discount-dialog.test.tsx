import { BILLABLE_UPKEEP_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBillableRow } from '../../test/billables';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { ChargesPanel } from './charges-panel';

const show = () =>
  renderWithProviders(<ChargesPanel billable={aBillableRow()} />, { login: makeLogin({ companyId: 1 }) });

describe('SharedDiscountDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the charges, checks the ids and the amount, and sends an amount in minor units', async () => {
    const { calls } = mockFetch({
      'GET /v2/billable/1500/charges': ok([]),
      'POST /v2/billable/1500/sharedDiscount': ok([], BILLABLE_UPKEEP_MESSAGES.sharedDiscountSaved),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Share a discount' }));
    const form = within(await screen.findByRole('form', { name: 'Shared discount' }));
    await userEvent.type(form.getByLabelText(/Other billables/), '1501, abc');
    await userEvent.type(form.getByLabelText(/^Name/), 'Bundle discount');
    await userEvent.click(form.getByRole('radio', { name: 'An amount a month, shared' }));
    await userEvent.type(form.getByLabelText(/Amount a month \(AUD\)/), '100');
    await userEvent.type(form.getByLabelText(/^Start/), '2026-12-01');
    await userEvent.click(form.getByRole('button', { name: 'Share discount' }));
    expect(form.getByText(BILLABLE_UPKEEP_MESSAGES.sharedIdsInvalid)).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText(/Other billables/));
    await userEvent.type(form.getByLabelText(/Other billables/), '1500');
    await userEvent.click(form.getByRole('button', { name: 'Share discount' }));
    expect(form.getByText(BILLABLE_UPKEEP_MESSAGES.sharedWithItself)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(form.getByLabelText(/Other billables/));
    await userEvent.type(form.getByLabelText(/Other billables/), '1501, 1502');
    await userEvent.click(form.getByRole('button', { name: 'Share discount' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        billableIds: [1_501, 1_502],
        name: 'Bundle discount',
        percent: null,
        amount: 10_000,
        start: '2026-12-01',
        end: null,
      }),
    );
    expect(await form.findByText(BILLABLE_UPKEEP_MESSAGES.sharedDiscountSaved)).toBeInTheDocument();
  });
});
