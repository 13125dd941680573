import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { DemoBadge } from './demo-badge';

const health = (mode: 'demo' | 'production') => ({
  status: 200,
  body: { status: 'ok', database: 'pglite', queue: 'in-process', version: '0.1.0', mode },
});

afterEach(() => vi.unstubAllGlobals());

describe('DemoBadge', () => {
  it('shows "Demo" while the server runs in demo mode', async () => {
    mockFetch({ 'GET /health': health('demo') });
    renderWithProviders(<DemoBadge />);
    expect(await screen.findByText('Demo')).toBeInTheDocument();
  });

  it('shows nothing in production mode', async () => {
    const { calls } = mockFetch({ 'GET /health': health('production') });
    renderWithProviders(<DemoBadge />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
  });
});
