import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.goto('/#/login');
});

/** Registers a new company through the two-step dialog; answers its id from the supply page it lands on. */
async function registerCompany(page: Page, suffix: string): Promise<number> {
  await page.goto('/#/company');
  await page.getByRole('button', { name: 'Register company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register company' });

  // Nothing filled in: the spec's message
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.mandatoryFields);

  await dialog.getByLabel('Legal name').fill(`E2E ${suffix} Pty Ltd`);
  await dialog.getByLabel('Trading name').fill(`E2E ${suffix}`);
  await dialog.getByLabel('Company email').fill(`accounts@${suffix}.example`);
  await dialog.getByLabel('Company phone').fill('+61 2 5550 0000');
  // the country is chosen by name from the ISO list
  await dialog.getByLabel('Country').fill('Austral');
  await page.getByRole('option', { name: 'Australia (AU)' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Endtoend');
  await dialog.getByLabel('Username').fill(`erin.${suffix}`);
  // the administrator's e-mail must differ from the company's
  await dialog.getByLabel('Administrator email').fill(`accounts@${suffix}.example`);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText(MESSAGES.adminEmailSameAsCompany)).toBeVisible();
  await dialog.getByLabel('Administrator email').fill(`erin@${suffix}.example`);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/#\/companySupply\/\d+\?registered=1$/);
  const id = Number(/companySupply\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

test('staff register a company, are sent to add its supply, and save it once the ABN is valid', async ({ page }) => {
  test.slow(); // a registration, a supply refused then saved, a search, an export and the company page
  await logIn(page, 'staff.admin');
  await expect(page).toHaveURL(/#\/$/);
  const suffix = `reg${Date.now()}`;
  await registerCompany(page, suffix);
  await expect(page.getByText(MESSAGES.addSupplyPrompt)).toBeVisible();

  // ...and add it: a wrong ABN is refused, a valid one saves
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'Australia (AUD)' }).click();
  await page.getByRole('button', { name: 'Add supply' }).click();
  const supply = page.getByRole('form', { name: 'Australia supply' });
  await expect(supply.getByLabel('Legal name')).toHaveValue(`E2E ${suffix} Pty Ltd`);
  await supply.getByLabel('Legal identifier').fill('51 824 753 557');
  await supply.getByLabel('Billing contact e-mails').fill(`billing@${suffix}.example`);
  await supply.getByRole('button', { name: 'Create supply' }).click();
  await expect(supply.getByText(MESSAGES.invalidAbn)).toBeVisible();
  await supply.getByLabel('Legal identifier').fill('51 824 753 556');
  await supply.getByRole('button', { name: 'Create supply' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.supplyCreated })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Supplies' }).getByRole('row').filter({ hasText: 'Australia' }),
  ).toContainText('ABN 51 824 753 556');

  // the new company is found by the search, and its row opens the company page
  await page.goto('/#/company');
  await page.getByLabel('Search companies').fill(suffix);
  const row = page.getByRole('row', { name: new RegExp(`E2E ${suffix} Pty Ltd`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row')).toHaveCount(2);

  // the CSV export holds the filtered rows, built by the server
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('companies.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toMatch(/^companyId,legalName,/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`E2E ${suffix} Pty Ltd`);

  await row.click();
  await expect(page.getByRole('heading', { name: `E2E ${suffix} Pty Ltd` })).toBeVisible();
});

test('staff convert a direct customer to a partner through the confirmation', async ({ page }) => {
  test.slow(); // a registration, a conversion and the history: a long journey
  await logIn(page, 'staff.admin');
  await expect(page).toHaveURL(/#\/$/);
  const id = await registerCompany(page, `ptn${Date.now()}`);

  await page.goto(`/#/company/${id}`);
  const section = page.getByRole('region', { name: 'Account type' });
  await section.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Partner', exact: true }).click();
  await section.getByRole('button', { name: 'Change account type' }).click();

  const confirm = page.getByRole('dialog', { name: 'Change to partner' });
  await expect(confirm).toContainText(MESSAGES.partnerConfirm);
  await confirm.getByRole('button', { name: 'Change to partner' }).click();

  await expect(section.getByRole('status')).toHaveText(MESSAGES.updatedSuccessfully);
  await expect(section.getByText(MESSAGES.accountTypeNotEditable)).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Account type' })).toBeDisabled();
  await expect(section.getByRole('combobox', { name: 'Account type' })).toHaveValue('Partner');
  // tab 2 is now the partner tab
  await expect(page.getByRole('tab', { name: 'Partner' })).toBeVisible();

  // the change is in the company's history
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('row', { name: /Account type changed/ })).toBeVisible();
});

test("a customer cannot open another company's page, but edits the own company profile", async ({ page }) => {
  await logIn(page, 'acme.admin');
  await expect(page).toHaveURL(/#\/dashboard$/);

  await page.goto('/#/company/2002');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(page.getByText('Globex')).toHaveCount(0);

  await page.goto('/#/customerProfile');
  await expect(page.getByRole('heading', { name: 'Company profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Company details' });
  await expect(form.getByLabel('Legal name')).toHaveValue('Acme Networks Pty Ltd');
  // the provider's fields are not editable here
  await expect(form.getByRole('combobox', { name: 'Client category' })).toBeDisabled();

  const description = `Profile edited by the e2e run ${Date.now()}`;
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.updatedSuccessfully);
  await page.reload();
  // a reload loads the app and the page's chunk afresh: slower than a click on a busy machine
  await expect(page.getByRole('form', { name: 'Company details' }).getByLabel('Description')).toHaveValue(description, {
    timeout: 30_000,
  });
});
