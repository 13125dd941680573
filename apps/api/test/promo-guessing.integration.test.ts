import { PROMO_MESSAGES as M } from '@portico/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, loginThrottle, promoCodes } from '../src/modules/tables.js';
import { aCompany, aPerson, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// Decision 0032: every route that takes a promo code counts codes that cannot be used, per account and per client
// address, and refuses (429 with Retry-After) past 10 until 15 quiet minutes; an outsider hears one answer for a code
// never made, an expired one, a deleted one and one reserved for another company.

let t: TestApp;
let staff: string;
let company: { id: number };
let syd: number;
let deletedCode: string;

let addresses = 0;
/** A client address of its own, so one test's failures never count against another's. */
const anAddress = () => `198.51.100.${++addresses}`;

let people = 0;
/** A logged-in customer of the test company, of its own, so its account's count starts at 0. */
async function aCustomer(): Promise<string> {
  const person = await aPerson(t, { companyId: company.id, username: `guesser.${++people}.${Date.now()}` });
  return person.login();
}

const from = (address: string, token: string | null, options: InjectOptions) =>
  t.call(token, { ...options, remoteAddress: address });

const validate = (address: string, promoCode: string) =>
  from(address, null, { method: 'POST', url: '/public/promocode/validate', payload: { promoCode } });
const processCode = (address: string, token: string, promoCode: string, productType = 'PORT') =>
  from(address, token, {
    method: 'POST',
    url: '/v2/marketing/promo/process',
    payload: { promoCode, country: 'AU', productType },
  });
const lookup = (address: string, token: string, promoCode: string) =>
  from(address, token, {
    method: 'GET',
    url: '/v2/price/port',
    query: { locationId: String(syd), speed: '10000', term: '1', promoCode },
  });
const quote = (address: string, token: string, promoCode: string) =>
  from(address, token, {
    method: 'POST',
    url: '/v2/price/quote',
    payload: { promoCode, items: [{ productType: 'PORT', locationId: syd, speedMbps: 10_000, termMonths: 1 }] },
  });

/** The answer a guesser gets past the limit: 429, the message, and how many seconds to wait. */
function expectRefused(res: Awaited<ReturnType<typeof validate>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ message: M.tooManyGuesses, code: 'rate_limited' });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(14 * 60);
  expect(wait).toBeLessThanOrEqual(15 * 60);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff.admin');
  company = await aCompany(t);
  await aSupply(t, { companyId: company.id, market: 'AU' });
  const [first] = await t.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.countryCode, 'AU'), isNotNull(locations.marketId)))
    .orderBy(locations.id)
    .limit(1);
  syd = first!.id;
  deletedCode = `GONE${Date.now().toString(36).toUpperCase()}`;
  await t.database.db.insert(promoCodes).values({
    code: deletedCode,
    discountType: 'PERCENTAGE',
    percentageBp: 1_000,
    termMonths: 1,
    deletedAt: new Date(),
  });
});
afterAll(() => t?.close());

