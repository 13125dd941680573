import { emailNotAvailableMessage, MESSAGES, PEOPLE_MESSAGES } from '@portico/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, persons, positions, securityRoles } from '../src/modules/tables.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;
let acmeAdmin: string;
let acmeViewer: string;
let acmeFinance: string;
let agent: string;
const ids: Record<string, number> = {};

async function personId(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: persons.id }).from(persons).where(eq(persons.username, username));
  if (!row) throw new Error(`no ${username}`);
  return row.id;
}
async function roleId(name: string): Promise<number> {
  const [row] = await t.database.db.select().from(securityRoles).where(eq(securityRoles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}
async function sharedPositionId(name: string): Promise<number> {
  const rows = await t.database.db.select().from(positions).where(eq(positions.name, name));
  const row = rows.find((p) => p.companyId === null) ?? rows[0];
  if (!row) throw new Error(`no position ${name}`);
  return row.id;
}

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${seq++}`;

function newEmployee(overrides: Record<string, unknown> = {}) {
  const username = unique('emp');
  return { username, email: `${username}@people.example`, firstName: 'Nina', lastName: 'New', ...overrides };
}

async function addEmployee(
  token: string,
  companyId: number,
  body: Record<string, unknown> = newEmployee(),
  query: Record<string, string> = {},
) {
  return t.call(token, {
    method: 'POST',
    url: `/secure/party/company/${companyId}/employee`,
    query,
    payload: body,
  });
}

async function employeeOf(companyId: number): Promise<{ personId: number; username: string; email: string }> {
  const body = newEmployee();
  const res = await addEmployee(staff, companyId, body);
  expect(res.statusCode, res.body).toBe(200);
  return { personId: res.json().data.personId, username: body.username, email: body.email };
}

beforeAll(async () => {
  t = await createTestApp();
  [staff, acmeAdmin, acmeViewer, acmeFinance, agent] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    t.login('acme.viewer'),
    t.login('acme.finance'),
    t.login('agent'),
  ]);
  for (const u of ['acme.admin', 'acme.viewer', 'acme.finance', 'mfa.user', 'agent', 'staff.admin'])
    ids[u] = await personId(u);
});
afterAll(() => t.close());

describe('GET /secure/party/person (staff search)', () => {
  it('pages and searches every company’s people', async () => {
    const res = await t.call(staff, { method: 'GET', url: '/secure/party/person', query: { pageSize: '2' } });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(7);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });

    const found = await t.call(staff, { method: 'GET', url: '/secure/party/person', query: { search: 'acme.fin' } });
    expect(found.json().data.items.map((p: { username: string }) => p.username)).toEqual(['acme.finance']);
    const byEmail = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/person',
      query: { search: 'mfa.user@portico' },
    });
    expect(byEmail.json().data.items[0]).toMatchObject({
      username: 'mfa.user',
      email: 'mfa.user@portico.example',
      companyId: DEMO_COMPANIES.globex,
      position: 'Company Admin',
      mfaEnabled: true,
    });
  });

  it('lists the provider’s own employees', async () => {
    const res = await t.call(staff, { method: 'GET', url: '/secure/party/person', query: { providerOnly: 'true' } });
    const companies = new Set(res.json().data.items.map((p: { companyId: number }) => p.companyId));
    expect([...companies]).toEqual([1]);
  });

  it('treats % and _ typed by the user literally', async () => {
    const res = await t.call(staff, { method: 'GET', url: '/secure/party/person', query: { search: '%' } });
    expect(res.json().data.total).toBe(0);
  });

  it('exports every match as CSV', async () => {
    const res = await t.call(staff, {
      method: 'GET',
      url: '/secure/party/person',
      query: { search: 'acme', format: 'csv', pageSize: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="people.csv"/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('username');
    expect(lines.length - 1).toBeGreaterThanOrEqual(3);
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('is for staff only', async () => {
    expect((await t.call(acmeAdmin, { method: 'GET', url: '/secure/party/person' })).statusCode).toBe(403);
  });
});

describe('GET /secure/party/person/{id}', () => {
  it('shows a person to staff, to their company admin and to themself', async () => {
    for (const token of [staff, acmeAdmin, acmeViewer]) {
      const res = await t.call(token, { method: 'GET', url: `/secure/party/person/${ids['acme.viewer']}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        username: 'acme.viewer',
        position: 'Read Only User',
        emails: [{ email: 'acme.viewer@portico.example', primary: true }],
        active: true,
      });
      expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|totpSecret|argon2/);
    }
  });

  it('hides a colleague from a person who is not a company admin', async () => {
    const res = await t.call(acmeViewer, { method: 'GET', url: `/secure/party/person/${ids['acme.admin']}` });
    expect(res.statusCode).toBe(403);
  });

  it("refuses another company's person", async () => {
    const res = await t.call(acmeAdmin, { method: 'GET', url: `/secure/party/person/${ids['mfa.user']}` });
    expect(res.statusCode).toBe(403);
  });

  it('lets a service agent read the people of a company that virtually employs them, and no other', async () => {
    expect((await t.call(agent, { method: 'GET', url: `/secure/party/person/${ids['mfa.user']}` })).statusCode).toBe(
      200,
    );
    expect((await t.call(agent, { method: 'GET', url: `/secure/party/person/${ids['acme.admin']}` })).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for a person who does not exist', async () => {
    expect((await t.call(staff, { method: 'GET', url: '/secure/party/person/999999' })).statusCode).toBe(404);
  });
});

