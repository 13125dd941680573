import { MESSAGES, PRODUCT_ORDER_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { ExchangeOrderForm } from './exchange-order-form';

const SUPPLIES = ok({
  companyId: 2001,
  companyName: 'Acme',
  detailsHidden: false,
  notice: null,
  canEdit: true,
  canEditCommercial: true,
  items: [
    {
      id: 1,
      firstPartyId: 2001,
      supplierId: 808,
      wellKnownSupplier: 'Portico Australia',
      market: 'AU',
      companyLegalName: 'Acme Networks Pty Ltd',
      companyLegalIdentifier: null,
      companyLegalIdentifierType: null,
      companyTradingName: null,
      web: null,
      billingContactName: null,
      billingContactEmail: null,
      billingContactPhone: null,
      address1: null,
      address2: null,
      city: null,
      state: null,
      postcode: null,
      country: 'AU',
      spendingLimitCents: null,
      attachInvoiceToEmail: false,
      notifyZeroInvoice: false,
      paymentTermInDays: 30,
      taxNumber: null,
      taxRateBp: 1000,
      currencyEnum: 'AUD',
      financeOnboarding: [],
      countrySpecificTaxFields: null,
      updatedAt: 0,
    },
  ],
});
const ORDER = { orderId: 7, companyId: 2001, services: [], quote: { lines: [], totals: [], promo: null } };
const PLACED = ok(ORDER);

describe('ExchangeOrderForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is missing or wrong beside each field and sends nothing', async () => {
    const { calls } = mockFetch({ 'GET /secure/party/company/2001/supply': SUPPLIES });
    renderWithProviders(<ExchangeOrderForm companyId={2001} admin onPlaced={vi.fn()} />, { login: makeLogin() });
    await userEvent.type(screen.getByRole('textbox', { name: /Monthly charge/ }), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(PRODUCT_ORDER_MESSAGES.supplierRequired)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_ORDER_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('places the order in cents with the chosen supplier, under an Idempotency-Key', async () => {
    const { calls } = mockFetch({
      'GET /secure/party/company/2001/supply': SUPPLIES,
      'POST /secure/admin/order/exchange': PLACED,
    });
    const onPlaced = vi.fn();
    renderWithProviders(<ExchangeOrderForm companyId={2001} admin onPlaced={onPlaced} />, { login: makeLogin() });
    await userEvent.click(screen.getByRole('combobox', { name: /Supplier/ }));
    const list = await screen.findByRole('listbox', { name: /Supplier/, hidden: true });
    await userEvent.click(within(list).getByRole('option', { name: /Portico Australia \(AU, AUD\)/, hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'ECIX Frankfurt peering');
    await userEvent.type(screen.getByRole('textbox', { name: /Monthly charge/ }), '1,250.50');
    await userEvent.clear(screen.getByRole('textbox', { name: /Set-up charge/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Set-up charge/ }), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ORDER, PRODUCT_ORDER_MESSAGES.exchangeCreated));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      companyId: 2001,
      supplier: 808,
      description: 'ECIX Frankfurt peering',
      recurring: 125_050,
      setup: 9_900,
      termInMonths: 12,
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
