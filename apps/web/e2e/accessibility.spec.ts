import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import ts from 'typescript';
import type { Audience } from '../src/route-table';
import { logIn } from './helpers';

/**
 * Every screen of the route table, once, as a role that can open it, checked by axe (WCAG 2 A and AA, colour contrast
 * included), and one page of each kind of state a screen shows only after an action: a form's field errors, a rule's
 * hint, a success message, badges and the error banner. A serious or critical violation fails the run:
 * accessibility stays checked instead of being audited once and forgotten.
 */

const TAGS = ['wcag2a', 'wcag2aa'];
// colour contrast is one of the wcag2aa rules, and serious: named here so that no one narrows the tags without seeing it
const MUST_RUN = ['color-contrast'];
const BLOCKING = new Set(['serious', 'critical']);

interface Route {
  path: string;
  audience: Audience;
  /** false for a screen not built yet: they all show the same "not available" page */
  built: boolean;
  /** the feature module the screen's page comes from (its lazy import), null when not built */
  module?: string | null;
}

/**
 * The route table's paths and audiences, read from its source: importing it would load every screen's module,
 * and those expect a browser. Entries are `{ path, audience, … }`, `customer(path, …)`, `admin(path, …)`, or
 * one of those spread into an object.
 */
function readRouteTable(): Route[] {
  const file = new URL('../src/route-table.ts', import.meta.url);
  const source = ts.createSourceFile('route-table.ts', readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  let list: ts.ArrayLiteralExpression | undefined;
  source.forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'ROUTES' && node.initializer)
      list = ts.isArrayLiteralExpression(node.initializer) ? node.initializer : undefined;
    else node.forEachChild(find);
  });
  if (!list) throw new Error('ROUTES not found in route-table.ts');
  const text = (node: ts.Node | undefined) => (node && ts.isStringLiteral(node) ? node.text : undefined);
  // `const OrderPortPage = lazyPage(ordering, 'OrderPortPage')`: a page and the module it comes from
  const moduleOf = new Map<string, string>();
  source.forEachChild(function pages(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText(source) === 'lazyPage'
    )
      moduleOf.set(node.name.getText(source), node.initializer.arguments[0]!.getText(source));
    else node.forEachChild(pages);
  });
  const entry = (node: ts.Expression): Partial<Route> => {
    if (ts.isCallExpression(node)) {
      const helper = node.expression.getText(source);
      if (helper !== 'customer' && helper !== 'admin') throw new Error(`unknown route helper ${helper}`);
      // the helpers make an entry without a page
      return { path: text(node.arguments[0]), audience: helper, built: false };
    }
    if (!ts.isObjectLiteralExpression(node)) throw new Error(`unexpected route entry ${node.getText(source)}`);
    let route: Partial<Route> = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) route = { ...route, ...entry(property.expression) };
      else if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'path')
        route.path = text(property.initializer);
      else if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'audience')
        route.audience = text(property.initializer) as Audience;
      else if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'feature') {
        route.built = property.initializer.kind !== ts.SyntaxKind.NullKeyword;
        route.module = route.built ? (moduleOf.get(property.initializer.getText(source)) ?? null) : null;
      }
    }
    return route;
  };
  return list.elements.map((node) => {
    const route = entry(node);
    if (!route.path || !route.audience || route.built === undefined)
      throw new Error(`cannot read route ${node.getText(source)}`);
    if (route.built && !route.module) throw new Error(`no lazy module for route ${route.path}`);
    return { path: route.path, audience: route.audience, built: route.built, module: route.module ?? null };
  });
}

const ROUTES = readRouteTable();

/** Demo ids for the routes' parameters (see the API's demo seed). */
const PARAMS: Record<string, string> = {
  companyId: '2001',
  supplierId: '808',
  productUid: 'demo-product',
  invoiceId: '1',
  type: 'PORT',
  jServiceId: '1',
};

function fill(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (value === undefined) throw new Error(`no demo value for :${name} in ${path}`);
    return value;
  });
}

interface Problem {
  where: string;
  rule: string;
  impact: string;
  text: string;
}

