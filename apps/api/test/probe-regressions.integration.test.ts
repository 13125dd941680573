import { totpCode } from '@portico/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, persons, positions } from '../src/modules/tables.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Breakages a mutation probe made one at a time that the suite did not notice, each now pinned by what a user
 * (or an auditor) would check. Messages are the spec's words, copied here rather than imported.
 */
let t: TestApp;
let staff: string;
let acmeAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff.admin');
  acmeAdmin = await t.login('acme.admin');
});
afterAll(() => t.close());

const personId = async (username: string) =>
  (await t.database.db.select({ id: persons.id }).from(persons).where(eq(persons.username, username)))[0]!.id;

async function auditActions(entityId: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'person'), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
}

describe('company registration', () => {
  it("refuses an administrator password that breaks the spec's policy, and registers nothing", async () => {
    const id = `weak${Date.now().toString(36)}`;
    const res = await t.call(staff, {
      method: 'POST',
      url: '/secure/party/admincompanyregistration',
      payload: {
        companyDto: { legalName: `${id} Pty Ltd`, email: `a@${id}.example`, phone: '+61 2 9999 0000', country: 'AU' },
        personDto: { firstName: 'W', lastName: 'Eak', email: `w@${id}.example`, username: id, password: 'weakpass' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password needs min 6 chars, upper and lower case and at least one number');
    expect(await t.database.db.select().from(persons).where(eq(persons.username, id))).toEqual([]);
  });
});

describe('wholesale clients', () => {
  it('cannot lose their wholesale agreement date by sending null', async () => {
    const company = DEMO_COMPANIES.initech;
    const current = (await t.call(staff, { method: 'GET', url: `/secure/party/company/${company}` })).json().data;
    const base = { companyId: company, legalName: current.legalName };
    const set = await t.call(staff, {
      method: 'PUT',
      url: '/secure/party/company',
      payload: { ...base, clientCategory: 'WHOLESALE', wholesaleAgreementDate: '2026-03-01' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const cleared = await t.call(staff, {
      method: 'PUT',
      url: '/secure/party/company',
      payload: { ...base, clientCategory: 'WHOLESALE', wholesaleAgreementDate: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe('Please enter the wholesale agreement date for a WHOLESALE client');
    const after = (await t.call(staff, { method: 'GET', url: `/secure/party/company/${company}` })).json().data;
    expect(after.wholesaleAgreementDate).toBe('2026-03-01');
  });
});

describe('social sign-in', () => {
  it('is rate-limited per address like the password login', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v2/social/login/google',
          payload: { idToken: 'not-a-token', accessToken: 'x' },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("a partner's commission rate", () => {
  it("is shown to the partner's admin but not to its other users", async () => {
    const partnerAdmin = await t.login('partner.admin');
    await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/partner/${DEMO_COMPANIES.umbrella}/commission`,
      payload: { commissionRateBp: 1500 },
    });
    const username = `umbrella.tech.${Date.now().toString(36)}`;
    const added = await t.call(partnerAdmin, {
      method: 'POST',
      url: `/secure/party/company/${DEMO_COMPANIES.umbrella}/employee`,
      payload: {
        firstName: 'Tess',
        lastName: 'Tech',
        username,
        email: `${username}@umbrella.example`,
        password: 'First1pass',
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const tech = await t.login(username, 'First1pass');
    // A first password chosen by an administrator must be replaced before anything else.
    const changed = await t.call(tech, {
      method: 'POST',
      url: '/secure/password/change',
      payload: { passwordCurrent: 'First1pass', passwordNew: 'Second2pass' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const url = `/v2/company/${DEMO_COMPANIES.umbrella}/settings`;
    expect((await t.call(partnerAdmin, { method: 'GET', url })).json().data.commissionRateBp).toBe(1500);
    const seenByTech = await t.call(tech, { method: 'GET', url });
    expect(seenByTech.statusCode).toBe(200);
    expect(seenByTech.json().data.commissionRateBp).toBeNull();
  });
});

describe('the audit trail', () => {
  it('records a logout', async () => {
    const token = await t.login('acme.finance');
    const id = await personId('acme.finance');
    const before = (await auditActions(id, 'logout')).length;
    expect((await t.call(token, { method: 'GET', url: '/v2/logout' })).statusCode).toBe(200);
    expect(await auditActions(id, 'logout')).toHaveLength(before + 1);
  });

  it('records two-factor being turned on and off', async () => {
    const token = await t.login('acme.viewer');
    const id = await personId('acme.viewer');
    const started = await t.call(token, { method: 'POST', url: '/v2/mfa/enrol' });
    expect(started.statusCode, started.body).toBe(200);
    const secret = started.json().data.secret as string;
    const verified = await t.call(token, {
      method: 'POST',
      url: '/v2/mfa/verify',
      payload: { oneTimePassword: await totpCode(secret) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await auditActions(id, 'mfa.enabled')).toHaveLength(1);
    const off = await t.call(token, { method: 'DELETE', url: '/v2/mfa', payload: { password: 'Portico1' } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await auditActions(id, 'mfa.disabled')).toHaveLength(1);
  });

  it('records a position change with the position before and after', async () => {
    const id = await personId('acme.viewer');
    const [tech] = await t.database.db.select().from(positions).where(eq(positions.name, 'Technical Contact'));
    const res = await t.call(acmeAdmin, { method: 'POST', url: `/secure/position/${tech!.id}/person/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditActions(id, 'person.position.changed');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry?.after)).toContain('Technical Contact');
    expect(JSON.stringify(entry?.before)).not.toEqual(JSON.stringify(entry?.after));
  });
});
