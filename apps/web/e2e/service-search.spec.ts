import { expect, test } from '@playwright/test';
import { SERVICE_SEARCH_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/*
 * A customer finds one of the demo services by search and opens it; Your network shows the demo ports with the VXCs
 * that hang off them.
 */
test('a customer finds a service by search and opens it, and sees its ports with their VXCs', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/');
  await expect(page.getByRole('heading', { name: 'Service search' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Service search' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText(SERVICE_SEARCH_MESSAGES.criteriaRequired);
  await form.getByLabel('Search text').fill('sydney to melb');
  await form.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('table', { name: 'Services found' });
  await found.getByRole('link', { name: 'Sydney to Melbourne', exact: true }).click();
  await expect(page).toHaveURL(/#\/customerService\/vxc\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Sydney to Melbourne', exact: true })).toBeVisible();

  await page.goto('/#/customerServices');
  await expect(page.getByRole('heading', { name: 'Your network' })).toBeVisible();
  const network = page.getByRole('table', { name: 'Your network' });
  const port = network.getByRole('row').filter({ has: page.getByRole('link', { name: 'Acme Sydney Primary' }) });
  await expect(port).toBeVisible();
  // the VXC sits in the row right after its A-end port
  const next = port.locator('xpath=following-sibling::tr[1]');
  await expect(next.getByRole('link', { name: 'Sydney to Melbourne', exact: true })).toBeVisible();
  await expect(network.getByRole('link', { name: 'Acme Sydney Secondary' })).toBeVisible();
});
