import { MESSAGES, PROMO_MESSAGES as M } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promoCodes, promoCodeUses } from '../src/modules/tables.js';
import { DEMO_COMPANIES } from '../src/modules/demo-constants.js';
import { AppError } from '../src/errors.js';
import { findUsablePromo, takeOrderPromoUse, takePromoUse } from '../src/modules/promo/index.js';
import { aCompany, aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;
let staffNoMarketing: string;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  const technical = await aPerson(t, { companyId: 1, position: 'Technical Contact' });
  [staff, acme, staffNoMarketing] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    technical.login(),
  ]);
});
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = (token: string | null, query: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url: '/secure/promocodes', query });

let sequence = 0;
const code = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${++sequence}`;

const PERCENTAGE = { discountType: 'PERCENTAGE', percentage: '12.5', term: 12 };
const MONTHLY = { discountType: 'MONTHLY', term: 3, productTypes: ['PORT', 'MCR2'] };
const FLOATING = { discountType: 'FLOATING_AMOUNT', floatingAmount: 50_000, currencyEnum: 'AUD' };
const VXC = {
  discountType: 'VXC_PRICE_MODIFIER',
  regions: ['AU'],
  recurringChargePercentModifier: '20',
  speedCap: 1000,
  productTypes: ['VXC'],
};

async function create(body: Record<string, unknown>) {
  const res = await call(staff, 'POST', '/secure/promocode', { promoCodeId: code(), ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function promoCount() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(promoCodes);
  return Number(row?.n);
}
async function auditCount() {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.entityType, 'promo_code'));
  return Number(row?.n);
}
async function expectNothingWritten(work: () => Promise<void>) {
  const [promos, audits] = [await promoCount(), await auditCount()];
  await work();
  expect(await promoCount()).toBe(promos);
  expect(await auditCount()).toBe(audits);
}

describe('POST /secure/promocode', () => {
  it('saves each of the four types with the spec message, percentages stored as basis points', async () => {
    for (const body of [PERCENTAGE, MONTHLY, FLOATING, VXC]) {
      const promoCodeId = code();
      const res = await call(staff, 'POST', '/secure/promocode', { promoCodeId: promoCodeId.toLowerCase(), ...body });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('New promo code saved OK');
      expect(res.json().data.promoCodeId).toBe(promoCodeId);
      expect(res.json().data.discountType).toBe(body.discountType);
    }
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.percentageBp, 1250)).limit(1);
    expect(row?.termMonths).toBe(12);
  });

  it('applies the behaviour: a floating amount is shared, a VXC modifier gets base 0 and ends 100', async () => {
    const floating = await create({ ...FLOATING, shared: false });
    expect(floating.shared).toBe(true);
    const vxc = await create(VXC);
    expect(vxc).toMatchObject({
      baseRatePercentModifier: '0',
      aEndRatePercentModifier: '100',
      bEndRatePercentModifier: '100',
      recurringChargePercentModifier: '20',
    });
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, vxc.id));
    expect(row).toMatchObject({ baseRateModifierBp: 0, aEndModifierBp: 10_000, bEndModifierBp: 10_000 });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no discount type', {}, 'discountType', M.discountTypeRequired],
    ['a percentage of 0', { ...PERCENTAGE, percentage: '0' }, 'percentage', M.percentageRequired],
    ['a percentage without a term', { ...PERCENTAGE, term: null }, 'term', M.termRequired],
    ['a percentage that is not one', { ...PERCENTAGE, percentage: '12.345' }, 'percentage', M.percentFormat],
    ['a monthly discount without a term', { ...MONTHLY, term: 0 }, 'term', M.termRequired],
    [
      'a monthly discount on a VXC',
      { ...MONTHLY, productTypes: ['PORT', 'VXC'] },
      'productTypes',
      M.monthlyProductTypes,
    ],
    ['a floating amount of 0', { ...FLOATING, floatingAmount: 0 }, 'floatingAmount', M.amountRequired],
    ['a floating amount without currency', { ...FLOATING, currencyEnum: null }, 'currencyEnum', M.currencyRequired],
    ['a floating amount in MXN', { ...FLOATING, currencyEnum: 'MXN' }, 'currencyEnum', M.currencyRequired],
    ['a VXC modifier with no region', { ...VXC, regions: [] }, 'regions', M.regionRequired],
    [
      'a VXC modifier below 0',
      { ...VXC, recurringChargePercentModifier: '-1' },
      'recurringChargePercentModifier',
      M.recurringModifierNegative,
    ],
    ['a VXC modifier without speed cap', { ...VXC, speedCap: 0 }, 'speedCap', M.speedCapRequired],
    [
      'a VXC modifier beside PORT',
      { ...VXC, productTypes: ['VXC', 'PORT'] },
      'productTypes',
      M.vxcModifierProductTypes,
    ],
    ['a window ending before it starts', { ...PERCENTAGE, validFrom: 2_000, validTo: 1_000 }, 'validTo', M.windowOrder],
    ['no code', { ...PERCENTAGE, promoCodeId: '' }, 'promoCodeId', M.codeRequired],
    ['a code with spaces', { ...PERCENTAGE, promoCodeId: 'HAS SPACE' }, 'promoCodeId', M.codeFormat],
    ['several single-use codes', { ...PERCENTAGE, singleUse: true, quantity: 5 }, 'quantity', M.generateInstead],
    ['a quantity of 0', { ...PERCENTAGE, quantity: 0 }, 'quantity', M.quantityMin],
  ];
  it.each(refusals)('refuses %s with its message, writing nothing', async (_name, body, field, message) => {
    await expectNothingWritten(async () => {
      const res = await call(staff, 'POST', '/secure/promocode', { promoCodeId: code(), ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().code).toBe('validation');
      expect(res.json().data).toContainEqual({ path: field, message });
    });
  });

  it('lists every broken rule at once', async () => {
    const res = await call(staff, 'POST', '/secure/promocode', {
      promoCodeId: code(),
      ...VXC,
      regions: [],
      speedCap: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining([M.regionRequired, M.speedCapRequired]),
    );
  });

  it('refuses a code already taken, in any case, even when deleted', async () => {
    const made = await create(PERCENTAGE);
    await expectNothingWritten(async () => {
      const res = await call(staff, 'POST', '/secure/promocode', {
        ...PERCENTAGE,
        promoCodeId: made.promoCodeId.toLowerCase(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.codeTaken);
    });
    expect((await call(staff, 'DELETE', `/secure/promocode/${made.id}`)).statusCode).toBe(200);
    const again = await call(staff, 'POST', '/secure/promocode', { ...PERCENTAGE, promoCodeId: made.promoCodeId });
    expect(again.statusCode).toBe(409);
  });

  it('reserves a code for a company that exists, and refuses one that does not', async () => {
    const reserved = await create({ ...PERCENTAGE, customerId: DEMO_COMPANIES.acme });
    expect(reserved.customerId).toBe(DEMO_COMPANIES.acme);
    expect(reserved.customerName).toMatch(/Acme/);
    await expectNothingWritten(async () => {
      const res = await call(staff, 'POST', '/secure/promocode', {
        promoCodeId: code(),
        ...PERCENTAGE,
        customerId: 999_999,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.companyNotFound);
    });
  });

  it('is for staff with the marketing permission only', async () => {
    await expectNothingWritten(async () => {
      for (const token of [acme, staffNoMarketing, null]) {
        const res = await call(token, 'POST', '/secure/promocode', { promoCodeId: code(), ...PERCENTAGE });
        expect(res.statusCode).toBe(token ? 403 : 401);
      }
    });
  });
});

describe('PUT /secure/promocode and DELETE /secure/promocode/{id}', () => {
  it('updates a code with the spec message, the rules and behaviour applied again', async () => {
    const made = await create(PERCENTAGE);
    const res = await call(staff, 'PUT', '/secure/promocode', {
      ...FLOATING,
      id: made.id,
      promoCodeId: made.promoCodeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Promo code updated OK');
    expect(res.json().data).toMatchObject({ discountType: 'FLOATING_AMOUNT', shared: true, floatingAmount: 50_000 });
    const bad = await call(staff, 'PUT', '/secure/promocode', {
      ...FLOATING,
      id: made.id,
      promoCodeId: made.promoCodeId,
      currencyEnum: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.currencyRequired);
  });

  it('refuses an unknown or deleted id, another code’s code, and a quantity below the uses made', async () => {
    const a = await create(PERCENTAGE);
    const b = await create({ ...PERCENTAGE, quantity: 5 });
    const missing = await call(staff, 'PUT', '/secure/promocode', { ...PERCENTAGE, id: 99_999, promoCodeId: code() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    const taken = await call(staff, 'PUT', '/secure/promocode', {
      ...PERCENTAGE,
      id: a.id,
      promoCodeId: b.promoCodeId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.codeTaken);
    await t.database.db.update(promoCodes).set({ uses: 3 }).where(eq(promoCodes.id, b.id));
    const below = await call(staff, 'PUT', '/secure/promocode', {
      ...PERCENTAGE,
      id: b.id,
      promoCodeId: b.promoCodeId,
      quantity: 2,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(M.quantityBelowUses);
    expect((await call(staff, 'DELETE', `/secure/promocode/${a.id}`)).json().message).toBe(M.deleted);
    expect((await call(staff, 'DELETE', `/secure/promocode/${a.id}`)).statusCode).toBe(404);
    const gone = await call(staff, 'PUT', '/secure/promocode', { ...PERCENTAGE, id: a.id, promoCodeId: a.promoCodeId });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes softly: the row stays, the list and validation no longer see it, customers may not delete', async () => {
    const made = await create(PERCENTAGE);
    expect((await call(acme, 'DELETE', `/secure/promocode/${made.id}`)).statusCode).toBe(403);
    expect(
      (await call(acme, 'PUT', '/secure/promocode', { ...PERCENTAGE, id: made.id, promoCodeId: made.promoCodeId }))
        .statusCode,
    ).toBe(403);
    await call(staff, 'DELETE', `/secure/promocode/${made.id}`);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, made.id));
    expect(row?.deletedAt).not.toBeNull();
    const listed = await list(staff, { search: made.promoCodeId });
    expect(listed.json().data.items).toEqual([]);
    const valid = await call(null, 'POST', '/public/promocode/validate', { promoCode: made.promoCodeId });
    expect(valid.json().data).toEqual({ valid: false, message: M.notValid, summary: null });
  });
});

describe('GET /secure/promocodes', () => {
  it('pages with search by code and filters by discount type and status; staff only', async () => {
    const prefix = code('LIST');
    await create({ ...PERCENTAGE, promoCodeId: `${prefix}A` });
    await create({ ...FLOATING, promoCodeId: `${prefix}B` });
    await create({
      ...PERCENTAGE,
      promoCodeId: `${prefix}C`,
      validTo: Date.now() - 1000,
      validFrom: Date.now() - 10_000,
    });
    const all = await list(staff, { search: prefix.toLowerCase(), pageSize: '2' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.json().data.items.map((p: { promoCodeId: string }) => p.promoCodeId)).toEqual([
      `${prefix}C`,
      `${prefix}B`,
    ]);
    const floating = await list(staff, { search: prefix, discountType: 'FLOATING_AMOUNT' });
    expect(floating.json().data.items.map((p: { promoCodeId: string }) => p.promoCodeId)).toEqual([`${prefix}B`]);
    const expired = await list(staff, { search: prefix, status: 'EXPIRED' });
    expect(expired.json().data.items).toHaveLength(1);
    expect(expired.json().data.items[0].status).toBe('EXPIRED');
    const active = await list(staff, { search: prefix, status: 'ACTIVE' });
    expect(active.json().data.total).toBe(2);
    expect((await list(acme)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('shows the demo codes of every type, the expired and the used-up one', async () => {
    const res = await list(staff, { pageSize: '200' });
    const byCode = new Map(res.json().data.items.map((p: { promoCodeId: string }) => [p.promoCodeId, p]));
    expect(byCode.get('WELCOME10')).toMatchObject({ discountType: 'PERCENTAGE', percentage: '10', status: 'ACTIVE' });
    expect(byCode.get('SUMMER2024')).toMatchObject({ status: 'EXPIRED' });
    expect(byCode.get('ONEOFF-7KQ2')).toMatchObject({ status: 'USED_UP', singleUse: true });
    expect(new Set([...byCode.values()].map((p) => (p as { discountType: string }).discountType)).size).toBe(4);
  });

  it('exports the current filter as CSV, and refuses an export without one', async () => {
    const none = await list(staff, { format: 'csv' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.filterFirst);
    const res = await list(staff, { format: 'csv', search: 'WELCOME' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^id,promoCodeId,discountType,status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('WELCOME10');
  });
});

describe('POST /v2/marketing/promo (generate)', () => {
  it('makes that many unique single-use codes with the prefix, in one batch', async () => {
    const res = await call(staff, 'POST', '/v2/marketing/promo', {
      ...PERCENTAGE,
      singleUse: true,
      quantity: 50,
      prefix: 'xmas-',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.generated);
    const { codes, batchId } = res.json().data;
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^XMAS-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10}$/);
    const rows = await t.database.db.select().from(promoCodes).where(eq(promoCodes.batchId, batchId));
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.quantity === 1 && r.singleUse && r.percentageBp === 1250)).toBe(true);
  });

  it('lists each error and writes nothing when the terms break rules', async () => {
    await expectNothingWritten(async () => {
      const res = await call(staff, 'POST', '/v2/marketing/promo', {
        discountType: 'PERCENTAGE',
        singleUse: true,
        quantity: 3,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.map((i: { message: string }) => i.message)).toEqual([
        M.percentageRequired,
        M.termRequired,
      ]);
      const notMany = await call(staff, 'POST', '/v2/marketing/promo', { ...PERCENTAGE, singleUse: true, quantity: 1 });
      expect(notMany.json().message).toBe(M.generateNeedsSingleUse);
      const tooMany = await call(staff, 'POST', '/v2/marketing/promo', {
        ...PERCENTAGE,
        singleUse: true,
        quantity: 1001,
      });
      expect(tooMany.json().message).toBe(M.generateTooMany);
      const prefix = await call(staff, 'POST', '/v2/marketing/promo', {
        ...PERCENTAGE,
        singleUse: true,
        quantity: 2,
        prefix: 'no space',
      });
      expect(prefix.json().message).toBe(M.prefixFormat);
      expect(
        (await call(acme, 'POST', '/v2/marketing/promo', { ...PERCENTAGE, singleUse: true, quantity: 2 })).statusCode,
      ).toBe(403);
    });
  });
});

describe('subscriptions', () => {
  it('subscribes a company, lists by code or company, refuses a duplicate and an unknown company, removes', async () => {
    const promo = await create(MONTHLY);
    const company = await aCompany(t);
    const res = await call(staff, 'POST', '/secure/promocodesubscription', {
      partyId: company.id,
      promoCodeId: promo.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.subscribed);
    const sub = res.json().data;
    expect(sub).toMatchObject({
      company: { id: company.id, name: company.legalName },
      promo: { id: promo.id, promoCodeId: promo.promoCodeId },
    });
    const dup = await call(staff, 'POST', '/secure/promocodesubscription', {
      partyId: company.id,
      promoCodeId: promo.id,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.subscriptionExists);
    const unknown = await call(staff, 'POST', '/secure/promocodesubscription', {
      partyId: 999_999,
      promoCodeId: promo.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.companyNotFound);
    const noPromo = await call(staff, 'POST', '/secure/promocodesubscription', {
      partyId: company.id,
      promoCodeId: 999_999,
    });
    expect(noPromo.statusCode).toBe(404);
    expect(noPromo.json().message).toBe(M.notFound);
    const byCode = await t.call(staff, {
      method: 'GET',
      url: '/secure/promocodesubscriptions',
      query: { search: promo.promoCodeId },
    });
    expect(byCode.json().data.items).toEqual([sub]);
    const byCompany = await t.call(staff, {
      method: 'GET',
      url: '/secure/promocodesubscriptions',
      query: { companyId: String(company.id) },
    });
    expect(byCompany.json().data.total).toBe(1);
    expect((await t.call(acme, { method: 'GET', url: '/secure/promocodesubscriptions' })).statusCode).toBe(403);
    expect(
      (
        await call(acme, 'POST', '/secure/promocodesubscription', {
          partyId: DEMO_COMPANIES.acme,
          promoCodeId: promo.id,
        })
      ).statusCode,
    ).toBe(403);
    const removed = await call(staff, 'DELETE', `/secure/promocodesubscription/${sub.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(M.unsubscribed);
    expect((await call(staff, 'DELETE', `/secure/promocodesubscription/${sub.id}`)).json().message).toBe(
      M.subscriptionNotFound,
    );
  });
});