describe('GET /secure/party/company/{id}/employee', () => {
  it("lists a company's employees with position, e-mails and flags", async () => {
    const res = await t.call(acmeAdmin, {
      method: 'GET',
      url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee`,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { username: string; companyId: number }[];
    expect(items.map((p) => p.username)).toEqual(expect.arrayContaining(['acme.admin', 'acme.finance', 'acme.viewer']));
    expect(items.every((p) => p.companyId === DEMO_COMPANIES.acme)).toBe(true);
    expect(items.find((p) => p.username === 'acme.finance')).toMatchObject({
      position: 'Billing Contact',
      notificationsEnabled: true,
      forcePasswordReset: false,
      requireTotp: false,
      featureFlags: [],
    });
  });

  it('exports the employees as CSV', async () => {
    const res = await t.call(acmeAdmin, {
      method: 'GET',
      url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee`,
      query: { format: 'csv' },
    });
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toContain('acme.viewer@portico.example');
    expect(res.body).not.toContain('mfa.user');
  });

  it("refuses another company's employees, and people who are not company admins", async () => {
    const foreign = await t.call(acmeAdmin, {
      method: 'GET',
      url: `/secure/party/company/${DEMO_COMPANIES.globex}/employee`,
    });
    expect(foreign.statusCode).toBe(403);
    const viewer = await t.call(acmeViewer, {
      method: 'GET',
      url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee`,
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('lets a service agent list the employees of Globex, which virtually employs them', async () => {
    const res = await t.call(agent, { method: 'GET', url: `/secure/party/company/${DEMO_COMPANIES.globex}/employee` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((p: { username: string }) => p.username)).toContain('mfa.user');
    const own = await t.call(agent, { method: 'GET', url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee` });
    expect(own.statusCode).toBe(403);
  });
});

