import { expect, type Page, test } from '@playwright/test';
import { logIn } from './helpers';

/** The width of a common phone (iPhone 12 to 15) in CSS pixels. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/#/login');
});

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScrolling(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The element is on the screen, all of it, without scrolling sideways. */
async function expectWithinScreen(page: Page, element: ReturnType<Page['locator']>) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = await element.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
}

test('on a phone, staff see the companies list without sideways scrolling, and a row opens the company', async ({
  page,
}) => {
  await logIn(page, 'staff.admin');
  await page.goto('/#/company');
  const table = page.getByRole('table', { name: 'Companies' });
  const row = table.getByRole('row', { name: /Acme Networks Pty Ltd/ });
  await expect(row).toBeVisible();
  // the key columns stay, the secondary ones make way
  await expect(table.getByRole('columnheader', { name: 'Legal name' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeHidden();
  await expectNoSidewaysScrolling(page);
  // the status badge is whole, never cut to "ACTI…"
  const badge = row.getByText('Active', { exact: true });
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // the row is the action: all of it is on the screen, and it opens the company
  await expectWithinScreen(page, row);
  await row.click();
  await expect(page.getByRole('heading', { name: 'Acme Networks Pty Ltd', level: 1 })).toBeVisible();
  await expectNoSidewaysScrolling(page);
});

test("on a phone, a company admin sees the employees and each row's Edit button without sideways scrolling", async ({
  page,
}) => {
  await logIn(page, 'acme.admin');
  await page.goto('/#/customerEmployees');
  const table = page.getByRole('table', { name: 'Employees of Acme Networks Pty Ltd' });
  const row = table.getByRole('row', { name: /acme\.viewer/ });
  await expect(row).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Primary e-mail' })).toBeHidden();
  await expectNoSidewaysScrolling(page);

  const edit = row.getByRole('button', { name: 'Edit Victor Viewer' });
  await expectWithinScreen(page, edit);
  await edit.click();
  await expect(
    page.getByRole('dialog', { name: 'Victor Viewer' }).getByRole('region', { name: 'Settings' }),
  ).toBeVisible();
  await expectNoSidewaysScrolling(page);
});
