import { MAX_AMOUNT_MINOR, parseAmountToCents } from './money.js';

/*
 * Card payments (customer portal §2, §4, §5, §8, §9; admin console "Payments on registration"; decision 0091): the
 * card provider's hosted page, its results, registered cards, direct debit and the card-provider receipt CSV.
 */

export const CARD_MESSAGES = {
  /** §8: fetching an access code failed, or the provider answered 'Error getting access code' */
  providerUnavailable: 'Error connecting to credit card service provider. Please try again later.',
  registered: 'Credit card registered successfully',
  registrationFailed: 'Credit card registration failed. Please try again or contact your credit card provider',
  paymentProcessed: 'Payment processed successfully',
  /** §8: followed by the reason */
  paymentFailed: 'Payment failed: ',
  /** §5: the receipt CSV's header is not the spec's */
  invalidCsv: 'Please upload valid CSV file',
  /** §5: the export needs filtered rows */
  filterFirst: 'Please filter first!',
  // our own words
  paymentPending: 'The card payment is still being processed; it will be confirmed shortly.',
  invalidRedirect: 'The return address must be a page of this portal.',
  invalidAmount: 'The amount must be more than 0 and at most 21,474,836.47.',
  noAccessCode: 'No card payment has this access code.',
  noRegisteredCard: 'The company has no registered card.',
  noSupply: 'The company is not supplied in that market.',
  mandateDay: 'The day of the month must be from 1 to 28.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request.',
  tokenPaymentsQueued: 'The card payments were queued.',
  receiptQueued: 'The CSV was accepted; its rows are being charged.',
  directDebitSaved: 'Direct debit settings saved.',
  simulatedNotTrusted: 'A simulated card payment is not accepted here.',
} as const;

/** The provider's words when it could not make an access code (§8): the same failure as not reaching it. */
export const PROVIDER_ACCESS_CODE_ERROR = 'Error getting access code';

