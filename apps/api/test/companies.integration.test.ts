import { COMPANY_MESSAGES, MESSAGES } from '@portico/domain';
import { companySummarySchema } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { auditLog, companies, persons, positions } from '../src/modules/tables.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;
let acmeAdmin: string;
let acmeViewer: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  [staff, acmeAdmin, acmeViewer, agent] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    t.login('acme.viewer'),
    t.login('agent'),
  ]);
});
afterAll(() => t.close());

const { acme, globex, umbrella } = DEMO_COMPANIES;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

function registration(overrides: { company?: Record<string, unknown>; person?: Record<string, unknown> } = {}) {
  const id = unique('reg');
  return {
    companyDto: {
      legalName: `Registered ${id} Pty Ltd`,
      tradingName: `Registered ${id}`,
      email: `accounts@${id}.example`,
      phone: '+61 2 9999 0000',
      country: 'AU',
      ...overrides.company,
    },
    personDto: {
      firstName: 'Rita',
      lastName: 'Registrar',
      email: `rita@${id}.example`,
      username: `rita.${id}`,
      password: 'Portico1',
      ...overrides.person,
    },
  };
}

async function register(overrides?: Parameters<typeof registration>[0]): Promise<number> {
  const res = await t.call(staff, {
    method: 'POST',
    url: '/secure/party/admincompanyregistration',
    payload: registration(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.companyId as number;
}

const getCompany = (token: string, id: number) => t.call(token, { method: 'GET', url: `/secure/party/company/${id}` });
const update = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'PUT', url: '/secure/party/company', payload });

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----portico${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadLogo = (token: string, companyId: number, file: ReturnType<typeof multipart>) =>
  t.call(token, { method: 'POST', url: `/secure/image/company/${companyId}?name=logo`, ...file });

async function auditFor(companyId: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));
}

describe('GET /secure/party/company (search)', () => {
  it('answers each company with exactly the contract’s summary fields, the values its detail shows', async () => {
    // a time between two milliseconds: the list writes it as the detail does (the millisecond it is in)
    await queryRows(
      t.database.db,
      sql`update companies set created_at = '2024-05-06T07:08:09.123987Z' where id = ${DEMO_COMPANIES.acme}`,
    );
    const res = await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { pageSize: '100' } });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data as { items: Record<string, unknown>[]; total: number };
    expect(items.length).toBe(Math.min(total, 100));
    const fields = Object.keys(companySummarySchema.shape).sort();
    for (const item of items.slice(0, 12)) {
      expect(Object.keys(item).sort()).toEqual(fields);
      expect(companySummarySchema.strict().safeParse(item).success).toBe(true);
      const detail = (await t.call(staff, { method: 'GET', url: `/secure/party/company/${item.companyId}` })).json()
        .data as Record<string, unknown>;
      expect(item).toEqual(Object.fromEntries(fields.map((name) => [name, detail[name]])));
    }
    const acme = items.find((item) => item.companyId === DEMO_COMPANIES.acme);
    expect(acme?.createDate).toBe(Date.parse('2024-05-06T07:08:09.123Z'));
  });

  it('pages server-side and searches legal and trading name, id and e-mail', async () => {
    const page = await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { pageSize: '2' } });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.items).toHaveLength(2);
    expect(data.total).toBeGreaterThan(5);
    expect(data).toMatchObject({ page: 1, pageSize: 2 });
    const second = (
      await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { pageSize: '2', page: '2' } })
    ).json().data;
    expect(second.items[0].companyId).not.toBe(data.items[0].companyId);

    const ids = async (search: string) =>
      (await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { search } }))
        .json()
        .data.items.map((c: { companyId: number }) => c.companyId);
    expect(await ids('acme networks pty')).toEqual([acme]);
    expect(await ids('GLOBEX')).toEqual([globex]);
    expect(await ids(String(DEMO_COMPANIES.initech))).toEqual([DEMO_COMPANIES.initech]);
    expect(await ids('umbrella.example')).toEqual([umbrella]);
    // pattern characters are literal
    expect(await ids('%')).toEqual([]);
  });

  it('walks deep pages by keyset: each page names the next, the same rows as by page number', async () => {
    const list = (query: Record<string, string>) =>
      t.call(staff, { method: 'GET', url: '/secure/party/company', query: { pageSize: '2', ...query } });
    const first = (await list({})).json().data;
    expect(first.items).toHaveLength(2);
    expect(typeof first.next).toBe('string');
    const byCursor = (await list({ after: first.next })).json().data;
    const byNumber = (await list({ page: '2' })).json().data;
    expect(byCursor.items.map((c: { companyId: number }) => c.companyId)).toEqual(
      byNumber.items.map((c: { companyId: number }) => c.companyId),
    );
    expect(byCursor.next).toBe(byNumber.next);
    // walking to the end visits every company once, and the last page says there is no next
    const seen: number[] = [...first.items, ...byCursor.items].map((c: { companyId: number }) => c.companyId);
    let next: string | null = byCursor.next;
    while (next) {
      const page = (await list({ after: next })).json().data;
      seen.push(...page.items.map((c: { companyId: number }) => c.companyId));
      next = page.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.total);
  });

  it('refuses a cursor it did not make, with a message', async () => {
    for (const after of [
      'not-a-cursor',
      Buffer.from('[1,"x"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      const res = await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { after } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The page cursor is not valid. Start again from the first page.');
    }
  });

  it('filters by account type and active flag', async () => {
    const partners = (
      await t.call(staff, {
        method: 'GET',
        url: '/secure/party/company',
        query: { accountType: 'PARTNER', pageSize: '200' },
      })
    ).json().data.items;
    expect(partners.map((c: { companyId: number }) => c.companyId)).toContain(umbrella);
    expect(partners.every((c: { accountType: string }) => c.accountType === 'PARTNER')).toBe(true);
    const inactive = (
      await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { active: 'false', pageSize: '200' } })
    ).json().data.items;
    expect(inactive.every((c: { active: boolean }) => !c.active)).toBe(true);
  });

  it('exports every filtered row as CSV, not just one page', async () => {
    const json = (
      await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { search: 'portico', pageSize: '1' } })
    ).json().data;
    expect(json.total).toBeGreaterThan(1);
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/company',
      query: { search: 'portico', pageSize: '1', format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="companies.csv"/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'companyId,legalName,tradingName,email,phone,country,accountType,active,published,createDate',
    );
    expect(lines).toHaveLength(json.total + 1);
  });

  it('is for staff only', async () => {
    expect((await t.call(acmeAdmin, { method: 'GET', url: '/secure/party/company' })).statusCode).toBe(403);
    expect((await t.call(acmeAdmin, { method: 'GET', url: '/secure/party/company/all' })).statusCode).toBe(403);
    expect(
      (await t.call(acmeAdmin, { method: 'GET', url: '/v2/customer/name/search', query: { search: 'a' } })).statusCode,
    ).toBe(403);
  });
});

