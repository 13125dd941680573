/**
 * How the app posts to an accounting system (customer portal §4, §7 "Sync of payments, allocations and invoices";
 * decision 0092). Every post carries our reference and is idempotent by it: posting a reference again answers the
 * id the first post got and books nothing more, so a retried post never doubles. Each call takes a signal: the
 * caller aborts it at the sync time-out.
 */
export interface AccountingSystem {
  readonly kind: string;
  /** an invoice (or credit note): the customer owes its total (a credit note: is owed it back) */
  postInvoice(invoice: AccountingInvoice, options: CallOptions): Promise<PostResult>;
  /** money received (CREDIT, amount > 0) or paid back (DEBIT, amount < 0), not yet set against an invoice */
  postPayment(payment: AccountingPayment, options: CallOptions): Promise<PostResult>;
  /** a payment's share set against an invoice, or (with `reverses`) that share taken back */
  postAllocation(allocation: AccountingAllocation, options: CallOptions): Promise<PostResult>;
}

export interface CallOptions {
  signal: AbortSignal;
}

/** The system's id of what was posted. */
export interface PostResult {
  externalId: string;
}

/** A refusal of the accounting system, its own words in `message`. */
export class AccountingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountingError';
  }
}

export interface AccountingInvoice {
  reference: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  companyId: number;
  contactName: string;
  number: string | null;
  date: string | null;
  dueDate: string | null;
  currency: string;
  netCents: number;
  taxCents: number;
  totalCents: number;
}

export interface AccountingPayment {
  reference: string;
  companyId: number;
  currency: string;
  /** signed: a CREDIT is positive, a DEBIT negative */
  amountCents: number;
  date: string;
}

export interface AccountingAllocation {
  reference: string;
  companyId: number;
  paymentReference: string;
  invoiceReference: string;
  currency: string;
  /** signed as its payment */
  amountCents: number;
  /** the reference of the allocation this takes back (an unallocation) */
  reverses?: string;
}

/** What the simulator is told to do wrong (demo only: the simulators route sets it). */
export interface AccountingFailure {
  /** one company's posts fail; null: every post */
  companyId: number | null;
  /** 'error': refused with `message`; 'hang': never answers (the caller's time-out ends it) */
  mode: 'error' | 'hang';
  message: string;
}

/** One balanced journal the simulator booked for a post. */
interface Journal {
  reference: string;
  externalId: string;
  lines: { account: string; debit: number; credit: number }[];
}

export interface AccountingSimulator extends AccountingSystem {
  fail(failure: AccountingFailure): void;
  recover(): void;
  failure(): AccountingFailure | null;
  /** how many posts it booked (a repeated reference is not booked again) */
  posted(): number;
  /** the system's id of a reference, or null when never posted */
  externalIdOf(reference: string): string | null;
  /** debits equal credits over the whole ledger */
  isBalanced(): boolean;
}

const ACCOUNTS = {
  receivable: 'Accounts Receivable',
  revenue: 'Sales',
  tax: 'Sales Tax',
  bank: 'Bank',
  unapplied: 'Unapplied Cash',
} as const;

/** The default words the simulator refuses with: as a real accounting system's API answers a bad contact. */
export const SIMULATED_REFUSAL = 'A validation exception occurred: The Contact is archived and cannot be used';

/**
 * A local accounting system keeping its own double-entry ledger in memory, so the sync runs end to end offline:
 * each post books one balanced journal under its reference (a second post of the reference answers the first id),
 * an allocation needs its payment and invoice posted first, as a real system's does. Told to fail, it refuses
 * (every post, or one company's) with a real system's kind of words, or never answers until the caller aborts.
 */
export function createAccountingSimulator(): AccountingSimulator {
  const journals = new Map<string, Journal>();
  let failure: AccountingFailure | null = null;
  let seq = 0;

  async function book(
    reference: string,
    companyId: number,
    lines: Journal['lines'],
    options: CallOptions,
    check?: () => void,
  ): Promise<PostResult> {
    if (options.signal.aborted) throw options.signal.reason;
    const failing = failure && (failure.companyId === null || failure.companyId === companyId) ? failure : null;
    if (failing?.mode === 'hang') {
      await new Promise<never>((_, reject) =>
        options.signal.addEventListener('abort', () => reject(options.signal.reason as Error), { once: true }),
      );
    }
    if (failing) throw new AccountingError(failing.message);
    const known = journals.get(reference);
    if (known) return { externalId: known.externalId };
    check?.();
    seq += 1;
    const externalId = `sim-${String(seq).padStart(6, '0')}`;
    journals.set(reference, { reference, externalId, lines });
    return { externalId };
  }

  const requirePosted = (reference: string, what: string) => {
    if (!journals.has(reference)) throw new AccountingError(`${what} ${reference} has not been posted`);
  };

  return {
    kind: 'simulator',
    postInvoice(invoice, options) {
      const credit = invoice.kind === 'CREDIT_NOTE';
      const total = Math.abs(invoice.totalCents);
      const net = Math.abs(invoice.netCents);
      const tax = total - net;
      const lines = credit
        ? [
            { account: ACCOUNTS.revenue, debit: net, credit: 0 },
            { account: ACCOUNTS.tax, debit: tax, credit: 0 },
            { account: ACCOUNTS.receivable, debit: 0, credit: total },
          ]
        : [
            { account: ACCOUNTS.receivable, debit: total, credit: 0 },
            { account: ACCOUNTS.revenue, debit: 0, credit: net },
            { account: ACCOUNTS.tax, debit: 0, credit: tax },
          ];
      return book(invoice.reference, invoice.companyId, lines, options);
    },
    postPayment(payment, options) {
      const amount = Math.abs(payment.amountCents);
      const received = payment.amountCents > 0;
      const lines = [
        { account: ACCOUNTS.bank, debit: received ? amount : 0, credit: received ? 0 : amount },
        { account: ACCOUNTS.unapplied, debit: received ? 0 : amount, credit: received ? amount : 0 },
      ];
      return book(payment.reference, payment.companyId, lines, options);
    },
    postAllocation(allocation, options) {
      const amount = Math.abs(allocation.amountCents);
      // applying a receipt moves it from unapplied cash onto the receivable; a reversal or a debit the other way
      const applies = allocation.amountCents > 0 !== Boolean(allocation.reverses);
      const lines = [
        { account: ACCOUNTS.unapplied, debit: applies ? amount : 0, credit: applies ? 0 : amount },
        { account: ACCOUNTS.receivable, debit: applies ? 0 : amount, credit: applies ? amount : 0 },
      ];
      return book(allocation.reference, allocation.companyId, lines, options, () => {
        requirePosted(allocation.paymentReference, 'Payment');
        requirePosted(allocation.invoiceReference, 'Invoice');
        if (allocation.reverses) requirePosted(allocation.reverses, 'Allocation');
      });
    },
    fail(next) {
      failure = next;
    },
    recover() {
      failure = null;
    },
    failure: () => failure,
    posted: () => journals.size,
    externalIdOf: (reference) => journals.get(reference)?.externalId ?? null,
    isBalanced() {
      let debit = 0;
      let credit = 0;
      for (const journal of journals.values()) {
        for (const line of journal.lines) {
          debit += line.debit;
          credit += line.credit;
        }
      }
      return debit === credit;
    },
  };
}
