import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingPeriodOfDay } from './billing-period.js';
import { SUPPLIERS } from './markets.js';
import { MAX_AMOUNT_MINOR, money } from './money.js';
import { promoDiscount, type PromoLine, spreadCredit } from './price-quote.js';
import { taxWording } from './pricing.js';
import {
  invoiceTax,
  invoiceTaxWording,
  monthlyChargeAt,
  periodChargeLines,
  prorate,
  taxOf,
  unCancelCharge,
} from './proration.js';
import { promoTerms } from './promo-terms.fixture.js';
import { unCancelProRataCents } from './service-lifecycle.js';

const aud = (amount: number) => money(amount, 'AUD');
const period = (day: string) => billingPeriodOfDay(day, 'Australia/Sydney');

describe('prorating a monthly price', () => {
  it.each([
    ['February 2027', '2027-02-01', 28],
    ['February 2028 (leap)', '2028-02-01', 29],
    ['November', '2026-11-01', 30],
    ['December', '2026-12-01', 31],
  ] as const)('charges all of %s exactly the monthly price', (_name, day, days) => {
    const p = period(day);
    expect(p.days).toBe(days);
    expect(prorate(aud(100_000), p.days, p.days)).toEqual(aud(100_000));
    expect(prorate(aud(99_999), p.days, p.days)).toEqual(aud(99_999));
    expect(prorate(aud(0), p.days, p.days)).toEqual(aud(0));
  });

  it('charges a day at its month’s share: 1/28, 1/29, 1/30, 1/31', () => {
    expect(prorate(aud(28_000), 1, 28)).toEqual(aud(1_000));
    expect(prorate(aud(29_000), 1, 29)).toEqual(aud(1_000));
    expect(prorate(aud(30_000), 1, 30)).toEqual(aud(1_000));
    expect(prorate(aud(31_000), 1, 31)).toEqual(aud(1_000));
    // 10,000 / 29 = 344.83 → 345; 10,000 / 31 = 322.58 → 323; 10,000 / 28 = 357.14 → 357
    expect(prorate(aud(10_000), 1, 29)).toEqual(aud(345));
    expect(prorate(aud(10_000), 1, 31)).toEqual(aud(323));
    expect(prorate(aud(10_000), 1, 28)).toEqual(aud(357));
    expect(prorate(aud(10_000), 0, 31)).toEqual(aud(0));
  });

  it('rounds a half minor unit away from zero, so a credit is exactly minus its charge', () => {
    // 101 × 15 / 30 = 50.5; 14 × 1 / 28 = 0.5; 2 × 7 / 28 = 0.5; 1 × 15 / 30 = 0.5
    expect(prorate(aud(101), 15, 30)).toEqual(aud(51));
    expect(prorate(aud(-101), 15, 30)).toEqual(aud(-51));
    expect(prorate(aud(14), 1, 28)).toEqual(aud(1));
    expect(prorate(aud(-14), 1, 28)).toEqual(aud(-1));
    expect(prorate(aud(2), 7, 28)).toEqual(aud(1));
    expect(prorate(aud(1), 15, 30)).toEqual(aud(1));
    expect(prorate(aud(-1), 15, 30)).toEqual(aud(-1));
    // just under and just over a half: 0.4667 → 0, 0.5333 → 1
    expect(prorate(aud(1), 14, 30)).toEqual(aud(0));
    expect(prorate(aud(1), 16, 30)).toEqual(aud(1));
    expect(prorate(aud(-1), 14, 30)).toEqual(aud(0));
  });

  it('rounds yen, which have no minor unit, to the whole yen', () => {
    const jpy = (amount: number) => money(amount, 'JPY');
    expect(prorate(jpy(1_000), 1, 30)).toEqual(jpy(33)); // 33.3
    expect(prorate(jpy(45), 1, 30)).toEqual(jpy(2)); // 1.5
    expect(prorate(jpy(-45), 1, 30)).toEqual(jpy(-2));
    expect(prorate(jpy(120_000), 31, 31)).toEqual(jpy(120_000));
  });

  it('is exact at the largest amount an input takes', () => {
    expect(prorate(aud(MAX_AMOUNT_MINOR), 31, 31)).toEqual(aud(MAX_AMOUNT_MINOR));
    // 2,147,483,647 × 17 / 31 = 1,177,652,322.548…
    expect(prorate(aud(MAX_AMOUNT_MINOR), 17, 31)).toEqual(aud(1_177_652_323));
  });

  it('refuses days that are not a part of the period', () => {
    expect(() => prorate(aud(100), 32, 31)).toThrow(RangeError);
    expect(() => prorate(aud(100), -1, 31)).toThrow(RangeError);
    expect(() => prorate(aud(100), 1.5, 31)).toThrow(RangeError);
    expect(() => prorate(aud(100), 0, 0)).toThrow(RangeError);
    expect(() => prorate({ amount: 1.5, currency: 'AUD' }, 1, 31)).toThrow(RangeError);
  });
});