describe('GET /secure/party/company/all and /v2/customer/name/search', () => {
  it('adds the users of each company with include_users=true', async () => {
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/company/all',
      query: { search: 'acme', include_users: 'true' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.truncated).toBe(false);
    expect(data.totalCapped).toBe(false);
    expect(data.total).toBe(data.items.length);
    const acmeRow = data.items.find((c: { companyId: number }) => c.companyId === acme);
    expect(acmeRow.users.map((u: { username: string }) => u.username).sort()).toEqual([
      'acme.admin',
      'acme.finance',
      'acme.viewer',
    ]);
    expect(acmeRow.users[0]).toHaveProperty('email');
    const without = (
      await t.call(staff, { method: 'GET', url: '/secure/party/company/all', query: { search: 'acme' } })
    ).json().data;
    expect(without.items[0]).not.toHaveProperty('users');
  });

  it('answers ids and names for pickers', async () => {
    const res = await t.call(staff, { method: 'GET', url: '/v2/customer/name/search', query: { search: 'glob' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ companyId: globex, legalName: 'Globex Cloud Ltd', tradingName: 'Globex' }]);
  });
});

describe('GET /secure/party/company/{id}', () => {
  it('answers staff and the company’s own people, with the details fields', async () => {
    const res = await getCompany(staff, acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      companyId: acme,
      legalName: 'Acme Networks Pty Ltd',
      accountType: 'DIRECT_CUSTOMER',
      accountTypeEditable: true,
      accountTypeOptions: ['PARTNER', 'DISTRIBUTOR'],
      billingAddress: null,
      accountManager: null,
      hasLogo: false,
    });
    expect((await getCompany(acmeAdmin, acme)).statusCode).toBe(200);
    expect((await getCompany(acmeViewer, acme)).statusCode).toBe(200);
    // a service agent acts for the companies that virtually employ it
    expect((await getCompany(agent, globex)).statusCode).toBe(200);
  });

  it("refuses another company's customer", async () => {
    const res = await getCompany(acmeAdmin, globex);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Globex');
    expect((await getCompany(agent, acme)).statusCode).toBe(403);
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await getCompany(staff, 99_999_999)).statusCode).toBe(404);
  });
});