describe('guessing promo codes', () => {
  it('refuses the 11th bad code from an address, then a good one too, for the window; another address is not affected', async () => {
    const address = anAddress();
    for (let i = 1; i <= 10; i++) {
      const res = await validate(address, `GUESS-${i}`);
      expect(res.statusCode, `guess ${i}`).toBe(200);
      expect(res.json().data).toEqual({ valid: false, message: M.notValid, summary: null });
    }
    expectRefused(await validate(address, 'GUESS-11'));
    // the right code is refused as well: the limit is on the address, not on what it sends
    expectRefused(await validate(address, 'WELCOME10'));
    expect((await validate(anAddress(), 'WELCOME10')).json().data).toMatchObject({ valid: true, message: M.valid });

    // once 15 minutes have passed without a failure, the address may try again
    await t.database.db
      .update(loginThrottle)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottle.username, `promo:address:${address}`));
    expect((await validate(address, 'WELCOME10')).json().data).toMatchObject({ valid: true });
  });

  it('counts an account over every route and address: lookups, quotes and the process call add up', async () => {
    const customer = await aCustomer();
    // a new address each time: only the account's count can refuse
    for (let i = 1; i <= 4; i++) expect((await lookup(anAddress(), customer, `NOPE-L${i}`)).statusCode).toBe(200);
    for (let i = 1; i <= 3; i++) expect((await quote(anAddress(), customer, `NOPE-Q${i}`)).statusCode).toBe(200);
    for (let i = 1; i <= 3; i++)
      expect((await processCode(anAddress(), customer, `NOPE-P${i}`)).json().data.message).toBe(M.notValid);
    expectRefused(await lookup(anAddress(), customer, 'WELCOME10'));
    expectRefused(await quote(anAddress(), customer, 'WELCOME10'));
    expectRefused(await processCode(anAddress(), customer, 'WELCOME10'));
    // a price without a code is not a guess, and is still answered
    const plain = await from(anAddress(), customer, {
      method: 'GET',
      url: '/v2/price/port',
      query: { locationId: String(syd), speed: '10000', term: '1' },
    });
    expect(plain.statusCode).toBe(200);
    // another person of the same company is not affected
    expect((await processCode(anAddress(), await aCustomer(), 'WELCOME10')).json().data.applies).toBe(true);
  });

  it('counts expired, deleted and reserved codes, but not a valid code that does not apply to the product', async () => {
    const customer = await aCustomer();
    const address = anAddress();
    // VXCBOOST is a VXC code: asked for a port, it does not apply, which is no guess
    for (let i = 0; i < 12; i++) {
      const res = await processCode(address, customer, 'VXCBOOST', 'PORT');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe(M.notForProduct);
    }
    for (const code of ['SUMMER2024', 'ONEOFF-7KQ2', 'ACME20', deletedCode]) {
      for (let i = 0; i < 2; i++) expect((await processCode(address, customer, code)).statusCode).toBe(200);
    }
    expect((await processCode(address, customer, 'NO-SUCH-1')).statusCode).toBe(200);
    expect((await processCode(address, customer, 'NO-SUCH-2')).statusCode).toBe(200);
    expectRefused(await processCode(address, customer, 'WELCOME10'));
  });
});

describe('what an outsider hears of a code', () => {
  // never made, expired, deleted, reserved for another company (ACME20 is Acme's): one answer on every route
  const codes = () => ['NEVER-MADE-1', 'SUMMER2024', deletedCode, 'ACME20'];

  it('the public check answers them all alike', async () => {
    const answers = [];
    for (const code of codes()) answers.push((await validate(anAddress(), code)).json().data);
    for (const answer of answers) expect(answer).toEqual({ valid: false, message: M.notValid, summary: null });
  });

  it('the process call answers them all alike', async () => {
    const customer = await aCustomer();
    const answers = [];
    for (const code of codes()) answers.push((await processCode(anAddress(), customer, code)).json().data);
    for (const answer of answers) expect(answer).toEqual({ applies: false, message: M.notValid, promo: null });
  });

  it('the price lookup answers them all alike', async () => {
    const customer = await aCustomer();
    const answers = [];
    for (const code of codes()) {
      const res = await lookup(anAddress(), customer, code);
      expect(res.statusCode).toBe(200);
      answers.push(res.json().data);
    }
    expect(answers[0]).toMatchObject({ promo: null, promoMessage: M.notValid });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('the quote answers them all alike', async () => {
    const customer = await aCustomer();
    const answers = [];
    for (const code of codes()) {
      const res = await quote(anAddress(), customer, code);
      expect(res.statusCode).toBe(200);
      answers.push(res.json().data);
    }
    expect(answers[0].lines[0].price).toMatchObject({ promo: null, promoMessage: M.notValid });
    expect(answers[0].promo).toMatchObject({ applied: false, message: M.notValid });
    // the order's promo repeats the code the caller typed; apart from that echo every answer is the same
    const withoutEcho = (answer: { promo: { code: string } }) => ({ ...answer, promo: { ...answer.promo, code: '' } });
    for (const answer of answers) expect(withoutEcho(answer)).toEqual(withoutEcho(answers[0]));
  });

  it('staff are told why', async () => {
    const res = await processCode(anAddress(), staff, 'SUMMER2024');
    expect(res.json().data.message).toBe(M.expired);
  });
});
