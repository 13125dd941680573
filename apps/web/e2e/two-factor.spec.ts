import { expect, test } from '@playwright/test';
import { totpCode } from '@portico/domain';
import { DEMO_PASSWORD, logIn } from './helpers';

/**
 * A person sets up two-factor authentication and turns it off again, which needs a current code from the app or
 * the password. A new employee of its own, so that no other journey's login meets the codes.
 */
test('two-factor is turned on with a code and off only with a code or the password', async ({ page, request }) => {
  const admin = (
    await (await request.post('/v3/login', { data: { username: 'acme.admin', password: DEMO_PASSWORD } })).json()
  ).data;
  const username = `twofactor.${Date.now()}`;
  const created = await request.post(
    `/secure/party/company/${admin.companyId}/employee?positionName=Technical%20Contact`,
    {
      headers: { authorization: `Bearer ${admin.oAuthToken.accessToken}` },
      data: {
        username,
        email: `${username}@acme.example`,
        firstName: 'Toni',
        lastName: 'Token',
        password: 'Secret123',
      },
    },
  );
  expect(created.ok(), await created.text()).toBeTruthy();

  await page.goto('/#/login');
  await logIn(page, username, 'Secret123');
  // A new employee first chooses their own password, on the page where two-factor is set up too.
  await expect(page).toHaveURL(/#\/resetPassword$/);
  await page.getByLabel('Current password').fill('Secret123');
  await page.getByLabel('New password', { exact: true }).fill('Chosen2025');
  await page.getByLabel('Confirm new password').fill('Chosen2025');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed OK')).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secretBlock = page.getByText(/^[A-Z2-7]{16,}$/);
  const secret = (await secretBlock.textContent())?.trim() ?? '';
  await page.getByLabel('Verification code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication enabled')).toBeVisible();

  const off = page.getByRole('form', { name: 'Turn off two-factor authentication' });
  const code = off.getByLabel('Code from your app');
  const password = off.getByLabel('Or your password');

  // Neither given: told what to enter.
  await code.press('Enter');
  await expect(
    off.getByText('Enter a code from your authenticator app or your password to turn off two-factor authentication.'),
  ).toBeVisible();

  // A wrong password is refused and two-factor stays on.
  await password.fill('Secret123');
  await password.press('Enter');
  await expect(off.getByRole('alert')).toHaveText(
    'That password is not right, so two-factor authentication is still on.',
  );

  // The code that turned it on is spent; the app's next one turns it off.
  await code.fill(await totpCode(secret, Date.now() + 30_000));
  await code.press('Enter');
  await expect(page.getByText('Two-factor authentication disabled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
});
