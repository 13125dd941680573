import type { CompanyDetail } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { CompanyDetailsForm } from './company-details-form';

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
  techSupportPhone: '+61 2 1111 2222',
  techSupportEmail: 'support@acme.example',
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

const field = (label: string | RegExp) => screen.getByLabelText(label, { exact: true, selector: 'input, textarea' });

function renderForm(detail: CompanyDetail) {
  const login = makeLogin({ permissions: { 'acme-uid': ['company_admin'] } });
  return renderWithProviders(<CompanyDetailsForm company={detail} canEdit isStaff={false} />, { login });
}

describe('CompanyDetailsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not let set technical-support contacts be emptied, without calling the server', async () => {
    const { calls } = mockFetch({});
    renderForm(company);
    await userEvent.clear(field('Technical support phone'));
    await userEvent.clear(field('Technical support email'));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText(MESSAGES.techSupportPhoneRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.techSupportEmailRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('lets a managed account without managed support empty them', async () => {
    const { calls } = mockFetch({
      'PUT /secure/party/company': (call) =>
        ok({ ...company, ...(call.body as object), accountType: 'MANAGED_ACCOUNT' }, MESSAGES.updatedSuccessfully),
    });
    renderForm({ ...company, accountType: 'MANAGED_ACCOUNT', managedSupport: false });
    await userEvent.clear(field('Technical support phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MESSAGES.updatedSuccessfully)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ companyId: 2001, techSupportPhone: null });
    // a customer's form leaves the provider's fields out
    expect(put?.body).not.toHaveProperty('accountManagerId');
    expect(put?.body).not.toHaveProperty('clientCategory');
  });

  it("shows the spec's mandatory-fields message for an empty legal name", async () => {
    mockFetch({});
    renderForm(company);
    await userEvent.clear(field(/^Legal name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText(MESSAGES.mandatoryFields)).toBeInTheDocument();
  });
});
