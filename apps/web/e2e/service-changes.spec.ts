import { type APIRequestContext, expect, test } from '@playwright/test';
import { SERVICE_CHANGE_MESSAGES, VXC_MESSAGES } from '@portico/domain';
import { apiToken, logIn } from './helpers';

const ACME = 2001;

type PortEntry = [number, string, ...unknown[]];
type Service = {
  provisioningStatus: string;
  components: { resources: { resourceType: string; aVlan: number | null }[] }[];
};

/**
 * Two VXCs of this journey's own between Acme's Sydney and Melbourne Ports, ordered by staff for Acme through the
 * API (VLANs picked free) and LIVE: the journey changes only them.
 */
async function journeyVxcs(request: APIRequestContext, names: string[]) {
  const staff = await apiToken(request, 'staff.admin');
  const auth = { authorization: `Bearer ${staff}` };
  const dropdowns = await request.get(`/secure/order/ports?companyId=${ACME}`, { headers: auth });
  expect(dropdowns.ok()).toBe(true);
  const { aEnds, bEnds } = (await dropdowns.json()).data as { aEnds: PortEntry[]; bEnds: PortEntry[] };
  const portId = (list: PortEntry[], portName: string) => list.find((p) => p[1] === portName)![0];
  const ids: number[] = [];
  for (const serviceName of names) {
    const placed = await request.post('/secure/admin/order/vxc', {
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      data: {
        companyId: ACME,
        aEndPortId: portId(aEnds, 'Acme Sydney Primary'),
        bEndPortId: portId(bEnds, 'Acme Melbourne'),
        speed: 100,
        rateType: 'MONTHLY',
        term: 12,
        aVlan: -1,
        bVlan: -1,
        serviceName,
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    ids.push((await placed.json()).data.services[0].technicalServiceId as number);
  }
  const read = async (id: number) =>
    (await (await request.get(`/secure/technicalservice/${id}`, { headers: auth })).json()).data as Service;
  for (const id of ids)
    await expect.poll(async () => (await read(id)).provisioningStatus, { timeout: 60_000 }).toBe('LIVE');
  const aVlanOf = async (id: number) =>
    (await read(id)).components.flatMap((c) => c.resources).find((r) => r.resourceType === 'vll')!.aVlan!;
  return Promise.all(ids.map(async (id) => ({ id, aVlan: await aVlanOf(id) })));
}

test('a customer changes a VXC’s VLAN on its page, and a VLAN another service holds on the Port is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const [mine, other] = await journeyVxcs(request, [`E2E VLAN change ${stamp}`, `E2E VLAN neighbour ${stamp}`]);

  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto(`/#/customerService/vxc/${mine!.id}`);
  await expect(page.getByRole('heading', { name: `E2E VLAN change ${stamp}` })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Change A-End VLAN' });
  const field = form.getByRole('textbox', { name: 'A-End VLAN' });
  await expect(field).toHaveValue(String(mine!.aVlan));

  // the neighbour's VLAN on the same Port: refused, the field keeping it, the alternatives offered as buttons
  await field.fill(String(other!.aVlan));
  await form.getByRole('button', { name: 'Save A-End VLAN' }).click();
  await expect(form.getByText(VXC_MESSAGES.vlanTaken, { exact: true })).toBeVisible();
  await expect(field).toHaveValue(String(other!.aVlan));

  // one of the alternatives offered is taken instead: its button fills the field
  const offered = form.getByRole('group', { name: 'Free VLANs for A-End VLAN' }).getByRole('button').first();
  const chosen = Number(await offered.textContent());
  await offered.click();
  await expect(field).toHaveValue(String(chosen));
  await form.getByRole('button', { name: 'Save A-End VLAN' }).click();
  await expect(form.getByRole('status').getByText(SERVICE_CHANGE_MESSAGES.accepted)).toBeVisible();

  // the change waits for the network (decision 0061): pending with the VLAN asked for, the form keeping the old one
  const pending = page.getByRole('alert', { name: 'A-End VLAN: pending' });
  await expect(pending).toContainText(`Changing from ${mine!.aVlan} to ${chosen}`);
  // then the network applies it: the page, reading the service again, shows the new VLAN and nothing pending
  await expect(
    page.getByRole('form', { name: 'Change A-End VLAN' }).getByRole('textbox', { name: 'A-End VLAN' }),
  ).toHaveValue(String(chosen), { timeout: 30_000 });
  await expect(pending).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Change A-End VLAN' }).getByRole('textbox', { name: 'A-End VLAN' }),
  ).toHaveValue(String(chosen));
});

test('a customer edits an AWS VXC’s interface on its page: pending until the network applies it', async ({
  page,
  request,
}) => {
  // addresses of this run's own, so that a retry asks for a change the network has not made yet
  const host = 4 * (Date.now() % 60);
  const customer = `203.0.113.${host + 1}/30`;
  const amazon = `203.0.113.${host + 2}/30`;
  const token = await apiToken(request, 'acme.admin');
  const network = await request.get(`/secure/technicalservice/company/${ACME}?search=Acme%20Sydney%20to%20AWS`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(network.ok()).toBe(true);
  const vxc = ((await network.json()).data as { technicalServiceId: number; name: string }[]).find(
    (s) => s.name === 'Acme Sydney to AWS',
  )!;

  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto(`/#/customerService/vxc/${vxc.technicalServiceId}`);
  await expect(page.getByRole('heading', { name: 'Acme Sydney to AWS' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit AWS interface' }).click();
  const form = page.getByRole('form', { name: 'AWS interface' });
  await form.getByLabel('Customer address').fill(customer);
  await form.getByLabel('Amazon address').fill(amazon);
  await form.getByLabel('Prefixes').fill('203.0.113.0/24');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SERVICE_CHANGE_MESSAGES.accepted)).toBeVisible();

  // the change waits for the network (decision 0069), then the page, reading the service again, shows it applied
  const pending = page.getByRole('alert', { name: 'AWS interface: pending' });
  await expect(pending).toContainText(`to public, customer ${customer}, Amazon ${amazon}, prefixes 203.0.113.0/24`);
  await expect(pending).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit AWS interface' }).click();
  await expect(page.getByRole('form', { name: 'AWS interface' }).getByLabel('Customer address')).toHaveValue(customer);
});

test('a customer changes a Port’s rate limit at the price shown, and the products page lists the new price', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // a Port of this journey's own, ordered through the API at 1 Gbps and LIVE
  const name = `E2E priced Port ${Date.now()}`;
  const token = await apiToken(request, 'acme.admin');
  const auth = { authorization: `Bearer ${token}` };
  const placed = await request.post('/secure/order/port', {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: { companyId: ACME, productType: 'PORT', portSpeed: 1_000, locationId: 1, term: 12, serviceName: name },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const id = (await placed.json()).data.services[0].technicalServiceId as number;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/secure/technicalservice/${id}`, { headers: auth })).json()).data as Service)
          .provisioningStatus,
      { timeout: 60_000 },
    )
    .toBe('LIVE');

  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/customerProducts');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(/[A-Z]{3} [\d,]+\.\d\d/);
  const before = (await row.textContent())!.match(/[A-Z]{3} [\d,]+\.\d\d/)![0];

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Change rate limit' });
  await form.getByRole('combobox', { name: 'Rate limit' }).click();
  await page.getByRole('option', { name: '10 Gbps' }).click();
  await form.getByRole('button', { name: 'Check price' }).click();

  // the price now and at 10 Gbps, before anything changes
  const confirmation = page.getByLabel('Price change');
  await expect(confirmation).toContainText(`Current monthly price (1 Gbps)${before}`);
  await expect(confirmation).toContainText('New monthly price (10 Gbps)');
  const after = (await confirmation.textContent())!.match(/New monthly price \(10 Gbps\)([A-Z]{3} [\d,]+\.\d\d)/)![1]!;
  expect(after).not.toBe(before);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').getByText(SERVICE_CHANGE_MESSAGES.portUpdated)).toBeVisible();

  // the products page lists the price in force, and the history says the change in words
  await page.goto('/#/customerProducts');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(after);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByRole('table', { name: `History of ${name}` })).toContainText(
    `Changed the speed of ${name} from 1 Gbps to 10 Gbps, now ${after} a month`,
  );
});
