import { supplierById } from './markets.js';
import { MAX_AMOUNT_MINOR, parseAmountToCents } from './money.js';

/*
 * Payments, receipting and allocation (customer portal §3, §5, §8, §9; decision 0090): the transaction and its
 * allocations, the receipting form's rules and options, and the allocation maths the server and the screens share.
 */

/** A transaction's direction: a CREDIT is money received (positive), a DEBIT money paid back or reversed (negative). */
export const TRANSACTION_TYPES = ['CREDIT', 'DEBIT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** How a payment came in; the receipting form defaults to EFT (customer portal §3). */
export const PAYMENT_METHODS = ['EFT', 'CARD', 'DIRECT_DEBIT', 'CHEQUE', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'EFT';

/** The card-payment transaction types that count as paid (customer portal §9): debit and credit cards. */
export const PAID_CARD_TRANSACTION_TYPES = ['DB', 'CD'] as const;
export type CardTransactionType = (typeof PAID_CARD_TRANSACTION_TYPES)[number];

/** The spec's payment currencies (§9), offered first on the receipting form. */
export const PAYMENT_CURRENCIES = ['AUD', 'NZD', 'HKD', 'USD', 'SGD', 'CAD'] as const;
/** The supplier currency options (§9). */
export const SUPPLIER_CURRENCY_OPTIONS = ['AUD', 'NZD', 'USD', 'SGD', 'HKD'] as const;

/** The banks a payment is received into (§9). */
export const PAYMENT_BANKS = ['ANZ', 'CBA', 'HSBC', 'BMO', 'RABO', 'COMMERZ', 'HANDELS', 'AIB'] as const;
export type PaymentBank = (typeof PAYMENT_BANKS)[number];

/**
 * Which banks hold a supplier's accounts in which currencies (decision 0090; the spec says only "shown depending on
 * supplier and currency"): each market banks where it trades, and the US and Canadian suppliers take USD at BMO too.
 */
const BANK_ACCOUNTS: Readonly<Record<number, Readonly<Partial<Record<string, readonly PaymentBank[]>>>>> = {
  808: { AUD: ['ANZ', 'CBA'], USD: ['ANZ'], NZD: ['ANZ'] },
  855: { NZD: ['ANZ'], AUD: ['ANZ'] },
  817: { SGD: ['HSBC'], USD: ['HSBC'] },
  819: { HKD: ['HSBC'], USD: ['HSBC'] },
  1558: { USD: ['BMO'] },
  1652: { CAD: ['BMO'], USD: ['BMO'] },
  4515: { EUR: ['COMMERZ'] },
  4640: { EUR: ['COMMERZ'], BGN: ['COMMERZ'] },
  2675: { GBP: ['HSBC'], EUR: ['HSBC'], USD: ['HSBC'] },
  2681: { SEK: ['HANDELS'], EUR: ['HANDELS'] },
  8299: { CHF: ['COMMERZ'], EUR: ['COMMERZ'] },
  2683: { EUR: ['AIB'], GBP: ['AIB'] },
  2685: { EUR: ['RABO'] },
  47560: { MXN: ['BMO'], USD: ['BMO'] },
};

/** The banks the receipting form offers for a supplier and currency (none for an unknown pair). */
export function bankOptions(supplierId: number, currency: string): readonly PaymentBank[] {
  return BANK_ACCOUNTS[supplierId]?.[currency] ?? [];
}

/** The currencies a supplier receives payments in: its own first, then the others its banks hold. */
export function receiptCurrencies(supplierId: number): string[] {
  const own = supplierById(supplierId)?.currency;
  const held = Object.keys(BANK_ACCOUNTS[supplierId] ?? {});
  return [...new Set([...(own ? [own] : []), ...held])];
}

/** The spec's words (§5, §8) and ours for the refusals the spec leaves unsaid. */
export const PAYMENT_MESSAGES = {
  chooseSupplier: 'You have to choose a supplier',
  invalidAmount: 'Please enter a valid amount: digits with up to two decimals, at most 21,474,836.47.',
  consumerName: "The consumer must be chosen as 'Company name - {companyId}'.",
  unknownConsumer: 'There is no company with that id.',
  selectPayment: 'Please select or receipt a payment to allocate.',
  insufficientCredit: 'Insufficient allocatable credit amount, please check.',
  unexpected: 'Unexpected error, please contact admin.',
  companyIdRequired: 'Company ID is required',
  invoiceNotOpen: 'That invoice is not open for payment: only committed invoices with an amount due take a payment.',
  overInvoice: 'An allocation cannot be more than the invoice has due.',
  currencyMismatch: 'A payment is allocated only to invoices in its own currency.',
  otherCompany: "A payment is allocated only to its own company's invoices.",
  bankNotOffered: 'That bank is not offered for this supplier and currency.',
  removedPayment: 'That payment has been removed.',
  allocatedPayment: 'A payment with allocations cannot be removed: unallocate them first.',
  allocationReversed: 'That allocation has already been unallocated.',
  alreadyReceipted: 'A payment with that reference has already been receipted.',
  idempotencyKeyReused: 'That Idempotency-Key was already used for another request.',
  receiptDateBeforeTransaction: 'The receipt date cannot be before the transaction date.',
} as const;

/** The consumer as the form names it: 'Company name - 1234' (§5). */
export function consumerLabel(companyName: string, companyId: number): string {
  return `${companyName} - ${companyId}`;
}

/** The company id a consumer name ends with (' - {companyId}', numeric), or null when it does not. */
export function consumerCompanyId(consumerName: string): number | null {
  const match = / - (\d{1,9})$/.exec(consumerName);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/**
 * A typed amount as signed cents for a transaction type: a CREDIT is positive, a DEBIT negative (§5: "credit
 * transactions need a positive allocatable amount; debit transactions need a negative one"). Null when the text
 * breaks the amount rule (digits, up to two decimals, optional thousands commas, at most 2147483647 cents) or is 0.
 */
export function signedAmountCents(text: string, type: TransactionType): number | null {
  const cents = parseAmountToCents(text.replace(/^-/, ''));
  if (cents === null || cents === 0) return null;
  return type === 'CREDIT' ? cents : -cents;
}

/** Whether signed cents fit the transaction type and the card limit. */
export function isTransactionAmount(cents: number, type: TransactionType): boolean {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_AMOUNT_MINOR || cents === 0) return false;
  return type === 'CREDIT' ? cents > 0 : cents < 0;
}

/** What a transaction still has to allocate, as the form checks it before asking (§5). */
export interface Allocatable {
  transactionType: TransactionType;
  /** signed like the transaction: ≥ 0 for a credit, ≤ 0 for a debit */
  allocatableCents: number;
}

/** One invoice's share of an allocation: the signed cents it takes from the transaction. */
export interface AllocationRequest {
  invoiceId: number;
  amountCents: number;
}

/** An invoice as allocation sees it. */
export interface OpenInvoice {
  invoiceId: number;
  dueCents: number;
  totalCents: number;
}

/**
 * Why an allocation is refused before anything is written, or null (§5, §8): no payment chosen, nothing to allocate,
 * an amount of the wrong sign, more than the payment has left, or more than an invoice has due (a credit) or has
 * been paid (a debit puts back at most what was paid).
 */
export function allocationRefusal(
  payment: Allocatable | null,
  requests: readonly AllocationRequest[],
  invoices: ReadonlyMap<number, OpenInvoice>,
): string | null {
  if (!payment) return PAYMENT_MESSAGES.selectPayment;
  if (requests.length === 0) return PAYMENT_MESSAGES.unexpected;
  const credit = payment.transactionType === 'CREDIT';
  if (credit ? payment.allocatableCents <= 0 : payment.allocatableCents >= 0)
    return PAYMENT_MESSAGES.insufficientCredit;
  let sum = 0;
  for (const r of requests) {
    if (!Number.isSafeInteger(r.amountCents) || r.amountCents === 0 || r.amountCents > 0 !== credit)
      return PAYMENT_MESSAGES.insufficientCredit;
    const invoice = invoices.get(r.invoiceId);
    if (!invoice) return PAYMENT_MESSAGES.invoiceNotOpen;
    if (credit ? r.amountCents > invoice.dueCents : -r.amountCents > invoice.totalCents - invoice.dueCents)
      return PAYMENT_MESSAGES.overInvoice;
    sum += r.amountCents;
  }
  if (credit ? sum > payment.allocatableCents : sum < payment.allocatableCents)
    return PAYMENT_MESSAGES.insufficientCredit;
  return null;
}

/** A credit to spread by auto-allocation: a transaction and what it has left. */
export interface OpenCredit {
  transactionId: number;
  allocatableCents: number;
}

/** One allocation auto-allocation makes. */
export interface PlannedAllocation {
  transactionId: number;
  invoiceId: number;
  amountCents: number;
}

/**
 * Auto-allocation (admin console: POST /v2/autoAllocate): the company's credits, oldest first, pay its open invoices,
 * oldest first, each invoice taking what it has due or what the credit has left, whichever is less. Both lists come
 * in the order they are spent; nothing is allocated beyond a credit or an invoice.
 */
export function planAutoAllocation(
  credits: readonly OpenCredit[],
  invoices: readonly OpenInvoice[],
): PlannedAllocation[] {
  const plan: PlannedAllocation[] = [];
  let c = 0;
  let left = credits[0]?.allocatableCents ?? 0;
  for (const invoice of invoices) {
    let due = invoice.dueCents;
    while (due > 0 && c < credits.length) {
      if (left <= 0) {
        c += 1;
        left = credits[c]?.allocatableCents ?? 0;
        continue;
      }
      const take = Math.min(due, left);
      plan.push({
        transactionId: (credits[c] as OpenCredit).transactionId,
        invoiceId: invoice.invoiceId,
        amountCents: take,
      });
      due -= take;
      left -= take;
    }
    if (c >= credits.length) break;
  }
  return plan;
}

/** The status of a payment's money on screens: what it has left to allocate. */
export function allocationState(amountCents: number, allocatableCents: number): 'UNALLOCATED' | 'PART' | 'ALLOCATED' {
  if (allocatableCents === 0) return 'ALLOCATED';
  return allocatableCents === amountCents ? 'UNALLOCATED' : 'PART';
}
