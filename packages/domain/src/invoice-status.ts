/*
 * An invoice's status and the actions that move it (customer portal §4; decision 0080): exactly the spec's moves,
 * each named by the button that makes it. A committed invoice is final and never changes again; a rejected one is
 * final too.
 */

/** The spec's invoice statuses. */
export const INVOICE_STATUSES = ['PENDING', 'APPROVED', 'SUSPENDED', 'COMMITTED', 'REJECTED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The spec's transitions table. */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  PENDING: ['APPROVED', 'SUSPENDED', 'REJECTED'],
  APPROVED: ['PENDING', 'COMMITTED'],
  SUSPENDED: ['PENDING'],
  COMMITTED: [],
  REJECTED: [],
};

/** The actions on an invoice, in the order a screen offers them. */
export const INVOICE_ACTIONS = ['approve', 'unapprove', 'suspend', 'unsuspend', 'reject', 'commit'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** Each action's one move: the status it is taken from and the status it sets. */
export const INVOICE_ACTION_MOVES: Readonly<Record<InvoiceAction, { from: InvoiceStatus; to: InvoiceStatus }>> = {
  approve: { from: 'PENDING', to: 'APPROVED' },
  unapprove: { from: 'APPROVED', to: 'PENDING' },
  suspend: { from: 'PENDING', to: 'SUSPENDED' },
  unsuspend: { from: 'SUSPENDED', to: 'PENDING' },
  reject: { from: 'PENDING', to: 'REJECTED' },
  commit: { from: 'APPROVED', to: 'COMMITTED' },
};

/** The status an action sets. */
export function invoiceActionTarget(action: InvoiceAction): InvoiceStatus {
  return INVOICE_ACTION_MOVES[action].to;
}

/** Our words, for the invoice workflow's refusals. */
export const INVOICE_MESSAGES = {
  committedImmutable: 'A committed invoice cannot be changed',
  rejectedFinal: 'A rejected invoice cannot be changed',
  notFound: 'Invoice not found',
  approved: 'Invoice approved',
  unapproved: 'Invoice returned to pending',
  suspended: 'Invoice suspended',
  unsuspended: 'Invoice returned to pending',
  rejected: 'Invoice rejected: the next bill run bills its periods again',
  committed: 'Invoice committed',
  creditOnlyCommittedInvoice: 'A credit note can only be raised on a committed invoice',
  creditNothingLeft: 'This invoice has been credited in full: there is nothing left to credit',
  creditNoteCreated: 'Credit note created, pending approval',
  creditAmountInvalid: 'The amount to credit must be a positive amount',
  glCodeInvalid: 'The GL code must be 1 to 20 letters, digits, dots or dashes',
  notesTooLong: 'Notes must be at most 500 characters',
} as const;

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly unknown[]).includes(value);
}

/** Whether an invoice in `from` may move to `to`. */
export function canMoveInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return INVOICE_TRANSITIONS[from].includes(to);
}

/** The actions an invoice in `status` takes: the buttons to offer, in `INVOICE_ACTIONS` order. */
export function invoiceActionsFor(status: InvoiceStatus): InvoiceAction[] {
  return INVOICE_ACTIONS.filter((action) => INVOICE_ACTION_MOVES[action].from === status);
}

/**
 * Why an invoice in `status` cannot take `action`, naming its status (for a 409); null when it can. A committed or
 * rejected invoice takes nothing; any other is told which status the action needs.
 */
export function invoiceTransitionProblem(status: InvoiceStatus, action: InvoiceAction): string | null {
  const move = INVOICE_ACTION_MOVES[action];
  if (move.from === status) return null;
  if (status === 'COMMITTED') return INVOICE_MESSAGES.committedImmutable;
  if (status === 'REJECTED') return INVOICE_MESSAGES.rejectedFinal;
  return `This invoice is ${status}: only ${/^[AEIOU]/.test(move.from) ? 'an' : 'a'} ${move.from} invoice can be ${PAST_TENSE[action]}`;
}

const PAST_TENSE: Readonly<Record<InvoiceAction, string>> = {
  approve: 'approved',
  unapprove: 'unapproved',
  suspend: 'suspended',
  unsuspend: 'unsuspended',
  reject: 'rejected',
  commit: 'committed',
};

/**
 * Why an invoice's lines cannot be edited in `status`, or null when they can: only while PENDING. An approved
 * invoice is unapproved first, a suspended one unsuspended; a committed one never changes.
 */
export function invoiceEditProblem(status: InvoiceStatus): string | null {
  if (status === 'PENDING') return null;
  if (status === 'COMMITTED') return INVOICE_MESSAGES.committedImmutable;
  if (status === 'REJECTED') return INVOICE_MESSAGES.rejectedFinal;
  return `This invoice is ${status}: only a PENDING invoice can be changed`;
}

/** The invoice pager (customer portal §9): 60 invoices a page. */
export const INVOICE_PAGE_SIZE = 60;

/** The invoice pager shows up to 10 page links (customer portal §9). */
export const INVOICE_PAGE_LINKS = 10;

/**
 * The page numbers the pager links to (1 is the first): up to `INVOICE_PAGE_LINKS` consecutive pages holding the
 * current one, as centred on it as the first and last pages allow. None for no pages.
 */
export function invoicePageLinks(currentPage: number, pageCount: number): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(Math.trunc(currentPage), 1), pageCount);
  const count = Math.min(INVOICE_PAGE_LINKS, pageCount);
  const first = Math.min(Math.max(current - Math.floor(INVOICE_PAGE_LINKS / 2), 1), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
