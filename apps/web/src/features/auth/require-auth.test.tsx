import { profileSchema } from '@portico/contract';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { RequireAuth } from './require-auth';
import { RESUME_STORAGE_KEY } from './resume';
import { createSessionStore, LOGIN_STORAGE_KEY } from '../../lib/auth/session-store';

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.pathname}</p>;
}

function renderGuarded(url: string, store = createSessionStore(window.localStorage)) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route
        path="*"
        element={
          <RequireAuth store={store}>
            <p>protected content</p>
          </RequireAuth>
        }
      />
    </Routes>,
    { route: url },
  );
  return store;
}

const { oAuthToken: _token, ...loginFields } = makeLogin({ firstName: 'Alicia' });
const profile = profileSchema.parse({ ...loginFields, email: null, tokenExpiresAt: Date.now() + 60_000 });

describe('RequireAuth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to the login page and remembers the deep link', async () => {
    renderGuarded('/customerInvoice/123?tab=2');
    expect(await screen.findByText('login page /login')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(RESUME_STORAGE_KEY)).toBe('/customerInvoice/123?tab=2');
  });

  it('checks a stored login with the server before showing anything', async () => {
    const { calls } = mockFetch({ 'GET /v2/profile': ok(profile) });
    window.localStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(makeLogin()));
    const store = renderGuarded('/dashboard');
    expect(screen.getByLabelText('Checking your session')).toBeInTheDocument();
    expect(await screen.findByText('protected content')).toBeInTheDocument();
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(store.getState().login?.firstName).toBe('Alicia');
  });

  it('removes a stored login the server refuses and goes to the login page', async () => {
    mockFetch({ 'GET /v2/profile': failure(401, 'You need to log in to do that.') });
    window.localStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(makeLogin()));
    renderGuarded('/company/42');
    expect(await screen.findByText('login page /login')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOGIN_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(RESUME_STORAGE_KEY)).toBe('/company/42');
  });

  it('remembers the page when the session expires', async () => {
    const store = createSessionStore(window.localStorage);
    store.signIn(makeLogin());
    renderGuarded('/people', store);
    expect(screen.getByText('protected content')).toBeInTheDocument();
    act(() => store.end('expired'));
    expect(await screen.findByText('login page /login')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(RESUME_STORAGE_KEY)).toBe('/people');
  });

  it('forgets the page after a logout', async () => {
    const store = createSessionStore(window.localStorage);
    store.signIn(makeLogin());
    renderGuarded('/people', store);
    act(() => store.end('logout'));
    expect(await screen.findByText('login page /login')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(RESUME_STORAGE_KEY)).toBeNull();
  });
});
