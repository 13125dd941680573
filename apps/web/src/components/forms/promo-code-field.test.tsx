import { PRICE_LOOKUP_MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { PromoCodeField, type PromoVerdict } from './promo-code-field';

const TERMS = 'Terms';
const answer = (data: unknown) => ({ status: 200, body: { message: '', terms: TERMS, data } });

function Harness({ onValidated }: { onValidated?: (r: unknown) => void }) {
  const [value, setValue] = useState('');
  return <PromoCodeField value={value} onChange={setValue} onValidated={onValidated} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('PromoCodeField', () => {
  it('checks the code on Enter and shows a tick with the summary when valid', async () => {
    const fetch = mockFetch({
      'POST /public/promocode/validate': answer({
        valid: true,
        message: PROMO_MESSAGES.valid,
        summary: '10% off for 12 months',
      }),
    });
    const onValidated = vi.fn();
    renderWithProviders(<Harness onValidated={onValidated} />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'welcome10{Enter}');
    expect(await screen.findByText('10% off for 12 months')).toBeInTheDocument();
    expect(screen.getByLabelText(PROMO_MESSAGES.valid)).toBeInTheDocument();
    expect(onValidated).toHaveBeenCalledWith({
      valid: true,
      message: PROMO_MESSAGES.valid,
      summary: '10% off for 12 months',
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]?.body).toEqual({ promoCode: 'welcome10' });
    expect(fetch.calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it("shows the server's message when the code is invalid, checked when the field is left", async () => {
    mockFetch({
      'POST /public/promocode/validate': answer({ valid: false, message: PROMO_MESSAGES.expired, summary: null }),
    });
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByLabelText('Promo code'), 'SUMMER2024');
    await userEvent.tab();
    expect(await screen.findByText(PROMO_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a refusal's message (a blank or rate-limited check) and clears it when typing again", async () => {
    mockFetch({
      'POST /public/promocode/validate': {
        status: 429,
        body: { message: 'Rate limit exceeded, retry in 1 minute', data: null, trace_id: 't', code: 'rate_limited' },
      },
    });
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Promo code');
    await userEvent.type(input, 'GUESS{Enter}');
    expect(await screen.findByText('Rate limit exceeded, retry in 1 minute')).toBeInTheDocument();
    await userEvent.type(input, 'X');
    await waitFor(() => expect(screen.queryByText('Rate limit exceeded, retry in 1 minute')).toBeNull());
  });

  it('does not call the server for an empty field', async () => {
    const fetch = mockFetch({});
    const onValidated = vi.fn();
    renderWithProviders(<Harness onValidated={onValidated} />);
    await userEvent.click(screen.getByLabelText('Promo code'));
    await userEvent.tab();
    expect(fetch.calls).toHaveLength(0);
    expect(onValidated).toHaveBeenCalledWith(null);
  });
});

describe('PromoCodeField checked by its form (the quote)', () => {
  function Form({ verdict, onSubmit }: { verdict: PromoVerdict | null; onSubmit: () => void }) {
    const [value, setValue] = useState('CREDIT500');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <PromoCodeField value={value} onChange={setValue} verdict={verdict} />
      </form>
    );
  }

  it('never calls the public check; Enter submits the form, and leaving the field changes nothing', async () => {
    const fetch = mockFetch({});
    const onSubmit = vi.fn();
    renderWithProviders(<Form verdict={null} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Promo code');
    await userEvent.type(input, '{Enter}');
    await userEvent.tab();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(fetch.calls).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByLabelText(PROMO_MESSAGES.valid)).toBeNull();
  });

  it('shows a tick only when the order takes the code, else why not, and nothing once the code is changed', async () => {
    mockFetch({});
    const applies = { code: 'CREDIT500', applies: true, message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder };
    const first = renderWithProviders(<Form verdict={applies} onSubmit={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(PRICE_LOOKUP_MESSAGES.promoOncePerOrder);
    expect(screen.getByLabelText(PROMO_MESSAGES.valid)).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).not.toHaveAttribute('aria-invalid', 'true');

    const ignored = { code: 'credit500', applies: false, message: PRICE_LOOKUP_MESSAGES.promoOtherCurrency };
    first.unmount();
    renderWithProviders(<Form verdict={ignored} onSubmit={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(PRICE_LOOKUP_MESSAGES.promoOtherCurrency);
    expect(screen.queryByLabelText(PROMO_MESSAGES.valid)).toBeNull();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Promo code'), 'X');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByLabelText('Promo code')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
