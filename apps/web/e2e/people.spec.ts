import { expect, type Page, test } from '@playwright/test';
import { logIn } from './helpers';

/** Picks an option of a Mantine select by the select's label. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  // a required field's label ends with Mantine's asterisk
  await scope.getByLabel(new RegExp(`^${label}( \\*)?$`)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/login');
});

test('a company admin adds an employee, changes the position, sets a new primary e-mail and cannot delete it', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const username = `e2e.${suffix}`;
  const first = 'Erin';
  const last = `Tester${suffix}`;
  const secondEmail = `erin.${suffix}@second.example`;

  await logIn(page, 'acme.admin');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/customerEmployees');
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employees of Acme Networks Pty Ltd' })).toContainText('acme.viewer');

  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  // Submitting empty shows the rules before anything is sent.
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByText('Please enter unique username and emails...')).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@people.example`);
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('First password').fill('Welcome1');
  await expect(dialog.getByLabel(/^Position/)).toHaveValue('Technical Contact');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('New employee added');

  await page.getByLabel('Search employees').fill(last);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('Technical Contact');
  await row.getByRole('button', { name: `Edit ${first} ${last}` }).click();

  const drawer = page.getByRole('dialog', { name: `${first} ${last}` });
  const position = drawer.getByRole('region', { name: 'Position and security role' });
  await choose(page, position, 'Position', 'Billing Contact');
  await position.getByRole('button', { name: 'Change position' }).click();
  await expect(position.getByRole('status')).toHaveText('Position changed OK');

  const emails = drawer.getByRole('region', { name: 'E-mail addresses' });
  await emails.getByLabel('New e-mail address').fill(secondEmail);
  await emails.getByRole('button', { name: 'Add e-mail' }).click();
  await expect(emails.getByRole('row', { name: new RegExp(secondEmail) })).toBeVisible();
  await emails.getByRole('button', { name: `Make ${secondEmail} primary` }).click();
  await expect(emails.getByRole('row', { name: new RegExp(secondEmail) })).toContainText('Primary');
  await emails.getByRole('button', { name: `Delete ${secondEmail}` }).click();
  await expect(emails.getByRole('alert')).toHaveText('You cannot delete primary email');
  await expect(emails.getByRole('row', { name: new RegExp(secondEmail) })).toBeVisible();

  // The list behind the drawer shows the new position and primary address.
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Billing Contact');
  await expect(row).toContainText(secondEmail);
});

test('a service agent switches company in the header and sees its employees', async ({ page }) => {
  await logIn(page, 'agent');
  await expect(page).toHaveURL(/#\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header.getByLabel('Acting for', { exact: true })).toHaveValue('Northwind IT Services Ltd');

  await choose(page, header, 'Acting for', 'Globex Cloud Ltd');
  await expect(header.getByLabel('Acting for', { exact: true })).toHaveValue('Globex Cloud Ltd');
  await header.getByRole('link', { name: 'Employees' }).click();

  await expect(page.getByText('Acting for Globex Cloud Ltd', { exact: true })).toBeVisible();
  await expect(page.getByText('Globex Cloud Ltd, which employs you virtually')).toBeVisible();
  const table = page.getByRole('table', { name: 'Employees of Globex Cloud Ltd' });
  await expect(table).toContainText('mfa.user');
  await expect(table).not.toContainText('acme.admin');
  // A virtual employee looks but does not manage.
  await expect(page.getByRole('button', { name: 'Add employee' })).toHaveCount(0);

  // The choice belongs to the session: it survives a reload and is forgotten at logout.
  await page.reload();
  await expect(header.getByLabel('Acting for', { exact: true })).toHaveValue('Globex Cloud Ltd');
  await page.getByRole('button', { name: 'Log out' }).click();
  expect(await page.evaluate(() => window.localStorage.getItem('portico.actingCompany'))).toBeNull();
});

test('a company admin cannot see the employees of another company', async ({ page }) => {
  await logIn(page, 'acme.admin');
  await expect(page).toHaveURL(/#\/dashboard$/);
  // No switcher: acme.admin acts for Acme only.
  await expect(page.getByRole('banner').getByLabel('Acting for', { exact: true })).toHaveCount(0);
  const response = await page.evaluate(async () => {
    const login = JSON.parse(window.localStorage.getItem('portico.login') ?? '{}');
    const res = await fetch('/secure/party/company/2002/employee', {
      headers: { Authorization: `Bearer ${login.oAuthToken.accessToken}` },
    });
    return res.status;
  });
  expect(response).toBe(403);
});