/** What a hosted page is for: a payment, or registering a card (its token). */
export const CARD_ACTIONS = ['ProcessPayment', 'TokenRegistration'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export const CARD_PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'ERROR'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** The card-payment transaction types that count as paid (§9): debit and credit cards. */
export const CARD_TRANSACTION_TYPES = ['DB', 'CD'] as const;
export type CardTxType = (typeof CARD_TRANSACTION_TYPES)[number];

/** Whether cents are a card amount: whole cents above 0, at most 2147483647 (§9). */
export function isCardAmount(cents: unknown): cents is number {
  return Number.isSafeInteger(cents) && (cents as number) > 0 && (cents as number) <= MAX_AMOUNT_MINOR;
}

/** The result page's words for a confirmed payment: §8's, the reason after 'Payment failed: '. */
export function paymentResultMessage(status: CardPaymentStatus, reason: string | null): string {
  if (status === 'APPROVED') return CARD_MESSAGES.paymentProcessed;
  if (status === 'PENDING') return CARD_MESSAGES.paymentPending;
  return `${CARD_MESSAGES.paymentFailed}${reason ?? 'Unknown'}`;
}

/** The result page's words for a card registration (§8). */
export function registrationResultMessage(status: CardPaymentStatus): string {
  if (status === 'APPROVED') return CARD_MESSAGES.registered;
  if (status === 'PENDING') return CARD_MESSAGES.paymentPending;
  return CARD_MESSAGES.registrationFailed;
}

/**
 * Whether a return address may be given to the provider (no open redirect): an absolute http(s) address on the
 * portal's own origin, without user info. Anything else — another host, a protocol-relative or javascript: address,
 * a look-alike host — is refused.
 */
export function isPortalReturnUrl(url: string, portalOrigin: string): boolean {
  let parsed: URL;
  let portal: URL;
  try {
    parsed = new URL(url);
    portal = new URL(portalOrigin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  return parsed.origin === portal.origin;
}

/**
 * The absolute return address for a hosted page: a path of the portal ('/#/customerCreditCardPaymentResult') made
 * absolute on the portal's origin, or an absolute address on that origin (`isPortalReturnUrl`); null for any other.
 */
export function portalReturnUrl(url: string, portalOrigin: string): string | null {
  if (/^\/(?![/\\])/.test(url)) {
    const absolute = `${portalOrigin.replace(/\/+$/, '')}${url}`;
    return isPortalReturnUrl(absolute, portalOrigin) ? absolute : null;
  }
  return isPortalReturnUrl(url, portalOrigin) ? url : null;
}

/** The card number as shown: its last four digits behind the provider's mask. */
export function maskCardNumber(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  return `${clean.slice(0, 6)}******${clean.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Direct debit (decision 0091: a company's mandate is on or off, a day of the month 1..28, an optional maximum)

export const DIRECT_DEBIT_MAX_DAY = 28;

/** Why a direct-debit mandate's settings are refused, or null. */
export function directDebitRefusal(input: { dayOfMonth: number; maxAmountCents: number | null }): string | null {
  if (!Number.isInteger(input.dayOfMonth) || input.dayOfMonth < 1 || input.dayOfMonth > DIRECT_DEBIT_MAX_DAY)
    return CARD_MESSAGES.mandateDay;
  if (input.maxAmountCents !== null && !isCardAmount(input.maxAmountCents)) return CARD_MESSAGES.invalidAmount;
  return null;
}

/** What a direct-debit run charges: the balance, capped at the mandate's maximum; 0 when nothing is owed. */
export function directDebitCharge(balanceCents: number, maxAmountCents: number | null): number {
  if (balanceCents <= 0) return 0;
  const capped = maxAmountCents === null ? balanceCents : Math.min(balanceCents, maxAmountCents);
  return Math.min(capped, MAX_AMOUNT_MINOR);
}

// ---------------------------------------------------------------------------------------------------------------
// The card-provider receipt CSV (§5)

export const CARD_RECEIPT_HEADER = [
  'Company',
  'Company Id',
  'Current Balance',
  'Amount to Charge',
  'Payment Description',
] as const;

/** The receipt CSV's header line as the export writes it. */
export const CARD_RECEIPT_HEADER_LINE = CARD_RECEIPT_HEADER.join(', ');

/**
 * Whether a CSV's first record is exactly the spec's header: the five names in order. The spec writes it with a
 * space after each comma, so a cell's surrounding spaces are not part of its name; nothing else may differ.
 */
export function isCardReceiptHeader(cells: readonly string[]): boolean {
  return (
    cells.length === CARD_RECEIPT_HEADER.length && CARD_RECEIPT_HEADER.every((name, i) => cells[i]?.trim() === name)
  );
}

/** A kept row of the receipt CSV. */
export interface CardReceiptRow {
  line: number;
  companyName: string;
  companyId: number;
  amountCents: number;
  description: string;
}

/** A row the upload leaves out, and why (the notice lists them). */
export interface OmittedReceiptRow {
  line: number;
  reason: string;
}

export const RECEIPT_ROW_REASONS = {
  columns: 'The row does not have 5 columns.',
  companyId: 'The company id is not a number.',
  amount: 'The amount to charge is not a valid amount.',
  zero: 'The amount to charge is 0.',
} as const;

/**
 * One data record of the receipt CSV (`line` is its line number in the file, the header being line 1): a row to
 * charge, or why it is left out. The amount is §5's rule (digits, up to two decimals, optional thousands commas, at
 * most 2147483647 cents).
 */
export function readCardReceiptRow(cells: readonly string[], line: number): CardReceiptRow | OmittedReceiptRow {
  if (cells.length !== CARD_RECEIPT_HEADER.length) return { line, reason: RECEIPT_ROW_REASONS.columns };
  const [companyName = '', companyIdText = '', , amountText = '', description = ''] = cells.map((c) => c.trim());
  if (!/^\d{1,9}$/.test(companyIdText) || Number(companyIdText) === 0)
    return { line, reason: RECEIPT_ROW_REASONS.companyId };
  const amountCents = parseAmountToCents(amountText);
  if (amountCents === null) return { line, reason: RECEIPT_ROW_REASONS.amount };
  if (amountCents === 0) return { line, reason: RECEIPT_ROW_REASONS.zero };
  return { line, companyName, companyId: Number(companyIdText), amountCents, description };
}

export function isOmittedRow(row: CardReceiptRow | OmittedReceiptRow): row is OmittedReceiptRow {
  return 'reason' in row;
}
