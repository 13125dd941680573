import type { ExchangeRate } from '@portico/contract';
import { EXCHANGE_RATE_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ExchangeRatesForm, rateFormErrors, toSaveInput } from './exchange-rates-form';

const RATES: ExchangeRate[] = [
  { currency: 'AUD', rate: '1', rateMicros: 1_000_000, effectiveDate: null, isBase: true },
  { currency: 'USD', rate: '0.6498', rateMicros: 649_800, effectiveDate: '2025-01-01', isBase: false },
  { currency: 'JPY', rate: '99.87', rateMicros: 99_870_000, effectiveDate: '2025-01-01', isBase: false },
  { currency: 'EUR', rate: null, rateMicros: null, effectiveDate: null, isBase: false },
];

function renderForm(overrides: Partial<Parameters<typeof ExchangeRatesForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onHistory = vi.fn();
  renderWithProviders(
    <ExchangeRatesForm
      rates={RATES}
      today="2026-02-01"
      saving={false}
      saved={false}
      error={null}
      onSubmit={onSubmit}
      onHistory={onHistory}
      {...overrides}
    />,
  );
  return { onSubmit, onHistory };
}

describe('exchange rate form values', () => {
  it('sends only the rates that changed, as typed text, with the effective date', () => {
    const values = { effectiveDate: '2026-02-01', rates: { USD: '0.65', JPY: '99.87', EUR: '' } };
    expect(toSaveInput(RATES, values)).toEqual({
      effectiveDate: '2026-02-01',
      rates: [{ currency: 'USD', rate: '0.65' }],
    });
  });
  it("checks with the contract's schema: the spec's words for zero or an emptied rate, keyed by currency", () => {
    expect(rateFormErrors(RATES, { effectiveDate: '2026-02-01', rates: { USD: '0', JPY: '', EUR: '' } })).toEqual({
      'rates.USD': 'cannot be Null Or Zero',
      'rates.JPY': 'cannot be Null Or Zero',
    });
    expect(rateFormErrors(RATES, { effectiveDate: '2026-02-01', rates: { USD: '0.1234567', JPY: '99.87' } })).toEqual({
      'rates.USD': EXCHANGE_RATE_MESSAGES.tooManyDecimals,
    });
    expect(rateFormErrors(RATES, { effectiveDate: '', rates: { USD: '0.7', JPY: '99.87' } })).toHaveProperty(
      'effectiveDate',
    );
    expect(rateFormErrors(RATES, { effectiveDate: '2026-02-01', rates: { USD: '0.6498', JPY: '99.87' } })).toEqual({
      form: EXCHANGE_RATE_MESSAGES.noRates,
    });
  });
});

describe('ExchangeRatesForm', () => {
  it('shows the rates in force and today as the effective date', () => {
    renderForm();
    expect(screen.getByLabelText('Effective date')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('USD rate')).toHaveValue('0.6498');
    expect(screen.getByTestId('rate-AUD')).toHaveTextContent('1');
    // the day each rate took effect, as the spec writes days
    expect(screen.getByTestId('rate-USD').closest('tr')).toHaveTextContent('01-01-25');
    expect(screen.queryByLabelText('AUD rate')).toBeNull();
  });

  it("shows 'cannot be Null Or Zero' on a zero rate and sends nothing", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.clear(screen.getByLabelText('USD rate'));
    await user.type(screen.getByLabelText('USD rate'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('cannot be Null Or Zero')).toBeInTheDocument();
    expect(screen.getByLabelText('USD rate')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid rate as decimal text', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.clear(screen.getByLabelText('JPY rate'));
    await user.type(screen.getByLabelText('JPY rate'), '101.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      effectiveDate: '2026-02-01',
      rates: [{ currency: 'JPY', rate: '101.5' }],
    });
  });

  it("shows the spec's success message once saved, and opens a currency's history", async () => {
    const user = userEvent.setup();
    const { onHistory } = renderForm({ saved: true });
    expect(screen.getByRole('status')).toHaveTextContent('Exchange Rates Saved!');
    await user.click(screen.getByRole('button', { name: 'USD history' }));
    expect(onHistory).toHaveBeenCalledWith('USD');
  });
});
