import { emailNotAvailableMessage, MESSAGES, PEOPLE_MESSAGES } from '@portico/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCompany, aPerson, type MadePerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// Decision 0032: adding an e-mail address and adding an employee answer a taken address or username with one
// message whoever has it (this company or another), and count those answers per person and per address like
// failed logins: the 11th in 15 minutes is refused with 429 and Retry-After.

let t: TestApp;
let mine: { id: number };
let theirs: { id: number };
/** a person of our company, and one of another company, whose username and address we try */
let colleague: MadePerson;
let stranger: MadePerson;

let addresses = 0;
const anAddress = () => `192.0.2.${++addresses}`;

let counter = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

/** A company admin of our company, of their own so their count starts at 0. */
async function anAdmin(): Promise<{ person: MadePerson; token: string }> {
  const person = await aPerson(t, { companyId: mine.id, position: 'Company Admin' });
  return { person, token: await person.login() };
}

const from = (address: string, token: string, options: InjectOptions) =>
  t.call(token, { ...options, remoteAddress: address });

const addEmployee = (address: string, token: string, body: { username: string; email: string }) =>
  from(address, token, {
    method: 'POST',
    url: `/secure/party/company/${mine.id}/employee`,
    payload: { firstName: 'Pat', lastName: 'Probe', ...body },
  });
const addEmail = (address: string, token: string, personId: number, email: string) =>
  from(address, token, { method: 'POST', url: `/secure/party/person/${personId}/email`, query: { email } });

/** What a user reads of a refusal: status, code and message (the trace id differs on every answer). */
const seen = (res: Awaited<ReturnType<typeof addEmail>>) => {
  const { message, code, data } = res.json();
  return { status: res.statusCode, message, code, data };
};

function expectRefused(res: Awaited<ReturnType<typeof addEmail>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ message: PEOPLE_MESSAGES.tooManyTaken, code: 'rate_limited' });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(14 * 60);
  expect(wait).toBeLessThanOrEqual(15 * 60);
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  [mine, theirs] = await Promise.all([aCompany(t), aCompany(t)]);
  [colleague, stranger] = await Promise.all([aPerson(t, { companyId: mine.id }), aPerson(t, { companyId: theirs.id })]);
});
afterAll(() => t?.close());

describe('a taken username or address', () => {
  it('gets one answer when adding an employee, whether it is of this company or another', async () => {
    const { token } = await anAdmin();
    const address = anAddress();
    const answers = [
      await addEmployee(address, token, { username: colleague.username, email: `${fresh('a')}@probe.example` }),
      await addEmployee(address, token, { username: stranger.username, email: `${fresh('b')}@probe.example` }),
      await addEmployee(address, token, { username: fresh('c'), email: colleague.email }),
      await addEmployee(address, token, { username: fresh('d'), email: stranger.email.toUpperCase() }),
    ].map(seen);
    expect(answers[0]).toEqual({ status: 400, message: MESSAGES.uniqueUsernameEmails, code: 'validation', data: null });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("gets one answer when adding an address to a person, whether it is this company's or another's", async () => {
    const { person, token } = await anAdmin();
    const address = anAddress();
    const ours = seen(await addEmail(address, token, person.id, colleague.email));
    const other = seen(await addEmail(address, token, person.id, stranger.email));
    const own = seen(await addEmail(address, token, person.id, person.email));
    expect(ours).toEqual({
      status: 400,
      message: emailNotAvailableMessage(colleague.email),
      code: 'validation',
      data: null,
    });
    // the message repeats the address typed, and says nothing else
    expect(other).toEqual({ ...ours, message: emailNotAvailableMessage(stranger.email) });
    expect(own).toEqual({ ...ours, message: emailNotAvailableMessage(person.email) });
  });
});

describe('probing for taken addresses', () => {
  it('refuses the 11th taken answer of a person, even for a free address; another admin is not affected', async () => {
    const { person, token } = await anAdmin();
    for (let i = 0; i < 5; i++) {
      // a new client address each time: the person's own count refuses
      expect((await addEmail(anAddress(), token, person.id, stranger.email)).statusCode).toBe(400);
      expect(
        (await addEmployee(anAddress(), token, { username: stranger.username, email: fresh('e') + '@x.example' }))
          .statusCode,
      ).toBe(400);
    }
    expectRefused(await addEmail(anAddress(), token, person.id, `${fresh('free')}@probe.example`));
    expectRefused(
      await addEmployee(anAddress(), token, { username: fresh('f'), email: `${fresh('g')}@probe.example` }),
    );

    const other = await anAdmin();
    const free = await addEmail(anAddress(), other.token, other.person.id, `${fresh('free')}@probe.example`);
    expect(free.statusCode, free.body).toBe(200);
  });

  it('refuses an address after 10 taken answers, whoever asks from it; other addresses are not affected', async () => {
    const address = anAddress();
    for (let i = 0; i < 10; i++) {
      const { person, token } = await anAdmin();
      expect((await addEmail(address, token, person.id, stranger.email)).statusCode).toBe(400);
    }
    const { person, token } = await anAdmin();
    expectRefused(await addEmail(address, token, person.id, `${fresh('free')}@probe.example`));
    const elsewhere = await addEmail(anAddress(), token, person.id, `${fresh('free')}@probe.example`);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('does not count a successful change', async () => {
    const { person, token } = await anAdmin();
    const address = anAddress();
    for (let i = 0; i < 12; i++) {
      const res = await addEmail(address, token, person.id, `${fresh('ok')}@probe.example`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
