import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PRODUCT_ORDER_MESSAGES, SERVICE_KEY_MESSAGES } from '@portico/domain';
import { apiToken, logIn } from './helpers';

/*
 * The MVE and PXC orders and the staff's service key screen, in the built app, where the demo's provisioning steps
 * take their configured seconds.
 */
async function choose(page: Page, label: string, text: string) {
  const input = page.getByRole('combobox', { name: label }).or(page.getByRole('textbox', { name: label }));
  await input.first().click();
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

test('a customer orders an MVE of a size from the variants, sees the price, confirms and watches it go LIVE', async ({
  page,
}) => {
  const variants: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v3/product/mve/variants')) variants.push(request.url());
  });
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/orderMve');
  await expect(page.getByRole('heading', { name: 'Order an MVE' })).toBeVisible();
  await choose(page, 'Location', 'Equinix SY1');
  await choose(page, 'Size', 'MVE 4/16');
  await choose(page, 'Vendor image', 'Fortinet');
  await page.getByRole('textbox', { name: 'Service name' }).fill('Acme edge');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByRole('region', { name: 'Quote' }).or(page.getByLabel('Quote'))).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_ORDER_MESSAGES.mveCreated })).toBeVisible();
  await expect(page.getByLabel('Status of Acme edge')).toHaveText('LIVE', { timeout: 45_000 });
  // the sizes were read once, when the page started
  expect(variants).toHaveLength(1);
});

test('a customer orders a PXC between two ports at one location; two ports elsewhere are refused first', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/orderPxc');
  await expect(page.getByRole('heading', { name: 'Order a PXC' })).toBeVisible();
  await choose(page, 'First port', 'Acme Sydney Primary');
  await choose(page, 'Second port', 'Acme Melbourne \\(');
  await page.getByRole('textbox', { name: 'Service name' }).fill('Acme Sydney cross connect');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByText(PRODUCT_ORDER_MESSAGES.pxcSameLocation)).toBeVisible();
  await choose(page, 'Second port', 'Acme Sydney Edge');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByRole('region', { name: 'Quote' }).or(page.getByLabel('Quote'))).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_ORDER_MESSAGES.pxcCreated })).toBeVisible();
  await expect(page.getByLabel('Status of Acme Sydney cross connect')).toHaveText('LIVE', { timeout: 45_000 });
});

test('staff create a service key for a customer and deactivate it', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/adminServiceKey');
  await expect(page.getByRole('heading', { name: 'Service keys' })).toBeVisible();
  const picker = page.getByRole('textbox', { name: 'Company' }).or(page.getByRole('combobox', { name: 'Company' }));
  await picker.first().fill('Acme');
  await page.getByRole('option', { name: /Acme/ }).first().click();
  const table = page.getByRole('table', { name: 'Service keys' });
  // the demo key names Acme's first port: the new key is for the same port
  const port = (
    await table
      .getByRole('cell', { name: /\(\d+\)$/ })
      .first()
      .textContent()
  )?.match(/\((\d+)\)$/)?.[1];
  expect(port).toBeTruthy();
  await page.getByRole('textbox', { name: 'Port (service id)' }).fill(port!);
  await page.getByRole('textbox', { name: 'Maximum speed (Mbps)' }).fill('500');
  await page.getByRole('textbox', { name: 'Description' }).fill('For Globex');
  await page.getByRole('button', { name: 'Create service key' }).click();
  const created = page.getByRole('status').filter({ hasText: SERVICE_KEY_MESSAGES.created });
  await expect(created).toBeVisible();
  const key = (await created.textContent())!.split(': ')[1]!.trim();
  const row = table.getByRole('row').filter({ hasText: key });
  await expect(row).toContainText('For Globex');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate ${key}` }).click();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
});

/** Acme's supply with the Australian supplier, which bills its exchange-point service: made once, through the API. */
async function acmeAustraliaSupply(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff.admin')}` };
  const supplies = (await (await request.get('/secure/party/company/2001/supply', { headers })).json()).data;
  if ((supplies.items as { supplierId: number }[]).some((s) => s.supplierId === 808)) return;
  const created = await request.post('/secure/party/company/2001/supply', {
    headers,
    data: {
      supplierId: 808,
      companyLegalName: 'Acme Networks Pty Ltd',
      companyLegalIdentifier: '51 824 753 556',
      billingContactName: 'Accounts',
      billingContactEmail: 'billing@acme.example',
      country: 'AU',
    },
  });
  expect(created.ok()).toBe(true);
}

test('staff order an exchange-point service for a customer, billed as they give it', async ({ page, request }) => {
  await acmeAustraliaSupply(request);
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/adminOrderExchange');
  await expect(page.getByRole('heading', { name: 'Order an exchange-point service' })).toBeVisible();
  const picker = page.getByRole('textbox', { name: 'Company' }).or(page.getByRole('combobox', { name: 'Company' }));
  await picker.first().fill('Acme');
  await page.getByRole('option', { name: /Acme/ }).first().click();
  const form = page.getByRole('form', { name: 'Exchange-point order' });
  // a wrong amount is refused beside its field before anything is sent
  await form.getByRole('textbox', { name: 'Monthly charge' }).fill('12.345');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Please enter an amount with up to two decimals.')).toBeVisible();
  await choose(page, 'Supplier', 'AUD');
  await form.getByRole('textbox', { name: 'Description' }).fill('ECIX Frankfurt peering');
  await form.getByRole('textbox', { name: 'Monthly charge' }).fill('1,250.50');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_ORDER_MESSAGES.exchangeCreated })).toBeVisible();
  await expect(page.getByLabel('Status of ECIX Frankfurt peering')).toBeVisible();
});

test('a channel partner orders MegaDirect on its own port: the speed capped, the quote, then LIVE', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'partner.admin');
  await page.goto('/#/megaDirect');
  await expect(page.getByRole('heading', { name: 'MegaDirect' })).toBeVisible();
  await choose(page, 'Port', 'Umbrella Sydney Edge');
  const speed = page.getByRole('textbox', { name: 'Speed (Mbps)' });
  await speed.fill('5000');
  await expect(page.getByText('1 Gbps will be ordered (at most 1 Gbps)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Service name' }).fill('Umbrella direct');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByRole('region', { name: 'Quote' }).or(page.getByLabel('Quote'))).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_ORDER_MESSAGES.megaDirectCreated })).toBeVisible();
  await expect(page.getByLabel('Status of Umbrella direct')).toHaveText('LIVE', { timeout: 45_000 });
});
