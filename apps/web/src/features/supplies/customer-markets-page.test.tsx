import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { CustomerMarketsPage } from './customer-markets-page';

const market = (supplierId: number, name: string, currency: string) => ({
  supplierId,
  market: name,
  countryCode: 'AU',
  wellKnownSupplier: `PORT_${name.toUpperCase()}`,
  currency,
  taxRateBp: 1000,
  defaultIdentifierType: 'ABN',
  identifierTypes: ['ABN'],
  isEu: false,
  financeQuestions: [],
});
const MARKETS = [market(808, 'Australia', 'AUD'), market(855, 'New Zealand', 'NZD')];

const supplies = (pricedMarkets: { supplierId: number; market: string; services: number }[], items: unknown[] = []) =>
  ok({
    companyId: 2001,
    companyName: 'Acme Networks Pty Ltd',
    detailsHidden: false,
    notice: null,
    canEdit: true,
    canEditCommercial: false,
    items,
    pricedMarkets,
  });

const ADMIN = makeLogin({ permissions: { 'acme-uid': ['company_admin'] } });

describe('CustomerMarketsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which markets the company’s services are priced in when it has no supply there, not that it is billed in none', async () => {
    mockFetch({
      'GET /secure/supplier/taxRules': ok(MARKETS),
      'GET /secure/party/company/2001/supply': supplies([{ supplierId: 808, market: 'Australia', services: 7 }]),
    });
    renderWithProviders(<CustomerMarketsPage />, { login: ADMIN });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Acme Networks Pty Ltd’s services are priced in Australia (7 services), with no supply there yet.',
    );
    expect(screen.queryByText(/not billed in any market/)).toBeNull();
    expect(screen.getByText('No supplies yet.')).toBeInTheDocument();
    // the admin starts the missing supply from the notice
    await userEvent.click(within(alert).getByRole('button', { name: 'Add the Australia supply' }));
    expect(await screen.findByRole('heading', { name: 'New supply: Australia' })).toBeInTheDocument();
  });

  it('says the company is billed in no market only when nothing of it is priced', async () => {
    mockFetch({
      'GET /secure/supplier/taxRules': ok(MARKETS),
      'GET /secure/party/company/2001/supply': supplies([]),
    });
    renderWithProviders(<CustomerMarketsPage />, { login: ADMIN });
    expect(await screen.findByText('No supplies yet: this company is not billed in any market.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
