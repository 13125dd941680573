import { expect, type Locator, type Page, test } from '@playwright/test';
import { SERVICE_MESSAGES } from '@portico/domain';
import { logIn, mainMenu } from './helpers';

// Decision 0075: what a service agent chooses under "Acting for" switches the whole portal.

const GLOBEX = 'Globex Cloud Ltd';

/** The switcher's company name is all there: not scrolled inside its box, and the box inside the screen. */
async function expectWholeName(switcher: Locator, name: string) {
  await expect(switcher).toHaveValue(name);
  const cut = await switcher.evaluate((input: HTMLInputElement) => {
    const box = input.getBoundingClientRect();
    return input.scrollWidth > input.clientWidth || box.left < 0 || box.right > document.documentElement.clientWidth;
  });
  expect(cut, `"${name}" is cut off`).toBe(false);
}

async function chooseCompany(page: Page, switcher: Locator, name: string) {
  await switcher.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expectWholeName(switcher, name);
}

/** The page's header names the company it works for. */
async function expectActingForGlobex(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Acting for ${GLOBEX}`, { exact: true })).toBeVisible();
}

test('an agent acting for Globex sees Globex everywhere and orders a Port that lands on its network', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/login');
  await logIn(page, 'agent');
  const switcher = page.getByRole('banner').getByLabel('Acting for', { exact: true });
  await expectWholeName(switcher, 'Northwind IT Services Ltd');
  await chooseCompany(page, switcher, GLOBEX);

  const menu = mainMenu(page);
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expectActingForGlobex(page, 'Dashboard');
  await expect(page.getByText(`${GLOBEX}: your services at a glance.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Services live' })).not.toHaveText(/^Services live0$/);

  await menu.getByRole('link', { name: 'Your network' }).click();
  await expectActingForGlobex(page, 'Your network');
  await expect(page.getByRole('link', { name: 'Globex London Edge' })).toBeVisible();

  await menu.getByRole('link', { name: 'Products' }).click();
  await expectActingForGlobex(page, 'Products');
  await expect(page.getByRole('link', { name: 'Globex Amsterdam Edge' })).toBeVisible();

  await menu.getByRole('link', { name: 'Order a Port' }).click();
  await expectActingForGlobex(page, 'Order a Port');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.click();
  await location.fill('Equinix SY1');
  await page
    .getByRole('option', { name: /Equinix SY1/ })
    .first()
    .click();
  await page.getByLabel('Service name').fill('E2E Globex port');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').filter({ hasText: SERVICE_MESSAGES.portCreated })).toBeVisible();
  // past NEW (hidden from every list) within a provisioning step
  await expect(page.getByLabel('Status of E2E Globex port')).not.toHaveText('NEW', { timeout: 30_000 });

  await menu.getByRole('link', { name: 'Your network' }).click();
  await expectActingForGlobex(page, 'Your network');
  await expect(page.getByRole('link', { name: 'E2E Globex port' })).toBeVisible();
});

test('on a phone the switcher heads the menu with its whole company name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/login');
  await logIn(page, 'agent');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  const switcher = mainMenu(page).getByLabel('Acting for', { exact: true });
  await expectWholeName(switcher, 'Northwind IT Services Ltd');
  await chooseCompany(page, switcher, GLOBEX);
});