/** Waits until the page has its heading and nothing is loading any more, then runs axe on it. */
async function scan(page: Page, where: string): Promise<Problem[]> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-LoadingOverlay-root:visible')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Legacy mode runs axe in the page itself: there are no cross-origin frames here, and it spares the blank page
  // the partial mode opens for every run (it halves the time per screen).
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete].map((r) => r.id));
  for (const rule of MUST_RUN) expect(ran, `${where}: axe did not run ${rule}`).toContain(rule);
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      text: [
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.helpUrl}`,
        ...v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
        ...(v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : []),
      ].join('\n'),
    }));
}

function report(problems: Problem[]): string {
  const byRule = new Map<string, number>();
  for (const p of problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
  const counts = [...byRule].map(([rule, n]) => `${rule}: ${n} page(s)`).join(', ');
  return `${problems.length} serious or critical violation(s) (${counts}):\n\n${problems.map((p) => p.text).join('\n\n')}`;
}

/** Visits each path in the same page (hash routes: no reload, one login per role) and collects what axe finds. */
async function scanAll(page: Page, paths: string[], extra?: (problems: Problem[]) => Promise<void>) {
  const problems: Problem[] = [];
  for (const path of paths) {
    await page.goto(`/#${path}`);
    problems.push(...(await scan(page, path)));
  }
  await extra?.(problems);
  expect(problems, report(problems)).toEqual([]);
}

/**
 * Each kind of screen of these audiences once: the first screen of each feature module (the pages of one module —
 * the staff and customer people pages, say — share their parts), and one screen not built yet: those all show the
 * same "not available" page. `except`: modules swept elsewhere.
 */
function shell(audiences: Audience[], except: ReadonlySet<string> = new Set()): string[] {
  const routes = ROUTES.filter((r) => audiences.includes(r.audience));
  const seen = new Set(except);
  const kinds = routes.filter((r) => {
    if (!r.built || seen.has(r.module!)) return false;
    seen.add(r.module!);
    return true;
  });
  const placeholder = routes.find((r) => !r.built);
  return [...kinds, ...(placeholder ? [placeholder] : [])].map((r) => fill(r.path));
}

/** The modules of the customer's screens, swept as acme.admin: staff do not sweep them again. */
const CUSTOMER_MODULES = new Set(
  ROUTES.filter((r) => r.built && (r.audience === 'customer' || r.audience === 'both')).map((r) => r.module!),
);

const CUSTOMER_PATHS = [
  ...shell(['customer', 'both']),
  // a staff console URL opened by a customer: the no-access page
  '/company',
];

test.describe.configure({ mode: 'parallel' });

test('logged-out pages have no serious accessibility violations', async ({ page }) => {
  // the route table was read: a few entries of each kind are there
  expect(ROUTES).toContainEqual({ path: '/company/:companyId', audience: 'admin', built: true, module: 'company' });
  expect(ROUTES).toContainEqual({ path: '/customerEmployees', audience: 'customer', built: true, module: 'people' });
  expect(ROUTES).toContainEqual({
    path: '/forgotPassword',
    audience: 'public',
    built: true,
    module: 'passwordLinks',
  });
  expect(ROUTES).toContainEqual({ path: '/samples', audience: 'customer', built: false, module: null });
  await scanAll(page, ['/login', ...ROUTES.filter((r) => r.audience === 'public').map((r) => fill(r.path))]);
});

async function logInAs(page: Page, username: string) {
  await page.goto('/#/login');
  await logIn(page, username);
  await expect(page).toHaveURL(username.startsWith('staff') ? /#\/$/ : /#\/dashboard$/);
}

// Staff open every screen; the console's screens and the rest are two tests, so that both workers share the load.
test('staff: every console screen has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  await logInAs(page, 'staff.admin');
  await scanAll(page, shell(['admin'], CUSTOMER_MODULES));
});

