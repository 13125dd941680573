import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

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

/** An amount of money as the one formatter writes it: 'AUD 1,080.00', '-AUD 2.70', '€45.00', 'JPY 12,000'. */
const AMOUNT = /-?(?:[A-Z]{3} |€)\d[\d,]*(?:\.\d+)?/g;

/**
 * Every amount of money in `region` can be read where it is: all of it inside the screen's width, not cut off by a
 * box around it that hides or scrolls what overflows it, and on one line. Fails, listing them, on any that is not,
 * and when the region shows no amount at all (a check that saw nothing proves nothing).
 */
export async function expectAmountsReadable(region: Locator) {
  const { seen, unreadable } = await region.evaluate((root, source) => {
    const amount = new RegExp(source, 'g');
    const bad: string[] = [];
    let count = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        count++;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const outside = (box: { left: number; right: number }) =>
          rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5);
        let why = rects.length > 1 ? 'broken over lines' : null;
        if (!why && outside({ left: 0, right: document.documentElement.clientWidth })) why = 'past the screen';
        for (let box = node.parentElement; !why && box && box !== document.documentElement; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible' && outside(box.getBoundingClientRect()))
            why = 'cut off by its box';
        }
        if (why) bad.push(`${match[0]}: ${why}`);
      }
    }
    return { seen: count, unreadable: bad };
  }, AMOUNT.source);
  expect(seen, 'amounts of money in the region').toBeGreaterThan(0);
  expect(unreadable).toEqual([]);
}
