import { MESSAGES, PARTNER_MESSAGES } from '@portico/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, managedAccounts, partnerRelationships } from '../src/modules/tables.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;
let acmeAdmin: string;
let partnerAdmin: string;
let otherPartnerId: number;

const UMBRELLA = DEMO_COMPANIES.umbrella;

beforeAll(async () => {
  t = await createTestApp();
  [staff, acmeAdmin, partnerAdmin] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    t.login('partner.admin'),
  ]);
  const [other] = await t.database.db
    .insert(companies)
    .values({ legalName: 'Other Channel Partners Ltd', accountType: 'PARTNER', country: 'AU' })
    .returning();
  if (!other) throw new Error('no partner inserted');
  otherPartnerId = other.id;
});
afterAll(() => t.close());

const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('GET /secure/party/partners', () => {
  it('lists partner and distributor companies, paged and searchable', async () => {
    const res = await t.call(staff, { method: 'GET', url: '/secure/party/partners', query: { pageSize: '1' } });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);

    const search = await t.call(staff, { method: 'GET', url: '/secure/party/partners', query: { search: 'umbrella' } });
    expect(search.json().data.items).toEqual([
      expect.objectContaining({
        companyId: UMBRELLA,
        accountType: 'PARTNER',
        customerCount: 0,
        managedAccountCount: 0,
      }),
    ]);
  });

  it('exports every filtered row as CSV', async () => {
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/partners',
      query: { format: 'csv', pageSize: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="partners.csv"/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'companyId,legalName,tradingName,accountType,active,partnerTier,commission,customers,managedAccounts',
    );
    expect(lines).toHaveLength(3);
  });

  it('is for staff only', async () => {
    expect((await t.call(partnerAdmin, { method: 'GET', url: '/secure/party/partners' })).statusCode).toBe(403);
  });
});

