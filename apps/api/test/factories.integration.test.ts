import { MESSAGES } from '@portico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/modules/tables.js';
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../src/modules/seed.js';
import { aCompany, aPerson, aStaffAdmin, aSupply, type MadeCompany } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// A database with the reference data only: everything below is made by the factories.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
});
afterAll(() => t.close());

const getCompany = (token: string, id: number) => t.call(token, { method: 'GET', url: `/secure/party/company/${id}` });
const updateCompany = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'PUT', url: '/secure/party/company', payload });
const forbidden = { message: MESSAGES.forbidden, data: null, code: 'forbidden' };

describe('a test app without the demo data', () => {
  it('has no demo logins and no demo companies', async () => {
    const res = await t.call(null, {
      method: 'POST',
      url: '/v3/login',
      payload: { username: 'acme.admin', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(companies).where(eq(companies.id, DEMO_COMPANIES.acme))).toEqual([]);
  });
});

describe('factories', () => {
  let first: MadeCompany;
  let second: MadeCompany;
  let firstAdmin: string;
  let firstViewer: string;
  let secondAdmin: string;

  beforeAll(async () => {
    [first, second] = await Promise.all([aCompany(t), aCompany(t, { country: 'NZ' })]);
    const [admin, viewer, other] = await Promise.all([
      aPerson(t, { companyId: first.id, position: 'Company Admin' }),
      aPerson(t, { companyId: first.id, position: 'Read Only User' }),
      aPerson(t, { companyId: second.id, position: 'Company Admin' }),
    ]);
    [firstAdmin, firstViewer, secondAdmin] = await Promise.all([admin.login(), viewer.login(), other.login()]);
  });

  it('make companies under unique names and people with unique usernames', async () => {
    expect(first.id).not.toBe(second.id);
    expect(first.legalName).not.toBe(second.legalName);
    const [a, b] = await Promise.all([aPerson(t, { companyId: first.id }), aPerson(t, { companyId: first.id })]);
    expect(a.username).not.toBe(b.username);
    expect(a.email).not.toBe(b.email);
  });

  it("let a company's admin log in and read the own company", async () => {
    const res = await getCompany(firstAdmin, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      companyId: first.id,
      companyUid: first.uid,
      legalName: first.legalName,
      accountType: 'DIRECT_CUSTOMER',
    });
  });

  it('give a read-only user of the company no admin change', async () => {
    expect((await getCompany(firstViewer, first.id)).statusCode).toBe(200);
    const res = await updateCompany(firstViewer, { companyId: first.id, legalName: 'Viewer edit' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(forbidden);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, first.id));
    expect(row?.legalName).toBe(first.legalName);
  });

  it("refuse another company's admin the company, reading or changing it", async () => {
    const read = await getCompany(secondAdmin, first.id);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject(forbidden);
    expect(read.body).not.toContain(first.legalName);

    const change = await updateCompany(secondAdmin, { companyId: first.id, legalName: 'Hijacked' });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject(forbidden);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, first.id));
    expect(row?.legalName).toBe(first.legalName);
  });

  it('make a staff admin who reads every company', async () => {
    const staff = await (await aStaffAdmin(t)).login();
    for (const company of [first, second]) {
      const res = await getCompany(staff, company.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.legalName).toBe(company.legalName);
    }
  });

  it("make a supply in a market, which the company's admin sees", async () => {
    const supply = await aSupply(t, { companyId: first.id, market: 'Australia' });
    const res = await t.call(firstAdmin, { method: 'GET', url: `/secure/party/company/${first.id}/supply` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ id: supply.id, supplierId: 808, market: 'Australia', currencyEnum: 'AUD' }),
    ]);
  });
});