describe('POST /secure/party/company/{id}/employee', () => {
  it("adds an employee in 'Technical Contact' by default and mails a welcome", async () => {
    const body = newEmployee();
    const res = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, body, { serverUrl: `${t.config.publicUrl}/` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.newEmployeeAdded);
    expect(res.json().message).toBe('New employee added');
    const person = res.json().data;
    expect(person).toMatchObject({
      username: body.username,
      email: body.email,
      companyId: DEMO_COMPANIES.acme,
      position: 'Technical Contact',
      active: true,
    });

    const welcome = await t.waitForMail(staff, body.email);
    expect(welcome).toMatchObject({ kind: 'welcome', to: body.email });
    expect(welcome.text).toContain(`${t.config.publicUrl}/#/login`);
    expect(welcome.text).toContain(body.username);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.created'), eq(auditLog.entityId, String(person.personId))));
    expect(audit).toMatchObject({ actorPersonId: ids['acme.admin'], companyId: DEMO_COMPANIES.acme });
  });

  it('uses the position named, and refuses an empty one', async () => {
    const billing = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, newEmployee(), {
      positionName: 'Billing Contact',
    });
    expect(billing.json().data.position).toBe('Billing Contact');
    const empty = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, newEmployee(), { positionName: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Position name is required');
    const unknown = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, newEmployee(), { positionName: 'Astronaut' });
    expect(unknown.json().message).toBe(MESSAGES.positionNameRequired);
  });

  it('needs a unique username and e-mail', async () => {
    const taken = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, newEmployee({ username: 'ACME.viewer' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Please enter unique username and emails...');
    const email = await addEmployee(
      acmeAdmin,
      DEMO_COMPANIES.acme,
      newEmployee({ email: 'Acme.Viewer@portico.example' }),
    );
    // one message for a taken username or address, whoever has it (decision 0032)
    expect(email.json().message).toBe(MESSAGES.uniqueUsernameEmails);
    const missing = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, newEmployee({ username: '' }));
    expect(missing.json().message).toBe(MESSAGES.uniqueUsernameEmails);
  });

  it('checks a password given with the employee against the policy', async () => {
    const weak = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, newEmployee({ password: 'short' }));
    expect(weak.json().message).toBe(MESSAGES.passwordPolicy);
    const body = newEmployee({ password: 'Welcome1' });
    expect((await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, body)).statusCode).toBe(200);
    await expect(t.login(body.username, 'Welcome1')).resolves.toBeTruthy();
  });

  it('never mails a link to a host the provider does not run', async () => {
    const body = newEmployee();
    await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, body, { serverUrl: 'https://evil.example/portal' });
    const mail = await t.waitForMail(staff, body.email);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain(t.config.publicUrl);
  });

  it('is for company admins of that company (and staff) only', async () => {
    expect((await addEmployee(acmeFinance, DEMO_COMPANIES.acme)).statusCode).toBe(403);
    expect((await addEmployee(acmeAdmin, DEMO_COMPANIES.globex)).statusCode).toBe(403);
    expect((await addEmployee(agent, DEMO_COMPANIES.globex)).statusCode).toBe(403);
    expect((await addEmployee(staff, DEMO_COMPANIES.globex)).statusCode).toBe(200);
  });
});

describe('PUT /secure/party/company/{id}/employee and PUT /secure/party/person/{id}', () => {
  it("updates a user with 'User updated OK' and audits before and after", async () => {
    const res = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee`,
      payload: { personId: ids['acme.finance'], firstName: 'Fiona', lastName: 'Figures', phone: '+61 2 9000 0002' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('User updated OK');
    expect(res.json().data).toMatchObject({ lastName: 'Figures', phone: '+61 2 9000 0002' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'person.updated'), eq(auditLog.entityId, String(ids['acme.finance']))));
    expect(audit?.before).toMatchObject({ lastName: 'Finance' });
    expect(audit?.after).toMatchObject({ lastName: 'Figures' });
  });

  it("cannot reach a person of another company through one's own company", async () => {
    const res = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee`,
      payload: { personId: ids['mfa.user'], firstName: 'Hacked', lastName: 'Name' },
    });
    expect(res.statusCode).toBe(404);
    const [mia] = await t.database.db.select().from(persons).where(eq(persons.id, ids['mfa.user']!));
    expect(mia?.firstName).toBe('Mia');
  });

  it('lets a person edit their own profile, not a colleague’s', async () => {
    const own = await t.call(acmeViewer, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.viewer']}`,
      payload: { firstName: 'Victor', lastName: 'Viewer', mobile: '+61 400 000 000' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.mobile).toBe('+61 400 000 000');
    const colleague = await t.call(acmeViewer, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.finance']}`,
      payload: { firstName: 'X', lastName: 'Y' },
    });
    expect(colleague.statusCode).toBe(403);
  });

  it('requires first and last name', async () => {
    const res = await t.call(acmeViewer, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.viewer']}`,
      payload: { firstName: '', lastName: 'Viewer' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.mandatoryFields);
  });
});

