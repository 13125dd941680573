import { EXCHANGE_RATE_MESSAGES as M, isoDateOf, MESSAGES } from '@portico/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeRates } from '../src/modules/tables.js';
import { convert, converterOn } from '../src/modules/exchange-rates/index.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;
let staffNoFinancials: string;
let acmeAdmin: string;
let acmeFinance: string;

beforeAll(async () => {
  t = await createTestApp();
  const technical = await aPerson(t, { companyId: 1, position: 'Technical Contact' });
  [staff, acmeAdmin, acmeFinance, staffNoFinancials] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    t.login('acme.finance'),
    technical.login(),
  ]);
});
afterAll(() => t.close());

const URL = '/v2/exchangeRates';
const today = () => isoDateOf(new Date());
const save = (token: string | null, payload: unknown) =>
  t.call(token, { method: 'POST', url: URL, payload: payload as object });
const list = (token: string | null, query: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url: URL, query });

async function storedRows() {
  return t.database.db
    .select({ currency: exchangeRates.currency, date: exchangeRates.effectiveDate, micros: exchangeRates.rateMicros })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, exchangeRates.effectiveDate);
}
async function auditCount() {
  return (await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'exchange_rates'))).length;
}
async function expectNothingWritten<T>(work: () => Promise<T>): Promise<T> {
  const [rows, audits] = [await storedRows(), await auditCount()];
  const result = await work();
  expect(await storedRows()).toEqual(rows);
  expect(await auditCount()).toBe(audits);
  return result;
}

