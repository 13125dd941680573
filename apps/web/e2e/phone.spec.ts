import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAmountsReadable, logIn } from './helpers';

/** The width of a common phone (iPhone 12 to 15) in CSS pixels. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/#/login');
});

/** A small phone (the spec's 360 × 740 check): the narrowest screen a quote must be read on. */
const SMALL_PHONE = { width: 360, height: 740 };

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScrolling(page: Page) {
  const width = page.viewportSize()?.width ?? PHONE.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Chooses an option of a searchable Mantine select by typing part of its label. */
async function choose(page: Page, scope: Page | Locator, label: string, text: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
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

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: SMALL_PHONE });

  test('a customer reads every amount of a quote: list price, term discount, promo credit and totals', async ({
    page,
  }) => {
    await logIn(page, 'acme.admin');
    await page.goto('/#/quote');
    const port = page.getByRole('group', { name: 'Item 1' });
    await choose(page, port, 'Location', 'Equinix SY1');
    await port.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: '36 months', exact: true }).click();
    await page.getByRole('button', { name: 'Add another item' }).click();
    const vxc = page.getByRole('group', { name: 'Item 2' });
    await vxc.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: 'VXC', exact: true }).click();
    await choose(page, vxc, 'A-end location', 'Equinix SY1');
    await choose(page, vxc, 'B-end location', 'Equinix ME1');
    await page.getByRole('textbox', { name: 'Promo code' }).fill('CREDIT500');
    await page.getByRole('button', { name: 'Price it' }).click();

    const quote = page.getByRole('region', { name: 'Quote' });
    await expect(quote.getByText(/^Monthly AUD [\d,.]+ ex-GST$/)).toBeVisible();
    for (const step of ['List price', '36-month term', 'AUD credit'])
      await expect(quote.getByText(step, { exact: true })).toBeVisible();
    await expectAmountsReadable(quote);
    await expectNoSidewaysScrolling(page);
  });

  test("a customer reads every amount of a Port order's price before confirming", async ({ page }) => {
    await logIn(page, 'acme.admin');
    await page.goto('/#/orderPort');
    await choose(page, page, 'Location', 'Equinix SY1');
    await page.getByLabel('Service name').fill('E2E phone port');
    await page.getByLabel('Promo code').fill('PORTMONTH3');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    const quote = page.getByLabel('Quote', { exact: true });
    await expect(quote.getByText(/Total AUD/)).toBeVisible();
    // what the promo does over its term, in the invoice's words (one line, and the order's total)
    await expect(
      quote.getByText(/^PORTMONTH3: 3 months free: free for 3 months, then AUD [\d,]+\.\d\d a month$/),
    ).toBeVisible();
    await expect(
      quote.getByText(/^free for 3 months, then AUD [\d,]+\.\d\d a month; setup AUD [\d,]+\.\d\d$/),
    ).toBeVisible();
    await expectAmountsReadable(quote);
    await expectNoSidewaysScrolling(page);
  });

  test("staff read every amount of a customer's LAG order price", async ({ page }) => {
    await logIn(page, 'staff.admin');
    await page.goto('/#/adminOrderPort');
    await page.getByRole('combobox', { name: 'Company' }).fill('Initech');
    await page.getByRole('option', { name: /^Initech Data Inc \(2003\)/ }).click();
    await page.getByText('LAG', { exact: true }).click();
    await page.getByLabel('Ports in the LAG').fill('3');
    await choose(page, page, 'Location', 'Equinix SY1');
    await page.getByLabel('Service name').fill('E2E phone LAG');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    const quote = page.getByLabel('Quote', { exact: true });
    await expect(quote.getByText('Port 3 · 10 Gbps · 12 months')).toBeVisible();
    await expectAmountsReadable(quote);
    await expectNoSidewaysScrolling(page);
  });
});