describe('POST /public/promocode/validate', () => {
  const validate = (promoCode: unknown) => call(null, 'POST', '/public/promocode/validate', { promoCode });

  it('answers valid with a summary, or why not, always in the same shape', async () => {
    const ok = await validate('welcome10');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ valid: true, message: M.valid, summary: '10% off for 12 months' });
    expect((await validate('NO-SUCH-CODE')).json().data).toEqual({ valid: false, message: M.notValid, summary: null });
    // expired, used up, not yet valid and reserved codes read as one never made: nothing tells a guesser one exists
    const notValid = { valid: false, message: M.notValid, summary: null };
    expect((await validate('SUMMER2024')).json().data).toEqual(notValid);
    expect((await validate('ONEOFF-7KQ2')).json().data).toEqual(notValid);
    expect((await validate('ACME20')).json().data).toEqual(notValid);
    const upcoming = await create({ ...PERCENTAGE, validFrom: Date.now() + 86_400_000 });
    expect((await validate(upcoming.promoCodeId)).json().data).toEqual(notValid);
    const blank = await validate('  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.codeRequired);
  });
});

describe('POST /v2/marketing/promo/process', () => {
  const processCode = (token: string, body: Record<string, unknown>) =>
    call(token, 'POST', '/v2/marketing/promo/process', body);

  it('tells a customer whether a code applies to its product in its country, with the terms', async () => {
    const res = await processCode(acme, { promoCode: 'VXCBOOST', country: 'au', productType: 'VXC' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      applies: true,
      message: M.applies,
      promo: { promoCodeId: 'VXCBOOST', discountType: 'VXC_PRICE_MODIFIER', recurringChargePercentModifier: '90' },
    });
    const port = await processCode(acme, { promoCode: 'VXCBOOST', country: 'AU', productType: 'PORT' });
    expect(port.json().data).toEqual({ applies: false, message: M.notForProduct, promo: null });
    const us = await processCode(acme, { promoCode: 'VXCBOOST', country: 'US', productType: 'VXC' });
    expect(us.json().data.message).toBe(M.notForCountry);
    // a customer hears only 'not valid' of an expired code; staff are told why
    expect(
      (await processCode(acme, { promoCode: 'SUMMER2024', country: 'AU', productType: 'PORT' })).json().data.message,
    ).toBe(M.notValid);
    expect(
      (await processCode(staff, { promoCode: 'SUMMER2024', country: 'AU', productType: 'PORT' })).json().data.message,
    ).toBe(M.expired);
  });

  it('applies a reserved or subscribed code only to its companies; staff name the company', async () => {
    expect(
      (await processCode(acme, { promoCode: 'ACME20', country: 'AU', productType: 'PORT' })).json().data.applies,
    ).toBe(true);
    // PORTMONTH3 is subscribed by Acme and Globex only (demo seed)
    expect(
      (await processCode(acme, { promoCode: 'PORTMONTH3', country: 'AU', productType: 'PORT' })).json().data.applies,
    ).toBe(true);
    const other = await aCompany(t);
    const asOther = await processCode(staff, {
      promoCode: 'PORTMONTH3',
      country: 'AU',
      productType: 'PORT',
      companyId: other.id,
    });
    expect(asOther.json().data).toEqual({ applies: false, message: M.notForCompany, promo: null });
    const reserved = await processCode(staff, {
      promoCode: 'ACME20',
      country: 'AU',
      productType: 'PORT',
      companyId: other.id,
    });
    expect(reserved.json().data.message).toBe(M.notForCompany);
    // a customer cannot ask for another company
    expect(
      (await processCode(acme, { promoCode: 'WELCOME10', country: 'AU', productType: 'PORT', companyId: other.id }))
        .statusCode,
    ).toBe(403);
  });
});

