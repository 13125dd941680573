import { MESSAGES } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerContexts, persons, supplies } from '../src/modules/tables.js';
import { aCompany, aStaffAdmin, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// Stored web addresses are absolute http(s) only, and a supply's country is a code of the country list
// (decision 0030): every other form is refused with the message, and nothing is stored.

let t: TestApp;
let staff: string;
let partner: { id: number };
let customer: { id: number };
let supplyId: number;

/** Every form a stored web address must not take: scripts, inline data, relative, other schemes, look-alikes. */
const BAD_ADDRESSES = [
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://partner.example/logo.png',
  'mailto:sales@partner.example',
  '//partner.example/logo.png',
  '/logo.png',
  'logo.png',
  'www.partner.example',
  'https:partner.example',
  'https://',
  'https://bank.example@evil.example/',
  'https://partner.example/a b',
  '',
];

const NOT_COUNTRIES = ['ZZ', 'Australia', 'AUS', 'A', '12', 'XK', 'au;', ''];

async function writes() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return Number(row?.n);
}

async function storedContext() {
  const [row] = await t.database.db
    .select({ context: partnerContexts.context })
    .from(partnerContexts)
    .where(eq(partnerContexts.partnerId, partner.id));
  return row?.context ?? null;
}

async function storedSupply() {
  const [row] = await t.database.db.select().from(supplies).where(eq(supplies.id, supplyId));
  return row;
}

const context = {
  displayName: 'Channel Partner',
  website: 'https://partner.example',
  logoUrl: 'https://partner.example/logo.png',
};
const contextUrl = () => `/v2/partner/${partner.id}/context`;
const supplyUrl = () => `/secure/party/company/${customer.id}/supply/${supplyId}`;
const supplyBody = (extra: Record<string, unknown>) => ({
  supplierId: 855,
  companyLegalName: 'Customer Billing Ltd',
  billingContactEmail: 'billing@customer.example',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  staff = await (await aStaffAdmin(t)).login();
  [partner, customer] = await Promise.all([aCompany(t, { accountType: 'PARTNER' }), aCompany(t)]);
  supplyId = (await aSupply(t, { companyId: customer.id, market: 'NZ' })).id;
});
afterAll(() => t.close());

describe("a partner context's website and logo address", () => {
  it.each(['website', 'logoUrl'])(
    'refuses every address that is not absolute http(s) in %s, storing nothing',
    async (field) => {
      const before = await writes();
      for (const address of BAD_ADDRESSES) {
        const res = await t.call(staff, {
          method: 'POST',
          url: contextUrl(),
          payload: { ...context, [field]: address },
        });
        expect({ address, status: res.statusCode, message: res.json().message }).toEqual({
          address,
          status: 400,
          message: MESSAGES.webAddressInvalid,
        });
      }
      expect(await storedContext()).toBeNull();
      expect(await writes()).toBe(before);
    },
  );

  it('takes http and https addresses, and refuses a bad one in an update without changing the stored one', async () => {
    const created = await t.call(staff, { method: 'POST', url: contextUrl(), payload: context });
    expect(created.statusCode, created.body).toBe(200);
    const plain = { ...context, website: 'http://partner.example/about?x=1#team' };
    const updated = await t.call(staff, { method: 'PUT', url: contextUrl(), payload: plain });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await storedContext()).toMatchObject({ website: 'http://partner.example/about?x=1#team' });

    const before = await writes();
    for (const field of ['website', 'logoUrl']) {
      const res = await t.call(staff, {
        method: 'PUT',
        url: contextUrl(),
        payload: { ...plain, [field]: 'javascript:alert(1)' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.webAddressInvalid);
    }
    expect(await storedContext()).toMatchObject({ website: plain.website, logoUrl: plain.logoUrl });
    expect(await writes()).toBe(before);
  });
});

describe("a supply's website and country", () => {
  it('refuses a website that is not absolute http(s), changing nothing', async () => {
    const before = [await storedSupply(), await writes()];
    for (const web of BAD_ADDRESSES) {
      const res = await t.call(staff, { method: 'PUT', url: supplyUrl(), payload: supplyBody({ web }) });
      expect({ web, status: res.statusCode, message: res.json().message }).toEqual({
        web,
        status: 400,
        message: MESSAGES.webAddressInvalid,
      });
    }
    expect([await storedSupply(), await writes()]).toEqual(before);
  });

  it('refuses a country that is not an ISO code of the list, changing nothing', async () => {
    const before = [await storedSupply(), await writes()];
    for (const country of NOT_COUNTRIES) {
      const res = await t.call(staff, { method: 'PUT', url: supplyUrl(), payload: supplyBody({ country }) });
      expect({ country, status: res.statusCode }).toEqual({ country, status: 400 });
      expect(res.json().message).toBe(country === '' ? MESSAGES.mandatoryFields : MESSAGES.countryUnknown);
    }
    const other = await aCompany(t);
    const created = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/company/${other.id}/supply`,
      payload: supplyBody({ country: 'ZZ' }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(MESSAGES.countryUnknown);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(supplies)
      .where(eq(supplies.companyId, other.id));
    expect(Number(count?.n)).toBe(0);
    expect([await storedSupply(), await writes()]).toEqual(before);
  });

  it('stores a code of the list in upper case, an http(s) website, and no country when none is given', async () => {
    const res = await t.call(staff, {
      method: 'PUT',
      url: supplyUrl(),
      payload: supplyBody({ country: 'nz', web: 'https://customer.example' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ country: 'NZ', web: 'https://customer.example' });
    expect(await storedSupply()).toMatchObject({ country: 'NZ', web: 'https://customer.example' });
    const cleared = await t.call(staff, {
      method: 'PUT',
      url: supplyUrl(),
      payload: supplyBody({ country: null, web: null }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await storedSupply()).toMatchObject({ country: null, web: null });
  });
});

describe("a new employee's welcome-mail portal address", () => {
  it('refuses a serverUrl that is not absolute http(s), creating no one', async () => {
    const before = await writes();
    for (const serverUrl of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/portal']) {
      const res = await t.call(staff, {
        method: 'POST',
        url: `/secure/party/company/${customer.id}/employee`,
        query: { serverUrl },
        payload: { username: 'web.probe', email: 'web.probe@customer.example', firstName: 'Web', lastName: 'Probe' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.webAddressInvalid);
    }
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(persons)
      .where(eq(persons.username, 'web.probe'));
    expect(Number(count?.n)).toBe(0);
    expect(await writes()).toBe(before);
  });
});
