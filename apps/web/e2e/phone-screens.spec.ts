import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn } from './helpers';

/*
 * Decision 0078: a login lands on the dashboard; a VXC's page names and links the Ports of its two ends; and on a
 * 360 × 740 phone the order forms show their selects' whole values and the traffic chart's time labels stand apart.
 */

const SMALL_PHONE = { width: 360, height: 740 };
/** SHOTS=<dir> keeps a screenshot of each phone screen checked here, for a person to look at. */
const SHOTS = process.env.SHOTS;

async function shot(what: Page | Locator, name: string) {
  if (SHOTS) await what.screenshot({ path: `${SHOTS}/${name}.png`, ...('goto' in what ? { fullPage: true } : {}) });
}

/** A GET of the API as the person signed in to the page: no second login (the journeys share a login rate limit). */
function apiGet(page: Page, url: string) {
  return page.evaluate(async (path) => {
    const login = JSON.parse(window.localStorage.getItem('portico.login') ?? '{}');
    const res = await fetch(path, { headers: { Authorization: `Bearer ${login.oAuthToken.accessToken}` } });
    return (await res.json()).data;
  }, url);
}

/** Every select and text box in `scope` shows its whole value: none is cut off at its edge ('10 Gbp', '12 mor'). */
async function expectInputsWhole(scope: Locator) {
  const cut = await scope.evaluate((root) =>
    [...root.querySelectorAll('input')]
      .filter((input) => input.type !== 'hidden' && input.offsetParent !== null && input.value !== '')
      .filter((input) => input.scrollWidth > input.clientWidth)
      .map((input) => `${input.labels?.[0]?.textContent ?? input.name}: ${input.value}`),
  );
  expect(cut).toEqual([]);
}

test('a login lands on the dashboard, and a VXC names and links the Ports its ends are on', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const found = await apiGet(page, '/v2/services?search=Sydney%20to%20Melbourne');
  const vxc = (found.items as { technicalServiceId: number; name: string }[]).find(
    (s) => s.name === 'Sydney to Melbourne',
  );
  expect(vxc).toBeTruthy();
  await page.goto(`/#/customerService/vxc/${vxc!.technicalServiceId}`);
  const facts = page.getByRole('region', { name: 'Service' });
  await expect(facts.getByText('A-End', { exact: true })).toBeVisible();
  await expect(facts.getByText('B-End', { exact: true })).toBeVisible();
  await expect(facts.getByRole('link', { name: 'Acme Melbourne', exact: true })).toBeVisible();
  await facts.getByRole('link', { name: 'Acme Sydney Primary', exact: true }).click();
  await expect(page).toHaveURL(/#\/customerService\/port\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Sydney Primary' })).toBeVisible();
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: SMALL_PHONE, hasTouch: true, isMobile: true });

  test("the order forms show their fields whole, and the traffic chart's time labels stand apart", async ({ page }) => {
    await page.goto('/#/login');
    await logIn(page, 'acme.admin');
    await page.goto('/#/orderPort');
    const form = page.locator('main');
    await expect(form.getByRole('combobox', { name: 'Speed' })).toHaveValue('10 Gbps');
    await expect(form.getByRole('combobox', { name: 'Term' })).toHaveValue('12 months');
    await expectInputsWhole(form);
    await shot(page, 'order-port');

    for (const [path, name] of [
      ['/orderVxc', 'order-vxc'],
      ['/orderIx', 'order-ix'],
      ['/orderMcr', 'order-mcr'],
      ['/orderMve', 'order-mve'],
    ] as const) {
      await page.goto(`/#${path}`);
      await expect(form.getByRole('combobox', { name: 'Term' }).first()).toBeVisible();
      await expectInputsWhole(form);
      await shot(page, name);
    }

    const ports = await apiGet(page, '/secure/order/ports?companyId=2001');
    const edge = (ports.aEnds as [number, string][]).find(([, name]) => name === 'Acme Sydney Edge');
    await page.goto(`/#/customerService/port/${edge![0]}`);
    const chart = page.getByRole('img', { name: 'Traffic of Acme Sydney Edge, last 24 hours' });
    await expect(chart.locator('.recharts-area')).toHaveCount(2);
    const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toBeVisible();
    const boxes = (await ticks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) as DOMRect[];
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right);
    await shot(chart, 'traffic-chart');
  });

  test("staff's Port order form for a customer shows its fields whole", async ({ page }) => {
    await page.goto('/#/login');
    await logIn(page, 'staff.admin');
    await page.goto('/#/adminOrderPort');
    const form = page.locator('main');
    await page.getByText('LAG', { exact: true }).click();
    await expect(form.getByRole('combobox', { name: 'Term' })).toHaveValue('12 months');
    await expectInputsWhole(form);
    await shot(page, 'admin-order-port');
  });
});
