import { TEST_CLOCK_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { TestClockPanel } from './test-clock-panel';

const NOW = Date.parse('2026-12-11T00:00:00Z');
const show = () => renderWithProviders(<TestClockPanel companyId={2002} />, { login: makeLogin({ companyId: 1 }) });

describe('TestClockPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves the clock forward to the day chosen, and never back', async () => {
    const { calls } = mockFetch({
      'GET /secure/testclock/company/2002': ok({ companyId: 2002, now: NOW, real: false }),
      'PUT /secure/testclock/company/2002': ok({ companyId: 2002, now: NOW + 86_400_000, real: false }),
    });
    show();
    const day = await screen.findByLabelText('Move to');
    await userEvent.type(day, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Move clock' }));
    expect(await screen.findByText(TEST_CLOCK_MESSAGES.onlyForward)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ now: NOW + 86_400_000 }));
  });

  it('shows nothing where the server keeps no test clocks', async () => {
    mockFetch({});
    const { container } = show();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
