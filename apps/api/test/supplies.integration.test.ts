import { MESSAGES, SUPPLY_RULE_MESSAGES } from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { auditLog, companies, supplies } from '../src/modules/tables.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;
let acmeAdmin: string;
let acmeFinance: string;
let acmeViewer: string;

beforeAll(async () => {
  t = await createTestApp();
  [staff, acmeAdmin, acmeFinance, acmeViewer] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    t.login('acme.finance'),
    t.login('acme.viewer'),
  ]);
});
afterAll(() => t.close());

const AU = 808;
const SG = 817;
const HK = 819;
const NZ = 855;
const UK = 2675;
const MX = 47560;
const VALID_ABN = '51 824 753 556';

const base = (supplierId: number, extra: Record<string, unknown> = {}) => ({
  supplierId,
  companyLegalName: 'Acme Networks Pty Ltd',
  companyTradingName: 'Acme Networks',
  billingContactName: 'Accounts',
  billingContactEmail: 'billing@acme.example, ap@acme.example',
  address1: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  country: 'AU',
  postcode: '2000',
  ...extra,
});

const supplyUrl = (companyId: number, supplyId?: number) =>
  `/secure/party/company/${companyId}/supply${supplyId === undefined ? '' : `/${supplyId}`}`;

function create(token: string, companyId: number, payload: Record<string, unknown>) {
  return t.call(token, { method: 'POST', url: supplyUrl(companyId), payload });
}
function update(token: string, companyId: number, supplyId: number, payload: Record<string, unknown>) {
  return t.call(token, { method: 'PUT', url: supplyUrl(companyId, supplyId), payload });
}
function list(token: string, companyId: number) {
  return t.call(token, { method: 'GET', url: supplyUrl(companyId) });
}

describe('GET /secure/supplier/taxRules', () => {
  it('gives every market its currency, default tax rate, identifier types and finance questions', async () => {
    const res = await t.call(acmeViewer, { method: 'GET', url: '/secure/supplier/taxRules' });
    expect(res.statusCode).toBe(200);
    const markets = res.json().data as { supplierId: number }[];
    const by = (id: number) => markets.find((m) => m.supplierId === id);
    expect(by(AU)).toMatchObject({
      market: 'Australia',
      currency: 'AUD',
      taxRateBp: 1000,
      defaultIdentifierType: 'ABN',
      financeQuestions: [{ question: 'GST_REGISTERED_Q', defaultResponse: 'NO' }],
    });
    expect(by(SG)).toMatchObject({ taxRateBp: 700, defaultIdentifierType: 'UEN' });
    expect(by(NZ)).toMatchObject({ taxRateBp: 1500, defaultIdentifierType: 'NZBN', financeQuestions: [] });
    expect(by(HK)).toMatchObject({ taxRateBp: 0, identifierTypes: ['BRN', 'BIC', 'CI', 'CR', 'LEI'] });
    expect(by(UK)).toMatchObject({ financeQuestions: [{ question: 'PERSONNEL_Q', defaultResponse: 'YES' }] });
    expect(by(4515)).toMatchObject({ isEu: true, financeQuestions: [{ question: 'PERSONNEL_Q' }] });
  });
});

