import { expect, type Locator, type Page, test } from '@playwright/test';
import { IX_MESSAGES, ixRateLimitAbovePortMessage, totpCode, VXC_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

const MFA_SECRET = process.env.PORTICO_MFA_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillVxc(page: Page, form: Locator, b: string, vlans: [string, string], name: string) {
  await choose(page, form, 'A end', 'Acme Sydney Primary, NSW (AU)');
  await choose(page, form, 'B end', b);
  await choose(page, form, 'Speed', '500 Mbps');
  await form.getByRole('textbox', { name: 'A end VLAN' }).fill(vlans[0]);
  await form.getByRole('textbox', { name: 'B end VLAN' }).fill(vlans[1]);
  await form.getByLabel('Service name').fill(name);
}

test('a customer orders a VXC between its two Ports with a promo code, sees the quote and watches it reach LIVE', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/orderVxc');
  await expect(page.getByRole('heading', { name: 'Order a VXC' })).toBeVisible();
  const form = page.getByRole('form', { name: 'VXC order' });

  // a VLAN already held on the Port is refused on blur, kept as typed, and free ones offered to click
  await choose(page, form, 'A end', 'Acme Sydney Primary, NSW (AU)');
  await form.getByRole('textbox', { name: 'A end VLAN' }).fill('100');
  await form.getByRole('textbox', { name: 'B end VLAN' }).focus();
  await expect(form.getByText(VXC_MESSAGES.vlanTaken, { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'A end VLAN' })).toHaveValue('100');
  await expect(form.getByRole('group', { name: 'Free VLANs for A end VLAN' }).getByRole('button')).not.toHaveCount(0);

  await fillVxc(page, form, 'Acme Melbourne, VIC (AU)', ['1501', '1502'], 'E2E Sydney to Melbourne');
  await form.getByLabel('Promo code').fill('WELCOME10');
  await form.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByLabel('Quote');
  await expect(quote.getByText('Your price')).toBeVisible();
  await expect(
    quote.getByText(
      /^WELCOME10: 10% off for 12 months: AUD [\d,]+\.\d\d a month for 12 months, then AUD [\d,]+\.\d\d a month$/,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').getByText(VXC_MESSAGES.created, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Status of E2E Sydney to Melbourne')).toHaveText('LIVE', { timeout: 40_000 });
});

test('a VXC to another company’s Port waits for that company, which approves it from its own login', async ({
  browser,
}) => {
  const acme = await browser.newPage();
  await acme.goto('/#/login');
  await logIn(acme, 'acme.admin');
  await acme.goto('/#/orderVxc');
  const form = acme.getByRole('form', { name: 'VXC order' });
  await fillVxc(acme, form, 'Globex London (GB)', ['1601', '1602'], 'E2E Acme to Globex');
  await form.getByRole('button', { name: 'Get a quote' }).click();
  await acme.getByRole('button', { name: 'Confirm order' }).click();
  await expect(acme.getByRole('status').getByText(VXC_MESSAGES.awaitingApproval)).toBeVisible();
  await expect(acme.getByLabel('Status of E2E Acme to Globex')).toHaveText('NEW');

  const globex = await browser.newPage();
  await globex.goto('/#/login');
  await logIn(globex, 'mfa.user', undefined, await totpCode(MFA_SECRET));
  await globex.goto('/#/approveVxcOrders');
  const row = globex.getByRole('row').filter({ hasText: 'E2E Acme to Globex' });
  await expect(row).toContainText('Waiting for Globex to approve');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(globex.getByRole('status').getByText('E2E Acme to Globex: approved')).toBeVisible();

  // approved by both: provisioning takes it to LIVE on the orderer's page
  await expect(acme.getByLabel('Status of E2E Acme to Globex')).toHaveText('LIVE', { timeout: 40_000 });
});

test('an IX order shows its price before it is confirmed; beyond the Port’s rate limit, the message', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/orderIx');
  const form = page.getByRole('form', { name: 'IX order' });
  await choose(page, form, 'Port', 'Acme Sydney Primary');
  await choose(page, form, 'IX', 'IX Australia Sydney');
  await form.getByLabel('Service name').fill('E2E IX');
  await form.getByLabel('Rate limit (Mbps)').fill('20000');
  await form.getByLabel('MAC address').fill('00:1a:2b:3c:4d:5e');
  await form.getByLabel('VLAN').fill('1701');
  await form.getByLabel('ASN').fill('64512');
  await form.getByRole('button', { name: 'Get a quote' }).click();
  await expect(form.getByRole('alert')).toHaveText(ixRateLimitAbovePortMessage(10_000));

  // within the Port's rate limit: the price first, nothing ordered until it is confirmed
  await form.getByLabel('Rate limit (Mbps)').fill('1000');
  await form.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByLabel('Quote');
  await expect(quote.getByText('Your price')).toBeVisible();
  await expect(quote).toContainText('IX connection');
  await expect(quote).toContainText(/AUD [\d,]+\.\d\d/);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').getByText(IX_MESSAGES.created, { exact: true })).toBeVisible();
});
