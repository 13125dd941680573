import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

// Every list export streams all filtered rows (issue #8, section 3): each file is read back here and compared with
// the list the user filtered, and with the database's own order past the first batch of 1,000.

const COMPANY_HEADER = [
  'companyId',
  'legalName',
  'tradingName',
  'email',
  'phone',
  'country',
  'accountType',
  'active',
  'published',
  'createDate',
];
const PEOPLE_HEADER = [
  'personId',
  'username',
  'firstName',
  'lastName',
  'email',
  'companyId',
  'companyName',
  'position',
  'active',
  'lastLoginAt',
  'emails',
];
const PARTNER_HEADER = [
  'companyId',
  'legalName',
  'tradingName',
  'accountType',
  'active',
  'partnerTier',
  'commission',
  'customers',
  'managedAccounts',
];

let t: TestApp;
let staff: string;
let acmeAdmin: string;
let acmeViewer: string;

beforeAll(async () => {
  t = await createTestApp();
  [staff, acmeAdmin, acmeViewer] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    t.login('acme.viewer'),
  ]);
});
afterAll(() => t.close());

/** The CSV answer as a header and rows of cells, after checking it is a download with CRLF line ends. */
function readCsv(res: LightMyRequestResponse, filename: string): { header: string[]; rows: string[][] } {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(res.body.endsWith('\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(res.body.slice(0, -2), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  if (!header) throw new Error('no header row');
  expect(new Set(header).size).toBe(header.length); // each column once
  return { header, rows };
}

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

async function jsonItems<T>(token: string, url: string, query: Record<string, string>): Promise<T[]> {
  const res = await t.call(token, { method: 'GET', url, query: { ...query, pageSize: '200' } });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as T[];
}

interface CompanyItem {
  companyId: number;
  legalName: string;
  tradingName: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  accountType: string;
  active: boolean;
  published: boolean;
  createDate: number;
}

interface PersonItem {
  personId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  companyId: number;
  companyName: string;
  position: string | null;
  active: boolean;
  lastLoginAt: number | null;
  emails: { email: string; primary: boolean }[];
}

const personCells = (p: PersonItem) => [
  cell(p.personId),
  p.username,
  p.firstName,
  p.lastName,
  cell(p.email),
  cell(p.companyId),
  p.companyName,
  cell(p.position),
  cell(p.active),
  iso(p.lastLoginAt),
  p.emails.map((e) => e.email).join(' '),
];

describe('companies export', () => {
  it.each([
    ['a search', { search: 'portico' }],
    ['an account type', { accountType: 'PARTNER' }],
    ['inactive companies', { active: 'false' }],
  ])('has each column once and the rows of the list filtered by %s, in its order', async (_what, filter) => {
    const items = await jsonItems<CompanyItem>(staff, '/secure/party/company', filter);
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/company',
      query: { ...filter, format: 'csv', pageSize: '1' },
    });
    const { header, rows } = readCsv(res, 'companies.csv');
    expect(header).toEqual(COMPANY_HEADER);
    expect(rows).toEqual(
      items.map((c) => [
        cell(c.companyId),
        c.legalName,
        cell(c.tradingName),
        cell(c.email),
        cell(c.phone),
        cell(c.country),
        c.accountType,
        cell(c.active),
        cell(c.published),
        iso(c.createDate),
      ]),
    );
  });

  it('reads past the first batch in the list order, equal names included, each row once', async () => {
    // 2,500 companies over three batches, every name twice (ties broken by id), one deleted, one a formula.
    await t.database.db.execute(sql`insert into companies (legal_name, email)
      select 'Keyset Co ' || lpad((g / 2)::text, 4, '0'), 'k' || g || '@keyset.example'
        from generate_series(1, 2500) g`);
    await t.database.db.execute(
      sql`update companies set deleted_at = now() where legal_name = 'Keyset Co 0100' and email = 'k200@keyset.example'`,
    );
    await t.database.db.execute(sql`insert into companies (legal_name) values ('=1+1 keyset co')`);
    const expected = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from companies where deleted_at is null and legal_name ilike '%keyset co%' order by legal_name, id`,
    );
    expect(expected).toHaveLength(2500);

    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/company',
      query: { search: 'keyset co', format: 'csv' },
    });
    const { rows } = readCsv(res, 'companies.csv');
    expect(rows.map((r) => Number(r[0]))).toEqual(expected.map((r) => r.id));
    expect(rows.find((r) => r[1]?.includes('=1+1'))?.[1]).toBe("'=1+1 keyset co");
  });

  it('writes a formula as text however it is dressed: full-width, behind a zero-width space, after a tab', async () => {
    const names = ['\uFF1D1+1 wide co', '\u200B=1+1 zero-width co', '\t@SUM(A1) tab co', '+61 plus co', 'plain co'];
    for (const name of names) await t.database.db.execute(sql`insert into companies (legal_name) values (${name})`);
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/company',
      query: { search: ' co', format: 'csv', pageSize: '1' },
    });
    const { rows } = readCsv(res, 'companies.csv');
    const written = (name: string) => rows.find((r) => r[1]?.endsWith(name.slice(-8)))?.[1];
    expect(written('\uFF1D1+1 wide co')).toBe("'\uFF1D1+1 wide co");
    expect(written('\u200B=1+1 zero-width co')).toBe("'\u200B=1+1 zero-width co");
    expect(written('\t@SUM(A1) tab co')).toBe("'\t@SUM(A1) tab co");
    expect(written('+61 plus co')).toBe("'+61 plus co");
    expect(written('plain co')).toBe('plain co');
  });

  it('is for staff only', async () => {
    const res = await t.call(acmeAdmin, { method: 'GET', url: '/secure/party/company', query: { format: 'csv' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});

describe('people export', () => {
  it("has the declared header exactly, and the rows of the search in the list's order", async () => {
    const items = await jsonItems<PersonItem>(staff, '/secure/party/person', { search: 'acme' });
    expect(items.length).toBeGreaterThanOrEqual(3);
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/person',
      query: { search: 'acme', format: 'csv', pageSize: '1' },
    });
    const { header, rows } = readCsv(res, 'people.csv');
    expect(header).toEqual(PEOPLE_HEADER);
    expect(rows).toEqual(items.map(personCells));
    expect(res.body).not.toMatch(/argon2|passwordHash|totp/i);
  });

  it("exports the provider's own people only when asked", async () => {
    const items = await jsonItems<PersonItem>(staff, '/secure/party/person', { providerOnly: 'true' });
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/person',
      query: { providerOnly: 'true', format: 'csv' },
    });
    const { rows } = readCsv(res, 'people.csv');
    expect(rows).toEqual(items.map(personCells));
    expect(new Set(rows.map((r) => r[5]))).toEqual(new Set(['1']));
  });
});

describe('employees export', () => {
  it("has the people header and the company's employees of the list", async () => {
    const url = `/secure/party/company/${DEMO_COMPANIES.acme}/employee`;
    const items = await jsonItems<PersonItem>(acmeAdmin, url, {});
    const res = await t.call(acmeAdmin, { method: 'GET', url, query: { format: 'csv' } });
    const { header, rows } = readCsv(res, `employees-${DEMO_COMPANIES.acme}.csv`);
    expect(header).toEqual(PEOPLE_HEADER);
    expect(rows).toEqual(items.map(personCells));
    expect(rows.map((r) => r[1])).toContain('acme.viewer');
    expect(rows.every((r) => r[5] === String(DEMO_COMPANIES.acme))).toBe(true);

    const filtered = readCsv(
      await t.call(acmeAdmin, { method: 'GET', url, query: { format: 'csv', search: 'viewer' } }),
      `employees-${DEMO_COMPANIES.acme}.csv`,
    );
    expect(filtered.rows.map((r) => r[1])).toEqual(['acme.viewer']);
  });

  it('reads past the first batch in the list order, names differing only in case included', async () => {
    const [company] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into companies (legal_name) values ('Many People Pty Ltd') returning id`,
    );
    if (!company) throw new Error('no company');
    await t.database.db.execute(sql`insert into persons (company_id, username, first_name, last_name)
      select ${company.id}, 'many.' || g, (array['ann', 'Ann', 'BOB'])[g % 3 + 1], (array['smith', 'Smith', 'SMITH', 'Jones'])[g % 4 + 1]
        from generate_series(1, 2100) g`);
    const expected = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from persons where company_id = ${company.id} order by lower(last_name), lower(first_name), id`,
    );
    const res = await t.call(staff, {
      method: 'GET',
      url: `/secure/party/company/${company.id}/employee`,
      query: { format: 'csv' },
    });
    const { rows } = readCsv(res, `employees-${company.id}.csv`);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected.map((r) => r.id));
  });

  it('refuses with an error answer, not a file, whoever may not list the employees', async () => {
    const foreign = await t.call(acmeAdmin, {
      method: 'GET',
      url: `/secure/party/company/${DEMO_COMPANIES.globex}/employee`,
      query: { format: 'csv' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toMatch(/json/);
    const viewer = await t.call(acmeViewer, {
      method: 'GET',
      url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee`,
      query: { format: 'csv' },
    });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().code).toBe('forbidden');
  });
});

