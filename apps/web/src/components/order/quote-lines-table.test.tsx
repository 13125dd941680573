import type { PriceResult, Quote } from '@portico/contract';
import { PRICE_LOOKUP_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QuoteLinesTable } from './quote-lines-table';

const price: PriceResult = {
  productType: 'PORT',
  currency: 'AUD',
  monthlyRate: 108_000,
  dailyRate: null,
  setup: 5_000,
  monthlyAfterPromo: 108_000,
  firstMonth: 113_000,
  rateType: 'MONTHLY',
  termMonths: 12,
  speedMbps: 10_000,
  distanceBand: null,
  taxWording: 'ex-GST',
  symbol: '$',
  source: 'list',
  breakdown: [{ kind: 'list', label: 'List price', monthlyCents: 108_000 }],
  promo: null,
  promoMessage: null,
  at: '2026-11-26',
};

const quote: Quote = {
  lines: [
    { ok: true, price },
    { ok: false, productType: 'VXC', message: PRICE_LOOKUP_MESSAGES.noPrice },
  ],
  totals: [],
  promo: null,
};

const rows = () => screen.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')]);

describe('QuoteLinesTable', () => {
  it('shows each priced line’s amounts after what it is, and why a line has no price across the rest', () => {
    renderWithProviders(<QuoteLinesTable quote={quote} item={{ head: 'Item', cell: (_, i) => `Line ${i + 1}` }} />);
    const [head, priced, unpriced] = rows();
    expect(head!.map((c) => c.textContent)).toEqual(['Item', 'Monthly', 'First month', 'Setup']);
    expect(priced!.map((c) => c.textContent)).toEqual(['Line 1', '$1,080.00', '$1,130.00', '$50.00']);
    expect(unpriced!.map((c) => c.textContent)).toEqual(['Line 2', PRICE_LOOKUP_MESSAGES.noPrice]);
    expect(unpriced![1]).toHaveAttribute('colspan', '3');
  });

  it('puts the detail column before the amounts, and gives plain amounts in the currency’s code', () => {
    renderWithProviders(
      <QuoteLinesTable
        quote={quote}
        item={{ head: 'Product', cell: (line) => (line.ok ? 'Port' : 'VXC') }}
        detail={{ head: 'How it is priced', cell: (p) => p.breakdown[0]!.label }}
        plain
      />,
    );
    const [head, priced, unpriced] = rows();
    expect(head!.map((c) => c.textContent)).toEqual(['Product', 'How it is priced', 'Monthly', 'First month', 'Setup']);
    expect(priced!.map((c) => c.textContent)).toEqual([
      'Port',
      'List price',
      'AUD 1,080.00',
      'AUD 1,130.00',
      'AUD 50.00',
    ]);
    expect(unpriced![1]).toHaveAttribute('colspan', '4');
  });
});