describe('e-mail addresses /secure/party/person/{id}/email', () => {
  it('adds an address, makes it primary, and refuses to delete the primary one', async () => {
    const person = await employeeOf(DEMO_COMPANIES.acme);
    const second = `second.${person.email}`;
    const url = `/secure/party/person/${person.personId}/email`;

    const added = await t.call(acmeAdmin, { method: 'POST', url, query: { email: second } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.emails).toEqual([
      { email: person.email, primary: true },
      { email: second, primary: false },
    ]);

    const primary = await t.call(acmeAdmin, { method: 'PUT', url, query: { email: second } });
    expect(primary.json().data.email).toBe(second);

    const refused = await t.call(acmeAdmin, { method: 'DELETE', url, query: { email: second } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You cannot delete primary email');

    const deleted = await t.call(acmeAdmin, { method: 'DELETE', url, query: { email: person.email } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.emails).toEqual([{ email: second, primary: true }]);

    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(person.personId)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['person.email.added', 'person.email.primary', 'person.email.deleted']),
    );
  });

  it('refuses an address somebody already has', async () => {
    const person = await employeeOf(DEMO_COMPANIES.acme);
    const res = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/party/person/${person.personId}/email`,
      query: { email: 'mfa.user@portico.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(emailNotAvailableMessage('mfa.user@portico.example'));
  });

  it('refuses an address that is not one', async () => {
    const res = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/party/person/${ids['acme.viewer']}/email`,
      query: { email: 'not-an-address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(PEOPLE_MESSAGES.emailInvalid);
  });

  it('lets a person manage their own addresses', async () => {
    const mine = `${unique('own')}@people.example`;
    const res = await t.call(acmeViewer, {
      method: 'POST',
      url: `/secure/party/person/${ids['acme.viewer']}/email`,
      query: { email: mine },
    });
    expect(res.statusCode).toBe(200);
    const gone = await t.call(acmeViewer, {
      method: 'DELETE',
      url: `/secure/party/person/${ids['acme.viewer']}/email`,
      query: { email: mine },
    });
    expect(gone.statusCode).toBe(200);
  });

  it("cannot touch another company's addresses", async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.call(acmeAdmin, {
        method,
        url: `/secure/party/person/${ids['mfa.user']}/email`,
        query: { email: 'mfa.user@portico.example' },
      });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('answers 404 for an address the person does not have', async () => {
    const res = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.viewer']}/email`,
      query: { email: 'mfa.user@portico.example' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('switches of a person', () => {
  it('deactivates (ending their sessions) and activates a person with the spec messages', async () => {
    const person = await employeeOf(DEMO_COMPANIES.acme);
    await t.call(staff, {
      method: 'PUT',
      url: `/secure/party/person/${person.personId}`,
      payload: { firstName: 'Nina', lastName: 'New' },
    });
    // give the person a password and a session
    const withPassword = newEmployee({ password: 'Welcome1' });
    const created = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, withPassword);
    const id = created.json().data.personId as number;
    const token = await t.login(withPassword.username, 'Welcome1');
    expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(200);

    const off = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${id}/active`,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Person deactivated');
    expect(off.json().data.active).toBe(false);
    expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(401);
    const live = await t.database.db.select().from(authTokens).where(eq(authTokens.personId, id));
    expect(live.every((tk) => tk.revokedAt !== null)).toBe(true);

    const on = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${id}/active`,
      payload: { enabled: true },
    });
    expect(on.json().message).toBe(MESSAGES.personActivated);
    expect(on.json().data.active).toBe(true);
  });

  it('does not let people deactivate themselves or colleagues without company_admin', async () => {
    const self = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.admin']}/active`,
      payload: { enabled: false },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(PEOPLE_MESSAGES.cannotDeactivateSelf);
    const viewer = await t.call(acmeViewer, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.finance']}/active`,
      payload: { enabled: false },
    });
    expect(viewer.statusCode).toBe(403);
    const foreign = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${ids['mfa.user']}/active`,
      payload: { enabled: false },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lets a person turn their own notifications off, but not force their own password reset', async () => {
    const notes = await t.call(acmeViewer, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.viewer']}/notifications`,
      payload: { enabled: false },
    });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().data.notificationsEnabled).toBe(false);
    const force = await t.call(acmeViewer, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.viewer']}/forcePasswordReset`,
      payload: { enabled: true },
    });
    expect(force.statusCode).toBe(403);
  });

  it('lets a company admin force a password reset and require TOTP', async () => {
    const person = await employeeOf(DEMO_COMPANIES.acme);
    const force = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${person.personId}/forcePasswordReset`,
      payload: { enabled: true },
    });
    expect(force.json().data.forcePasswordReset).toBe(true);
    const totp = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${person.personId}/requireTotp`,
      payload: { enabled: true },
    });
    expect(totp.json().data.requireTotp).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'person.requireTotp'));
    expect(audit.at(-1)).toMatchObject({ before: expect.objectContaining({ requireTotp: false }) });
  });

  it('feature flags: staff only, never empty', async () => {
    const url = `/secure/party/person/${ids['acme.viewer']}/featureFlags`;
    const empty = await t.call(staff, { method: 'POST', url, query: { flag: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PEOPLE_MESSAGES.featureFlagEmpty);
    const added = await t.call(staff, { method: 'POST', url, query: { flag: 'BETA_MCR' } });
    expect(added.json().data.featureFlags).toEqual(['BETA_MCR']);
    const again = await t.call(staff, { method: 'POST', url, query: { flag: 'BETA_MCR' } });
    expect(again.json().data.featureFlags).toEqual(['BETA_MCR']);
    const removed = await t.call(staff, { method: 'DELETE', url, query: { flag: 'BETA_MCR' } });
    expect(removed.json().data.featureFlags).toEqual([]);
    expect((await t.call(acmeAdmin, { method: 'POST', url, query: { flag: 'X' } })).statusCode).toBe(403);
  });
});

