import type { PriceResult, Quote } from '@portico/contract';
import { PRICE_LOOKUP_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { wholeText } from '../../test/whole-text';
import { OrderQuote } from './order-quote';

// WELCOME10 (10% off for 12 months) on a AUD 450.00 Port
const price: PriceResult = {
  productType: 'PORT',
  currency: 'AUD',
  monthlyRate: 45_000,
  dailyRate: null,
  setup: 0,
  monthlyAfterPromo: 40_500,
  firstMonth: 40_500,
  rateType: 'MONTHLY',
  termMonths: 12,
  speedMbps: 1_000,
  distanceBand: null,
  taxWording: 'ex-GST',
  symbol: 'AUD',
  source: 'list',
  breakdown: [{ kind: 'list', label: 'List price', monthlyCents: 45_000 }],
  promo: {
    code: 'WELCOME10',
    monthlyDiscountCents: 4_500,
    forMonths: 12,
    totalDiscountCents: 54_000,
    label: '10% off for 12 months',
    schedule: [{ fromMonth: 1, toMonth: 12, monthlyCents: 4_500 }],
  },
  promoMessage: null,
  at: '2026-11-29',
};
const quote: Quote = {
  lines: [{ ok: true, price }],
  totals: [
    {
      currency: 'AUD',
      monthly: 45_000,
      monthlyAfterPromo: 40_500,
      setup: 0,
      firstMonth: 40_500,
      promoTotal: 54_000,
      promoMonthlyOpenEnded: 0,
      taxWording: 'ex-GST',
    },
  ],
  promo: { code: 'WELCOME10', applied: true, message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder, credit: null },
};

describe('OrderQuote', () => {
  it('says what the promo does over its term, on the line and in the total, not only its first month', () => {
    renderWithProviders(<OrderQuote quote={quote} />);
    const region = screen.getByLabelText('Quote');
    expect(
      within(region).getByText(
        wholeText('WELCOME10: 10% off for 12 months: AUD 405.00 a month for 12 months, then AUD 450.00 a month'),
      ),
    ).toBeInTheDocument();
    const total = within(region).getByLabelText('Total in AUD');
    expect(
      within(total).getByText(wholeText('AUD 405.00 a month for 12 months, then AUD 450.00 a month; setup AUD 0.00')),
    ).toBeInTheDocument();
    expect(within(region).queryByText(/first month, then/)).toBeNull();
  });

  it('says how much of a credit the order uses and how much is left', () => {
    const credit: Quote = {
      ...quote,
      promo: {
        code: 'CREDIT500',
        applied: true,
        message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder,
        credit: { currency: 'AUD', amount: 50_000, spent: 45_000, left: 5_000 },
      },
    };
    renderWithProviders(<OrderQuote quote={credit} />);
    expect(
      screen.getByText(
        wholeText('Credit AUD 500.00: AUD 450.00 used by this order, AUD 50.00 left, which lapses when the terms end'),
      ),
    ).toBeInTheDocument();
  });
});
