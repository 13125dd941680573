import { expect, test } from '@playwright/test';
import { BILLABLE_MESSAGES, BILLABLE_UPKEEP_MESSAGES, NON_COMPLIANCE_WORDS } from '@portico/domain';
import { apiToken, logIn } from './helpers';

/**
 * Staff find a service nobody bills in a market and set up its billing (decision 0081): the billable is created not
 * activated, and the service leaves the unbilled list.
 */
test('staff set up the billing of a service nobody bills, and it leaves the unbilled list', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/unbilledServices');
  await expect(page.getByRole('heading', { name: 'Unbilled services' })).toBeVisible();

  // the Australian market's unbilled services
  await page.getByRole('combobox', { name: 'Supplier', exact: true }).click();
  await page.getByRole('option', { name: 'Australia (808)', exact: true }).click();
  await expect(page).toHaveURL(/#\/unbilledServices\/808$/);
  const table = page.getByRole('table');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Australia');
  const name = (await first.getByRole('link').first().textContent())!;

  await first.getByRole('button', { name: `Set up billing ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Set up billing of ${name}` });
  const form = dialog.getByRole('form', { name: 'Billing set-up' });
  // the admin defaults: setup 0, monthly 500, term 12
  await expect(form.getByLabel('Setup (AUD)')).toHaveValue('0.00');
  await expect(form.getByLabel('Monthly (AUD)')).toHaveValue('500.00');
  await form.getByLabel('Monthly (AUD)').fill('-5');
  await form.getByRole('button', { name: 'Set up billing' }).click();
  await expect(form.getByText(BILLABLE_MESSAGES.amountInvalid)).toBeVisible();
  await form.getByLabel('Monthly (AUD)').fill('1,234.50');
  await form.getByLabel('Bundle name').fill('E2E bundle');
  await form.getByRole('button', { name: 'Set up billing' }).click();
  await expect(dialog.getByText(BILLABLE_MESSAGES.setUp)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  await expect(page.getByText('Every service is billed.')).toBeVisible();
});

test('staff activate a new order’s billable, put it on month to month, add a charge, then kill its billing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // a Port of this journey's own, ordered by the customer: its billable is created not activated
  const name = `E2E billed Port ${Date.now()}`;
  const token = await apiToken(request, 'acme.admin');
  const placed = await request.post('/secure/order/port', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { companyId: 2001, productType: 'PORT', portSpeed: 1_000, locationId: 1, term: 12, serviceName: name },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  // billing is activated once the service runs
  const ordered = (await placed.json()).data.services[0].technicalServiceId as number;
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/secure/technicalservice/${ordered}`, { headers: { authorization: `Bearer ${token}` } })
          ).json()
        ).data.provisioningStatus,
      { timeout: 60_000 },
    )
    .toBe('LIVE');

  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/billingProducts');
  await expect(page.getByRole('heading', { name: 'Billing products' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search billables' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('NOT_ACTIVATED');
  await expect(row).toContainText('Acme Networks');

  await row.getByRole('button', { name: `Activate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Activate ${name}` });
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(row).toContainText('ACTIVE');
  await expect(row.getByRole('button', { name: `Activate ${name}` })).toHaveCount(0);

  // month to month from now, on the reset tool, by the service's id
  await page.goto('/#/resetToM2M');
  await page.getByRole('textbox', { name: 'Services' }).fill(` ${ordered} ,`);
  await page.getByRole('button', { name: 'Reset to month-to-month' }).click();
  await expect(page.getByRole('status').getByText('1 service reset to month-to-month')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reset' })).toContainText('ACTIVE → ROLLING');
  await page.goto('/#/billingProducts');
  await page.getByRole('searchbox', { name: 'Search billables' }).fill(name);
  await expect(row).toContainText('ROLLING');

  // a charge beside the price, on the product's billing detail
  await row.getByRole('link', { name }).first().click();
  const form = page.getByRole('form', { name: `New charge of ${name}` });
  await form.getByLabel('Name').fill('E2E cross connect');
  await form.getByLabel('Charge (AUD)').fill('150');
  await form.getByLabel('Start').fill('2026-12-01');
  await form.getByRole('button', { name: 'Add charge' }).click();
  await expect(page.getByRole('table', { name: `Charges of ${name}` })).toContainText(
    'E2E cross connectRecurringAUD 150.00',
  );
  await page.goto('/#/billingProducts');
  await page.getByRole('searchbox', { name: 'Search billables' }).fill(name);

  await row.getByRole('button', { name: `Kill billing ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Kill the billing of ${name}` })
    .getByRole('button', { name: 'Kill billing' })
    .click();
  await expect(row).toContainText('KILLED');
  await expect(row.getByRole('button')).toHaveCount(0);

  // its detail lists the killed billable; the service is unbilled again
  await row.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name: `Billing of ${name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Billables of the product' })).toContainText('KILLED');
  // its charge is kept, as the bills that charged it are; nothing more can be added
  await expect(page.getByRole('table', { name: `Charges of ${name}` })).toContainText('E2E cross connect');
  await expect(page.getByRole('form', { name: `New charge of ${name}` })).toHaveCount(0);
  await page.goto('/#/unbilledServices');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('staff find a LIVE service nobody bills among the mismatched billing and activate its billing', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/mismatchedBilling');
  await expect(page.getByRole('heading', { name: 'Mismatched billing' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Mismatch', exact: true }).click();
  await page
    .getByRole('option', { name: 'Not billed: the service is LIVE and its billing not activated', exact: true })
    .click();
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first).toContainText('Not billed: the service is LIVE');
  const name = (await first.getByRole('link').first().textContent())!;
  await first.getByRole('button', { name: `Activate ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Activate ${name}` })
    .getByRole('button', { name: 'Activate' })
    .click();
  // activated, it agrees with its service: it leaves the list
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('staff look for non-compliant billables, then open a billable to see its term and defunkify it', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/nonCompliantBillables');
  await expect(page.getByRole('heading', { name: 'Non-compliant billables' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rule broken', exact: true }).click();
  await page.getByRole('option', { name: NON_COMPLIANCE_WORDS.NO_SUPPLIER, exact: true }).click();
  // the demo bills every service in its market's supplier: none has no supplier
  await expect(page.getByText('Every billable keeps the billing rules.')).toBeVisible();

  await page.goto('/#/billingProducts');
  // a billable still billing (other journeys end some): an ended one has nothing left to put right
  const first = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByLabel('Billing ACTIVE', { exact: true }) })
    .first();
  const name = (await first.getByRole('link').first().textContent())!;
  await first.getByRole('link', { name }).click();
  const panel = page.getByRole('region', { name: `Term and contract: ${name}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('table', { name: `Term activity of ${name}` })).toBeVisible();
  await panel.getByRole('button', { name: `Defunkify ${name}` }).click();
  // either something was put right, or there was nothing to put right: both are said
  await expect(
    panel.getByText(BILLABLE_UPKEEP_MESSAGES.fixed).or(panel.getByText(BILLABLE_UPKEEP_MESSAGES.nothingToFix)),
  ).toBeVisible();
});
