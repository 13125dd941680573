import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { TRAFFIC_MESSAGES, VXC_MESSAGES } from '@portico/domain';
import { apiToken, logIn } from './helpers';

/*
 * What a page offers follows what the person may do (decision 0072): a read-only user sees a service without its
 * change controls, a Port owner's admin decides a waiting order from the approvals screen, and a taken VLAN keeps
 * what was typed with the free ones to click. VLANs 1800 to 1899 are this file's; no other journey uses them.
 */

type PortEntry = [number, string, ...unknown[]];

/** A company's order dropdowns as `username` reads them, and a VXC order placed through the API. */
async function orderer(request: APIRequestContext, username: string, companyId: number) {
  const headers = { authorization: `Bearer ${await apiToken(request, username)}` };
  const answer = await request.get(`/secure/order/ports?companyId=${companyId}`, { headers });
  expect(answer.ok()).toBe(true);
  const { aEnds, bEnds } = (await answer.json()).data as { aEnds: PortEntry[]; bEnds: PortEntry[] };
  const portId = (list: PortEntry[], name: string) => list.find((p) => p[1] === name)![0];
  return async (vxc: { a: string; b: string; aVlan: number; bVlan: number; serviceName: string }) => {
    const placed = await request.post('/secure/order/vxc', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        companyId,
        aEndPortId: portId(aEnds, vxc.a),
        bEndPortId: portId(bEnds, vxc.b),
        speed: 100,
        rateType: 'MONTHLY',
        term: 12,
        aVlan: vxc.aVlan,
        bVlan: vxc.bVlan,
        serviceName: vxc.serviceName,
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  };
}

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a read-only user sees a VXC without change controls, told once what the role allows', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'acme.viewer')}` };
  const found = await request.get('/v2/services?search=Acme%20Edge%20Sydney%20to%20Melbourne', { headers });
  const vxc = ((await found.json()).data.items as { technicalServiceId: number; name: string }[]).find(
    (s) => s.name === 'Acme Edge Sydney to Melbourne',
  );
  expect(vxc).toBeTruthy();

  await page.goto('/#/login');
  await logIn(page, 'acme.viewer');
  await page.goto(`/#/customerService/vxc/${vxc!.technicalServiceId}`);
  await expect(page.getByRole('heading', { name: 'Acme Edge Sydney to Melbourne' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('note')).toHaveText('Your role can view this service but not change it.');
  await expect(page.getByText(TRAFFIC_MESSAGES.notPermitted)).toBeVisible();
  for (const name of ['Save', 'Save A-End VLAN', 'Save B-End VLAN', 'Check price', 'Cancel'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByText(/You do not have permission/)).toHaveCount(0);
});

test('a Port owner’s admin approves a VXC waiting for them from the approvals screen', async ({ page, request }) => {
  // Acme orders onto Umbrella's Port: the order waits for Umbrella
  const order = await orderer(request, 'acme.admin', 2001);
  await order({
    a: 'Acme Sydney Primary',
    b: 'Umbrella Sydney Edge',
    aVlan: 1800,
    bVlan: 1800,
    serviceName: 'E2E Controls Acme to Umbrella',
  });

  await page.goto('/#/login');
  await logIn(page, 'partner.admin');
  await page.goto('/#/approveVxcOrders');
  const row = page
    .getByRole('table', { name: 'VXC orders' })
    .getByRole('row')
    .filter({ hasText: 'E2E Controls Acme to Umbrella' });
  await expect(row).toContainText('Waiting for Umbrella Partners to approve', { timeout: 30_000 });
  await expect(row).not.toContainText('UN_ASSESSED');
  await row.getByRole('button', { name: 'Approve E2E Controls Acme to Umbrella' }).click();
  await expect(page.getByRole('status').getByText('E2E Controls Acme to Umbrella: approved')).toBeVisible();
  // decided: it leaves the orders waiting, and reads as approved among all of them
  await expect(row).toHaveCount(0);
  await page.getByText('All', { exact: true }).click();
  await expect(row).toContainText('Approved by both ends');
});

test('a taken VLAN on the VXC order form keeps what was typed; a free one offered is clicked and ordered', async ({
  page,
  request,
}) => {
  // a VXC of Acme's holds VLAN 1810 on its Sydney Port
  const order = await orderer(request, 'acme.admin', 2001);
  await order({
    a: 'Acme Sydney Primary',
    b: 'Acme Melbourne',
    aVlan: 1810,
    bVlan: 1810,
    serviceName: 'E2E Controls VLAN holder',
  });

  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/orderVxc');
  const form = page.getByRole('form', { name: 'VXC order' });
  await choose(page, form, 'A end', 'Acme Sydney Primary, NSW (AU)');
  await choose(page, form, 'B end', 'Acme Melbourne, VIC (AU)');
  await choose(page, form, 'Speed', '500 Mbps');
  const aVlan = form.getByRole('textbox', { name: 'A end VLAN' });
  await aVlan.fill('1810');
  await form.getByRole('textbox', { name: 'B end VLAN' }).fill('1820');
  await expect(form.getByText(VXC_MESSAGES.vlanTaken, { exact: true })).toBeVisible();
  await expect(aVlan).toHaveValue('1810');
  await expect(form.getByText(/\[\d/)).toHaveCount(0);

  await form.getByRole('button', { name: 'Use VLAN 1811' }).click();
  await expect(aVlan).toHaveValue('1811');
  await form.getByRole('textbox', { name: /Service name/ }).fill('E2E Controls chosen VLAN');
  await form.getByRole('button', { name: 'Get a quote' }).click();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').getByText(VXC_MESSAGES.created, { exact: true })).toBeVisible();
});