describe('GET /v2/exchangeRates', () => {
  it('answers staff the rate in force today per currency, the AUD base first as 1', async () => {
    const res = await list(staff);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.baseCurrency).toBe('AUD');
    expect(data.date).toBe(today());
    expect(data.currency).toBeNull();
    expect(data.rates[0]).toEqual({
      currency: 'AUD',
      rate: '1',
      rateMicros: 1_000_000,
      effectiveDate: null,
      isBase: true,
    });
    const usd = data.rates.find((r: { currency: string }) => r.currency === 'USD');
    expect(usd).toEqual({
      currency: 'USD',
      rate: '0.6498',
      rateMicros: 649_800,
      effectiveDate: '2025-01-01',
      isBase: false,
    });
    expect(data.rates).toHaveLength(13);
  });

  it('answers a day before any rate with none in force', async () => {
    const res = await list(staff, { date: '2024-12-31' });
    expect(res.statusCode).toBe(200);
    const usd = res.json().data.rates.find((r: { currency: string }) => r.currency === 'USD');
    expect(usd).toEqual({ currency: 'USD', rate: null, rateMicros: null, effectiveDate: null, isBase: false });
  });

  it('refuses a malformed date or currency with 400', async () => {
    expect((await list(staff, { date: '2026-13-01' })).statusCode).toBe(400);
    expect((await list(staff, { currency: 'XXX' })).statusCode).toBe(400);
  });

  it('is staff only: a customer gets 403, nobody 401', async () => {
    expect((await list(acmeAdmin)).statusCode).toBe(403);
    expect((await list(acmeFinance)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('POST /v2/exchangeRates', () => {
  it("saves a day's rates, answers 'Exchange Rates Saved!' and the table in force that day, with an audit record", async () => {
    const audits = await auditCount();
    const res = await save(staff, {
      effectiveDate: '2026-02-01',
      rates: [
        { currency: 'USD', rate: '0.654321' },
        { currency: 'JPY', rate: 101.5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Exchange Rates Saved!');
    const data = res.json().data;
    expect(data.date).toBe('2026-02-01');
    expect(data.rates.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({
      rate: '0.654321',
      rateMicros: 654_321,
      effectiveDate: '2026-02-01',
    });
    const stored = await t.database.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.effectiveDate, '2026-02-01'))
      .orderBy(exchangeRates.currency);
    expect(stored.map((r) => [r.currency, r.rateMicros])).toEqual([
      ['JPY', 101_500_000],
      ['USD', 654_321],
    ]);
    expect(stored.every((r) => typeof r.createdBy === 'number')).toBe(true);
    expect(await auditCount()).toBe(audits + 1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'exchange_rates'), eq(auditLog.entityId, '2026-02-01')));
    expect(audit?.action).toBe('exchangeRates.save');
    expect(audit?.traceId).toBeTruthy();
  });

  it("replaces that day's rate on a second save of the same day, and keeps every other day's", async () => {
    await save(staff, { effectiveDate: '2026-03-01', rates: [{ currency: 'EUR', rate: '0.6' }] });
    const again = await save(staff, { effectiveDate: '2026-03-01', rates: [{ currency: 'EUR', rate: '0.61' }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(M.saved);
    await save(staff, { effectiveDate: '2026-04-01', rates: [{ currency: 'EUR', rate: '0.62' }] });
    const eur = (await storedRows()).filter((r) => r.currency === 'EUR');
    expect(eur).toEqual([
      { currency: 'EUR', date: '2025-01-01', micros: 598_700 },
      { currency: 'EUR', date: '2026-03-01', micros: 610_000 },
      { currency: 'EUR', date: '2026-04-01', micros: 620_000 },
    ]);
    const history = await list(staff, { currency: 'EUR', date: '2026-12-31' });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.currency).toBe('EUR');
    expect(
      history.json().data.rates.map((r: { rate: string; effectiveDate: string }) => [r.effectiveDate, r.rate]),
    ).toEqual([
      ['2026-04-01', '0.62'],
      ['2026-03-01', '0.61'],
      ['2025-01-01', '0.5987'],
    ]);
    const onDay = await list(staff, { date: '2026-03-15' });
    expect(onDay.json().data.rates.find((r: { currency: string }) => r.currency === 'EUR').rate).toBe('0.61');
  });

  it('defaults the effective date to today', async () => {
    const res = await save(staff, { rates: [{ currency: 'SGD', rate: '0.87' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.date).toBe(today());
    const rows = (await storedRows()).filter((r) => r.currency === 'SGD' && r.date === today());
    expect(rows).toEqual([{ currency: 'SGD', date: today(), micros: 870_000 }]);
  });

  it.each([
    ['null', null],
    ['zero', '0'],
    ['the number zero', 0],
    ['blank', '  '],
    ['0.000', '0.000'],
    ['missing', undefined],
  ])(
    "refuses a rate %s with 400 'cannot be Null Or Zero' and writes nothing, not even the valid ones",
    async (_l, rate) => {
      const res = await expectNothingWritten(() =>
        save(staff, {
          effectiveDate: '2026-05-01',
          rates: [
            { currency: 'USD', rate: '0.7' },
            rate === undefined ? { currency: 'EUR' } : { currency: 'EUR', rate },
          ],
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('cannot be Null Or Zero');
      expect(res.json().code).toBe('validation');
    },
  );

  it.each([
    [{ rates: [{ currency: 'USD', rate: '-0.5' }] }, M.negative],
    [{ rates: [{ currency: 'USD', rate: '0.1234567' }] }, M.tooManyDecimals],
    [{ rates: [{ currency: 'USD', rate: 0.1 + 0.2 }] }, M.tooManyDecimals],
    [{ rates: [{ currency: 'USD', rate: '1e3' }] }, M.notANumber],
    [{ rates: [{ currency: 'USD', rate: true }] }, M.notANumber],
    [{ rates: [{ currency: 'USD', rate: '2000000' }] }, M.tooLarge],
    [{ rates: [{ currency: 'AUD', rate: '1' }] }, M.baseCurrency],
    [{ rates: [] }, M.noRates],
    [
      {
        rates: [
          { currency: 'USD', rate: '1' },
          { currency: 'USD', rate: '2' },
        ],
      },
      M.duplicateCurrency,
    ],
  ])('refuses %j with 400 %j and writes nothing', async (payload, message) => {
    const res = await expectNothingWritten(() => save(staff, payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown currency or a malformed date with 400, writing nothing', async () => {
    for (const payload of [
      { rates: [{ currency: 'XXX', rate: '1' }] },
      { effectiveDate: '01/02/2026', rates: [{ currency: 'USD', rate: '1' }] },
      { effectiveDate: '2026-02-30', rates: [{ currency: 'USD', rate: '1' }] },
    ]) {
      const res = await expectNothingWritten(() => save(staff, payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses customers (even with financials) and staff without financials with 403, writing nothing', async () => {
    const payload = { effectiveDate: '2026-06-01', rates: [{ currency: 'USD', rate: '0.7' }] };
    for (const token of [acmeAdmin, acmeFinance, staffNoFinancials]) {
      const res = await expectNothingWritten(() => save(token, payload));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    const res = await expectNothingWritten(() => save(null, payload));
    expect(res.statusCode).toBe(401);
    // staff without financials may still read the table
    expect((await list(staffNoFinancials)).statusCode).toBe(200);
  });
});

describe('convert (for reports and the bill run)', () => {
  it('converts with the rates in force on the date, once rounded', async () => {
    await save(staff, {
      effectiveDate: '2026-07-01',
      rates: [
        { currency: 'USD', rate: '0.65' },
        { currency: 'JPY', rate: '100' },
      ],
    });
    const db = t.database.db;
    expect(await convert(db, 10_000, 'AUD', 'USD', '2026-07-01')).toBe(6_500);
    expect(await convert(db, 6_500, 'USD', 'JPY', '2026-07-15')).toBe(10_000);
    expect(await convert(db, 10_000, 'JPY', 'AUD', '2026-07-01')).toBe(10_000);
    // the day before, the rate of 2026-02-01 (0.654321) was in force
    expect(await convert(db, 10_000, 'AUD', 'USD', '2026-06-30')).toBe(6_543);
    const on = await converterOn(db, '2026-07-01');
    expect(on(-10_000, 'AUD', 'USD')).toBe(-6_500);
    expect(on(123, 'GBP', 'GBP')).toBe(123);
  });

  it('refuses a date before any rate of the currency, never converting at 1', async () => {
    await expect(convert(t.database.db, 100, 'AUD', 'USD', '2024-01-01')).rejects.toThrow(M.noRateInForce);
  });
});
