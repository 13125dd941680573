import type { PriceResult, Quote } from '@portico/contract';
import { PRICE_LOOKUP_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

/** happy-dom's window can be resized, and its media queries follow. */
const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
  .happyDOM;

describe('QuoteLinesTable on a phone', () => {
  afterEach(() => viewport.setViewport({ width: 1024, height: 768 }));

  it('puts each line in a block of its own, every amount under its label, and no table', () => {
    viewport.setViewport({ width: 360, height: 740 });
    renderWithProviders(
      <QuoteLinesTable
        quote={quote}
        item={{ head: 'Product', cell: (line) => (line.ok ? 'Port' : 'VXC') }}
        detail={{ head: 'How it is priced', cell: (p) => p.breakdown[0]!.label }}
        plain
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [priced, unpriced] = within(screen.getByRole('list', { name: 'Quote lines' })).getAllByRole('listitem');
    expect(within(priced!).getByRole('group', { name: 'How it is priced' })).toHaveTextContent('List price');
    const amounts = [...priced!.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(amounts).toEqual([
      ['Monthly', 'AUD 1,080.00'],
      ['First month', 'AUD 1,130.00'],
      ['Setup', 'AUD 50.00'],
    ]);
    // an amount never breaks between its code and its digits
    for (const dd of priced!.querySelectorAll('dd')) expect(dd).toHaveClass('money');
    expect(unpriced).toHaveTextContent(`VXC${PRICE_LOOKUP_MESSAGES.noPrice}`);
    expect(within(unpriced!).queryByRole('definition')).toBeNull();
  });
});
