import type { PriceResult, Quote } from '@portico/contract';
import { PRICE_LOOKUP_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { wholeText } from '../../test/whole-text';
import { QuoteResult } from './quote-result';

const port = (promo: PriceResult['promo'], promoMessage: string | null = null): PriceResult => ({
  productType: 'PORT',
  currency: 'AUD',
  monthlyRate: 108_000,
  dailyRate: null,
  setup: 5_000,
  monthlyAfterPromo: 108_000 - (promo?.monthlyDiscountCents ?? 0),
  firstMonth: 113_000 - (promo?.monthlyDiscountCents ?? 0),
  rateType: 'MONTHLY',
  termMonths: 12,
  speedMbps: 10_000,
  distanceBand: null,
  taxWording: 'ex-GST',
  symbol: 'AUD',
  source: 'list',
  breakdown: [{ kind: 'list', label: 'List price', monthlyCents: 108_000 }],
  promo,
  promoMessage,
  at: '2026-11-26',
});

// CREDIT500 on three 10 Gbps ports and a 1-month port that would take the rest (decision 0028)
const quote: Quote = {
  lines: [
    {
      ok: true,
      price: port({
        code: 'CREDIT500',
        monthlyDiscountCents: 50_000,
        forMonths: 1,
        totalDiscountCents: 50_000,
        label: 'AUD credit',
        schedule: [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }],
      }),
    },
    { ok: true, price: port(null, PRICE_LOOKUP_MESSAGES.promoCreditUsedUp) },
    { ok: false, productType: 'VXC', message: PRICE_LOOKUP_MESSAGES.noPrice },
  ],
  totals: [
    {
      currency: 'AUD',
      monthly: 216_000,
      monthlyAfterPromo: 166_000,
      setup: 10_000,
      firstMonth: 176_000,
      promoTotal: 50_000,
      promoMonthlyOpenEnded: 0,
      taxWording: 'ex-GST',
    },
  ],
  promo: {
    code: 'CREDIT500',
    applied: true,
    message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder,
    credit: { currency: 'AUD', amount: 60_000, spent: 50_000, left: 10_000 },
  },
};

describe('QuoteResult', () => {
  it('shows where the credit is spent, why a line got none, and the totals before and after it', () => {
    renderWithProviders(<QuoteResult quote={quote} />);
    const region = screen.getByRole('region', { name: 'Quote' });
    expect(
      within(region).getByText(
        wholeText('CREDIT500: AUD credit: AUD 580.00 for the first month, then AUD 1,080.00 a month'),
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText(`Promo code: ${PRICE_LOOKUP_MESSAGES.promoCreditUsedUp}`)).toBeInTheDocument();
    expect(within(region).getByText(PRICE_LOOKUP_MESSAGES.noPrice)).toBeInTheDocument();
    expect(within(region).getByText(`CREDIT500: ${PRICE_LOOKUP_MESSAGES.promoOncePerOrder}`)).toBeInTheDocument();
    expect(
      within(region).getByText(
        wholeText('Credit AUD 600.00: AUD 500.00 used by this order, AUD 100.00 left, which lapses when the terms end'),
      ),
    ).toBeInTheDocument();
    const totals = within(region).getByRole('group', { name: 'Total in AUD' });
    expect(within(totals).getByText(wholeText('Monthly AUD 2,160.00 ex-GST'))).toBeInTheDocument();
    expect(
      within(totals).getByText(wholeText('With the promo AUD 1,660.00 for the first month, then AUD 2,160.00 a month')),
    ).toBeInTheDocument();
    expect(within(totals).getByText(wholeText('First month AUD 1,760.00'))).toBeInTheDocument();
    expect(within(totals).getByText(wholeText('Setup AUD 100.00'))).toBeInTheDocument();
    expect(within(totals).getByText(wholeText('Promo AUD 500.00 in all'))).toBeInTheDocument();
  });

  it('shows no promo figures without a promo', () => {
    const plain: Quote = {
      lines: [{ ok: true, price: port(null) }],
      totals: [{ ...quote.totals[0]!, monthlyAfterPromo: 216_000, firstMonth: 226_000, promoTotal: 0 }],
      promo: null,
    };
    renderWithProviders(<QuoteResult quote={plain} />);
    const totals = screen.getByRole('group', { name: 'Total in AUD' });
    expect(within(totals).queryByText(/With the promo/)).toBeNull();
    expect(within(totals).queryByText(/^Promo /)).toBeNull();
    expect(screen.queryByLabelText('Promo code for this order')).toBeNull();
  });
});
