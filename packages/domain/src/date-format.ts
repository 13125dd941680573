import { MONEY_LOCALE } from './money-format.js';

/*
 * Dates as people read them (decision 0066): one formatter for every screen and for any text the server writes for
 * people, so a date reads the same wherever it is shown. The spec's format is dd-mm-yy ("Date format dd-mm-yy",
 * customer portal §9; "Dates shown dd-mm-yy or dd/mm/yy", admin console §9); it shows no format for the time of day,
 * which is written in the app's one locale (`MONEY_LOCALE`, en-AU: '2:05 pm').
 *
 * Days on the wire are ISO days ('2025-11-28', in no time zone) or instants (epoch milliseconds). A day is written as
 * it is; an instant as the day and time it is in a time zone: the reader's own (the browser's) unless one is given
 * (the server names one, having no reader's zone; a promo code's validity is kept in UTC days).
 */

/** What a screen shows for a date that is not there. */
export const NO_DATE = '—';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ('2025-11-28', as the wire carries days) as the spec shows it: '28-11-25'. */
export function formatDay(isoDay: string | null | undefined): string {
  if (isoDay === null || isoDay === undefined || isoDay === '') return NO_DATE;
  const match = ISO_DAY.exec(isoDay);
  // not a day (an old row, a bad answer): shown as it came rather than guessed at
  if (!match) return isoDay;
  const [, year, month, day] = match;
  return `${day}-${month}-${year!.slice(2)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Built once per kind and zone, and only when first used (a screen without dates never builds one). */
function formatter(kind: 'day' | 'time', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: '2-digit' })
        : new Intl.DateTimeFormat(MONEY_LOCALE, { timeZone, timeStyle: 'short' });
    formatters.set(key, found);
  }
  return found;
}

type Instant = number | Date | null | undefined;

const isMissing = (at: Instant): at is null | undefined =>
  at === null || at === undefined || Number.isNaN(typeof at === 'number' ? at : at.getTime());

/** An instant's day in `timeZone` (the reader's own when not given), as the spec shows days: '28-11-25'. */
export function formatDate(at: Instant, timeZone?: string): string {
  if (isMissing(at)) return NO_DATE;
  const parts = formatter('day', timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** An instant's time of day in `timeZone` (the reader's own when not given), in the app's locale: '2:05 pm'. */
export function formatTime(at: Instant, timeZone?: string): string {
  if (isMissing(at)) return NO_DATE;
  // Intl writes a narrow no-break space before "pm": a plain one copies into spreadsheets and tests as written
  return formatter('time', timeZone).format(at).replace(/\s/g, ' ');
}

/** An instant as its day and time of day: '28-11-25 2:05 pm'. */
export function formatDateTime(at: Instant, timeZone?: string): string {
  if (isMissing(at)) return NO_DATE;
  return `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
}

/** The reader's own time zone (the browser's, or the server's), as an IANA name: days a person picks are theirs. */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
