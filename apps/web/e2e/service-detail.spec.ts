import { expect, test } from '@playwright/test';
import { apiToken, logIn } from './helpers';

/*
 * A customer opens one of its services: what it is, its status, and the last 24 hours of its traffic drawn from the
 * demo network's telemetry.
 */
test("a customer reads a LIVE port's detail and its 24-hour traffic chart", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'acme.admin')}` };
  const ports = (await (await request.get('/secure/order/ports?companyId=2001', { headers })).json()).data;
  const edge = (ports.aEnds as [number, string][]).find(([, name]) => name === 'Acme Sydney Edge');
  expect(edge).toBeTruthy();
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto(`/#/customerService/port/${edge![0]}`);
  await expect(page.getByRole('heading', { name: 'Acme Sydney Edge' })).toBeVisible();
  await expect(page.getByLabel('Status LIVE')).toBeVisible();
  const chart = page.getByRole('img', { name: 'Traffic of Acme Sydney Edge, last 24 hours' });
  await expect(chart).toBeVisible();
  // the chart is drawn (an area per direction), and its peaks are written out in a unit that fits
  await expect(chart.locator('.recharts-area')).toHaveCount(2);
  await expect(page.getByText(/^Peak in [\d.]+ [KMG]?b\/s at .*; rate limit 10 Gbps\.$/)).toBeVisible();
});

test('a customer renames a service and gives it a cost centre, and sees the new name on its network; an empty name is refused beside the field', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'acme.admin')}` };
  const found = (await (await request.get('/v2/services?search=Acme%20Edge%20Firewall', { headers })).json()).data;
  const firewall = (found.items as { technicalServiceId: number; name: string }[]).find((s) =>
    s.name.startsWith('Acme Edge Firewall'),
  );
  expect(firewall).toBeTruthy();
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  // the network screen, read before the rename (the API keeps the page it wrote: decision 0048)
  await page.goto('/#/customerServices');
  const network = page.getByRole('table', { name: 'Your network' });
  await expect(network.getByRole('link', { name: firewall!.name, exact: true })).toBeVisible();
  await page.goto(`/#/customerService/mve/${firewall!.technicalServiceId}`);
  const form = page.getByRole('form', { name: 'Edit service' });
  await form.getByRole('textbox', { name: 'Service name' }).fill('  ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please give the service a name')).toBeVisible();
  await form.getByRole('textbox', { name: 'Service name' }).fill('Acme Edge Firewall B');
  await form.getByRole('textbox', { name: 'Cost centre' }).fill('SEC-01');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Updated successfully');
  await expect(page.getByRole('heading', { name: 'Acme Edge Firewall B' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acme Edge Firewall B' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cost centre' })).toHaveValue('SEC-01');
  await page.goto('/#/customerServices');
  await expect(network.getByRole('link', { name: 'Acme Edge Firewall B', exact: true })).toBeVisible();
  await expect(network.getByRole('link', { name: firewall!.name, exact: true })).toHaveCount(0);
});
