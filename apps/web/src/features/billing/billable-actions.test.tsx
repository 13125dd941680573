import { BILLING_STATUSES, type BillingStatus } from '@portico/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { aBillableRow } from '../../test/billables';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { BillableActions } from './billable-actions';

const row = (billingStatus: BillingStatus) => aBillableRow({ billingStatus });

const offered = (status: BillingStatus) => {
  renderWithProviders(<BillableActions billable={row(status)} />, { login: makeLogin({ companyId: 1 }) });
  return screen.queryAllByRole('button').map((b) => b.textContent);
};

describe('BillableActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(BILLING_STATUSES.map((s) => [s]))('offers for %s only what the billing state machine allows', (status) => {
    mockFetch({});
    const expected = [
      ...(status === 'NOT_ACTIVATED' ? ['Activate'] : []),
      ...(status === 'COMPLETED' || status === 'KILLED' ? [] : ['Kill billing']),
    ];
    expect(offered(status)).toEqual(expected);
  });

  it('activates from the day chosen, after a dialog', async () => {
    const { calls } = mockFetch({
      'POST /v2/billable/1500/activate': ok(row('ACTIVE'), 'Billable has been activated'),
    });
    renderWithProviders(<BillableActions billable={row('NOT_ACTIVATED')} />, { login: makeLogin({ companyId: 1 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Activate Sydney port' }));
    await screen.findByRole('dialog', { name: 'Activate Sydney port' });
    await userEvent.type(screen.getByLabelText('Activation date'), '2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: '2026-11-15' }));
  });

  it('kills the billing only once confirmed', async () => {
    const { calls } = mockFetch({
      'DELETE /secure/service/100050/billable/kill': ok(row('KILLED'), 'Billable has been killed'),
    });
    renderWithProviders(<BillableActions billable={row('ACTIVE')} />, { login: makeLogin({ companyId: 1 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Kill billing Sydney port' }));
    expect(calls).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Kill billing' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
