import { PROMO_MESSAGES } from '@portico/domain';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { initialPromoValues, isGenerating, PromoForm, promoFormErrors, toPromoWire, withBehaviour } from './promo-form';

afterEach(() => vi.unstubAllGlobals());

const blank = initialPromoValues(null);

describe('promo form rules', () => {
  it('sends percentages as typed, amounts in minor units and days as epoch ms', () => {
    const wire = toPromoWire({
      ...blank,
      promoCodeId: ' spring ',
      discountType: 'FLOATING_AMOUNT',
      floatingAmount: '1,250.50',
      currencyEnum: 'AUD',
      validFrom: '2026-01-01',
      validTo: '2026-01-31',
      metros: '1, 2',
    });
    expect(wire).toMatchObject({
      promoCodeId: 'spring',
      floatingAmount: 125_050,
      validFrom: Date.UTC(2026, 0, 1),
      validTo: Date.UTC(2026, 1, 1) - 1,
      metros: [1, 2],
    });
  });

  it("checks with the contract's schema: each rule's message on its field", () => {
    expect(promoFormErrors({ ...blank, promoCodeId: 'X1X' }, null)).toEqual({
      discountType: PROMO_MESSAGES.discountTypeRequired,
    });
    expect(promoFormErrors({ ...blank, promoCodeId: 'X1X', discountType: 'PERCENTAGE', term: '0' }, null)).toEqual({
      percentage: PROMO_MESSAGES.percentageRequired,
      term: PROMO_MESSAGES.termRequired,
    });
    expect(
      promoFormErrors(
        { ...blank, discountType: 'PERCENTAGE', percentage: '5', term: '1', singleUse: true, quantity: '3' },
        null,
      ),
    ).toEqual({});
  });

  it('applies the behaviour: floating amount shared, VXC modifier defaults, generation on single use above 1', () => {
    expect(withBehaviour({ ...blank, discountType: 'FLOATING_AMOUNT' }, blank).shared).toBe(true);
    expect(withBehaviour({ ...blank, discountType: 'VXC_PRICE_MODIFIER' }, blank)).toMatchObject({
      baseRatePercentModifier: '0',
      aEndRatePercentModifier: '100',
      bEndRatePercentModifier: '100',
    });
    expect(isGenerating({ ...blank, singleUse: true, quantity: '2' })).toBe(true);
    expect(isGenerating({ ...blank, singleUse: true, quantity: '1' })).toBe(false);
  });
});

describe('PromoForm', () => {
  it('shows the rule messages on submit and sends nothing', async () => {
    const fetch = mockFetch({ 'POST /secure/promocode': ok({}, PROMO_MESSAGES.saved) });
    renderWithProviders(<PromoForm promo={null} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'SPRING');
    await userEvent.click(screen.getByRole('button', { name: 'Save promo code' }));
    expect(await screen.findByText(PROMO_MESSAGES.discountTypeRequired)).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('locks shared for a floating amount and disables the code when codes are generated', async () => {
    const fetch = mockFetch({
      'POST /v2/marketing/promo': ok({ batchId: 'b', codes: ['GENAAAAAAAAAA', 'GENBBBBBBBBBB'] }),
    });
    renderWithProviders(<PromoForm promo={null} />);
    await userEvent.click(screen.getAllByLabelText('Discount type')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Floating amount', hidden: true }));
    expect(screen.getByLabelText('Shared')).toBeChecked();
    expect(screen.getByLabelText('Shared')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Floating amount'), '100');
    await userEvent.click(screen.getAllByLabelText('Currency')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'USD', hidden: true }));
    await userEvent.click(screen.getByLabelText('Single use'));
    await userEvent.type(screen.getByLabelText('Quantity'), '2');
    expect(screen.getByLabelText('Promo code')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText(PROMO_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.getByText(/GENAAAAAAAAAA/)).toBeInTheDocument();
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]?.body).toMatchObject({
      floatingAmount: 10_000,
      currencyEnum: 'USD',
      shared: true,
      quantity: 2,
    });
  });

  it("lists each of the server's errors", async () => {
    mockFetch({
      'POST /secure/promocode': {
        status: 409,
        body: { message: PROMO_MESSAGES.codeTaken, data: null, trace_id: 't', code: 'conflict' },
      },
    });
    renderWithProviders(<PromoForm promo={null} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'TAKEN');
    await userEvent.click(screen.getAllByLabelText('Discount type')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly', hidden: true }));
    await userEvent.type(screen.getByLabelText('Term (months)'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save promo code' }));
    expect(await screen.findByText(PROMO_MESSAGES.codeTaken)).toBeInTheDocument();
  });
});