describe('findUsablePromo and takePromoUse', () => {
  const at = () => new Date();

  it('takes a use atomically: two companies racing for the last use of a single-use code, one wins', async () => {
    const promo = await create({ ...FLOATING, singleUse: true, quantity: 1 });
    const [a, b] = [await aCompany(t), await aCompany(t)];
    const db = t.database.db;
    const attempt = (companyId: number, serviceUid: string) =>
      db.transaction((tx) => takePromoUse(tx, { code: promo.promoCodeId, companyId, serviceUid, at: at() }));
    const results = await Promise.allSettled([attempt(a.id, 'svc-race-a'), attempt(b.id, 'svc-race-b')]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(AppError);
    expect((lost[0]?.reason as AppError).code).toBe('conflict');
    expect((lost[0]?.reason as AppError).message).toBe(M.notValid);
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row).toMatchObject({ uses: 1, quantity: 1 });
    const uses = await db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect(uses).toHaveLength(1);
  });

  it('many concurrent takes never pass the quantity', async () => {
    const promo = await create({ ...PERCENTAGE, quantity: 3 });
    const company = await aCompany(t);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        t.database.db.transaction((tx) =>
          takePromoUse(tx, { code: promo.promoCodeId, companyId: company.id, serviceUid: `svc-many-${i}`, at: at() }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row?.uses).toBe(3);
  });

  it('refuses a second use for the same service, an expired, deleted or reserved code, with the message', async () => {
    const promo = await create(PERCENTAGE);
    const company = await aCompany(t);
    const take = (c: string, companyId = company.id, serviceUid = 'svc-1') =>
      t.database.db.transaction((tx) => takePromoUse(tx, { code: c, companyId, serviceUid, at: at() }));
    const terms = await take(promo.promoCodeId.toLowerCase());
    expect(terms).toMatchObject({ id: promo.id, code: promo.promoCodeId, percentageBp: 1250, termMonths: 12 });
    await expect(take(promo.promoCodeId)).rejects.toMatchObject({ code: 'conflict', message: M.alreadyUsedForService });
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row?.uses).toBe(1); // the refused take rolled back with its transaction
    // expired and reserved for another company read as a code never made
    await expect(take('SUMMER2024')).rejects.toMatchObject({ message: M.notValid });
    await expect(take('ACME20')).rejects.toMatchObject({ message: M.notValid });
    await expect(take('NOPE-NOPE')).rejects.toMatchObject({ message: M.notValid });
    await call(staff, 'DELETE', `/secure/promocode/${promo.id}`);
    await expect(take(promo.promoCodeId, company.id, 'svc-2')).rejects.toMatchObject({ message: M.notValid });
  });

  it('an order takes one use of a code whatever its number of services, with a use row per service', async () => {
    const promo = await create({ ...FLOATING, singleUse: true, quantity: 1 });
    const company = await aCompany(t);
    const db = t.database.db;
    const order = (serviceUids: string[]) =>
      db.transaction((tx) =>
        takeOrderPromoUse(tx, { code: promo.promoCodeId, companyId: company.id, serviceUids, at: at() }),
      );
    const terms = await order(['svc-order-1', 'svc-order-2', 'svc-order-3']);
    expect(terms).toMatchObject({ id: promo.id, discountType: 'FLOATING_AMOUNT' });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row).toMatchObject({ uses: 1, quantity: 1 });
    const uses = await db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect(uses.map((u) => u.serviceUid).sort()).toEqual(['svc-order-1', 'svc-order-2', 'svc-order-3']);
    // the single use is gone: the next order is refused (a customer hears only that the code is not valid,
    // decision 0032) and writes nothing
    await expect(order(['svc-order-4'])).rejects.toMatchObject({ message: M.notValid });
    expect(await db.select().from(promoCodeUses).where(eq(promoCodeUses.serviceUid, 'svc-order-4'))).toEqual([]);
    const again = await create({ ...PERCENTAGE, quantity: 5 });
    const take = (serviceUids: string[]) =>
      db.transaction((tx) =>
        takeOrderPromoUse(tx, { code: again.promoCodeId, companyId: company.id, serviceUids, at: at() }),
      );
    await take(['svc-twice-1']);
    await expect(take(['svc-twice-2', 'svc-twice-1'])).rejects.toMatchObject({ message: M.alreadyUsedForService });
    const [after] = await db.select().from(promoCodes).where(eq(promoCodes.id, again.id));
    expect(after?.uses).toBe(1); // the refused order rolled back its use
    await expect(take([])).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('findUsablePromo answers the terms or the message', async () => {
    const db = t.database.db;
    const found = await findUsablePromo(db, {
      code: 'welcome10',
      companyId: DEMO_COMPANIES.acme,
      productType: 'PORT',
      countryCode: 'AU',
      at: at(),
    });
    expect(found).toMatchObject({
      ok: true,
      promo: { code: 'WELCOME10', percentageBp: 1000, termMonths: 12, validTo: null },
    });
    expect(
      await findUsablePromo(db, {
        code: 'VXCBOOST',
        companyId: null,
        productType: 'PORT',
        countryCode: 'AU',
        at: at(),
      }),
    ).toEqual({ ok: false, message: M.notForProduct });
    expect(
      await findUsablePromo(db, {
        code: 'WELCOME10',
        companyId: null,
        productType: 'PORT',
        countryCode: 'AU',
        at: new Date('2024-06-01'),
      }),
    ).toEqual({ ok: false, message: M.notValid });
  });
});

describe('POST /secure/pricing/removepromo', () => {
  it('marks the matching uses removed in one go and says which were found', async () => {
    const promo = await create(PERCENTAGE);
    const company = await aCompany(t);
    const uid = 'abcd1234-1111-4000-8000-000000000001';
    await t.database.db.transaction((tx) =>
      takePromoUse(tx, { code: promo.promoCodeId, companyId: company.id, serviceUid: uid, at: new Date() }),
    );
    const res = await call(staff, 'POST', '/secure/pricing/removepromo', [
      { serviceShortUuid: 'ABCD1234', promoCode: promo.promoCodeId.toLowerCase() },
      { serviceShortUuid: 'ffff0000', promoCode: promo.promoCodeId },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.removalDone);
    expect(res.json().data.map((r: { found: boolean }) => r.found)).toEqual([true, false]);
    const [use] = await t.database.db.select().from(promoCodeUses).where(eq(promoCodeUses.serviceUid, uid));
    expect(use?.removedAt).not.toBeNull();
    const again = await call(staff, 'POST', '/secure/pricing/removepromo', [
      { serviceShortUuid: uid, promoCode: promo.promoCodeId },
    ]);
    expect(again.json().data[0].found).toBe(false);
  });

  it('needs services and a code; staff with marketing only', async () => {
    const empty = await call(staff, 'POST', '/secure/pricing/removepromo', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.removalServicesRequired);
    const noCode = await call(staff, 'POST', '/secure/pricing/removepromo', [
      { serviceShortUuid: 'abc', promoCode: ' ' },
    ]);
    expect(noCode.json().message).toBe(M.removalCodeRequired);
    expect(
      (await call(acme, 'POST', '/secure/pricing/removepromo', [{ serviceShortUuid: 'a', promoCode: 'b' }])).statusCode,
    ).toBe(403);
  });
});

describe('rate limit of the public validation', () => {
  it('refuses an address that asks too often (guessing codes is slow)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await call(null, 'POST', '/public/promocode/validate', { promoCode: `GUESS${i}` })).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
  });
});
