import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, mainMenu } from './helpers';

/** A person whom an admin asks to choose a new password is held on the security page until they do. */
test('a forced password reset sends the person to change it, then lets them in', async ({ page, request }) => {
  const api = async (method: 'post' | 'put', url: string, token: string, data: unknown) => {
    const res = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  const admin = (
    await (await request.post('/v3/login', { data: { username: 'acme.admin', password: DEMO_PASSWORD } })).json()
  ).data;
  const token = admin.oAuthToken.accessToken;
  const username = `reset.${Date.now()}`;
  const person = await api(
    'post',
    `/secure/party/company/${admin.companyId}/employee?positionName=Technical%20Contact`,
    token,
    {
      username,
      email: `${username}@acme.example`,
      firstName: 'Rita',
      lastName: 'Reset',
      password: 'Temporary1',
    },
  );
  const personId = person.personId ?? person.id;
  await api('put', `/secure/party/person/${personId}/forcePasswordReset`, token, { enabled: true });

  await page.goto('/#/customerServices');
  await logIn(page, username, 'Temporary1');
  await expect(page).toHaveURL(/#\/resetPassword$/);
  await expect(page.getByText('Please change your password before you continue.')).toBeVisible();

  await page.getByLabel('Current password').fill('Temporary1');
  await page.getByLabel('New password', { exact: true }).fill('Chosen2025');
  await page.getByLabel('Confirm new password').fill('Chosen2025');
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText('Password changed OK')).toBeVisible();
  await expect(page.getByText('Please change your password before you continue.')).toBeHidden();

  await mainMenu(page).getByRole('link', { name: 'Your network' }).click();
  await expect(page.getByRole('heading', { name: 'Your network' })).toBeVisible();
});
