import { MESSAGES } from '@portico/domain';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';
import { RESUME_STORAGE_KEY } from './resume';
import { session } from '../../lib/auth/session';
import { LOGIN_STORAGE_KEY } from '../../lib/auth/session-store';

function WhereAmI() {
  const location = useLocation();
  return <p>now at {`${location.pathname}${location.search}`}</p>;
}

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { route: '/login' },
  );
}

const socialConfig = ok({
  providers: [
    { provider: 'google', simulated: true },
    { provider: 'facebook', simulated: false },
  ],
});

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

describe('LoginPage', () => {
  beforeEach(() => {
    session.end('logout');
    session.clearEndReason();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for username and password without calling the server', async () => {
    const { calls } = mockFetch({ 'GET /v2/social/config': socialConfig });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loginEmpty);

    await userEvent.type(field('Username'), 'acme.admin');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loginEmpty);
    expect(calls.filter((call) => call.url.includes('/v3/login'))).toEqual([]);
  });

  it('shows the server’s MFA message and moves to the one-time password field', async () => {
    mockFetch({
      'GET /v2/social/config': socialConfig,
      'POST /v3/login': failure(401, MESSAGES.loginMfaRequired, '2FA', 'mfa_required'),
    });
    renderLogin();
    await userEvent.type(field('Username'), 'mfa.user');
    await userEvent.type(field('Password'), 'Portico1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginMfaRequired);
    expect(field('One-time password')).toHaveFocus();
  });

  it('stays put on any other failed login: it is the code, not the text, that asks for the one-time password', async () => {
    mockFetch({
      'GET /v2/social/config': socialConfig,
      'POST /v3/login': failure(401, MESSAGES.loginFailed, '2FA', 'unauthenticated'),
    });
    renderLogin();
    await userEvent.type(field('Username'), 'acme.admin');
    await userEvent.type(field('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    expect(field('One-time password')).not.toHaveFocus();
  });

  it('signs in, stores the login and resumes the remembered route', async () => {
    const { calls } = mockFetch({ 'GET /v2/social/config': socialConfig, 'POST /v3/login': ok(makeLogin()) });
    window.sessionStorage.setItem(RESUME_STORAGE_KEY, '/customerInvoice/123');
    renderLogin();
    await userEvent.type(field('Username'), ' acme.admin ');
    await userEvent.type(field('Password'), 'Portico1');
    await userEvent.type(field('One-time password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('now at /customerInvoice/123')).toBeInTheDocument();
    const login = calls.find((call) => call.url.endsWith('/v3/login'));
    expect(login?.body).toMatchObject({ username: 'acme.admin', password: 'Portico1', oneTimePassword: '123456' });
    expect(login?.headers.Authorization).toBeUndefined();
    expect(window.localStorage.getItem(LOGIN_STORAGE_KEY)).toContain('token-1');
    expect(window.sessionStorage.getItem(RESUME_STORAGE_KEY)).toBeNull();
  });

  it('lands on the dashboard when no page was asked for, not on the empty service search', async () => {
    mockFetch({
      'GET /v2/social/config': socialConfig,
      'POST /v3/login': ok(makeLogin({ permissions: { 'acme-uid': ['services', 'company_admin'] } })),
    });
    window.sessionStorage.setItem(RESUME_STORAGE_KEY, '/');
    renderLogin();
    await userEvent.type(field('Username'), 'acme.admin');
    await userEvent.type(field('Password'), 'Portico1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('now at /dashboard')).toBeInTheDocument();
  });

  it('lands someone without the dashboard on the first page of their menu', async () => {
    mockFetch({
      'GET /v2/social/config': socialConfig,
      'POST /v3/login': ok(makeLogin({ permissions: { 'acme-uid': ['financials'] } })),
    });
    renderLogin();
    await userEvent.type(field('Username'), 'acme.finance');
    await userEvent.type(field('Password'), 'Portico1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('now at /customerPayments')).toBeInTheDocument();
  });

  it('sends a person already signed in from the login page to their landing page', async () => {
    session.signIn(makeLogin({ companyId: 1, companyUid: 'staff-uid', permissions: { 'staff-uid': ['admin'] } }));
    mockFetch({ 'GET /v2/social/config': socialConfig });
    renderLogin();
    expect(await screen.findByText('now at /')).toBeInTheDocument();
    session.end('logout');
  });

  it('sends users whose company enforces two-factor to account security', async () => {
    mockFetch({
      'GET /v2/social/config': socialConfig,
      'POST /v3/login': ok(makeLogin({ companyEnforcedMFA: true, mfaEnabled: false })),
    });
    window.sessionStorage.setItem(RESUME_STORAGE_KEY, '/dashboard');
    renderLogin();
    await userEvent.type(field('Username'), 'acme.admin');
    await userEvent.type(field('Password'), 'Portico1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('now at /resetPassword')).toBeInTheDocument();
  });

  it('offers simulated social sign-in and disables providers that are not configured', async () => {
    const { calls } = mockFetch({
      'GET /v2/social/config': socialConfig,
      'POST /simulator/social/google/token': ok({ idToken: 'id-token-value', accessToken: 'access' }),
      'POST /v2/social/login/google': ok(makeLogin({ permissions: { 'acme-uid': ['services'] } })),
    });
    renderLogin();
    const facebook = screen.getByRole('button', { name: 'Sign in with Facebook' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Sign in with LinkedIn' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await userEvent.type(await screen.findByLabelText('E-mail'), 'alice@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('now at /dashboard')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/v2/social/login/google'))?.body).toMatchObject({
      idToken: 'id-token-value',
      accessToken: 'access',
    });
  });
});
