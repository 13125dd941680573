import { MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { session } from '../../lib/auth/session';
import { SecurityPage } from './security-page';

const mfaOff = ok({ mfaEnabled: false, companyEnforcedMFA: false });
const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

function renderPage(login = makeLogin()) {
  session.signIn(login);
  return renderWithProviders(<SecurityPage />, { route: '/resetPassword', login });
}

describe('SecurityPage', () => {
  beforeEach(() => session.end('logout'));
  afterEach(() => vi.unstubAllGlobals());

  it('checks the new password with the spec rules before calling the server', async () => {
    const { calls } = mockFetch({ 'GET /v2/mfa': mfaOff });
    renderPage();
    await userEvent.type(input('Current password'), 'Portico1');
    await userEvent.type(input('New password'), 'short');
    await userEvent.type(input('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(MESSAGES.passwordPolicy)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/secure/password/change'))).toBe(false);
  });

  it('changes the password and says so', async () => {
    const { calls } = mockFetch({
      'GET /v2/mfa': mfaOff,
      'POST /secure/password/change': ok(null, MESSAGES.passwordChanged),
    });
    renderPage();
    await userEvent.type(input('Current password'), 'Portico1');
    await userEvent.type(input('New password'), 'Portico2');
    await userEvent.type(input('Confirm new password'), 'Portico2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordChanged);
    expect(calls.find((call) => call.url.endsWith('/secure/password/change'))?.body).toEqual({
      passwordCurrent: 'Portico1',
      passwordNew: 'Portico2',
    });
    expect(input('Current password')).toHaveValue('');
  });

  it('shows the server’s refusal next to the form', async () => {
    mockFetch({
      'GET /v2/mfa': mfaOff,
      'POST /secure/password/change': failure(400, MESSAGES.passwordChangeFailed),
    });
    renderPage();
    await userEvent.type(input('Current password'), 'wrong');
    await userEvent.type(input('New password'), 'Portico2');
    await userEvent.type(input('Confirm new password'), 'Portico2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordChangeFailed);
  });

  it('enrols in two-factor authentication with a code from the app', async () => {
    let enabled = false;
    const { calls } = mockFetch({
      'GET /v2/mfa': () => ok({ mfaEnabled: enabled, companyEnforcedMFA: true }),
      'POST /v2/mfa/enrol': ok({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Portico:acme.admin?secret=JBSWY3DPEHPK3PXP',
      }),
      'POST /v2/mfa/verify': (call) => {
        if ((call.body as { oneTimePassword: string }).oneTimePassword !== '123456') {
          return failure(400, MESSAGES.mfaInvalidCode);
        }
        enabled = true;
        return ok(null, MESSAGES.mfaEnrolled);
      },
    });
    renderPage(makeLogin({ companyEnforcedMFA: true, mfaEnabled: false }));
    expect(screen.getByText(MESSAGES.mfaEnrolmentRequired)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.type(input('Verification code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(screen.getByText('Enter the 6-digit code from your app')).toBeInTheDocument();

    await userEvent.clear(input('Verification code'));
    await userEvent.type(input('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(MESSAGES.mfaInvalidCode)).toBeInTheDocument();

    await userEvent.clear(input('Verification code'));
    await userEvent.type(input('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(MESSAGES.mfaEnrolled)).toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(session.getState().login?.mfaEnabled).toBe(true);
    // The company's policy keeps it on.
    expect(screen.getByText(MESSAGES.mfaDisabledByPolicy)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor authentication' })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/v2/mfa/verify'))).toHaveLength(2);
  });

  it('turns two-factor off only with a code or the password, typed and sent with Enter', async () => {
    let enabled = true;
    const { calls } = mockFetch({
      'GET /v2/mfa': () => ok({ mfaEnabled: enabled, companyEnforcedMFA: false }),
      'DELETE /v2/mfa': (call) => {
        const proof = call.body as { oneTimePassword?: string; password?: string };
        if (proof.password !== undefined && proof.password !== 'Portico1')
          return failure(400, MESSAGES.mfaDisablePasswordWrong);
        if (proof.oneTimePassword !== undefined && proof.oneTimePassword !== '654321')
          return failure(400, MESSAGES.mfaInvalidCode);
        enabled = false;
        return ok(null, MESSAGES.mfaDisabled);
      },
    });
    renderPage(makeLogin({ mfaEnabled: true }));
    const codeField = await screen.findByLabelText('Code from your app', { selector: 'input' });
    const passwordField = input('Or your password');
    const deletes = () => calls.filter((call) => call.method === 'DELETE');

    // Neither: told what to enter, nothing sent.
    await userEvent.type(codeField, '{Enter}');
    expect(await screen.findByText(MESSAGES.mfaDisableProofRequired)).toBeInTheDocument();
    expect(deletes()).toHaveLength(0);

    await userEvent.type(passwordField, 'Wrong123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.mfaDisablePasswordWrong);
    expect(deletes().at(-1)?.body).toEqual({ password: 'Wrong123' });
    expect(screen.getByText('On')).toBeInTheDocument();

    await userEvent.type(codeField, '654321{Enter}');
    expect(await screen.findByText(MESSAGES.mfaDisabled)).toBeInTheDocument();
    expect(deletes().at(-1)?.body).toEqual({ oneTimePassword: '654321' });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(session.getState().login?.mfaEnabled).toBe(false);
  });
});
