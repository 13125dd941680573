import { BILLABLE_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBillableRow } from '../../test/billables';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { PostpaidPanel } from './postpaid-panel';

const show = (over = {}) =>
  renderWithProviders(<PostpaidPanel billable={aBillableRow(over)} />, { login: makeLogin({ companyId: 1 }) });

describe('PostpaidPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how the billable is billed', () => {
    mockFetch({});
    show({ postpaid: true, postpaidBaseRate: 2_500 });
    expect(screen.getByText('Postpaid: billed in arrears at a base rate of AUD 25.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make standard' })).toBeInTheDocument();
  });

  it('asks for a base rate before sending, then sends it in minor units', async () => {
    const { calls } = mockFetch({
      'POST /v2/billable/1500/postpaid': ok(
        { ...aBillableRow({ postpaid: true, postpaidBaseRate: 2_500 }) },
        BILLABLE_MESSAGES.madePostpaid,
      ),
    });
    show();
    expect(screen.getByText('Standard: billed in advance.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make standard' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'A base rate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make postpaid' }));
    expect(screen.getByText(BILLABLE_MESSAGES.postpaidRateMissing)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Base rate \(AUD\)/), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Make postpaid' }));
    await vi.waitFor(() => expect(calls[0]?.body).toEqual({ usePricebook: false, overrideBaseRate: 2_500 }));
  });

  it('offers nothing once the billing has ended', () => {
    mockFetch({});
    show({ billingStatus: 'KILLED' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