describe('creating a supply (staff)', () => {
  it("refuses a wrong ABN with the spec's messages", async () => {
    const wrong = await create(staff, DEMO_COMPANIES.acme, base(AU, { companyLegalIdentifier: '51 824 753 557' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.invalidAbn);
    expect(wrong.json().data).toMatchObject({ companyLegalIdentifier: MESSAGES.invalidAbn });

    const short = await create(staff, DEMO_COMPANIES.acme, base(AU, { companyLegalIdentifier: '1234567' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.mustBe11Digits);

    const acn = await create(staff, DEMO_COMPANIES.acme, base(AU, { companyLegalIdentifier: '004 085 617' }));
    expect(acn.json().message).toBe(MESSAGES.invalidAcn);
    expect(await t.database.db.select().from(supplies).where(eq(supplies.companyId, DEMO_COMPANIES.acme))).toEqual([]);
  });

  it('flags billing e-mail separators and invalid addresses', async () => {
    for (const [emails, message] of [
      ['a@acme.example; b@acme.example', MESSAGES.billingEmailSeparator],
      ['a@acme.example:b@acme.example', MESSAGES.billingEmailSeparator],
      ['a@acme.example b@acme.example', MESSAGES.billingEmailSeparator],
      ['a@acme.example, nope', `${MESSAGES.billingEmailInvalid} nope`],
      ['', MESSAGES.billingEmailRequired],
    ] as const) {
      const res = await create(
        staff,
        DEMO_COMPANIES.acme,
        base(AU, { companyLegalIdentifier: VALID_ABN, billingContactEmail: emails }),
      );
      expect(res.statusCode, emails).toBe(400);
      expect(res.json().message, emails).toBe(message);
    }
  });

  it('creates an Australian supply with the market defaults', async () => {
    const res = await create(staff, DEMO_COMPANIES.acme, base(AU, { companyLegalIdentifier: VALID_ABN }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.supplyCreated);
    expect(res.json().data).toMatchObject({
      firstPartyId: DEMO_COMPANIES.acme,
      supplierId: AU,
      wellKnownSupplier: 'PORT_AUSTRALIA',
      market: 'Australia',
      companyLegalIdentifier: VALID_ABN,
      companyLegalIdentifierType: 'ABN',
      taxRateBp: 1000,
      currencyEnum: 'AUD',
      attachInvoiceToEmail: true,
      notifyZeroInvoice: false,
      paymentTermInDays: 30,
      spendingLimitCents: null,
      financeOnboarding: [{ question: 'GST_REGISTERED_Q', response: 'NO' }],
      countrySpecificTaxFields: null,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'supply.created'), eq(auditLog.entityId, String(res.json().data.id))));
    expect(audit).toMatchObject({ companyId: DEMO_COMPANIES.acme, entityType: 'supply' });
    expect(audit?.after).toMatchObject({ companyLegalIdentifier: VALID_ABN });
  });

  it('allows one supply per market', async () => {
    const again = await create(staff, DEMO_COMPANIES.acme, base(AU, { companyLegalIdentifier: VALID_ABN }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUPPLY_RULE_MESSAGES.marketTaken);
  });

  it('refuses a market that does not exist', async () => {
    const res = await create(staff, DEMO_COMPANIES.acme, base(12345));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SUPPLY_RULE_MESSAGES.unknownMarket);
  });

  it('lets staff set every commercial field and defaults the UK finance question to YES', async () => {
    const res = await create(
      staff,
      DEMO_COMPANIES.acme,
      base(UK, {
        companyLegalIdentifier: 'GB123456789',
        web: 'https://acme.example',
        billingContactPhone: '+44 20 7946 0000',
        address2: 'Level 2',
        spendingLimitCents: 500_000,
        attachInvoiceToEmail: false,
        notifyZeroInvoice: true,
        paymentTermInDays: 14,
        taxNumber: 'GB123456789',
        taxRateBp: 2000,
        currencyEnum: 'USD',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      companyLegalIdentifierType: 'VAT',
      web: 'https://acme.example',
      billingContactPhone: '+44 20 7946 0000',
      address2: 'Level 2',
      spendingLimitCents: 500_000,
      attachInvoiceToEmail: false,
      notifyZeroInvoice: true,
      paymentTermInDays: 14,
      taxNumber: 'GB123456789',
      taxRateBp: 2000,
      currencyEnum: 'USD',
      financeOnboarding: [{ question: 'PERSONNEL_Q', response: 'YES' }],
    });
  });

  it('checks finance answers against the market', async () => {
    const res = await create(
      staff,
      DEMO_COMPANIES.globex,
      base(SG, { financeOnboarding: [{ question: 'PERSONNEL_Q', response: 'YES' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SUPPLY_RULE_MESSAGES.financeQuestionNotAsked);
    const yes = await create(
      staff,
      DEMO_COMPANIES.globex,
      base(SG, { financeOnboarding: [{ question: 'GST_REGISTERED_Q', response: 'YES' }] }),
    );
    expect(yes.statusCode).toBe(200);
    expect(yes.json().data).toMatchObject({
      taxRateBp: 700,
      currencyEnum: 'SGD',
      companyLegalIdentifierType: 'UEN',
      financeOnboarding: [{ question: 'GST_REGISTERED_Q', response: 'YES' }],
    });
  });

  it('lets Hong Kong pick an identifier type and refuses it elsewhere', async () => {
    const hk = await create(staff, DEMO_COMPANIES.globex, base(HK, { companyLegalIdentifierType: 'LEI' }));
    expect(hk.statusCode).toBe(200);
    expect(hk.json().data).toMatchObject({ companyLegalIdentifierType: 'LEI', taxRateBp: 0, currencyEnum: 'HKD' });
    const nz = await create(staff, DEMO_COMPANIES.globex, base(NZ, { companyLegalIdentifierType: 'LEI' }));
    expect(nz.statusCode).toBe(400);
    expect(nz.json().message).toBe(SUPPLY_RULE_MESSAGES.identifierTypeNotOffered);
  });

  it('checks the Mexican RFC against the company type and regime', async () => {
    const fields = {
      companyTypeMexico: 'PERSONA_MORAL',
      taxRegimeCodeMexico: '601',
      satPurposeMexico: 'G03',
      rfcMexico: 'GODE561231GR8',
    };
    const wrong = await create(staff, DEMO_COMPANIES.globex, base(MX, { countrySpecificTaxFields: fields }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.rfcRequired);
    const none = await create(staff, DEMO_COMPANIES.globex, base(MX));
    expect(none.statusCode).toBe(400);
    const right = await create(
      staff,
      DEMO_COMPANIES.globex,
      base(MX, { countrySpecificTaxFields: { ...fields, rfcMexico: 'ABC680524P76' } }),
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({
      currencyEnum: 'MXN',
      countrySpecificTaxFields: { ...fields, rfcMexico: 'ABC680524P76' },
    });
  });

  it('keeps Mexican fields only on Mexican supplies', async () => {
    const res = await create(
      staff,
      DEMO_COMPANIES.initech,
      base(NZ, { countrySpecificTaxFields: { rfcMexico: 'ABC680524P76' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.countrySpecificTaxFields).toBeNull();
  });
});

describe('loading, updating and deleting', () => {
  it('lists the supplies of a company for staff with full rights', async () => {
    const res = await list(staff, DEMO_COMPANIES.acme);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      companyId: DEMO_COMPANIES.acme,
      detailsHidden: false,
      notice: null,
      canEdit: true,
      canEditCommercial: true,
    });
    expect(data.items.map((s: { market: string }) => s.market)).toEqual(['Australia', 'UK']);
  });

  it('updates a supply, records before and after, and refuses a market change', async () => {
    const [au] = (await list(staff, DEMO_COMPANIES.acme)).json().data.items;
    const res = await update(
      staff,
      DEMO_COMPANIES.acme,
      au.id,
      base(AU, {
        companyLegalIdentifier: '004 085 616',
        billingContactEmail: 'new@acme.example',
        financeOnboarding: [{ question: 'GST_REGISTERED_Q', response: 'YES' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.supplyUpdated);
    expect(res.json().data).toMatchObject({
      companyLegalIdentifier: '004 085 616',
      billingContactEmail: 'new@acme.example',
      financeOnboarding: [{ question: 'GST_REGISTERED_Q', response: 'YES' }],
      taxRateBp: 1000,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'supply.updated'), eq(auditLog.entityId, String(au.id))));
    expect(audit?.before).toMatchObject({ billingContactEmail: 'billing@acme.example, ap@acme.example' });
    expect(audit?.after).toMatchObject({ billingContactEmail: 'new@acme.example' });

    const moved = await update(staff, DEMO_COMPANIES.acme, au.id, base(NZ));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(SUPPLY_RULE_MESSAGES.marketChange);

    const bad = await update(staff, DEMO_COMPANIES.acme, au.id, base(AU, { companyLegalIdentifier: '51 824 753 557' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidAbn);
  });

  it('estimates the next invoice as the bill run would make it, or says why it cannot', async () => {
    const res = await t.call(acmeFinance, {
      method: 'GET',
      url: `/v2/company/${DEMO_COMPANIES.acme}/estimate/supplierId/${AU}`,
    });
    expect(res.statusCode).toBe(200);
    const estimate = res.json().data;
    expect(estimate).toMatchObject({ companyId: DEMO_COMPANIES.acme, supplierId: AU, currency: 'AUD' });
    if (estimate.estimateAvailable) expect(estimate.amountCents).toBe(estimate.netCents + estimate.taxCents);
    else expect(estimate.reason).toBe(SUPPLY_RULE_MESSAGES.nothingToBill);
    const none = await t.call(staff, {
      method: 'GET',
      url: `/v2/company/${DEMO_COMPANIES.acme}/estimate/supplierId/${HK}`,
    });
    expect(none.statusCode).toBe(404);
  });

  it('deletes only a supply of the company in the path', async () => {
    const globexHk = (await list(staff, DEMO_COMPANIES.globex))
      .json()
      .data.items.find((s: { supplierId: number }) => s.supplierId === HK);
    const wrongCompany = await t.call(staff, { method: 'DELETE', url: supplyUrl(DEMO_COMPANIES.acme, globexHk.id) });
    expect(wrongCompany.statusCode).toBe(404);
    expect(await t.database.db.select().from(supplies).where(eq(supplies.id, globexHk.id))).toHaveLength(1);

    const res = await t.call(staff, { method: 'DELETE', url: supplyUrl(DEMO_COMPANIES.globex, globexHk.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.supplyDeleted);
    expect(await t.database.db.select().from(supplies).where(eq(supplies.id, globexHk.id))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'supply.deleted'), eq(auditLog.entityId, String(globexHk.id))));
    expect(audit?.before).toMatchObject({ supplierId: HK, companyLegalIdentifierType: 'LEI' });

    const again = await t.call(staff, { method: 'DELETE', url: supplyUrl(DEMO_COMPANIES.globex, globexHk.id) });
    expect(again.statusCode).toBe(404);
  });
});

describe('customers', () => {
  it('lets a company admin read and edit own supplies, but not commercial terms or delete', async () => {
    const res = await list(acmeAdmin, DEMO_COMPANIES.acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ canEdit: true, canEditCommercial: false, detailsHidden: false });

    const created = await create(
      acmeAdmin,
      DEMO_COMPANIES.acme,
      base(SG, { taxRateBp: 5, currencyEnum: 'USD', paymentTermInDays: 90, spendingLimitCents: 1 }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(MESSAGES.supplyCreated);
    expect(created.json().data).toMatchObject({
      taxRateBp: 700,
      currencyEnum: 'SGD',
      paymentTermInDays: 30,
      spendingLimitCents: null,
    });

    const uk = res.json().data.items.find((s: { supplierId: number }) => s.supplierId === UK);
    const updated = await update(acmeAdmin, DEMO_COMPANIES.acme, uk.id, base(UK, { taxRateBp: 0, city: 'London' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ city: 'London', taxRateBp: 2000, currencyEnum: 'USD' });

    const del = await t.call(acmeAdmin, { method: 'DELETE', url: supplyUrl(DEMO_COMPANIES.acme, uk.id) });
    expect(del.statusCode).toBe(403);
  });

  it('lets a financial user read but not write, and a read-only user neither', async () => {
    const read = await list(acmeFinance, DEMO_COMPANIES.acme);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.canEdit).toBe(false);
    const write = await create(acmeFinance, DEMO_COMPANIES.acme, base(NZ));
    expect(write.statusCode).toBe(403);
    expect((await list(acmeViewer, DEMO_COMPANIES.acme)).statusCode).toBe(403);
    const estimate = await t.call(acmeViewer, {
      method: 'GET',
      url: `/v2/company/${DEMO_COMPANIES.acme}/estimate/supplierId/${AU}`,
    });
    expect(estimate.statusCode).toBe(403);
  });

  it("never shows or changes another company's supplies", async () => {
    const globexSupplies = (await list(staff, DEMO_COMPANIES.globex)).json().data.items as { id: number }[];
    const target = globexSupplies[0];
    if (!target) throw new Error('globex has no supply to try');
    expect((await list(acmeAdmin, DEMO_COMPANIES.globex)).statusCode).toBe(403);
    expect((await create(acmeAdmin, DEMO_COMPANIES.globex, base(NZ))).statusCode).toBe(403);
    expect((await update(acmeAdmin, DEMO_COMPANIES.globex, target.id, base(SG))).statusCode).toBe(403);
    // Own company in the path, another company's supply id: not found, and nothing changes.
    const sneaky = await update(acmeAdmin, DEMO_COMPANIES.acme, target.id, base(SG, { city: 'Hacked' }));
    expect(sneaky.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(supplies).where(eq(supplies.id, target.id));
    expect(row?.city).not.toBe('Hacked');
    expect(row?.companyId).toBe(DEMO_COMPANIES.globex);
    const estimate = await t.call(acmeAdmin, {
      method: 'GET',
      url: `/v2/company/${DEMO_COMPANIES.globex}/estimate/supplierId/${SG}`,
    });
    expect(estimate.statusCode).toBe(403);
  });
});

describe('supply details hidden by partners', () => {
  it('shows customers of a company under a distributor root a notice instead of supply details', async () => {
    const [distributor] = await t.database.db
      .insert(companies)
      .values({ legalName: 'Big Distribution Ltd', accountType: 'DISTRIBUTOR' })
      .returning();
    const [partner] = await t.database.db
      .insert(companies)
      .values({ legalName: 'Reseller Ltd', accountType: 'PARTNER', parentCompanyId: distributor?.id })
      .returning();
    await t.database.db
      .update(companies)
      .set({ parentCompanyId: partner?.id })
      .where(eq(companies.id, DEMO_COMPANIES.acme));

    const res = await list(acmeAdmin, DEMO_COMPANIES.acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      detailsHidden: true,
      notice: SUPPLY_RULE_MESSAGES.supplyHidden,
      canEdit: false,
      items: [],
    });
    const write = await create(acmeAdmin, DEMO_COMPANIES.acme, base(NZ));
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(SUPPLY_RULE_MESSAGES.supplyHidden);
    const estimate = await t.call(acmeFinance, {
      method: 'GET',
      url: `/v2/company/${DEMO_COMPANIES.acme}/estimate/supplierId/${AU}`,
    });
    expect(estimate.statusCode).toBe(403);

    // Staff still see and manage everything.
    const staffView = await list(staff, DEMO_COMPANIES.acme);
    expect(staffView.json().data.detailsHidden).toBe(false);
    expect(staffView.json().data.items.length).toBeGreaterThan(0);

    // A partner root (no distributor above) does not hide them.
    await t.database.db
      .update(companies)
      .set({ parentCompanyId: null })
      .where(eq(companies.id, partner?.id ?? 0));
    expect((await list(acmeAdmin, DEMO_COMPANIES.acme)).json().data.detailsHidden).toBe(false);
  });

  it('hides supply details of a managed account', async () => {
    await t.database.db
      .update(companies)
      .set({ accountType: 'MANAGED_ACCOUNT', parentCompanyId: DEMO_COMPANIES.umbrella })
      .where(eq(companies.id, DEMO_COMPANIES.acme));
    const res = await list(acmeFinance, DEMO_COMPANIES.acme);
    expect(res.json().data).toMatchObject({ detailsHidden: true, items: [] });
    await t.database.db
      .update(companies)
      .set({ accountType: 'DIRECT_CUSTOMER', parentCompanyId: null })
      .where(eq(companies.id, DEMO_COMPANIES.acme));
    expect((await list(acmeFinance, DEMO_COMPANIES.acme)).json().data.detailsHidden).toBe(false);
  });
});

describe("the markets a company's services are priced in (decision 0078)", () => {
  const pricedMarkets = async (token: string, companyId: number) => {
    const res = await list(token, companyId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.pricedMarkets as { supplierId: number; market: string; services: number }[];
  };
  const pricedCount = async (companyId: number) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from technical_services s join service_prices p on p.service_id = s.id and p.reason = 'ORDER'
          where s.company_id = ${companyId} and s.provisioning_status <> 'DECOMMISSIONED'`,
    );
    return row!.n;
  };

  it("names each market the company's priced services are in, with how many, supply or not", async () => {
    // the demo's Acme orders its Ports, VXCs, IX, MCR and MVE in Australia
    const acme = await pricedMarkets(acmeAdmin, DEMO_COMPANIES.acme);
    expect(acme).toEqual([{ supplierId: AU, market: 'Australia', services: await pricedCount(DEMO_COMPANIES.acme) }]);
    expect(acme[0]!.services).toBeGreaterThan(2);
    // Globex: London and Amsterdam; a VXC is in its A end's market
    const globex = await pricedMarkets(staff, DEMO_COMPANIES.globex);
    expect(globex.map((m) => m.market)).toEqual(['UK', 'Netherlands']);
    expect(globex.reduce((n, m) => n + m.services, 0)).toBe(await pricedCount(DEMO_COMPANIES.globex));
  });

  it('leaves out a decommissioned service, and a market with nothing priced', async () => {
    const before = await pricedMarkets(staff, DEMO_COMPANIES.initech);
    expect(before.map((m) => m.market)).toEqual(['US']);
    const [one] = await queryRows<{ id: number }>(
      t.database.db,
      sql`update technical_services set provisioning_status = 'DECOMMISSIONED'
          where id = (select s.id from technical_services s join service_prices p on p.service_id = s.id and p.reason = 'ORDER'
                      where s.company_id = ${DEMO_COMPANIES.initech} order by s.id limit 1)
          returning id`,
    );
    expect(one).toBeDefined();
    const after = await pricedMarkets(staff, DEMO_COMPANIES.initech);
    expect(after[0]!.services).toBe(before[0]!.services - 1);
  });
});