describe('partners export', () => {
  interface PartnerItem {
    companyId: number;
    legalName: string;
    tradingName: string | null;
    accountType: string;
    active: boolean;
    partnerTier: string | null;
    commissionRateBp: number | null;
    customerCount: number;
    managedAccountCount: number;
  }

  it.each([
    ['no filter', {}],
    ['a search', { search: 'umbrella' }],
    ['an account type', { accountType: 'PARTNER' }],
  ])('has each column once and the rows of the list with %s', async (_what, filter: Record<string, string>) => {
    const items = await jsonItems<PartnerItem>(staff, '/secure/party/partners', filter);
    expect(items.length).toBeGreaterThan(0);
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/partners',
      query: { ...filter, format: 'csv', pageSize: '1' },
    });
    const { header, rows } = readCsv(res, 'partners.csv');
    expect(header).toEqual(PARTNER_HEADER);
    expect(rows.map((r) => [r[0], r[1], r[3], r[7], r[8]])).toEqual(
      items.map((p) => [
        cell(p.companyId),
        p.legalName,
        p.accountType,
        cell(p.customerCount),
        cell(p.managedAccountCount),
      ]),
    );
  });

  it('exports the partner report with each column once', async () => {
    const res = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/partners/report',
      query: { format: 'csv' },
      payload: {},
    });
    const { header, rows } = readCsv(res, 'partner-report.csv');
    expect(header).toEqual([
      'companyId',
      'legalName',
      'accountType',
      'partnerTier',
      'commission',
      'customersAdded',
      'totalCustomers',
      'managedAccounts',
      'revenue',
    ]);
    expect(rows.map((r) => r[1])).toContain('Umbrella Partners Pte Ltd');
  });
});