test('staff: the shared screens, the company tabs and the dialogs have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInAs(page, 'staff.admin');
  const companyTabs = ['2', '9', '10', '11', 'history'].map((tab) => `/company/2001?tab=${tab}`);
  const more = [
    ...companyTabs,
    // 2004 is a partner: its tab 2 is the partner tab
    '/company/2004?tab=2',
    // where registering a company lands
    '/companySupply/2001?registered=1',
  ];
  // the customer's screens are swept once, as acme.admin (below)
  await scanAll(page, [...shell(['both']), ...more], async (problems) => {
    // dialogs are only in the page once opened
    await page.goto('/#/company');
    await page.getByRole('button', { name: 'Register company' }).click();
    await expect(page.getByRole('dialog', { name: 'Register company' })).toBeVisible();
    problems.push(...(await scan(page, '/company: register company dialog')));
    await page.keyboard.press('Escape');

    await page.goto('/#/company/2001');
    await page.getByRole('button', { name: 'Deactivate company' }).click();
    await expect(page.getByRole('dialog', { name: 'Deactivate company' })).toBeVisible();
    problems.push(...(await scan(page, '/company/2001: deactivate dialog')));
    await page.keyboard.press('Escape');

    await page.goto('/#/employees');
    await page
      .getByRole('table', { name: 'People' })
      .getByRole('row', { name: /acme\.viewer/ })
      .click();
    await expect(page.getByRole('region', { name: 'Settings' })).toBeVisible();
    problems.push(...(await scan(page, '/employees: person drawer')));
    await page.keyboard.press('Escape');
  });
});

// Each screen once: other customers see the same screens with fewer permissions, whose one other state (the page a
// person without the permission gets) is swept below as acme.viewer.
test('acme.admin: every customer screen has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await logInAs(page, 'acme.admin');
  await scanAll(page, CUSTOMER_PATHS, async (p) => {
    await page.goto('/#/customerEmployees');
    await page.getByRole('button', { name: 'Add employee' }).click();
    await expect(page.getByRole('dialog', { name: 'Add employee' })).toBeVisible();
    p.push(...(await scan(page, '/customerEmployees: add employee dialog')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Victor Viewer' }).click();
    await expect(page.getByRole('region', { name: 'Settings' })).toBeVisible();
    p.push(...(await scan(page, '/customerEmployees: person drawer')));
    await page.getByRole('region', { name: 'Settings' }).getByRole('switch', { name: 'Active' }).click();
    await expect(page.getByRole('dialog', { name: 'Deactivate Victor Viewer?' })).toBeVisible();
    p.push(...(await scan(page, '/customerEmployees: deactivate dialog')));
    await page.keyboard.press('Escape');
  });
});

test('acme.viewer: a screen without the permission has no serious accessibility violations', async ({ page }) => {
  await logInAs(page, 'acme.viewer');
  await scanAll(page, ['/', '/company', '/customerEmployees']);
});

// The states a screen shows only after an action, one page of each kind: their red, green and orange text is what
// fell short of 4.5:1 before.
test('staff: field errors, a hint, a success message, badges and the error banner have no serious violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'staff.admin');
  const problems: Problem[] = [];

  // a form's field errors (red text under the fields) and the list's status badges
  await page.goto('/#/promo');
  await page.getByRole('button', { name: 'New promo code' }).click();
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByRole('button', { name: 'Save promo code' }).click();
  await expect(form.getByText(PROMO_MESSAGES.discountTypeRequired)).toBeVisible();
  problems.push(...(await scan(page, '/promo: field errors')));

  // a rule's hint beside the button it concerns
  await page.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.filterFirst })).toBeVisible();
  problems.push(...(await scan(page, '/promo: filter-first hint')));

  // a success message (green) and a remove button (red text)
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const subscribe = page.getByRole('form', { name: 'Subscribe a company' });
  await subscribe.getByRole('combobox', { name: 'Company' }).fill('Globex');
  await page.getByRole('option', { name: /^Globex Cloud Ltd \(2002\)/ }).click();
  // ONEOFF-7KQ2 (6), which no journey prices with: a subscription limits a code to its subscribers
  await subscribe.getByLabel('Promo code id').fill('6');
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').getByText(PROMO_MESSAGES.subscribed)).toBeVisible();
  problems.push(...(await scan(page, '/promo: subscribed')));

  // the price book's future badges and the connection price banner
  await page.goto('/#/pricebook');
  await page.getByRole('switch', { name: 'Future only' }).check({ force: true });
  await expect(page.getByText('future', { exact: true }).first()).toBeVisible();
  problems.push(...(await scan(page, '/pricebook: future prices')));

  // the red banner of a failure nobody expected (a 5xx answered to the company search)
  await page.route(/\/secure\/party\/company\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'boom', data: null, trace_id: 't', code: 'internal' }),
    }),
  );
  await page.goto('/#/company');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  problems.push(...(await scan(page, '/company: error banner')));

  expect(problems, report(problems)).toEqual([]);
});
