/** The largest amount the card provider and the database integer hold (spec: 2147483647 cents). */
export const MAX_AMOUNT_CENTS = 2_147_483_647;

const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * The spec's amount rule: digits with up to two decimals and optional thousands commas, converted to cents without
 * floating point, at most MAX_AMOUNT_CENTS. Null when the text is not a valid amount.
 */
export function parseAmountToCents(text: string): number | null {
  const value = text.trim();
  const match = AMOUNT.exec(value);
  if (!match) return null;
  const [whole = '0', fraction = ''] = value.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** Cents as a plain decimal amount ('1234.50'), for inputs and CSV. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage with up to two decimals ('12.5') as basis points (1250); null when not such a number. */
export function parsePercentToBp(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points as a percentage for inputs ('12.5'). */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
