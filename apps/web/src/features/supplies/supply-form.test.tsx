import type { MarketTaxRules } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SupplyForm } from './supply-form';
import { initialSupplyValues, supplyFormErrors, toSupplyInput } from './supply-form-values';

const AU: MarketTaxRules = {
  supplierId: 808,
  market: 'Australia',
  countryCode: 'AU',
  wellKnownSupplier: 'PORT_AUSTRALIA',
  currency: 'AUD',
  taxRateBp: 1000,
  defaultIdentifierType: 'ABN',
  identifierTypes: ['ABN'],
  isEu: false,
  financeQuestions: [{ question: 'GST_REGISTERED_Q', label: 'GST?', defaultResponse: 'NO' }],
};
const MX: MarketTaxRules = {
  ...AU,
  supplierId: 47560,
  market: 'Mexico',
  countryCode: 'MX',
  wellKnownSupplier: 'PORT_MEXICO',
  currency: 'MXN',
  taxRateBp: 1600,
  defaultIdentifierType: 'RFC',
  identifierTypes: ['RFC'],
  financeQuestions: [],
};

describe('supply form values', () => {
  it("starts a new supply with the market's defaults", () => {
    expect(initialSupplyValues(AU, null, 'Acme')).toMatchObject({
      companyLegalName: 'Acme',
      companyLegalIdentifierType: 'ABN',
      taxRatePercent: '10',
      currencyEnum: 'AUD',
      paymentTermInDays: 30,
      spendingLimit: '',
      attachInvoiceToEmail: true,
      notifyZeroInvoice: false,
      finance: { GST_REGISTERED_Q: 'NO' },
    });
  });

  it('refuses amounts and rates with more than two decimals, before sending', () => {
    const values = { ...initialSupplyValues(AU, null, 'Acme'), taxRatePercent: '8.255', spendingLimit: '12.345' };
    expect(supplyFormErrors(AU, values, true)).toMatchObject({
      taxRatePercent: MESSAGES.percentInvalid,
      spendingLimit: MESSAGES.amountInvalid,
    });
  });

  it('sends percent as basis points and money as cents, and commercial terms only when allowed', () => {
    const values = { ...initialSupplyValues(AU, null, 'Acme'), taxRatePercent: 8.25, spendingLimit: 1234.5 };
    expect(toSupplyInput(AU, values, true)).toMatchObject({ taxRateBp: 825, spendingLimitCents: 123_450 });
    const customer = toSupplyInput(AU, values, false);
    expect(customer).not.toHaveProperty('taxRateBp');
    expect(customer).not.toHaveProperty('spendingLimitCents');
    expect(customer.financeOnboarding).toEqual([{ question: 'GST_REGISTERED_Q', response: 'NO' }]);
  });

  it("puts the rules' messages on the form's fields", () => {
    const values = {
      ...initialSupplyValues(MX, null, 'Acme'),
      billingContactEmail: 'a@b.co;c@d.co',
      taxRatePercent: 120,
      rfcMexico: 'nope',
    };
    const errors = supplyFormErrors(MX, values, true);
    expect(errors.billingContactEmail).toBe(MESSAGES.billingEmailSeparator);
    expect(errors.rfcMexico).toBe(MESSAGES.rfcRequired);
    expect(errors.taxRatePercent).toBe('The tax rate must be between 0% and 100%');
    expect(errors.companyTypeMexico).toBeTruthy();
  });
});

describe('supply form country and website', () => {
  it("starts at the market's country and refuses a country or website the server would refuse", () => {
    expect(initialSupplyValues(AU, null, 'Acme').country).toBe('AU');
    const values = { ...initialSupplyValues(AU, null, 'Acme'), country: 'ZZ', web: 'javascript:alert(1)' };
    expect(supplyFormErrors(AU, values, true)).toMatchObject({
      country: MESSAGES.countryUnknown,
      web: MESSAGES.webAddressInvalid,
    });
    const cleared = { ...initialSupplyValues(AU, null, 'Acme'), country: null, web: 'https://acme.example' };
    expect(toSupplyInput(AU, cleared, true)).toMatchObject({ country: null, web: 'https://acme.example' });
    expect(supplyFormErrors(AU, cleared, true)).not.toHaveProperty('country');
  });
});

describe('SupplyForm', () => {
  it('chooses the country from the country list by name and sends its code', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SupplyForm
        market={AU}
        supply={null}
        companyName="Acme"
        canEditCommercial
        saving={false}
        error={null}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Legal identifier/), '51 824 753 556');
    await user.type(screen.getByLabelText(/Billing contact e-mails/), 'billing@acme.example');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('Australia (AU)');
    await user.clear(country);
    await user.type(country, 'New Zea');
    await user.click(await screen.findByRole('option', { name: 'New Zealand (NZ)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create supply' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'NZ' }));
  }, 60_000);

  it("refuses a wrong ABN with the spec's message before sending", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SupplyForm
        market={AU}
        supply={null}
        companyName="Acme"
        canEditCommercial
        saving={false}
        error={null}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Legal identifier/), '51 824 753 557');
    await user.type(screen.getByLabelText(/Billing contact e-mails/), 'billing@acme.example');
    await user.click(screen.getByRole('button', { name: 'Create supply' }));
    expect(await screen.findByText(MESSAGES.invalidAbn)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Legal identifier/));
    await user.type(screen.getByLabelText(/Legal identifier/), '51 824 753 556');
    await user.click(screen.getByRole('button', { name: 'Create supply' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ supplierId: 808, companyLegalIdentifier: '51 824 753 556', taxRateBp: 1000 }),
    );
  });
});
