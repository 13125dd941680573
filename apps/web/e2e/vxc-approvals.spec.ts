import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, logIn } from './helpers';

const UMBRELLA = 2004;

type PortEntry = [number, string, ...unknown[]];

/**
 * Orders of this journey's own, placed by Umbrella's admin through the API from its Sydney Port to Acme Melbourne:
 * they wait for Acme's approval. No other journey orders between these two companies.
 */
async function umbrellaOrders(request: APIRequestContext, names: string[]) {
  const token = await apiToken(request, 'partner.admin');
  const auth = { authorization: `Bearer ${token}` };
  const dropdowns = await request.get(`/secure/order/ports?companyId=${UMBRELLA}`, { headers: auth });
  expect(dropdowns.ok()).toBe(true);
  const { aEnds, bEnds } = (await dropdowns.json()).data as { aEnds: PortEntry[]; bEnds: PortEntry[] };
  const portId = (list: PortEntry[], portName: string) => list.find((p) => p[1] === portName)![0];
  for (const [i, name] of names.entries()) {
    const placed = await request.post('/secure/order/vxc', {
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      data: {
        companyId: UMBRELLA,
        aEndPortId: portId(aEnds, 'Umbrella Sydney Edge'),
        bEndPortId: portId(bEnds, 'Acme Melbourne'),
        speed: 100,
        rateType: 'MONTHLY',
        term: 12,
        aVlan: 1700 + i,
        bVlan: 1700 + i,
        serviceName: name,
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  }
}

test('a Port’s owner rejects every waiting order of one company at once, after being asked', async ({
  page,
  request,
}) => {
  await umbrellaOrders(request, ['E2E Umbrella to Acme 1', 'E2E Umbrella to Acme 2']);
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/approveVxcOrders');
  const orders = page.getByRole('table', { name: 'VXC orders' });
  await expect(orders.getByRole('row').filter({ hasText: 'E2E Umbrella to Acme' })).toHaveCount(2);

  await page.getByRole('button', { name: /^Reject all 2 from Umbrella/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject all waiting orders' });
  // Cancel has the focus: Enter on the dialog does not reject
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('status')).toContainText(/Umbrella.*: 2 VXC orders rejected/);
  await expect(orders.getByRole('row').filter({ hasText: 'E2E Umbrella to Acme' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reject all .* from Umbrella/ })).toHaveCount(0);

  // the orders show as rejected under All
  await page.getByText('All', { exact: true }).click();
  const rejected = orders.getByRole('row').filter({ hasText: 'E2E Umbrella to Acme 1' });
  await expect(rejected).toContainText('Rejected by Acme Networks');
});
