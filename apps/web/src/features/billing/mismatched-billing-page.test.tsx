import { BILLING_MISMATCH_WORDS, type BillingMismatch, type BillingStatus } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { aBillableRow } from '../../test/billables';
import { makeLogin, renderWithProviders } from '../../test/render';
import { MismatchedBillingPage } from './mismatched-billing-page';

const row = (billableId: number, billingStatus: BillingStatus, mismatch: BillingMismatch) => ({
  ...aBillableRow({ billableId, billingStatus, billableName: `Billable ${billableId}` }),
  mismatch,
});

const show = () => renderWithProviders(<MismatchedBillingPage />, { login: makeLogin({ companyId: 1 }) });

describe('MismatchedBillingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how each billable and its service disagree, with the actions its status allows', async () => {
    mockFetch({
      'GET /secure/billing/mismatched': ok({
        items: [row(1_501, 'NOT_ACTIVATED', 'NOT_BILLED_WHILE_LIVE'), row(1_502, 'ACTIVE', 'BILLED_AFTER_END')],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
    });
    show();
    await screen.findByRole('button', { name: 'Activate Billable 1501' });
    const [, notBilled, afterEnd] = screen.getAllByRole('row');
    expect(notBilled).toHaveTextContent(BILLING_MISMATCH_WORDS.NOT_BILLED_WHILE_LIVE);
    expect(within(notBilled!).getByRole('button', { name: 'Activate Billable 1501' })).toBeInTheDocument();
    expect(afterEnd).toHaveTextContent(BILLING_MISMATCH_WORDS.BILLED_AFTER_END);
    expect(within(afterEnd!).queryByRole('button', { name: 'Activate Billable 1502' })).toBeNull();
    expect(within(afterEnd!).getByRole('button', { name: 'Kill billing Billable 1502' })).toBeInTheDocument();
  });

  it('says when every billable agrees with its service', async () => {
    mockFetch({ 'GET /secure/billing/mismatched': ok({ items: [], total: 0, page: 1, pageSize: 50 }) });
    show();
    expect(await screen.findByText('Every billable agrees with its service.')).toBeInTheDocument();
  });
});
