import type { CompanyDetail } from '@portico/contract';
import { COMPANY_MESSAGES } from '@portico/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { CompanyDetailsTab } from './company-details-tab';

const company: CompanyDetail = {
  companyId: 2001,
  companyUid: 'acme-uid',
  legalName: 'Acme Networks Pty Ltd',
  tradingName: 'Acme Networks',
  email: 'noc@acme.example',
  phone: null,
  country: 'AU',
  accountType: 'DIRECT_CUSTOMER',
  active: true,
  published: false,
  createDate: 0,
  www: null,
  description: null,
  legalIdentifier: null,
  companyType: null,
  industry: null,
  clientCategory: null,
  wholesaleAgreementDate: null,
  techSupportPhone: null,
  techSupportEmail: null,
  accountManager: null,
  globalPortPartner: false,
  partnerRegistrationDate: null,
  commissionRateBp: null,
  channelPartner: false,
  parentCompanyId: null,
  parentAccountType: null,
  billingAddress: null,
  physicalAddress: null,
  creditCheckStatus: null,
  creditCheckedAt: null,
  managedSupport: false,
  hasLogo: false,
  accountTypeEditable: true,
  accountTypeOptions: ['PARTNER', 'DISTRIBUTOR'],
};

const staff = makeLogin({
  companyId: 1,
  companyUid: 'staff-uid',
  staff: true,
  admin: true,
  permissions: { 'staff-uid': ['admin', 'configure_partner'] },
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// The whole tab (every panel, the country list) takes seconds to render on a busy machine.
describe('the company Details tab', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is split into titled sections, with the dangerous actions apart at the end', async () => {
    mockFetch({});
    renderWithProviders(<CompanyDetailsTab company={company} />, { login: staff });
    expect(headings()).toEqual([
      'Identity',
      'Contact',
      'Classification',
      'Support',
      'Account',
      'Addresses',
      'Logo',
      'Profile and credit check',
      'Config settings',
      'Danger zone',
    ]);
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    for (const name of ['Account type', 'Deactivate company', 'Delete company'])
      expect(within(danger).getByRole('region', { name })).toBeInTheDocument();
    // nothing dangerous among the everyday fields
    const form = screen.getByRole('form', { name: 'Company details' });
    expect(within(form).queryByRole('button', { name: /Delete|Deactivate|account type/i })).toBeNull();
  });

  it('asks before deactivating the company', async () => {
    const { calls } = mockFetch({
      'PUT /secure/party/company/2001/active': ok({ ...company, active: false }, COMPANY_MESSAGES.companyDeactivated),
    });
    renderWithProviders(<CompanyDetailsTab company={company} />, { login: staff });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate company' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(COMPANY_MESSAGES.companyDeactivated)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('shows a customer its account type, read only, and no danger zone', async () => {
    mockFetch({});
    const admin = makeLogin({ permissions: { 'acme-uid': ['company_admin'] } });
    renderWithProviders(<CompanyDetailsTab company={company} />, { login: admin });
    expect(headings()).not.toContain('Danger zone');
    const type = screen.getByRole('region', { name: 'Account type' });
    expect(within(type).getByLabelText('Account type')).toBeDisabled();
  });
});
