import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from './lib/auth/session';
import { RESUME_STORAGE_KEY } from './features/auth/resume';
import { AppRouter } from './router';
import { mockFetch } from './test/fetch-mock';
import { makeLogin } from './test/render';
import { theme } from './theme';

function renderAt(hash: string) {
  window.location.hash = hash;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('AppRouter', () => {
  afterEach(() => {
    session.end('logout');
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  it('sends a visitor who opens a shell page to the login page, remembering the page', async () => {
    mockFetch({});
    renderAt('#/company/42');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
    expect(window.sessionStorage.getItem(RESUME_STORAGE_KEY)).toBe('/company/42');
  });

  it('sends an unknown route to the home page', async () => {
    mockFetch({});
    session.signIn(makeLogin());
    renderAt('#/no/such/page');
    expect(await screen.findByText('Signed in as Alice Admin, company Acme Networks')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });
});
