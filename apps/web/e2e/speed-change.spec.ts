import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SPEED_CHANGE_MESSAGES, totpCode } from '@portico/domain';
import { apiToken, logIn } from './helpers';

const MFA_SECRET = process.env.PORTICO_MFA_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ACME = 2001;

type PortEntry = [number, string, ...unknown[]];

/**
 * A VXC of this journey's own from Acme's Sydney Port to Globex London, ordered by staff for Acme (both sides start
 * approved) through the API, and LIVE: no other journey's data changes.
 */
async function crossCompanyVxc(request: APIRequestContext, name: string): Promise<number> {
  const staff = await apiToken(request, 'staff.admin');
  const auth = { authorization: `Bearer ${staff}` };
  const dropdowns = await request.get(`/secure/order/ports?companyId=${ACME}`, { headers: auth });
  expect(dropdowns.ok()).toBe(true);
  const { aEnds, bEnds } = (await dropdowns.json()).data as { aEnds: PortEntry[]; bEnds: PortEntry[] };
  const portId = (list: PortEntry[], portName: string) => list.find((p) => p[1] === portName)![0];
  const placed = await request.post('/secure/admin/order/vxc', {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: {
      companyId: ACME,
      aEndPortId: portId(aEnds, 'Acme Sydney Primary'),
      bEndPortId: portId(bEnds, 'Globex London'),
      speed: 100,
      rateType: 'MONTHLY',
      term: 12,
      aVlan: -1,
      bVlan: -1,
      serviceName: name,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const id = (await placed.json()).data.services[0].technicalServiceId as number;
  await expect
    .poll(
      async () =>
        (await (await request.get(`/secure/technicalservice/${id}`, { headers: auth })).json()).data.provisioningStatus,
      { timeout: 60_000 },
    )
    .toBe('LIVE');
  return id;
}

/**
 * Globex's admin logs in with a code of the current step; when another journey has just used that step, it waits
 * for the next one rather than use a code ahead of the clock (which would refuse the others' current codes).
 */
async function logInGlobex(page: Page) {
  await page.goto('/#/login');
  for (let attempt = 0; attempt < 3; attempt++) {
    await logIn(page, 'mfa.user', undefined, await totpCode(MFA_SECRET));
    if (!page.url().includes('#/login')) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 1_000);
  }
  throw new Error('mfa.user could not log in');
}

test('a customer changes a VXC to another company’s Port, which approves it; the VXC runs at the new speed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `E2E speed change ${Date.now()}`;
  const id = await crossCompanyVxc(request, name);

  const acme = await browser.newPage();
  await acme.goto('/#/login');
  await logIn(acme, 'acme.admin');
  await acme.goto(`/#/customerService/vxc/${id}`);
  await expect(acme.getByRole('heading', { name })).toBeVisible();
  const form = acme.getByRole('form', { name: 'Speed change' });
  await form.getByLabel(/New speed \(Mbps\)/).fill('500');
  await form.getByRole('button', { name: 'Check price' }).click();
  const confirmation = acme.getByLabel('Price change');
  await expect(confirmation.getByText(/must approve it/)).toBeVisible();
  await expect(confirmation.getByText(/Current monthly price \(100 Mbps\)/)).toBeVisible();
  await expect(confirmation.getByText(/New monthly price \(500 Mbps\)/)).toBeVisible();
  await acme.getByRole('button', { name: 'Confirm' }).click();
  await expect(acme.getByRole('status').getByText(SPEED_CHANGE_MESSAGES.requestCreated)).toBeVisible();
  await expect(acme.getByText('100 Mbps', { exact: true })).toBeVisible();

  const globex = await browser.newPage();
  await logInGlobex(globex);
  await globex.goto('/#/approveVxcOrders');
  const requests = globex.getByRole('table', { name: 'Speed change requests' });
  const row = requests.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('100 Mbps → 500 Mbps');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(globex.getByRole('status').getByText(`${name}: ${SPEED_CHANGE_MESSAGES.changed}`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await acme.reload();
  await expect(acme.getByRole('heading', { name })).toBeVisible();
  await expect(acme.getByText('500 Mbps', { exact: true })).toBeVisible();
});