const amounts = fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR });
const monthLengths = fc.constantFrom(28, 29, 30, 31);
const currencies = fc.constantFrom('AUD' as const, 'JPY' as const, 'EUR' as const);

describe('prorating, for any amount', () => {
  it('charges every day of a period separately within one minor unit a day of the monthly price', () => {
    fc.assert(
      fc.property(amounts, monthLengths, currencies, (amount, days, currency) => {
        const monthly = money(amount, currency);
        const dayByDay = Array.from({ length: days }, () => prorate(monthly, 1, days).amount);
        const total = dayByDay.reduce((sum, cents) => sum + cents, 0);
        // each day's charge is within half a minor unit of its exact share
        expect(Math.abs(total - amount)).toBeLessThanOrEqual(days / 2);
        expect(Math.abs(total - amount)).toBeLessThanOrEqual(days);
      }),
    );
  });

  it('charges a credit exactly minus its charge', () => {
    fc.assert(
      fc.property(amounts, monthLengths, fc.nat(31), (amount, days, part) => {
        const taken = Math.min(part, days);
        expect(prorate(aud(-amount), taken, days).amount + prorate(aud(amount), taken, days).amount).toBe(0);
      }),
    );
  });

  it('never loses or invents more than one minor unit a line when a speed change splits a period', () => {
    fc.assert(
      fc.property(amounts, amounts, monthLengths, fc.nat(31), (before, after, days, at) => {
        const cut = Math.min(at, days);
        const lines = [prorate(aud(before), cut, days), prorate(aud(after), days - cut, days)];
        const charged = BigInt(lines[0]!.amount + lines[1]!.amount);
        const exact = BigInt(before) * BigInt(cut) + BigInt(after) * BigInt(days - cut); // × days
        const error = charged * BigInt(days) - exact;
        // each line is within half a minor unit of its exact share: the two within one
        expect((error < 0n ? -error : error) <= BigInt(days)).toBe(true);
        // at one price, the two lines are within one minor unit of the unsplit line
        const same = prorate(aud(before), cut, days).amount + prorate(aud(before), days - cut, days).amount;
        expect(Math.abs(same - before)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('splits any real period at any day into lines adding up within a minor unit a line', () => {
    const days = fc.integer({ min: 0, max: 365 * 3 }).map((n) => {
      const d = new Date(Date.UTC(2026, 0, 1 + n));
      return d.toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(days, fc.nat(30), fc.nat(30), amounts, amounts, (day, first, change, before, after) => {
        const p = billingPeriodOfDay(day, 'Pacific/Auckland');
        const dayOf = (n: number) => `${p.startDay.slice(0, 8)}${String(Math.min(n, p.days - 1) + 1).padStart(2, '0')}`;
        const from = dayOf(first);
        const lines = periodChargeLines(p, { from, to: null }, [
          { from: '2020-01-01', monthly: aud(before) },
          { from: dayOf(change), monthly: aud(after) },
        ]);
        expect(lines.reduce((sum, line) => sum + line.days, 0)).toBe(p.days - Math.min(first, p.days - 1));
        const charged = lines.reduce((sum, line) => sum + BigInt(line.charge.amount), 0n);
        const exact = lines.reduce((sum, line) => sum + BigInt(line.monthly.amount) * BigInt(line.days), 0n);
        const error = charged * BigInt(p.days) - exact;
        expect((error < 0n ? -error : error) * 2n <= BigInt(p.days * lines.length)).toBe(true);
      }),
    );
  });
});

describe('a period’s charge lines', () => {
  const november = period('2026-11-10');
  const prices = [
    { from: '2026-06-01', monthly: aud(30_000) },
    { from: '2026-11-16', monthly: aud(60_000) },
  ];

  it('charge a whole period at one price as one line of the monthly price', () => {
    expect(periodChargeLines(period('2026-10-01'), { from: '2026-06-01', to: null }, prices)).toEqual([
      { first: '2026-10-01', last: '2026-10-31', days: 31, monthly: aud(30_000), charge: aud(30_000) },
    ]);
  });

  it('split a period at a speed change into a line at each price', () => {
    expect(periodChargeLines(november, { from: '2026-06-01', to: null }, prices)).toEqual([
      { first: '2026-11-01', last: '2026-11-15', days: 15, monthly: aud(30_000), charge: aud(15_000) },
      { first: '2026-11-16', last: '2026-11-30', days: 15, monthly: aud(60_000), charge: aud(30_000) },
    ]);
  });

  it('charge only the days from activation to termination', () => {
    expect(periodChargeLines(november, { from: '2026-11-11', to: '2026-11-20' }, prices)).toEqual([
      { first: '2026-11-11', last: '2026-11-15', days: 5, monthly: aud(30_000), charge: aud(5_000) },
      { first: '2026-11-16', last: '2026-11-20', days: 5, monthly: aud(60_000), charge: aud(10_000) },
    ]);
    // activated on 15 February 2028: 15 of February's 29 days, 15/29 of 29,000
    expect(
      periodChargeLines(period('2028-02-01'), { from: '2028-02-15', to: null }, [
        { from: '2028-02-15', monthly: aud(29_000) },
      ]),
    ).toEqual([{ first: '2028-02-15', last: '2028-02-29', days: 15, monthly: aud(29_000), charge: aud(15_000) }]);
    expect(periodChargeLines(november, { from: '2026-12-01', to: null }, prices)).toEqual([]);
  });

  it('take the promo’s discount of the period’s month off each line before prorating it', () => {
    const schedule = [{ fromMonth: 1, toMonth: 3, monthlyCents: 3_000 }];
    expect(periodChargeLines(november, { from: '2026-06-01', to: null }, prices, { monthIndex: 3, schedule })).toEqual([
      { first: '2026-11-01', last: '2026-11-15', days: 15, monthly: aud(27_000), charge: aud(13_500) },
      { first: '2026-11-16', last: '2026-11-30', days: 15, monthly: aud(57_000), charge: aud(28_500) },
    ]);
    expect(
      periodChargeLines(november, { from: '2026-06-01', to: null }, prices, { monthIndex: 4, schedule }).map(
        (line) => line.charge,
      ),
    ).toEqual([aud(15_000), aud(30_000)]);
  });

  it('refuse days with no price, and prices in two currencies', () => {
    expect(() => periodChargeLines(november, { from: '2026-11-01', to: null }, [prices[1]!])).toThrow(
      'No price is in force on 2026-11-01',
    );
    expect(() =>
      periodChargeLines(november, { from: '2026-11-01', to: null }, [
        prices[0]!,
        { from: '2026-11-16', monthly: money(60_000, 'NZD') },
      ]),
    ).toThrow(RangeError);
  });
});

describe('the un-cancel charge', () => {
  const november = period('2026-11-01');

  it('charges the days of the billed period after the termination date', () => {
    expect(unCancelCharge(aud(30_000), '2026-11-15', november)).toEqual(aud(15_000));
    expect(unCancelCharge(aud(30_000), '2026-11-29', november)).toEqual(aud(1_000));
    // terminated before the period began: all of it
    expect(unCancelCharge(aud(30_000), '2026-10-20', november)).toEqual(aud(30_000));
  });

  it('charges nothing when the termination date is the period’s last day or later', () => {
    expect(unCancelCharge(aud(30_000), '2026-11-30', november)).toEqual(aud(0));
    expect(unCancelCharge(aud(30_000), '2027-03-31', november)).toEqual(aud(0));
  });

  it('agrees with the service lifecycle’s un-cancel charge over a calendar month', () => {
    for (const termination of ['2026-11-01', '2026-11-07', '2026-11-15', '2026-11-29'])
      expect(unCancelCharge(aud(12_345), termination, november).amount).toBe(
        unCancelProRataCents(12_345, termination, { periodStart: november.startDay, periodEnd: november.endDay }),
      );
  });
});

describe('a promo month by month', () => {
  it('takes each month’s discount of the schedule off the monthly price', () => {
    const schedule = [
      { fromMonth: 1, toMonth: 1, monthlyCents: 45_000 },
      { fromMonth: 2, toMonth: 3, monthlyCents: 4_500 },
    ];
    expect(monthlyChargeAt(1, aud(45_000), schedule)).toEqual(aud(0));
    expect(monthlyChargeAt(2, aud(45_000), schedule)).toEqual(aud(40_500));
    expect(monthlyChargeAt(3, aud(45_000), schedule)).toEqual(aud(40_500));
    expect(monthlyChargeAt(4, aud(45_000), schedule)).toEqual(aud(45_000));
    expect(monthlyChargeAt(1, aud(45_000), [])).toEqual(aud(45_000));
  });

  it('follows the schedules the quote made: a percentage for its term, months free, an open-ended modifier', () => {
    const port: PromoLine = {
      productType: 'PORT',
      currency: 'AUD',
      monthlyCents: 100_000,
      termMonths: 12,
      speedMbps: 10_000,
      countryCode: 'AU',
    };
    const discount = (terms: Parameters<typeof promoTerms>[0]) => {
      const result = promoDiscount(promoTerms(terms), port);
      if (!result.ok) throw new Error(result.message);
      return result.discount.schedule;
    };
    const percent = discount({ discountType: 'PERCENTAGE', percentageBp: 1_050, termMonths: 3 });
    expect([1, 2, 3, 4].map((m) => monthlyChargeAt(m, aud(100_000), percent).amount)).toEqual([
      89_500, 89_500, 89_500, 100_000,
    ]);
    const free = discount({ discountType: 'MONTHLY', termMonths: 2 });
    expect([1, 2, 3].map((m) => monthlyChargeAt(m, aud(100_000), free).amount)).toEqual([0, 0, 100_000]);
    const vxcModifier = [{ fromMonth: 1, toMonth: null, monthlyCents: 2_500 }];
    expect(monthlyChargeAt(60, aud(30_000), vxcModifier)).toEqual(aud(27_500));
  });

  it('spends a credit month by month as the order spread it', () => {
    const spend = spreadCredit(aud(50_000), [{ currency: 'AUD', monthlyCents: 20_000, termMonths: 12 }]);
    const schedule = spend.lines[0]!.schedule;
    expect([1, 2, 3, 4].map((m) => monthlyChargeAt(m, aud(20_000), schedule).amount)).toEqual([0, 0, 10_000, 20_000]);
  });

  it('never makes a month’s price negative when a speed change lowered it below the discount', () => {
    const schedule = [{ fromMonth: 1, toMonth: 3, monthlyCents: 10_000 }];
    expect(monthlyChargeAt(2, aud(6_000), schedule)).toEqual(aud(0));
    // a credit line is left as it is
    expect(monthlyChargeAt(2, aud(-6_000), schedule)).toEqual(aud(-6_000));
  });

  it('counts months from 1', () => {
    expect(() => monthlyChargeAt(0, aud(100), [])).toThrow(RangeError);
    expect(() => monthlyChargeAt(1.5, aud(100), [])).toThrow(RangeError);
  });
});

describe('tax', () => {
  it.each(SUPPLIERS.map((s) => [s.market, s.taxRateBp, s.currency] as const))(
    'of %s at its %i bp is the net × its rate, rounded half away from zero',
    (_market, rateBp, currency) => {
      const net = money(1_000_000, currency);
      expect(taxOf(net, rateBp)).toEqual(money((1_000_000 * rateBp) / 10_000, currency));
      expect(taxOf(money(-1_000_000, currency), rateBp).amount + taxOf(net, rateBp).amount).toBe(0);
    },
  );

  it('rounds at the cent: a half away from zero', () => {
    expect(taxOf(aud(12_345), 1_000)).toEqual(aud(1_235)); // 1,234.5
    expect(taxOf(aud(-12_345), 1_000)).toEqual(aud(-1_235));
    expect(taxOf(aud(12_344), 1_000)).toEqual(aud(1_234)); // 1,234.4
    expect(taxOf(money(333, 'NZD'), 1_500)).toEqual(money(50, 'NZD')); // 49.95
    expect(taxOf(money(10_001, 'CHF'), 810)).toEqual(money(810, 'CHF')); // 810.081
    expect(taxOf(money(1_005, 'JPY'), 1_000)).toEqual(money(101, 'JPY')); // 100.5 yen
    expect(taxOf(money(99_999, 'HKD'), 0)).toEqual(money(0, 'HKD'));
  });

  it('refuses a rate that is not whole basis points', () => {
    expect(() => taxOf(aud(100), 10.5)).toThrow(RangeError);
    expect(() => taxOf(aud(100), -1)).toThrow(RangeError);
  });

  it('of an invoice is taxed on the net total per rate, not line by line', () => {
    // three lines of 5 cents at 10%: 0.5 each would round to 3 cents line by line; on the total of 15, 1.5 → 2
    const lines = [
      { net: aud(5), taxRateBp: 1_000 },
      { net: aud(5), taxRateBp: 1_000 },
      { net: aud(5), taxRateBp: 1_000 },
      { net: aud(10_000), taxRateBp: 0 },
      { net: aud(-2_000), taxRateBp: 1_000 },
    ];
    expect(invoiceTax(lines, 'AUD')).toEqual({
      rates: [
        { taxRateBp: 1_000, net: aud(-1_985), tax: aud(-199) },
        { taxRateBp: 0, net: aud(10_000), tax: aud(0) },
      ],
      net: aud(8_015),
      tax: aud(-199),
      gross: aud(7_816),
    });
    expect(invoiceTax([], 'EUR')).toEqual({
      rates: [],
      net: money(0, 'EUR'),
      tax: money(0, 'EUR'),
      gross: money(0, 'EUR'),
    });
    expect(() => invoiceTax([{ net: money(5, 'NZD'), taxRateBp: 1_500 }], 'AUD')).toThrow(RangeError);
  });
});

describe('the tax wording of an invoice', () => {
  it('is the spec’s for AUD, NZD, EUR and USD, whichever supplier invoices', () => {
    expect(invoiceTaxWording('AUD', 808)).toBe('ex-GST');
    expect(invoiceTaxWording('NZD', 855)).toBe('ex-GST');
    expect(invoiceTaxWording('EUR', 4515)).toBe('ex-EU VAT');
    expect(invoiceTaxWording('EUR', 4640)).toBe('ex-EU VAT');
    expect(invoiceTaxWording('USD', 1558)).toBe('ex-TAX');
    expect(invoiceTaxWording('USD', 817)).toBe('ex-TAX');
    expect(invoiceTaxWording('AUD', 2675)).toBe('ex-GST');
  });

  it('is, in another currency, the tax of the supplier that charges it', () => {
    expect(invoiceTaxWording('SGD', 817)).toBe('ex-GST');
    expect(invoiceTaxWording('HKD', 817)).toBe('ex-GST');
    expect(invoiceTaxWording('HKD', 819)).toBe('ex-TAX');
    expect(invoiceTaxWording('GBP', 2675)).toBe('ex-VAT');
    expect(invoiceTaxWording('CHF', 8299)).toBe('ex-VAT');
    expect(invoiceTaxWording('SEK', 2681)).toBe('ex-EU VAT');
    expect(invoiceTaxWording('CAD', 1652)).toBe('ex-TAX');
    expect(invoiceTaxWording('MXN', 47560)).toBe('ex-IVA');
  });

  it.each(SUPPLIERS.map((s) => [s.market, s.supplierId, s.currency] as const))(
    'of %s in its own currency is what its quotes say',
    (_market, supplierId, currency) => {
      expect(invoiceTaxWording(currency, supplierId)).toBe(taxWording(currency));
    },
  );

  it('falls back on the currency’s for a supplier the project does not know', () => {
    expect(invoiceTaxWording('GBP', 1)).toBe('ex-VAT');
    expect(invoiceTaxWording('XYZ', 1)).toBe('ex-TAX');
  });
});