describe('partner customers', () => {
  const link = (partnerId: number, customerId: number, token = staff) =>
    t.call(token, {
      method: 'POST',
      url: '/secure/party/partner',
      query: { partnerId: String(partnerId), customerId: String(customerId) },
    });

  it('links a customer to a partner once', async () => {
    const res = await link(UMBRELLA, DEMO_COMPANIES.acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PARTNER_MESSAGES.customerLinked);
    const again = await link(otherPartnerId, DEMO_COMPANIES.acme);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PARTNER_MESSAGES.alreadyLinked);
    const [audit] = await audits('partner.customer.linked');
    expect(audit).toMatchObject({ companyId: DEMO_COMPANIES.acme, entityId: `${UMBRELLA}:${DEMO_COMPANIES.acme}` });
    expect(audit?.after).toMatchObject({ partnerId: UMBRELLA, customerId: DEMO_COMPANIES.acme });
  });

  it('refuses links to a non-partner, to itself, and of the provider', async () => {
    const notPartner = await link(DEMO_COMPANIES.globex, DEMO_COMPANIES.initech);
    expect(notPartner.statusCode).toBe(404);
    expect(notPartner.json().message).toBe(PARTNER_MESSAGES.notAPartner);
    const self = await link(UMBRELLA, UMBRELLA);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(PARTNER_MESSAGES.selfLink);
    const provider = await link(UMBRELLA, 1);
    expect(provider.statusCode).toBe(400);
    expect(provider.json().message).toBe(PARTNER_MESSAGES.notACustomer);
    const supplier = await link(UMBRELLA, 808);
    expect(supplier.statusCode).toBe(400);
    const missing = await link(UMBRELLA, 999_999);
    expect(missing.statusCode).toBe(404);
    expect((await link(UMBRELLA, DEMO_COMPANIES.globex, partnerAdmin)).statusCode).toBe(403);
  });

  it('shows a partner with its customers and managed accounts', async () => {
    const res = await t.call(staff, { method: 'GET', url: `/secure/party/partner/${UMBRELLA}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      companyId: UMBRELLA,
      legalName: 'Umbrella Partners Pte Ltd',
      customerCount: 1,
      customers: [{ companyId: DEMO_COMPANIES.acme, legalName: 'Acme Networks Pty Ltd' }],
      managedAccounts: [],
    });
    expect(
      (await t.call(staff, { method: 'GET', url: `/secure/party/partner/${DEMO_COMPANIES.acme}` })).statusCode,
    ).toBe(404);
  });

  it('removes a customer from a partner', async () => {
    const url = `/secure/party/partner/${UMBRELLA}/customer/${DEMO_COMPANIES.acme}`;
    expect((await t.call(partnerAdmin, { method: 'DELETE', url })).statusCode).toBe(403);
    const res = await t.call(staff, { method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PARTNER_MESSAGES.customerUnlinked);
    expect(await t.database.db.select().from(partnerRelationships)).toEqual([]);
    const [audit] = await audits('partner.customer.unlinked');
    expect(audit?.before).toMatchObject({ partnerId: UMBRELLA, customerId: DEMO_COMPANIES.acme });
    const again = await t.call(staff, { method: 'DELETE', url });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PARTNER_MESSAGES.notLinked);
    // Relink for the report below.
    expect((await link(UMBRELLA, DEMO_COMPANIES.acme)).statusCode).toBe(200);
  });
});

describe('commission rate', () => {
  const url = (id: number) => `/secure/party/partner/${id}/commission`;

  it("sets a partner's commission rate in basis points", async () => {
    const res = await t.call(staff, { method: 'PUT', url: url(UMBRELLA), payload: { commissionRateBp: 2500 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.commissionUpdated);
    expect(res.json().data).toMatchObject({ companyId: UMBRELLA, commissionRateBp: 2500 });
    const [audit] = await audits('partner.commission.updated');
    expect(audit).toMatchObject({ before: { commissionRateBp: null }, after: { commissionRateBp: 2500 } });
  });

  it('refuses rates outside 0-100%, non-partners and customers', async () => {
    const high = await t.call(staff, { method: 'PUT', url: url(UMBRELLA), payload: { commissionRateBp: 10_001 } });
    expect(high.statusCode).toBe(400);
    const fraction = await t.call(staff, { method: 'PUT', url: url(UMBRELLA), payload: { commissionRateBp: 12.5 } });
    expect(fraction.statusCode).toBe(400);
    const notPartner = await t.call(staff, {
      method: 'PUT',
      url: url(DEMO_COMPANIES.acme),
      payload: { commissionRateBp: 100 },
    });
    expect(notPartner.statusCode).toBe(404);
    const own = await t.call(partnerAdmin, { method: 'PUT', url: url(UMBRELLA), payload: { commissionRateBp: 9000 } });
    expect(own.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, UMBRELLA));
    expect(row?.commissionRateBp).toBe(2500);
  });
});

describe('managed accounts', () => {
  const url = (id: number) => `/v2/vantage/partner/${id}/managedAccount`;

  it("lets a partner's admin create a managed account: a new company under the partner", async () => {
    const res = await t.call(partnerAdmin, {
      method: 'POST',
      url: url(UMBRELLA),
      payload: { accountName: 'Umbrella Client One', accountRef: 'UC-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PARTNER_MESSAGES.managedAccountCreated);
    const account = res.json().data;
    expect(account).toMatchObject({ accountName: 'Umbrella Client One', accountRef: 'UC-1' });
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, account.companyId));
    expect(company).toMatchObject({
      legalName: 'Umbrella Client One',
      accountType: 'MANAGED_ACCOUNT',
      parentCompanyId: UMBRELLA,
      country: 'SG',
    });
    expect((await audits('company.created')).some((a) => a.entityId === String(account.companyId))).toBe(true);
    expect((await audits('managed_account.created'))[0]?.after).toMatchObject({ accountRef: 'UC-1' });

    const list = await t.call(partnerAdmin, { method: 'GET', url: url(UMBRELLA) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      { companyId: account.companyId, accountRef: 'UC-1', accountName: 'Umbrella Client One' },
    ]);
  });

  it('lets only staff place an existing company under a partner', async () => {
    const partnerTry = await t.call(partnerAdmin, {
      method: 'POST',
      url: url(UMBRELLA),
      payload: { accountName: 'Initech', companyId: DEMO_COMPANIES.initech },
    });
    expect(partnerTry.statusCode).toBe(403);

    const res = await t.call(staff, {
      method: 'POST',
      url: url(otherPartnerId),
      payload: { accountName: 'Initech', accountRef: 'OT-9', companyId: DEMO_COMPANIES.initech },
    });
    expect(res.statusCode).toBe(200);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, DEMO_COMPANIES.initech));
    expect(company).toMatchObject({ accountType: 'MANAGED_ACCOUNT', parentCompanyId: otherPartnerId });
    const [audit] = await audits('company.managed');
    expect(audit).toMatchObject({
      before: { accountType: 'DIRECT_CUSTOMER', parentCompanyId: null },
      after: { accountType: 'MANAGED_ACCOUNT', parentCompanyId: otherPartnerId },
    });

    const twice = await t.call(staff, {
      method: 'POST',
      url: url(UMBRELLA),
      payload: { accountName: 'Initech', companyId: DEMO_COMPANIES.initech },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PARTNER_MESSAGES.alreadyManaged);
    const partnerAsAccount = await t.call(staff, {
      method: 'POST',
      url: url(otherPartnerId),
      payload: { accountName: 'Umbrella', companyId: UMBRELLA },
    });
    expect(partnerAsAccount.statusCode).toBe(400);
  });

  it('keeps each partner to its own managed accounts', async () => {
    const foreign = await t.call(partnerAdmin, { method: 'GET', url: url(otherPartnerId) });
    expect(foreign.statusCode).toBe(403);
    const create = await t.call(partnerAdmin, {
      method: 'POST',
      url: url(otherPartnerId),
      payload: { accountName: 'x' },
    });
    expect(create.statusCode).toBe(403);
    const own = (await t.call(partnerAdmin, { method: 'GET', url: url(UMBRELLA) })).json().data as {
      companyId: number;
    }[];
    expect(own.map((a) => a.companyId)).not.toContain(DEMO_COMPANIES.initech);
    // Renaming another partner's account through the own partner id finds nothing.
    const rename = await t.call(partnerAdmin, {
      method: 'PUT',
      url: `${url(UMBRELLA)}/${DEMO_COMPANIES.initech}`,
      payload: { accountName: 'Mine now' },
    });
    expect(rename.statusCode).toBe(404);
    expect((await t.call(acmeAdmin, { method: 'GET', url: url(UMBRELLA) })).statusCode).toBe(403);
    expect((await t.call(staff, { method: 'GET', url: url(otherPartnerId) })).json().data).toHaveLength(1);
    expect((await t.call(staff, { method: 'GET', url: url(DEMO_COMPANIES.globex) })).statusCode).toBe(404);
  });

  it('renames a managed account', async () => {
    const [account] = await t.database.db.select().from(managedAccounts).where(eq(managedAccounts.partnerId, UMBRELLA));
    const res = await t.call(partnerAdmin, {
      method: 'PUT',
      url: `${url(UMBRELLA)}/${account?.companyId}`,
      payload: { accountName: 'Umbrella Client 1', accountRef: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PARTNER_MESSAGES.managedAccountUpdated);
    expect(res.json().data).toMatchObject({ accountName: 'Umbrella Client 1', accountRef: null });
    const [audit] = await audits('managed_account.updated');
    expect(audit).toMatchObject({ before: { accountRef: 'UC-1' }, after: { accountRef: null } });
  });
});

describe('partner context', () => {
  const url = (id: number) => `/v2/partner/${id}/context`;
  const context = {
    displayName: 'Umbrella Cloud Connect',
    supportEmail: 'help@umbrella.example',
    supportPhone: '+65 6000 0000',
    website: 'https://umbrella.example',
    logoUrl: 'https://umbrella.example/logo.png',
    primaryColour: '#112233',
  };

  it('creates, reads, updates and deletes the context', async () => {
    expect((await t.call(partnerAdmin, { method: 'GET', url: url(UMBRELLA) })).statusCode).toBe(404);
    const created = await t.call(partnerAdmin, { method: 'POST', url: url(UMBRELLA), payload: context });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(PARTNER_MESSAGES.contextCreated);
    expect(created.json().data).toMatchObject({ ...context, partnerId: UMBRELLA });
    const twice = await t.call(partnerAdmin, { method: 'POST', url: url(UMBRELLA), payload: context });
    expect(twice.statusCode).toBe(409);

    const read = await t.call(partnerAdmin, { method: 'GET', url: url(UMBRELLA) });
    expect(read.json().data).toMatchObject(context);

    const updated = await t.call(partnerAdmin, {
      method: 'PUT',
      url: url(UMBRELLA),
      payload: { ...context, supportPhone: null, primaryColour: '#abcdef' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(PARTNER_MESSAGES.contextUpdated);
    expect(updated.json().data).toMatchObject({ supportPhone: null, primaryColour: '#abcdef' });
    const [audit] = await audits('partner.context.updated');
    expect(audit).toMatchObject({ before: { primaryColour: '#112233' }, after: { primaryColour: '#abcdef' } });

    for (const bad of [
      { ...context, supportEmail: 'not-an-email' },
      { ...context, primaryColour: 'red' },
      { ...context, displayName: '' },
    ]) {
      expect((await t.call(partnerAdmin, { method: 'PUT', url: url(UMBRELLA), payload: bad })).statusCode).toBe(400);
    }

    const deleted = await t.call(partnerAdmin, { method: 'DELETE', url: url(UMBRELLA) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(PARTNER_MESSAGES.contextDeleted);
    expect((await t.call(partnerAdmin, { method: 'GET', url: url(UMBRELLA) })).statusCode).toBe(404);
    expect((await t.call(partnerAdmin, { method: 'PUT', url: url(UMBRELLA), payload: context })).statusCode).toBe(404);
    expect(await audits('partner.context.deleted')).toHaveLength(1);

    expect((await t.call(staff, { method: 'POST', url: url(UMBRELLA), payload: context })).statusCode).toBe(200);
  });

  it("keeps other companies out of a partner's context", async () => {
    expect((await t.call(acmeAdmin, { method: 'GET', url: url(UMBRELLA) })).statusCode).toBe(403);
    expect((await t.call(acmeAdmin, { method: 'PUT', url: url(UMBRELLA), payload: context })).statusCode).toBe(403);
    expect(
      (await t.call(partnerAdmin, { method: 'POST', url: url(otherPartnerId), payload: context })).statusCode,
    ).toBe(403);
    const notPartner = await t.call(acmeAdmin, { method: 'POST', url: url(DEMO_COMPANIES.acme), payload: context });
    expect(notPartner.statusCode).toBe(404);
    expect(notPartner.json().message).toBe(PARTNER_MESSAGES.notAPartner);
  });
});

describe('company partner settings', () => {
  it("shows a managed company its partner, the partner's context and hidden supply details", async () => {
    const [account] = await t.database.db.select().from(managedAccounts).where(eq(managedAccounts.partnerId, UMBRELLA));
    const res = await t.call(staff, { method: 'GET', url: `/v2/company/${account?.companyId}/settings` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      accountType: 'MANAGED_ACCOUNT',
      isPartner: false,
      parent: { companyId: UMBRELLA, accountType: 'PARTNER' },
      managedAccount: { partnerId: UMBRELLA, accountName: 'Umbrella Client 1' },
      supplyDetailsHidden: true,
      partnerContext: { displayName: 'Umbrella Cloud Connect' },
    });
  });

  it('shows a linked customer its partner and a partner its tier and commission', async () => {
    const acme = await t.call(acmeAdmin, { method: 'GET', url: `/v2/company/${DEMO_COMPANIES.acme}/settings` });
    expect(acme.statusCode).toBe(200);
    expect(acme.json().data).toMatchObject({
      linkedPartner: { companyId: UMBRELLA },
      parent: null,
      supplyDetailsHidden: false,
      partnerContext: null,
    });
    const own = await t.call(partnerAdmin, { method: 'GET', url: `/v2/company/${UMBRELLA}/settings` });
    expect(own.json().data).toMatchObject({ isPartner: true, commissionRateBp: 2500 });
    expect((await t.call(acmeAdmin, { method: 'GET', url: `/v2/company/${UMBRELLA}/settings` })).statusCode).toBe(403);
  });

  it('lets staff set the partner tier of partners only', async () => {
    const url = `/v2/company/${UMBRELLA}/settings`;
    const res = await t.call(staff, { method: 'PUT', url, payload: { partnerTier: 'PRESTIGE' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.updatedSuccessfully);
    expect(res.json().data.partnerTier).toBe('PRESTIGE');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.partner_settings.updated'), eq(auditLog.entityId, String(UMBRELLA))));
    expect(audit).toMatchObject({ before: { partnerTier: null }, after: { partnerTier: 'PRESTIGE' } });
    const notPartner = await t.call(staff, {
      method: 'PUT',
      url: `/v2/company/${DEMO_COMPANIES.acme}/settings`,
      payload: { partnerTier: 'PREFERRED' },
    });
    expect(notPartner.statusCode).toBe(400);
    expect((await t.call(partnerAdmin, { method: 'PUT', url, payload: { partnerTier: 'PREFERRED' } })).statusCode).toBe(
      403,
    );
    const bad = await t.call(staff, { method: 'PUT', url, payload: { partnerTier: 'GOLD' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /secure/party/partners/report', () => {
  it('counts customers added in the range and says revenue is unknown', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/partners/report',
      payload: { fromDate: '2000-01-01', toDate: today },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ revenueAvailable: false, note: PARTNER_MESSAGES.revenueUnavailable });
    expect(report.rows).toContainEqual(
      expect.objectContaining({
        companyId: UMBRELLA,
        partnerTier: 'PRESTIGE',
        commissionRateBp: 2500,
        customersAdded: 1,
        totalCustomers: 1,
        managedAccounts: 1,
        revenueCents: null,
        revenueBand: null,
      }),
    );

    const past = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/partners/report',
      payload: { fromDate: '2000-01-01', toDate: '2000-12-31', tier: 'PRESTIGE' },
    });
    expect(past.json().data.rows).toEqual([expect.objectContaining({ companyId: UMBRELLA, customersAdded: 0 })]);
  });

  it('refuses a range that ends before it starts, and exports CSV', async () => {
    const bad = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/partners/report',
      payload: { fromDate: '2025-02-01', toDate: '2025-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    const csv = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/partners/report',
      query: { format: 'csv' },
      payload: {},
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toMatch(/^companyId,legalName,accountType,partnerTier,commission,customersAdded/);
    expect(csv.body).toMatch(/Umbrella Partners Pte Ltd,PARTNER,PRESTIGE,25%,1,1,1,unknown/);
    expect(
      (await t.call(partnerAdmin, { method: 'POST', url: '/secure/party/partners/report', payload: {} })).statusCode,
    ).toBe(403);
  });
});