describe('PUT /secure/party/company', () => {
  it("lets a company admin edit the own company, answering 'Updated successfully', audited", async () => {
    const id = await register();
    const token = await t.login(
      (await t.database.db.select({ username: persons.username }).from(persons).where(eq(persons.companyId, id)))[0]!
        .username,
    );
    const res = await update(token, {
      companyId: id,
      legalName: 'Renamed Pty Ltd',
      tradingName: 'Renamed',
      www: 'https://renamed.example',
      description: 'We rename things',
      companyType: 'Private',
      industry: 'Software',
      techSupportPhone: '+61 2 1111 2222',
      techSupportEmail: 'noc@renamed.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.updatedSuccessfully);
    expect(res.json().data).toMatchObject({
      legalName: 'Renamed Pty Ltd',
      tradingName: 'Renamed',
      companyType: 'Private',
      industry: 'Software',
      techSupportPhone: '+61 2 1111 2222',
    });
    const [entry] = await auditFor(id, 'company.update');
    expect(entry?.before).toMatchObject({ tradingName: expect.stringMatching(/^Registered/), techSupportPhone: null });
    expect(entry?.after).toMatchObject({ tradingName: 'Renamed', techSupportPhone: '+61 2 1111 2222' });
  });

  it('refuses a customer editing another company, and a customer without company_admin', async () => {
    const res = await update(acmeAdmin, { companyId: globex, legalName: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect((await update(acmeViewer, { companyId: acme, legalName: 'Viewer edit' })).statusCode).toBe(403);
    const unnamed = await update(acmeAdmin, { legalName: 'No company named' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toMatch(/companyId/);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, globex));
    expect(row?.legalName).toBe('Globex Cloud Ltd');
  });

  it('keeps account manager and client category for staff', async () => {
    const id = await register();
    const [staffPerson] = await t.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.username, 'staff.admin'));
    const [customerPerson] = await t.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.username, 'acme.admin'));
    const base = { companyId: id, legalName: 'Managed Pty Ltd' };

    const notProvider = await update(staff, { ...base, accountManagerId: customerPerson!.id });
    expect(notProvider.statusCode).toBe(400);
    expect(notProvider.json().message).toBe(COMPANY_MESSAGES.accountManagerNotProvider);

    const ok = await update(staff, { ...base, accountManagerId: staffPerson!.id, clientCategory: 'ENTERPRISE' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.accountManager).toMatchObject({ personId: staffPerson!.id, firstName: 'Sam' });

    const username = (
      await t.database.db.select({ username: persons.username }).from(persons).where(eq(persons.companyId, id))
    )[0]!.username;
    const admin = await t.login(username);
    expect((await update(admin, { ...base, accountManagerId: null })).statusCode).toBe(403);
    expect(
      (await update(admin, { ...base, clientCategory: 'WHOLESALE', wholesaleAgreementDate: '2025-01-01' })).statusCode,
    ).toBe(403);
    // the same values sent back unchanged (as the form does) are fine
    const same = await update(admin, { ...base, accountManagerId: staffPerson!.id, clientCategory: 'ENTERPRISE' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('requires the wholesale agreement date for a WHOLESALE client', async () => {
    const id = await register();
    const res = await update(staff, { companyId: id, legalName: 'Wholesale Ltd', clientCategory: 'WHOLESALE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_MESSAGES.wholesaleDateRequired);
    const ok = await update(staff, {
      companyId: id,
      legalName: 'Wholesale Ltd',
      clientCategory: 'WHOLESALE',
      wholesaleAgreementDate: '2025-07-01',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ clientCategory: 'WHOLESALE', wholesaleAgreementDate: '2025-07-01' });
    // changing only other fields later keeps the stored date, which still satisfies the rule
    expect((await update(staff, { companyId: id, legalName: 'Wholesale Two Ltd' })).statusCode).toBe(200);
  });

  it('takes the industry from the list, letting a value stored before the list stay', async () => {
    const refused = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/admincompanyregistration',
      payload: registration({ company: { industry: 'Basket weaving' } }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please choose an industry from the list');

    const id = await register({ company: { industry: 'Data Centre' } });
    expect((await getCompany(staff, id)).json().data.industry).toBe('Data Centre');
    const unknown = await update(staff, { companyId: id, legalName: 'Listed Ltd', industry: 'Basket weaving' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose an industry from the list');
    expect((await getCompany(staff, id)).json().data.industry).toBe('Data Centre');

    // a company whose industry was typed freely before the list keeps it on its next save
    await t.database.db.update(companies).set({ industry: 'Basket weaving' }).where(eq(companies.id, id));
    const kept = await update(staff, { companyId: id, legalName: 'Listed Ltd', industry: 'Basket weaving' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.industry).toBe('Basket weaving');
  });

  it('mandatory legal name', async () => {
    const res = await update(staff, { companyId: acme, legalName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.mandatoryFields);
  });

  it('does not let technical-support phone and e-mail be emptied once set', async () => {
    const id = await register();
    const base = { companyId: id, legalName: 'Support Ltd' };
    expect(
      (await update(staff, { ...base, techSupportPhone: '+1 555 0100', techSupportEmail: 'noc@support.example' }))
        .statusCode,
    ).toBe(200);
    const phone = await update(staff, { ...base, techSupportPhone: '' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(MESSAGES.techSupportPhoneRequired);
    const email = await update(staff, { ...base, techSupportEmail: null });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(MESSAGES.techSupportEmailRequired);
    // changing them is fine
    expect((await update(staff, { ...base, techSupportPhone: '+1 555 0199' })).statusCode).toBe(200);
  });

  it('lets a managed account without managed support empty them, but not with it', async () => {
    const id = await register();
    await t.database.db.update(companies).set({ parentCompanyId: umbrella }).where(eq(companies.id, id));
    const change = await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/company/${id}/accountType`,
      payload: { accountType: 'MANAGED_ACCOUNT' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data).toMatchObject({ accountType: 'MANAGED_ACCOUNT', managedSupport: false });
    const base = { companyId: id, legalName: 'Managed Ltd' };
    await update(staff, { ...base, techSupportPhone: '+1 555 0100', techSupportEmail: 'noc@managed.example' });
    const cleared = await update(staff, { ...base, techSupportPhone: '', techSupportEmail: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ techSupportPhone: null, techSupportEmail: null });

    await update(staff, { ...base, techSupportPhone: '+1 555 0100', techSupportEmail: 'noc@managed.example' });
    const settings = await t.call(staff, {
      method: 'POST',
      url: `/v2/company/${id}/configSettings`,
      payload: { companyOverrides: { MANAGED_SUPPORT: true } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await getCompany(staff, id)).json().data.managedSupport).toBe(true);
    const refused = await update(staff, { ...base, techSupportPhone: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.techSupportPhoneRequired);
  });
});

describe('POST /secure/party/company/{id}/address/{addressId}', () => {
  const address = {
    billing: true,
    address1: '1 George St',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'au',
  };

  it("creates with addressId 0, updates by id, answering 'Address updated'", async () => {
    const id = await register();
    const created = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${id}/address/0`,
      payload: address,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(MESSAGES.addressUpdated);
    const addressId = created.json().data.addressId;
    expect(created.json().data).toMatchObject({ billing: true, country: 'AU', city: 'Sydney' });

    const physical = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${id}/address/0`,
      payload: { ...address, billing: false, address1: '2 Pitt St' },
    });
    expect(physical.statusCode).toBe(200);

    const updated = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${id}/address/${addressId}`,
      payload: { ...address, address1: '10 George St' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(MESSAGES.addressUpdated);
    const detail = (await getCompany(staff, id)).json().data;
    expect(detail.billingAddress).toMatchObject({ addressId, address1: '10 George St' });
    expect(detail.physicalAddress).toMatchObject({ address1: '2 Pitt St', billing: false });

    const duplicate = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${id}/address/0`,
      payload: address,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(COMPANY_MESSAGES.addressKindExists);
    expect((await auditFor(id, 'company.address.update')).length).toBe(1);
    expect((await auditFor(id, 'company.address.create')).length).toBe(2);
  });

  it("answers 404 for another company's address id, and refuses another company's customer", async () => {
    const id = await register();
    const other = await register();
    const created = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${other}/address/0`,
      payload: address,
    });
    const foreignAddressId = created.json().data.addressId;
    const res = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${id}/address/${foreignAddressId}`,
      payload: address,
    });
    expect(res.statusCode).toBe(404);

    const globexAddress = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${globex}/address/0`,
      payload: address,
    });
    const cross = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/party/company/${globex}/address/${globexAddress.json().data.addressId}`,
      payload: { ...address, address1: 'Stolen' },
    });
    expect(cross.statusCode).toBe(403);
    // Acme's admin naming a Globex address under Acme's own company id finds nothing
    const sideways = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/party/company/${acme}/address/${globexAddress.json().data.addressId}`,
      payload: { ...address, address1: 'Stolen' },
    });
    expect(sideways.statusCode).toBe(404);
    expect((await getCompany(staff, globex)).json().data.billingAddress.address1).toBe('1 George St');
  });

  it('requires the mandatory address fields', async () => {
    const res = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/party/company/${acme}/address/0`,
      payload: { billing: false, address1: '', city: 'Sydney', country: 'AU' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.mandatoryFields);
  });
});

describe('active, publish and delete', () => {
  it('staff enable and disable a company and publish or hide its profile', async () => {
    const id = await register();
    const off = await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/company/${id}/active`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: COMPANY_MESSAGES.companyDeactivated, data: { active: false } });
    const on = await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/company/${id}/active`,
      payload: { active: true },
    });
    expect(on.json()).toMatchObject({ message: COMPANY_MESSAGES.companyActivated, data: { active: true } });
    const pub = await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/company/${id}/published`,
      payload: { published: true },
    });
    expect(pub.json()).toMatchObject({ message: COMPANY_MESSAGES.profilePublished, data: { published: true } });
    expect((await auditFor(id, 'company.deactivate')).length).toBe(1);
    expect((await auditFor(id, 'company.publish')).length).toBe(1);
    expect(
      (
        await t.call(acmeAdmin, {
          method: 'PUT',
          url: `/secure/party/company/${acme}/active`,
          payload: { active: false },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("soft-deletes for staff admins with 'Company was DELETED', hiding the company", async () => {
    const id = await register();
    const name = (await getCompany(staff, id)).json().data.legalName;
    expect((await t.call(acmeAdmin, { method: 'DELETE', url: `/secure/party/company/${acme}` })).statusCode).toBe(403);
    const res = await t.call(staff, { method: 'DELETE', url: `/secure/party/company/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.companyDeleted);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.active).toBe(false);
    expect((await getCompany(staff, id)).statusCode).toBe(404);
    const search = await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { search: name } });
    expect(search.json().data.total).toBe(0);
    expect((await auditFor(id, 'company.delete')).length).toBe(1);
    expect((await t.call(staff, { method: 'DELETE', url: `/secure/party/company/${id}` })).statusCode).toBe(404);
  });

  it("refuses to delete the provider's companies", async () => {
    const res = await t.call(staff, { method: 'DELETE', url: '/secure/party/company/1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_MESSAGES.providerNotDeletable);
  });
});

describe('logo upload', () => {
  it('accepts an image, replaces it on the next upload, and reads it back', async () => {
    const first = await uploadLogo(acmeAdmin, acme, multipart('logo.png', 'image/png', PNG));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ name: 'logo', contentType: 'image/png', size: PNG.length });
    const second = await uploadLogo(acmeAdmin, acme, multipart('logo.webp', 'image/webp', WEBP));
    expect(second.statusCode).toBe(200);
    const read = await t.call(acmeAdmin, { method: 'GET', url: `/secure/image/company/${acme}?name=logo` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.rawPayload.equals(WEBP)).toBe(true);
    expect((await getCompany(acmeAdmin, acme)).json().data.hasLogo).toBe(true);
    const rows = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from company_images where company_id = ${acme}`,
    );
    expect(rows[0]?.n).toBe('1');
    expect((await auditFor(acme, 'company.image.replace')).length).toBe(2);
  });

  it('accepts images only, whatever the file claims to be', async () => {
    for (const file of [
      multipart('notes.txt', 'text/plain', Buffer.from('hello')),
      multipart('fake.png', 'image/png', Buffer.from('not really a png')),
      multipart('x.svg', 'image/svg+xml', Buffer.from('<html><script>alert(1)</script></html>')),
    ]) {
      const res = await uploadLogo(acmeAdmin, acme, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Please upload a PNG, JPEG or WebP image (SVG, GIF and other files are not accepted).',
      );
    }
    const none = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/image/company/${acme}?name=logo`,
      payload: { not: 'a file' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Please upload a PNG, JPEG or WebP image (SVG, GIF and other files are not accepted).',
    );
  });

  it('refuses images over the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await uploadLogo(staff, acme, multipart('big.png', 'image/png', big));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_MESSAGES.logoTooLarge);
  });

  it("refuses another company's customer, for upload and read", async () => {
    const res = await uploadLogo(acmeAdmin, globex, multipart('logo.png', 'image/png', PNG));
    expect(res.statusCode).toBe(403);
    expect((await uploadLogo(acmeViewer, acme, multipart('logo.png', 'image/png', PNG))).statusCode).toBe(403);
    expect(
      (await t.call(acmeAdmin, { method: 'GET', url: `/secure/image/company/${globex}?name=logo` })).statusCode,
    ).toBe(403);
    expect((await t.call(staff, { method: 'GET', url: `/secure/image/company/${globex}?name=logo` })).statusCode).toBe(
      404,
    );
  });
});

describe('credit check', () => {
  it('asks the simulated bureau and stores the status and date', async () => {
    const id = await register();
    const res = await t.call(staff, { method: 'POST', url: `/secure/party/company/${id}/creditcheck` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(COMPANY_MESSAGES.creditChecked);
    const data = res.json().data;
    expect(data.creditCheckStatus).toBe('APPROVED');
    expect(data.reference).toMatch(/^SIM-/);
    const detail = (await getCompany(staff, id)).json().data;
    expect(detail).toMatchObject({ creditCheckStatus: 'APPROVED', creditCheckedAt: data.creditCheckedAt });
    expect((await auditFor(id, 'company.creditCheck'))[0]?.after).toMatchObject({ score: data.score });

    const declined = await register({ company: { legalName: `Decline Me ${unique('d')}` } });
    const again = await t.call(staff, { method: 'POST', url: `/secure/party/company/${declined}/creditcheck` });
    expect(again.json().data.creditCheckStatus).toBe('DECLINED');
    // deterministic: the same company gets the same answer
    const repeat = await t.call(staff, { method: 'POST', url: `/secure/party/company/${declined}/creditcheck` });
    expect(repeat.json().data.score).toBe(again.json().data.score);
    expect(
      (await t.call(acmeAdmin, { method: 'POST', url: `/secure/party/company/${acme}/creditcheck` })).statusCode,
    ).toBe(403);
  });
});

describe('POST /secure/party/admincompanyregistration', () => {
  const countCompanies = async () => (await t.database.db.select({ id: companies.id }).from(companies)).length;

  it('creates the company and its administrator in the Company Admin position, audited', async () => {
    const body = registration();
    const res = await t.call(staff, { method: 'POST', url: '/secure/party/admincompanyregistration', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(COMPANY_MESSAGES.companyRegistered);
    const { companyId, personId } = res.json().data;
    const detail = (await getCompany(staff, companyId)).json().data;
    expect(detail).toMatchObject({
      legalName: body.companyDto.legalName,
      email: body.companyDto.email,
      accountType: 'DIRECT_CUSTOMER',
      active: true,
    });
    const [person] = await t.database.db
      .select({ companyId: persons.companyId, position: positions.name })
      .from(persons)
      .innerJoin(positions, eq(positions.id, persons.positionId))
      .where(eq(persons.id, personId));
    expect(person).toEqual({ companyId, position: 'Company Admin' });
    // the administrator can log in and administer the new company
    const token = await t.login(body.personDto.username);
    expect((await update(token, { companyId, legalName: 'Self Managed' })).statusCode).toBe(200);
    const [entry] = await auditFor(companyId, 'company.register');
    expect(entry?.after).toMatchObject({ administrator: { personId, username: body.personDto.username } });
  });

  it("answers 'Please fill out all the mandatory fields.' and writes nothing", async () => {
    const before = await countCompanies();
    for (const body of [
      registration({ company: { legalName: '' } }),
      registration({ company: { phone: undefined } }),
      registration({ person: { firstName: ' ' } }),
      registration({ person: { username: undefined } }),
      { companyDto: {}, personDto: {} },
    ]) {
      const res = await t.call(staff, { method: 'POST', url: '/secure/party/admincompanyregistration', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.mandatoryFields);
    }
    expect(await countCompanies()).toBe(before);
  });

  it('refuses an administrator e-mail equal to the company e-mail', async () => {
    const body = registration();
    body.personDto.email = body.companyDto.email.toUpperCase();
    const res = await t.call(staff, { method: 'POST', url: '/secure/party/admincompanyregistration', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.adminEmailSameAsCompany);
  });

  it('refuses a taken username or e-mail and rolls the company back', async () => {
    const before = await countCompanies();
    const takenUser = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/admincompanyregistration',
      payload: registration({ person: { username: 'ACME.admin' } }),
    });
    expect(takenUser.statusCode).toBe(400);
    expect(takenUser.json().message).toBe(MESSAGES.uniqueUsernameEmails);
    const takenEmail = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/admincompanyregistration',
      payload: registration({ person: { email: 'acme.admin@portico.example' } }),
    });
    expect(takenEmail.statusCode).toBe(400);
    expect(takenEmail.json().message).toBe(MESSAGES.emailTaken);
    expect(await countCompanies()).toBe(before);
  });

  it('is for staff only', async () => {
    const res = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/party/admincompanyregistration',
      payload: registration(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('account type', () => {
  const change = (token: string, id: number, payload: Record<string, unknown>) =>
    t.call(token, { method: 'PUT', url: `/secure/party/company/${id}/accountType`, payload });

  it('turns a direct customer into a PARTNER only after the confirmation', async () => {
    const id = await register();
    const unconfirmed = await change(staff, id, { accountType: 'PARTNER' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(MESSAGES.partnerConfirm);
    const res = await change(staff, id, { accountType: 'PARTNER', confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.updatedSuccessfully);
    expect(res.json().data).toMatchObject({
      accountType: 'PARTNER',
      channelPartner: true,
      accountTypeEditable: false,
      accountTypeOptions: [],
    });
    expect(res.json().data.partnerRegistrationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [entry] = await auditFor(id, 'company.accountType');
    expect(entry).toMatchObject({
      before: { accountType: 'DIRECT_CUSTOMER' },
      after: { accountType: 'PARTNER', confirmed: true },
    });
    // not reversible
    const back = await change(staff, id, { accountType: 'DISTRIBUTOR' });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe(MESSAGES.accountTypeNotEditable);
  });

  it('offers MANAGED_ACCOUNT only under a partner and ADMIN only under the provider', async () => {
    const id = await register();
    const managed = await change(staff, id, { accountType: 'MANAGED_ACCOUNT' });
    expect(managed.statusCode).toBe(400);
    expect(managed.json().message).toBe(COMPANY_MESSAGES.accountTypeNotOffered);
    const admin = await change(staff, id, { accountType: 'ADMIN' });
    expect(admin.json().message).toBe(COMPANY_MESSAGES.accountTypeNotOffered);
    await t.database.db.update(companies).set({ parentCompanyId: 1 }).where(eq(companies.id, id));
    expect((await getCompany(staff, id)).json().data.accountTypeOptions).toEqual(['PARTNER', 'DISTRIBUTOR', 'ADMIN']);
    expect((await change(staff, id, { accountType: 'ADMIN' })).statusCode).toBe(200);
  });

  it('is not editable from any other type', async () => {
    const res = await change(staff, umbrella, { accountType: 'DISTRIBUTOR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.accountTypeNotEditable);
  });

  it('needs configure_partner: customers cannot change it', async () => {
    expect((await change(acmeAdmin, acme, { accountType: 'PARTNER', confirmed: true })).statusCode).toBe(403);
  });
});

describe('company config settings', () => {
  const path = (id: number) => `/v2/company/${id}/configSettings`;
  const load = async (token: string, id: number) => (await t.call(token, { method: 'GET', url: path(id) })).json().data;
  const save = (method: 'POST' | 'PUT', id: number, payload: Record<string, unknown>, token = staff) =>
    t.call(token, { method, url: path(id), payload });
  const value = (groups: { settings: { key: string; value: boolean; locked: boolean }[] }[], key: string) =>
    groups.flatMap((g) => g.settings).find((s) => s.key === key);

  async function newPartner() {
    const id = await register();
    const res = await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/company/${id}/accountType`,
      payload: { accountType: 'PARTNER', confirmed: true },
    });
    expect(res.statusCode).toBe(200);
    return id;
  }

  it('loads groups for the account type, creates when no record exists, updates otherwise', async () => {
    const id = await newPartner();
    const initial = await load(staff, id);
    expect(initial).toMatchObject({
      companyId: id,
      accountType: 'PARTNER',
      rootAccountType: 'PARTNER',
      recordExists: false,
      childAccountType: 'MANAGED_ACCOUNT',
    });
    expect(initial.companyOverrides.map((g: { key: string }) => g.key)).toEqual([
      'BILLING',
      'SUPPORT',
      'PARTNER_PORTAL',
    ]);
    expect(initial.companyOverrides[0]).toMatchObject({ displayOrder: 1, maxSelection: 1 });
    expect(value(initial.companyOverrides, 'BILLING_AGENT')).toMatchObject({ value: false, locked: false });
    expect(initial.childDefaults.map((g: { key: string }) => g.key)).toEqual(['SUPPORT', 'ORDERING']);

    expect((await save('PUT', id, { companyOverrides: {} })).statusCode).toBe(404);
    const created = await save('POST', id, {
      companyOverrides: { BILLING_AGENT: true, BILLING_DIRECT: false },
      childDefaults: { MANAGED_SUPPORT: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(MESSAGES.configCreated);
    const data = created.json().data;
    expect(data.recordExists).toBe(true);
    // the follow rule copied BILLING_AGENT to HIDE_SUPPLY_DETAILS
    expect(value(data.companyOverrides, 'HIDE_SUPPLY_DETAILS')?.value).toBe(true);
    expect(value(data.childDefaults, 'MANAGED_SUPPORT')?.value).toBe(true);
    // BILLING_AGENT is locked once the record exists
    expect(value(data.companyOverrides, 'BILLING_AGENT')).toMatchObject({ value: true, locked: true });

    expect((await save('POST', id, { companyOverrides: {} })).statusCode).toBe(409);
    const updated = await save('PUT', id, { companyOverrides: { PARTNER_BRANDING: true } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(MESSAGES.configUpdated);
    expect(value(updated.json().data.companyOverrides, 'PARTNER_CONTACT_DETAILS')?.value).toBe(true);
    expect((await auditFor(id, 'company.config.create')).length).toBe(1);
    expect((await auditFor(id, 'company.config.update'))[0]?.before).toMatchObject({
      companyOverrides: { PARTNER_BRANDING: false },
    });
  });

  it("refuses locked settings with 'This setting is locked'", async () => {
    const id = await newPartner();
    await save('POST', id, { companyOverrides: {} });
    const res = await save('PUT', id, { companyOverrides: { BILLING_AGENT: true, BILLING_DIRECT: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.settingLocked);

    const admin = await load(staff, 1);
    expect(admin.accountType).toBe('ADMIN');
    expect(
      admin.companyOverrides
        .flatMap((g: { settings: { locked: boolean }[] }) => g.settings)
        .every((s: { locked: boolean }) => s.locked),
    ).toBe(true);
    const adminChange = await save(admin.recordExists ? 'PUT' : 'POST', 1, {
      companyOverrides: { STAFF_CONSOLE: false },
    });
    expect(adminChange.statusCode).toBe(400);
    expect(adminChange.json().message).toBe(MESSAGES.settingLocked);
  });

  it('refuses two settings on in a radio group', async () => {
    const id = await newPartner();
    const res = await save('POST', id, { companyOverrides: { BILLING_AGENT: true, BILLING_DIRECT: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_MESSAGES.onlyOneSetting('Billing'));
    expect((await load(staff, id)).recordExists).toBe(false);
  });

  it('lets customers read their own settings but not change them or read others', async () => {
    const mine = await t.call(acmeAdmin, { method: 'GET', url: path(acme) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.companyOverrides.map((g: { key: string }) => g.key)).toEqual(['ORDERING']);
    expect((await t.call(acmeAdmin, { method: 'GET', url: path(globex) })).statusCode).toBe(403);
    expect((await save('POST', acme, { companyOverrides: {} }, acmeAdmin)).statusCode).toBe(403);
  });

  it('inherits the child defaults of the partner above', async () => {
    const partner = await newPartner();
    await save('POST', partner, { companyOverrides: {}, childDefaults: { MANAGED_SUPPORT: true } });
    const id = await register();
    await t.database.db.update(companies).set({ parentCompanyId: partner }).where(eq(companies.id, id));
    await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/company/${id}/accountType`,
      payload: { accountType: 'MANAGED_ACCOUNT' },
    });
    const settings = await load(staff, id);
    expect(settings).toMatchObject({ accountType: 'MANAGED_ACCOUNT', rootAccountType: 'PARTNER', recordExists: false });
    expect(value(settings.companyOverrides, 'MANAGED_SUPPORT')?.value).toBe(true);
    expect((await getCompany(staff, id)).json().data.managedSupport).toBe(true);
  });
});

describe('GET /secure/party/company/{id}/history', () => {
  it('lists the audit entries of the company, newest first, paged, for staff', async () => {
    const id = await register();
    await update(staff, { companyId: id, legalName: 'History One' });
    await update(staff, { companyId: id, legalName: 'History Two' });
    const res = await t.call(staff, {
      method: 'GET',
      url: `/secure/party/company/${id}/history`,
      query: { pageSize: '2' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.items).toHaveLength(2);
    expect(data.items[0]).toMatchObject({
      action: 'company.update',
      actor: { name: 'Sam Staff' },
      before: { legalName: 'History One' },
      after: { legalName: 'History Two' },
    });
    const last = (
      await t.call(staff, {
        method: 'GET',
        url: `/secure/party/company/${id}/history`,
        query: { pageSize: '2', page: '2' },
      })
    ).json().data;
    expect(last.items[0].action).toBe('company.register');
    expect((await t.call(acmeAdmin, { method: 'GET', url: `/secure/party/company/${acme}/history` })).statusCode).toBe(
      403,
    );
  });
});