describe('user activity, credentials and e-mail validation', () => {
  it("shows a person's logins and changes", async () => {
    const res = await t.call(acmeAdmin, { method: 'GET', url: `/secure/party/person/${ids['acme.finance']}/activity` });
    expect(res.statusCode).toBe(200);
    const actions = res.json().data.items.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['login', 'person.updated']));
    const change = res.json().data.items.find((a: { action: string }) => a.action === 'person.updated');
    expect(change.actorName).toBe('Alice Admin');
    expect(
      (await t.call(acmeViewer, { method: 'GET', url: `/secure/party/person/${ids['acme.finance']}/activity` }))
        .statusCode,
    ).toBe(403);
  });

  it('gives staff the credential facts of a username, never a hash', async () => {
    const res = await t.call(staff, { method: 'GET', url: '/secure/credential', query: { username: 'MFA.user' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'mfa.user',
      active: true,
      hasPassword: true,
      mfaEnabled: true,
      forcePasswordReset: false,
    });
    expect(res.body).not.toMatch(/argon2|totp_?secret|JBSWY3DP/i);
    expect(
      (await t.call(staff, { method: 'GET', url: '/secure/credential', query: { username: 'nobody' } })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(acmeAdmin, { method: 'GET', url: '/secure/credential', query: { username: 'mfa.user' } }))
        .statusCode,
    ).toBe(403);
  });

  it('validates an e-mail address and a mobile number', async () => {
    const check = (query: Record<string, string>) =>
      t.call(acmeAdmin, { method: 'GET', url: '/mobile/email/validate', query });
    expect((await check({ email: 'fresh@people.example', mobile: '+61 412 345 678' })).json().data).toEqual({
      email: 'fresh@people.example',
      valid: true,
      available: true,
      mobileValid: true,
      message: null,
    });
    expect((await check({ email: 'acme.admin@portico.example' })).json().data).toMatchObject({
      valid: true,
      available: false,
      mobileValid: null,
      message: emailNotAvailableMessage('acme.admin@portico.example'),
    });
    expect((await check({ email: 'nope', mobile: 'abc' })).json().data).toMatchObject({
      valid: false,
      mobileValid: false,
    });
    expect(
      (await t.call(null, { method: 'GET', url: '/mobile/email/validate', query: { email: 'a@b.example' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('positions and security roles', () => {
  it("moves a person to a position with 'Position changed OK'", async () => {
    const person = await employeeOf(DEMO_COMPANIES.acme);
    const billing = await sharedPositionId('Billing Contact');
    const res = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/position/${billing}/person/${person.personId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Position changed OK');
    expect(res.json().data).toMatchObject({ positionId: billing, position: 'Billing Contact' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'person.position.changed'), eq(auditLog.entityId, String(person.personId))));
    expect(audit?.before).toMatchObject({ position: 'Technical Contact' });
    expect(audit?.after).toMatchObject({ position: 'Billing Contact' });
  });

  it("refuses a position that belongs to another company, and the provider's own", async () => {
    const created = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: unique('Acme NOC '), securityRoleIds: [await roleId('Read Only')] },
    });
    const acmeOnly = created.json().data.positionId as number;
    const res = await t.call(staff, { method: 'POST', url: `/secure/position/${acmeOnly}/person/${ids['mfa.user']}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PEOPLE_MESSAGES.positionNotUsable);
    const staffAdmin = (await t.database.db.select().from(positions).where(eq(positions.name, 'Staff Admin')))[0]!.id;
    const grab = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/position/${staffAdmin}/person/${ids['acme.viewer']}`,
    });
    expect(grab.statusCode).toBe(400);
  });

  it("cannot move another company's person", async () => {
    const billing = await sharedPositionId('Billing Contact');
    const res = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/position/${billing}/person/${ids['mfa.user']}`,
    });
    expect(res.statusCode).toBe(403);
    const [mia] = await t.database.db.select().from(persons).where(eq(persons.id, ids['mfa.user']!));
    expect(mia?.positionId).not.toBe(billing);
  });

  it("sets a person's security role with 'Security roles changed OK'", async () => {
    const person = await employeeOf(DEMO_COMPANIES.acme);
    const billing = await roleId('Billing Contact');
    const res = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${person.personId}/securityRoles`,
      payload: { securityRoles: [billing] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Security roles changed OK');
    expect(res.json().data.securityRoles).toEqual([{ id: billing, name: 'Billing Contact' }]);

    const token = await (async () => {
      const withPassword = newEmployee({ password: 'Welcome1' });
      const created = await addEmployee(acmeAdmin, DEMO_COMPANIES.acme, withPassword);
      await t.call(acmeAdmin, {
        method: 'PUT',
        url: `/secure/party/person/${created.json().data.personId}/securityRoles`,
        payload: { securityRoles: [billing] },
      });
      return t.login(withPassword.username, 'Welcome1');
    })();
    const profile = (await t.call(token, { method: 'GET', url: '/v2/profile' })).json().data;
    expect(profile.permissions[profile.companyUid]).toContain('financials');
  });

  it('takes exactly one role', async () => {
    const res = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${ids['acme.viewer']}/securityRoles`,
      payload: { securityRoles: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.selectSecurityRole);
  });

  it('never gives a customer a permission only the provider may hold', async () => {
    for (const token of [acmeAdmin, staff]) {
      const res = await t.call(token, {
        method: 'PUT',
        url: `/secure/party/person/${ids['acme.viewer']}/securityRoles`,
        payload: { securityRoles: [await roleId('Staff Admin')] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PEOPLE_MESSAGES.roleNotAllowed);
    }
    const foreign = await t.call(acmeAdmin, {
      method: 'PUT',
      url: `/secure/party/person/${ids['mfa.user']}/securityRoles`,
      payload: { securityRoles: [await roleId('Read Only')] },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('creates a company position with the spec messages', async () => {
    const readOnly = await roleId('Read Only');
    const noName = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: ' ', securityRoleIds: [readOnly] },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Please enter a Position Name.');
    const noRole = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: 'Auditor', securityRoleIds: [] },
    });
    expect(noRole.json().message).toBe('Please select a Security Role.');

    const name = unique('Auditor ');
    const ok = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name, securityRoleIds: [readOnly] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ name, companyId: DEMO_COMPANIES.acme, securityRoleIds: [readOnly] });
    const again = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: name.toUpperCase(), securityRoleIds: [readOnly] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PEOPLE_MESSAGES.positionExists);
    const shadow = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: 'Company Admin', securityRoleIds: [readOnly] },
    });
    expect(shadow.statusCode).toBe(409);

    const listed = await t.call(acmeAdmin, { method: 'GET', url: '/secure/position' });
    const names = listed.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining([name, 'Technical Contact']));
    expect(names).not.toContain('Staff Admin');
  });

  it("refuses positions for another company, staff-only roles, and people who can't manage positions", async () => {
    const readOnly = await roleId('Read Only');
    const foreign = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: unique('Spy '), securityRoleIds: [readOnly], companyId: DEMO_COMPANIES.globex },
    });
    expect(foreign.statusCode).toBe(403);
    const staffRole = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: unique('Boss '), securityRoleIds: [await roleId('Staff Admin')] },
    });
    expect(staffRole.statusCode).toBe(403);
    expect(staffRole.json().message).toBe(PEOPLE_MESSAGES.roleNotAllowed);
    const finance = await t.call(acmeFinance, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: unique('Nope '), securityRoleIds: [readOnly] },
    });
    expect(finance.statusCode).toBe(403);
    expect(
      (
        await t.call(acmeAdmin, {
          method: 'GET',
          url: '/secure/position',
          query: { companyId: String(DEMO_COMPANIES.globex) },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets staff create a shared position', async () => {
    const name = unique('Shared ');
    const res = await t.call(staff, {
      method: 'POST',
      url: '/secure/position',
      payload: { name, securityRoleIds: [await roleId('Read Only')] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyId).toBeNull();
    const shared = await t.call(staff, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: unique('Shared '), securityRoleIds: [await roleId('Staff Admin')] },
    });
    expect(shared.statusCode).toBe(403);
  });

  it('adds and removes roles of a position', async () => {
    const readOnly = await roleId('Read Only');
    const billing = await roleId('Billing Contact');
    const created = await t.call(acmeAdmin, {
      method: 'POST',
      url: '/secure/position',
      payload: { name: unique('Ops '), securityRoleIds: [readOnly] },
    });
    const id = created.json().data.positionId as number;

    const added = await t.call(acmeAdmin, { method: 'POST', url: `/secure/position/${id}/securityRole/${billing}` });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.securityRoleIds.sort()).toEqual([readOnly, billing].sort());
    const removed = await t.call(acmeAdmin, {
      method: 'DELETE',
      url: `/secure/position/${id}/securityRole/${readOnly}`,
    });
    expect(removed.json().data.securityRoleIds).toEqual([billing]);
    const last = await t.call(acmeAdmin, { method: 'DELETE', url: `/secure/position/${id}/securityRole/${billing}` });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(MESSAGES.selectSecurityRole);

    const staffOnly = await t.call(acmeAdmin, {
      method: 'POST',
      url: `/secure/position/${id}/securityRole/${await roleId('Staff Admin')}`,
    });
    expect(staffOnly.statusCode).toBe(403);
    // a person of another company (the agent acts for Globex and Initech, not Acme)
    const foreign = await t.call(agent, { method: 'POST', url: `/secure/position/${id}/securityRole/${billing}` });
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps shared positions for staff to change', async () => {
    const shared = await sharedPositionId('Read Only User');
    const billing = await roleId('Billing Contact');
    const res = await t.call(acmeAdmin, { method: 'POST', url: `/secure/position/${shared}/securityRole/${billing}` });
    expect(res.statusCode).toBe(403);
    const byStaff = await t.call(staff, { method: 'POST', url: `/secure/position/${shared}/securityRole/${billing}` });
    expect(byStaff.statusCode).toBe(200);
    await t.call(staff, { method: 'DELETE', url: `/secure/position/${shared}/securityRole/${billing}` });
  });

  it('lists security roles (customers only those they may give) and the 15 permissions', async () => {
    const all = (await t.call(staff, { method: 'GET', url: '/secure/securityrole' })).json().data;
    expect(all.map((r: { name: string }) => r.name)).toContain('Staff Admin');
    const customer = (await t.call(acmeAdmin, { method: 'GET', url: '/secure/securityrole' })).json().data;
    expect(customer.map((r: { name: string }) => r.name)).not.toContain('Staff Admin');
    expect(customer.every((r: { customerAssignable: boolean }) => r.customerAssignable)).toBe(true);

    const res = await t.call(staff, { method: 'GET', url: '/secure/permission' });
    const permissions = res.json().data;
    expect(permissions).toHaveLength(15);
    expect(permissions.find((p: { permission: string }) => p.permission === 'admin')).toMatchObject({
      staffOnly: true,
      roles: [{ name: 'Staff Admin' }],
    });
    expect(permissions.find((p: { permission: string }) => p.permission === 'financials').staffOnly).toBe(false);
    expect((await t.call(acmeAdmin, { method: 'GET', url: '/secure/permission' })).statusCode).toBe(403);
  });
});

describe('GET /secure/virtual/employment/companies', () => {
  it('lists the companies that virtually employ a service agent', async () => {
    const res = await t.call(agent, {
      method: 'GET',
      url: '/secure/virtual/employment/companies',
      query: { personId: String(ids.agent) },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((c: { companyId: number }) => c.companyId)
        .sort(),
    ).toEqual([DEMO_COMPANIES.globex, DEMO_COMPANIES.initech]);
    expect(res.json().data[0]).toMatchObject({ securityRole: 'Service Agent' });
    const byStaff = await t.call(staff, {
      method: 'GET',
      url: '/secure/virtual/employment/companies',
      query: { personId: String(ids.agent) },
    });
    expect(byStaff.json().data).toHaveLength(2);
  });

  it("is nobody else's business", async () => {
    const res = await t.call(acmeAdmin, {
      method: 'GET',
      url: '/secure/virtual/employment/companies',
      query: { personId: String(ids.agent) },
    });
    expect(res.statusCode).toBe(403);
    const none = await t.call(acmeAdmin, {
      method: 'GET',
      url: '/secure/virtual/employment/companies',
      query: { personId: String(ids['acme.viewer']) },
    });
    expect(none.json().data).toEqual([]);
  });
});
