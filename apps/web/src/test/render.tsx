import { MantineProvider } from '@mantine/core';
import type { UserLogin } from '@portico/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CurrentLoginContext } from '../lib/auth/current-login';
import { theme } from '../theme';

interface ProviderOptions {
  /** the URL the memory router starts at */
  route?: string;
  /** the signed-in user seen by components inside the shell */
  login?: UserLogin;
}

interface ProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  route: string;
  login: UserLogin | null;
}

function Providers({ children, queryClient, route, login }: ProvidersProps) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <CurrentLoginContext.Provider value={login}>{children}</CurrentLoginContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders inside the app's providers: Mantine, TanStack Query (no retries) and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', login, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <Providers queryClient={queryClient} route={route} login={login ?? null}>
      {ui}
    </Providers>,
    options,
  );
  return { queryClient, ...result };
}

/** A login answer as the server gives it; tests override what they are about. */
export function makeLogin(overrides: Partial<UserLogin> = {}): UserLogin {
  const companyUid = overrides.companyUid ?? 'acme-uid';
  return {
    username: 'acme.admin',
    oAuthToken: { accessToken: 'token-1', tokenType: 'Bearer', expiresAt: Date.now() + 3_600_000 },
    companyId: 2001,
    companyUid,
    companyName: 'Acme Networks',
    personId: 11,
    personUid: 'person-uid',
    firstName: 'Alice',
    lastName: 'Admin',
    permissions: { [companyUid]: [] },
    featureFlags: [],
    channelPartner: false,
    mfaReset: false,
    companyEnforcedMFA: false,
    mfaEnabled: false,
    forcePasswordReset: false,
    staff: false,
    admin: false,
    ...overrides,
  };
}
