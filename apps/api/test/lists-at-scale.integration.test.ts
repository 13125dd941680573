import { LIST_TOTAL_CAP } from '@portico/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

// Decision 0017: searches served by trigram indexes, totals exact up to a cap, lists in a stable index order.

let t: TestApp;
let staff: string;
let crowdId: number;

type Page = { items: Record<string, unknown>[]; total: number; totalCapped?: boolean; page: number };

async function list(url: string, query: Record<string, string> = {}): Promise<Page> {
  const res = await t.call(staff, { method: 'GET', url, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const usernames = (page: Page) => page.items.map((p) => p.username);

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff.admin');
  // More companies and people than the cap, built in SQL as the bench data generator does.
  const [crowd] = (
    await t.database.sql.executeSql(
      `insert into companies (legal_name, email) values ('Crowdcorp Holdings', 'crowd@crowdcorp.example') returning id`,
      [],
    )
  ).rows as { id: number }[];
  crowdId = crowd?.id ?? 0;
  await t.database.sql.executeSql(
    `insert into companies (legal_name) select 'Capco ' || lpad(i::text, 5, '0') from generate_series(1, $1::int) i`,
    [LIST_TOTAL_CAP + 5],
  );
  await t.database.sql.executeSql(
    `insert into persons (company_id, username, first_name, last_name)
     select $1::int, 'crowd.' || i, 'Cara', 'Capson' from generate_series(1, $2::int) i`,
    [crowdId, LIST_TOTAL_CAP + 2],
  );
});
afterAll(() => t.close());

describe('people search', () => {
  it('finds a person by username, first, last or full name, company, e-mail or id, in any case', async () => {
    const staffId = (await list('/secure/party/person', { search: 'staff.admin' })).items[0]?.personId;
    expect(staffId).toBeTypeOf('number');
    for (const search of ['staff.adm', 'Sam', 'STAFF', 'sam staff', 'Portico Networks', 'admin@portico', 'm S']) {
      const found = await list('/secure/party/person', { search, providerOnly: 'false' });
      expect(usernames(found), search).toContain('staff.admin');
    }
    expect(usernames(await list('/secure/party/person', { search: String(staffId) }))).toContain('staff.admin');
    // two letters are too short for a trigram index: the same matches come from reading the list in order
    expect(usernames(await list('/secure/party/person', { search: 'sa', pageSize: '200' }))).toContain('staff.admin');
  });

  it('finds the people of a company by its name, and a company’s own list searches the same way', async () => {
    const globex = usernames(await list('/secure/party/person', { search: 'globex cloud', pageSize: '200' }));
    expect(globex).toEqual(expect.arrayContaining(['mfa.user']));
    const employees = await list(`/secure/party/company/${DEMO_COMPANIES.globex}/employee`, { search: 'mfa.us' });
    expect(usernames(employees)).toEqual(['mfa.user']);
    expect(employees.totalCapped).toBeUndefined();
  });

  it('takes %, _ and \\ literally on both search paths', async () => {
    for (const search of ['%', '_', '%%%', '___', '\\'])
      expect((await list('/secure/party/person', { search })).total, search).toBe(0);
  });
});

describe('capped totals', () => {
  it('counts companies exactly below the cap and says "more" above it', async () => {
    const few = await list('/secure/party/company', { search: 'crowdcorp' });
    expect(few.total).toBe(1);
    expect(few).not.toHaveProperty('totalCapped');

    const many = await list('/secure/party/company', { search: 'capco' });
    expect(many).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(many.items[0]?.legalName).toBe('Capco 00001');

    // the last page, past the cap: it holds the rest in order, and tells the exact total without counting
    const last = await list('/secure/party/company', { search: 'capco', page: String(LIST_TOTAL_CAP / 25 + 1) });
    expect(last.items.map((c) => c.legalName)).toEqual([
      'Capco 10001',
      'Capco 10002',
      'Capco 10003',
      'Capco 10004',
      'Capco 10005',
    ]);
    expect(last.total).toBe(LIST_TOTAL_CAP + 5);
    expect(last).not.toHaveProperty('totalCapped');
    // a full page past the cap: the total covers the rows up to it, and says there are more
    const full = await list('/secure/party/company', { search: 'capco', page: String(LIST_TOTAL_CAP / 25) });
    expect(full).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    const beyond = await list('/secure/party/company', { search: 'capco', page: '1000' });
    expect(beyond).toMatchObject({ items: [], total: LIST_TOTAL_CAP, totalCapped: true });
  });

  it('caps the staff people list, its search, and a company’s people', async () => {
    expect(await list('/secure/party/person')).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(await list('/secure/party/person', { search: 'capson' })).toMatchObject({
      total: LIST_TOTAL_CAP,
      totalCapped: true,
    });
    expect(await list(`/secure/party/company/${crowdId}/employee`)).toMatchObject({
      total: LIST_TOTAL_CAP,
      totalCapped: true,
    });
    const fewer = await list(`/secure/party/company/${crowdId}/employee`, { search: 'crowd.1000' });
    // crowd.1000 and crowd.10000 … crowd.10002
    expect(fewer.total).toBe(4);
  });

  it('pages through people with the same name in id order, never repeating one', async () => {
    const seen = new Set<unknown>();
    for (const page of ['1', '2', '3']) {
      const rows = (await list(`/secure/party/company/${crowdId}/employee`, { page, pageSize: '50' })).items;
      for (const row of rows) seen.add(row.personId);
      const ids = rows.map((r) => r.personId as number);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    expect(seen.size).toBe(150);
  });
});

describe("one company's detail", () => {
  it('reads every part in one query, the same before and after a change', async () => {
    const sql = (text: string, values: unknown[] = []) => t.database.sql.executeSql(text, values);
    const [partner] = (
      await sql(`insert into companies (legal_name, account_type, channel_partner)
                 values ('Detail Partner', 'PARTNER', true) returning id`)
    ).rows as { id: number }[];
    await sql(
      `insert into company_config_settings (company_id, child_defaults) values ($1, '{"MANAGED_SUPPORT": true}')`,
      [partner?.id],
    );
    const [manager] = (await sql(`select min(id) as id from persons where company_id = 1`)).rows as { id: number }[];
    const [company] = (
      await sql(
        `insert into companies (legal_name, account_type, parent_company_id, account_manager_id)
         values ('Detail Managed', 'MANAGED_ACCOUNT', $1, $2) returning id`,
        [partner?.id, manager?.id],
      )
    ).rows as { id: number }[];
    const id = company?.id;
    await sql(
      `insert into company_addresses (company_id, kind, is_billing, address1, city)
       values ($1, 'PHYSICAL', false, '1 Main St', 'Sydney'), ($1, 'BILLING', true, '2 Bill St', 'Perth')`,
      [id],
    );
    await sql(
      `insert into company_images (company_id, name, kind, content_type, data) values ($1, 'logo', 'logo', 'image/png', '\\x00')`,
      [id],
    );

    const read = await t.call(staff, { method: 'GET', url: `/secure/party/company/${id}` });
    expect(read.statusCode, read.body).toBe(200);
    const detail = read.json().data;
    expect(detail).toMatchObject({
      companyId: id,
      parentCompanyId: partner?.id,
      parentAccountType: 'PARTNER',
      managedSupport: true,
      hasLogo: true,
      accountManager: { personId: manager?.id, firstName: 'Sam', email: 'staff.admin@portico.example' },
      billingAddress: { address1: '2 Bill St', city: 'Perth', billing: true },
      physicalAddress: { address1: '1 Main St', city: 'Sydney', billing: false },
    });
    // an unchanged flag answers the detail from inside the change's transaction
    const same = await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/company/${id}/active`,
      payload: { active: true },
    });
    expect(same.json().data).toEqual(detail);

    // a deleted parent is no parent type; a company with nothing else has empty parts
    await sql(`update companies set deleted_at = now() where id = $1`, [partner?.id]);
    expect((await t.call(staff, { method: 'GET', url: `/secure/party/company/${id}` })).json().data).toMatchObject({
      parentAccountType: null,
      managedSupport: true,
    });
    const bare = (await t.call(staff, { method: 'GET', url: `/secure/party/company/${crowdId}` })).json().data;
    expect(bare).toMatchObject({
      accountManager: null,
      parentAccountType: null,
      billingAddress: null,
      physicalAddress: null,
      hasLogo: false,
      managedSupport: false,
    });
  });
});
