import type { Currency } from './markets.js';
import { formatMinor } from './money-format.js';
import { type PromoDiscount, promoInMonth, type PromoSpan } from './price-quote.js';

/*
 * What a price comes to month by month, in words (decision 0070): the quote on the order pages, the staff order and
 * "Price a new service" write a promo's effect with these functions, and the bill run names an invoice's promo line
 * with `promoInvoiceWords`, so that what a customer was promised and what the invoice says are the same sentence.
 */

/** One priced line as these words read it: its monthly rate before the promo, and the promo's months. */
export interface WordedLine {
  currency: Currency;
  monthlyCents: number;
  promo: Pick<PromoDiscount, 'schedule'> | null;
}

/** What some months cost in all: `monthlyCents` is what is paid each month from `fromMonth` to `toMonth`. */
export type PaymentSpan = PromoSpan;

/**
 * What lines of one currency cost together, month by month from month 1, as spans of equal amounts: the last span is
 * open (`toMonth` null), the price once every promo has ended (or, for an open-ended promo, while it runs).
 * Lines in another currency are left out: amounts are never added across currencies.
 */
export function paymentSpans(lines: readonly WordedLine[], currency: Currency): PaymentSpan[] {
  const mine = lines.filter((line) => line.currency === currency);
  const starts = new Set<number>([1]);
  for (const line of mine)
    for (const span of line.promo?.schedule ?? []) {
      starts.add(span.fromMonth);
      if (span.toMonth !== null) starts.add(span.toMonth + 1);
    }
  const ordered = [...starts].filter((month) => month >= 1).sort((a, b) => a - b);
  const spans: PaymentSpan[] = [];
  ordered.forEach((fromMonth, i) => {
    const next = ordered[i + 1];
    const cents = mine.reduce((sum, line) => sum + line.monthlyCents - promoInMonth(line.promo, fromMonth), 0);
    const last = spans.at(-1);
    if (last && last.monthlyCents === cents) last.toMonth = next === undefined ? null : next - 1;
    else spans.push({ fromMonth, toMonth: next === undefined ? null : next - 1, monthlyCents: cents });
  });
  return spans;
}

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/** An amount, or "free" for nothing: "free for 3 months" reads better than "AUD 0.00 a month for 3 months". */
const amount = (cents: number, currency: Currency) => (cents === 0 ? 'free' : formatMinor(cents, currency));

function spanWords(span: PaymentSpan, currency: Currency, first: boolean): string {
  const sum = amount(span.monthlyCents, currency);
  const perMonth = span.monthlyCents === 0 ? sum : `${sum} a month`;
  if (span.toMonth === null) return first ? perMonth : `then ${perMonth}`;
  const count = span.toMonth - span.fromMonth + 1;
  if (first) return count === 1 ? `${sum} for the first month` : `${perMonth} for ${months(count)}`;
  return count === 1 ? `${sum} in month ${span.fromMonth}` : `${perMonth} in months ${span.fromMonth}–${span.toMonth}`;
}

/**
 * Spans as a sentence: 'AUD 405.00 a month for 12 months, then AUD 450.00 a month'; 'free for 3 months, then
 * AUD 450.00 a month'; 'free for the first month, AUD 400.00 in month 2, then AUD 450.00 a month'.
 */
export function paymentWords(spans: readonly PaymentSpan[], currency: Currency): string {
  if (spans.length === 0) return `${formatMinor(0, currency)} a month`;
  return spans.map((span, i) => spanWords(span, currency, i === 0)).join(', ');
}

/** One line's price in words: its promo's name and what it comes to ('10% off for 12 months: AUD 405.00 …'). */
export function linePriceWords(line: WordedLine & { promo: Pick<PromoDiscount, 'schedule' | 'label'> | null }): string {
  const words = paymentWords(paymentSpans([line], line.currency), line.currency);
  return line.promo && line.promo.schedule.length > 0 ? `${line.promo.label}: ${words}` : words;
}

/** A credit (FLOATING_AMOUNT promo) and what an order takes of it. */
export interface CreditUse {
  currency: Currency;
  amount: number;
  spent: number;
  left: number;
}

/** 'Credit AUD 500.00: AUD 450.00 used by this order, AUD 50.00 left, which lapses when the terms end'. */
export function creditWords(credit: CreditUse): string {
  const money = (cents: number) => formatMinor(cents, credit.currency);
  const left = credit.left > 0 ? `${money(credit.left)} left, which lapses when the terms end` : 'nothing left';
  return `Credit ${money(credit.amount)}: ${money(credit.spent)} used by this order, ${left}`;
}

/**
 * The words of an invoice's promo line for month `month` (1 is the service's first billed month):
 * 'WELCOME10, 10% off for 12 months: month 3 of 12'; an open-ended one 'VXCDEAL, VXC price modifier'. The amount is
 * the line's own column (`promoInMonth`).
 */
export function promoInvoiceWords(discount: Pick<PromoDiscount, 'code' | 'label' | 'schedule'>, month: number): string {
  const name = `${discount.code}, ${discount.label}`;
  const end = discount.schedule.at(-1)?.toMonth;
  if (end === undefined || end === null) return name;
  return `${name}: month ${month} of ${end}`;
}
