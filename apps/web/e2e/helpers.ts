import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Every demo user's published password (see the API's demo seed). */
export const DEMO_PASSWORD = 'Portico1';

export function loginFields(page: Page) {
  // exact: "Password" must not also match "One-time password".
  return {
    username: page.getByLabel('Username', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    oneTimePassword: page.getByLabel('One-time password', { exact: true }),
    submit: page.getByRole('button', { name: 'Log in' }),
  };
}

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD, oneTimePassword?: string) {
  const fields = loginFields(page);
  await fields.username.fill(username);
  await fields.password.fill(password);
  if (oneTimePassword !== undefined) await fields.oneTimePassword.fill(oneTimePassword);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v3/login');
  await fields.submit.click();
  // A successful login leaves the login page once the app behind it has loaded: wait for that, as a person would,
  // so that a test's next navigation is not overtaken by the login's own. A refused one stays on the login page.
  if ((await answer).ok()) await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The section buttons of the menu, by their exact label. */
export function menuSection(page: Page, name: string) {
  return mainMenu(page).getByRole('button', { name, exact: true });
}

export async function expectLoginPage(page: Page) {
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** A demo user's bearer token, for a journey's set-up through the API. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/v3/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.oAuthToken.accessToken as string;
}
