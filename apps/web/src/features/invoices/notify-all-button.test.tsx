import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { NotifyAllButton } from './notify-all-button';

const staff = makeLogin({ companyId: 1, staff: true });

describe('NotifyAllButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("queues the supplier's invoice mails and says how many; a second click says none were left", async () => {
    let queued = 3;
    const { calls } = mockFetch({
      'POST /secure/invoices/supplierId/808/notify': () => {
        const answer = ok({ queued });
        queued = 0;
        return answer;
      },
    });
    renderWithProviders(<NotifyAllButton supplierId={808} />, { login: staff });
    await userEvent.click(screen.getByRole('button', { name: 'Notify all' }));
    expect(await screen.findByText('3 invoice mails queued.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify all' }));
    expect(await screen.findByText('Every committed invoice was already mailed: none queued.')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('shows a refusal beside the button', async () => {
    mockFetch({ 'POST /secure/invoices/supplierId/808/notify': failure(403, 'You do not have permission') });
    renderWithProviders(<NotifyAllButton supplierId={808} />, { login: staff });
    await userEvent.click(screen.getByRole('button', { name: 'Notify all' }));
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
  });
});
