import { act, screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { describe, expect, it } from 'vitest';
import { createErrorStore } from '../../api/error-store';
import { renderWithProviders } from '../../test/render';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  it('shows nothing until an error is reported', () => {
    renderWithProviders(<ErrorBanner store={createErrorStore()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accumulates messages, newest last, without back-to-back duplicates', () => {
    const store = createErrorStore();
    renderWithProviders(<ErrorBanner store={store} />);
    act(() => {
      store.report('Not found');
      store.report('You need to log in to do that.');
      store.report('You need to log in to do that.');
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Not found', 'You need to log in to do that.']);
    expect(screen.getByRole('alert')).toHaveTextContent('2 problems');
  });

  it('clears every message when clicked', async () => {
    const store = createErrorStore();
    renderWithProviders(<ErrorBanner store={store} />);
    act(() => {
      store.report('one');
      store.report('two');
    });
    await userEvent.click(screen.getByText('two'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getMessages()).toEqual([]);
  });

  it('can be cleared from the keyboard with its close button', async () => {
    const store = createErrorStore();
    renderWithProviders(<ErrorBanner store={store} />);
    act(() => store.report('one'));
    screen.getByRole('button', { name: 'Clear errors' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
