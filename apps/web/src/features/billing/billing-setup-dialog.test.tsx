import type { UnbilledService } from '@portico/contract';
import { BILLABLE_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { BillingSetupDialog } from './billing-setup-dialog';

const SERVICE: UnbilledService = {
  technicalServiceId: 100_050,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000050',
  name: 'Kiwi Auckland Edge',
  productType: 'PORT',
  provisioningStatus: 'LIVE',
  companyId: 2001,
  companyName: 'Acme Networks',
  location: 'Spark Auckland',
  supplierId: 855,
  contractStartDate: '2026-11-01',
  termMonths: 12,
};

function open() {
  const onClose = vi.fn();
  renderWithProviders(<BillingSetupDialog service={SERVICE} onClose={onClose} />, {
    login: makeLogin({ companyId: 1 }),
  });
  return within(screen.getByRole('form', { name: 'Billing set-up' }));
}

describe('BillingSetupDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens at the admin defaults in the supplier's currency, named after the service", async () => {
    mockFetch({});
    const form = open();
    expect(form.getByLabelText(/Billable name/)).toHaveValue('Kiwi Auckland Edge');
    expect(form.getByLabelText('Setup (NZD)')).toHaveValue('0.00');
    expect(form.getByLabelText('Monthly (NZD)')).toHaveValue('500.00');
    expect(form.getByRole('combobox', { name: 'Term' })).toHaveValue('12 months');
  });

  it('says what is wrong beside the field and sends nothing', async () => {
    const { calls } = mockFetch({});
    const form = open();
    await userEvent.clear(form.getByLabelText(/Billable name/));
    await userEvent.clear(form.getByLabelText('Monthly (NZD)'));
    await userEvent.type(form.getByLabelText('Monthly (NZD)'), 'lots');
    await userEvent.click(form.getByRole('button', { name: 'Set up billing' }));
    expect(form.getByText(BILLABLE_MESSAGES.billableNameRequired)).toBeInTheDocument();
    expect(form.getByText(BILLABLE_MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the amounts in minor units and says the billing is set up', async () => {
    const { calls } = mockFetch({
      'POST /secure/technicalservice/100050/billing': ok(
        {
          billableId: 1_500,
          productUid: SERVICE.technicalServiceUid,
          customerId: 2001,
          serviceIds: [100_050],
          supplierId: 855,
          billingStatus: 'NOT_ACTIVATED',
          bundleName: 'Kiwi bundle',
          billableName: 'Kiwi Auckland Edge',
          setup: 0,
          monthly: 123_450,
          currency: 'NZD',
          term: 12,
          autoRenewTerm: null,
          startDate: null,
          activatedOn: null,
          postpaid: false,
          postpaidBaseRate: null,
        },
        BILLABLE_MESSAGES.setUp,
      ),
    });
    const form = open();
    await userEvent.clear(form.getByLabelText('Monthly (NZD)'));
    await userEvent.type(form.getByLabelText('Monthly (NZD)'), '1,234.50');
    await userEvent.type(form.getByLabelText('Bundle name'), 'Kiwi bundle');
    await userEvent.click(form.getByRole('button', { name: 'Set up billing' }));
    expect(await screen.findByText(BILLABLE_MESSAGES.setUp)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      bundleName: 'Kiwi bundle',
      billableName: 'Kiwi Auckland Edge',
      setup: 0,
      monthly: 123_450,
      term: 12,
      autoRenewTerm: null,
      startDate: null,
    });
  });
});
