import { expect, type Page, test } from '@playwright/test';
import { PRICE_LOOKUP_MESSAGES, SERVICE_CHANGE_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/** Chooses an option of a searchable Mantine select by typing part of its label. */
async function choose(page: Page, label: string, text: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

test('a customer orders a Port with a promo code, sees the quote, confirms and watches it go LIVE', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/orderPort');
  await expect(page.getByRole('heading', { name: 'Order a Port' })).toBeVisible();

  // the form's own rules first, in the domain's words
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByText(SERVICE_MESSAGES.locationRequired)).toBeVisible();
  await expect(page.getByText(SERVICE_MESSAGES.nameRequired)).toBeVisible();

  await choose(page, 'Location', 'Equinix SY1');
  await page.getByLabel('Service name').fill('E2E Sydney port');
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Get a quote' }).click();

  const quote = page.getByRole('region', { name: 'Quote' }).or(page.getByLabel('Quote', { exact: true }));
  await expect(quote).toBeVisible();
  // what the promo does over its whole term, on the line and in the total, in the words the invoice will use
  const amount = String.raw`AUD [\d,]+\.\d\d`;
  await expect(
    quote.getByText(
      new RegExp(`^WELCOME10: 10% off for 12 months: ${amount} a month for 12 months, then ${amount} a month$`),
    ),
  ).toBeVisible();
  await expect(
    quote.getByText(new RegExp(`^${amount} a month for 12 months, then ${amount} a month; setup ${amount}$`)),
  ).toBeVisible();
  await expect(quote.getByText(`WELCOME10: ${PRICE_LOOKUP_MESSAGES.promoOncePerOrder}`)).toBeVisible();
  await expect(quote.getByText(/Total AUD/)).toBeVisible();

  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').filter({ hasText: SERVICE_MESSAGES.portCreated })).toBeVisible();
  const status = page.getByLabel('Status of E2E Sydney port');
  await expect(status).toBeVisible();
  // the simulator takes it NEW → DEPLOYABLE → CONFIGURED → LIVE; the page polls, no reload
  await expect(status).toHaveText('LIVE', { timeout: 45_000 });
  await expect(page.getByText('Every service of this order is live.')).toBeVisible();
});

test('a staff admin orders a LAG for a customer, sees LAG Order Created OK, then adds two ports to it', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/adminOrderPort');
  await expect(page.getByRole('heading', { name: 'Order a Port for a customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get a quote' })).toBeDisabled();

  const company = page.getByRole('combobox', { name: 'Company' });
  await company.fill('Initech');
  await page.getByRole('option', { name: /^Initech Data Inc \(2003\)/ }).click();

  await page.getByText('LAG', { exact: true }).click();
  await page.getByLabel('Ports in the LAG').fill('3');
  await choose(page, 'Location', 'Equinix SY1');
  // staff also get the 15 and 18 month terms
  await page.getByRole('combobox', { name: 'Term' }).click();
  await page.getByRole('option', { name: '18 months', exact: true }).click();
  await page.getByLabel('Service name').fill('E2E Initech LAG');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByLabel('Quote', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'LAG Order Created OK' })).toBeVisible();
  await expect(page.getByLabel(/^Status of E2E Initech LAG #/)).toHaveCount(3);

  // then grows it from a port's page, once provisioning has taken it past NEW
  await expect(page.getByLabel('Status of E2E Initech LAG #2')).not.toHaveText('NEW', { timeout: 30_000 });
  await page.getByRole('link', { name: 'E2E Initech LAG #2' }).click();
  const lag = page.getByRole('region', { name: 'LAG ports' });
  await expect(lag.getByText('3 of 8 ports')).toBeVisible();
  const add = lag.getByRole('form', { name: 'Add ports' });
  await add.getByLabel('Ports to add').fill('6');
  await add.getByRole('button', { name: 'Add ports' }).click();
  await expect(add.getByText(SERVICE_MESSAGES.lagFull)).toBeVisible();
  await add.getByLabel('Ports to add').fill('2');
  await add.getByLabel('Ports to add').press('Enter');
  await expect(add.getByRole('status')).toHaveText(SERVICE_CHANGE_MESSAGES.accepted);
  await expect(lag.getByText('5 of 8 ports')).toBeVisible();
  await expect(lag.getByRole('link', { name: 'E2E Initech LAG #5' })).toBeVisible();
});
