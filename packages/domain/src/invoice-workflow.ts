import type { InvoiceAction } from './invoice-status.js';
import { INVOICE_MESSAGES } from './invoice-status.js';
import { money, type CurrencyCode } from './money.js';
import { invoiceTax, taxOf } from './proration.js';

/*
 * The staff invoice workflow's rules beyond the state machine (decision 0086): how a committed document is numbered,
 * what a credit note may credit and what it defaults to, and the words each move answers with.
 */

/** The kinds of document a supplier numbers, each in a gapless sequence of its own (decision 0085). */
export type InvoiceDocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/** Digits of a document's sequence number: `AU-000042`. */
const NUMBER_DIGITS = 6;

/**
 * A committed document's number (decision 0085): `{CC}-{000001}` for an invoice, `{CC}-CN-{000001}` for a credit
 * note, CC the supplier's country code. A sequence past 999,999 is written with its extra digits, never cut.
 */
export function invoiceNumberText(countryCode: string, kind: InvoiceDocumentKind, seq: number): string {
  const digits = String(seq).padStart(NUMBER_DIGITS, '0');
  return kind === 'CREDIT_NOTE' ? `${countryCode}-CN-${digits}` : `${countryCode}-${digits}`;
}

/**
 * The GL code a credit note is posted to when staff give none (admin console: credit note defaults): 4000, the
 * sales revenue account the credited invoice was posted to, which the credit reverses.
 */
export const CREDIT_NOTE_DEFAULT_GL_CODE = '4000';

/** A GL code as the accounting system takes it: 1 to 20 letters, digits, dots or dashes. */
export const GL_CODE_PATTERN = /^[A-Za-z0-9.-]{1,20}$/;

/** The longest note a credit note keeps. */
export const CREDIT_NOTE_NOTES_MAX = 500;

/**
 * What may still be credited on an invoice, tax included: its total less the totals of its credit notes not
 * rejected (which are negative), never below zero.
 */
export function creditableGross(invoiceTotal: number, creditNoteTotals: readonly number[]): number {
  const credited = creditNoteTotals.reduce((sum, total) => sum + Math.abs(total), 0);
  return Math.max(invoiceTotal - credited, 0);
}

/** A credit note's amounts for a net credit of `net` (positive) at `taxRateBp`: each negative, tax by the one rule. */
export function creditNoteAmounts(
  net: number,
  taxRateBp: number,
  currency: CurrencyCode,
): { net: number; tax: number; total: number } {
  const { net: n, tax, gross } = invoiceTax([{ net: money(-net, currency), taxRateBp }], currency);
  return { net: n.amount, tax: tax.amount, total: gross.amount };
}

/**
 * The largest net credit whose total (net and its tax) fits in `gross`: the default amount of a credit note, and
 * the limit a larger one is refused against. Tax is rounded, so the first guess is corrected by a cent or two.
 */
export function largestCreditNet(gross: number, taxRateBp: number, currency: CurrencyCode): number {
  if (gross <= 0) return 0;
  const totalOf = (net: number) => net + taxOf(money(net, currency), taxRateBp).amount;
  let net = Math.floor((gross * 10_000) / (10_000 + taxRateBp));
  while (net > 0 && totalOf(net) > gross) net--;
  while (totalOf(net + 1) <= gross) net++;
  return net;
}

/** The refusal of a credit larger than what is left, naming the most that may be credited (formatted by the caller). */
export function creditTooLargeMessage(largestNet: string): string {
  return `At most ${largestNet} (before tax) can still be credited on this invoice`;
}

/** What each move answers. */
export const INVOICE_ACTION_DONE: Readonly<Record<InvoiceAction, string>> = {
  approve: INVOICE_MESSAGES.approved,
  unapprove: INVOICE_MESSAGES.unapproved,
  suspend: INVOICE_MESSAGES.suspended,
  unsuspend: INVOICE_MESSAGES.unsuspended,
  reject: INVOICE_MESSAGES.rejected,
  commit: INVOICE_MESSAGES.committed,
};

/** What approve-all and commit-all answer: how many invoices moved. */
export function movedAllMessage(action: 'approve' | 'commit', count: number): string {
  const verb = action === 'approve' ? 'approved' : 'committed';
  if (count === 0) return `No invoices to be ${verb}`;
  return `${count} ${count === 1 ? 'invoice' : 'invoices'} ${verb}`;
}
