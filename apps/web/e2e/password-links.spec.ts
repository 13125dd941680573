import { expect, type APIRequestContext, test } from '@playwright/test';
import { MESSAGES } from '@portico/domain';
import { DEMO_PASSWORD, logIn } from './helpers';

async function token(request: APIRequestContext, username: string) {
  const res = await request.post('/v3/login', { data: { username, password: DEMO_PASSWORD } });
  return (await res.json()).data.oAuthToken.accessToken as string;
}

/** The set-password link of the newest mail to an address, read from the mail simulator's outbox (staff only). */
async function linkFromMail(request: APIRequestContext, staff: string, to: string, kind: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await request.get('/simulator/mail/messages', {
      params: { to },
      headers: { authorization: `Bearer ${staff}` },
    });
    const mail = ((await res.json()).data as { kind: string; text: string }[]).find((m) => m.kind === kind);
    const link = mail && /(http\S+#\/setPassword\?token=\S+)/.exec(mail.text)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

test('a new employee without a password chooses one from the welcome mail, and later resets it', async ({
  page,
  request,
}) => {
  const staff = await token(request, 'staff.admin');
  const admin = await token(request, 'acme.admin');
  const username = `invitee.${Date.now()}`;
  const email = `${username}@acme.example`;
  const added = await request.post('/secure/party/company/2001/employee', {
    headers: { authorization: `Bearer ${admin}` },
    data: { username, email, firstName: 'Ivy', lastName: 'Invitee' },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // Welcome link: choose the first password, then log in with it.
  await page.goto(new URL(await linkFromMail(request, staff, email, 'welcome')).hash.replace(/^/, '/'));
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(MESSAGES.passwordPolicy)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Invited123');
  await page.getByLabel('Confirm new password').fill('Invited123');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(MESSAGES.passwordSet)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the login page' }).click();
  await logIn(page, username, 'Invited123');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  // Forgot it: the login page's link mails a new one.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Username or e-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(MESSAGES.passwordLinkSent)).toBeVisible();
  await page.goto(new URL(await linkFromMail(request, staff, email, 'password-reset')).hash.replace(/^/, '/'));
  await page.getByLabel('New password', { exact: true }).fill('Remembered9');
  await page.getByLabel('Confirm new password').fill('Remembered9');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(MESSAGES.passwordSet)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the login page' }).click();
  await logIn(page, username, 'Remembered9');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
