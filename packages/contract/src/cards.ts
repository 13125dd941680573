import { CARD_ACTIONS, CARD_MESSAGES, CARD_PAYMENT_STATUSES, MAX_AMOUNT_MINOR } from '@portico/domain';
import { z } from 'zod';
import { epochMs, idBody, idParam, wholeNumberText } from './envelope.js';

/*
 * Card payments (customer portal §2, §4, §5, §8; admin console "Payments on registration"; decision 0091).
 */

const amountText = wholeNumberText({ min: 1, max: MAX_AMOUNT_MINOR, name: 'amountInCents' });

/** `GET /accesscode`: a hosted page for the company, to pay an amount or register a card, returning to the portal. */
export const accessCodeQuerySchema = z.object({
  companyId: idParam,
  /** the person paying: the caller (kept for the spec's call; the server uses the session's person) */
  personId: idParam.optional(),
  /** the market whose supplier is paid (AU, NZ…); the company's first supply when absent */
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional(),
  method: z.enum(CARD_ACTIONS).default('ProcessPayment'),
  /** a payment's amount; a registration's is 0 */
  amountInCents: amountText.optional(),
  /** where the provider sends the browser back, with `AccessCode=`: a page of this portal only */
  redirectUrl: z.string().trim().min(1).max(2_000),
});

export const accessCodeSchema = z.object({
  accessCode: z.string(),
  /** the provider's hosted page to send the browser to */
  formUrl: z.string(),
  cardPaymentId: z.number().int(),
});

/** `POST /paymenttoken`, `/secure/paymenttoken`, `/paymentstatus`: the result of a hosted page, by its access code. */
export const accessCodeBodySchema = z.object({ accessCode: z.string().trim().min(1).max(512) });

export const cardPaymentSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  supplierId: z.number().int(),
  action: z.enum(CARD_ACTIONS),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  reason: z.string().nullable(),
  providerTransactionId: z.string().nullable(),
  cardTransactionType: z.string().nullable(),
  paymentTransactionId: z.number().int().nullable(),
  createdAt: epochMs,
  resolvedAt: epochMs.nullable(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** A hosted page's result as the result pages show it (§8's words in `message`). */
export const cardResultSchema = cardPaymentSchema.extend({ message: z.string() });
export type CardResult = z.infer<typeof cardResultSchema>;

/** `POST /secure/tokenpayment`: charge the company's registered card (Idempotency-Key required). */
export const tokenPaymentBodySchema = z.object({
  companyId: idBody,
  amountInCents: z
    .number({ error: CARD_MESSAGES.invalidAmount })
    .int(CARD_MESSAGES.invalidAmount)
    .min(1, CARD_MESSAGES.invalidAmount)
    .max(MAX_AMOUNT_MINOR, CARD_MESSAGES.invalidAmount),
  /** the supplier paid; the company's first supply when absent */
  supplierId: idBody.optional(),
});

/** `POST /secure/tokenpayments`: staff charge companies' balances with their registered cards, as a job. */
export const tokenPaymentsBodySchema = z.object({
  supplierId: idBody,
  companyIds: z.array(idBody).min(1).max(10_000),
});

export const cardRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['DIRECT_DEBIT', 'TOKEN_PAYMENTS', 'RECEIPT_CSV']),
  supplierId: z.number().int().nullable(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE']),
  fileName: z.string().nullable(),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  approved: z.number().int(),
  declined: z.number().int(),
  approvedCents: z.number().int(),
  omitted: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  createdAt: epochMs,
  finishedAt: epochMs.nullable(),
});
export type CardRun = z.infer<typeof cardRunSchema>;

export const cardRunRowSchema = z.object({
  id: z.number().int(),
  line: z.number().int().nullable(),
  companyId: z.number().int(),
  companyName: z.string().nullable(),
  amountCents: z.number().int(),
  description: z.string().nullable(),
  status: z.enum(['QUEUED', 'APPROVED', 'DECLINED', 'ERROR', 'PENDING', 'SKIPPED']),
  reason: z.string().nullable(),
  cardPaymentId: z.number().int().nullable(),
});
export type CardRunRow = z.infer<typeof cardRunRowSchema>;

export const cardRunParams = z.object({ id: idParam });
export const cardRunsQuerySchema = z.object({
  kind: z.enum(['DIRECT_DEBIT', 'TOKEN_PAYMENTS', 'RECEIPT_CSV']).optional(),
});

/** `POST /v2/{card-provider}/dynamics/receipt`'s answer: the batch queued and the rows left out (the notice). */
export const receiptUploadSchema = z.object({
  run: cardRunSchema,
  omitted: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export const receiptParams = z.object({ cardProvider: z.enum(['eway']) });

/** A direct-debit mandate (decision 0091): on or off, the day of the month it charges, an optional maximum. */
export const directDebitBodySchema = z.object({
  companyId: idBody,
  supplierId: idBody,
  enabled: z.boolean(),
  dayOfMonth: z.number().int(),
  maxAmountCents: z.number().int().nullable().default(null),
});
export const directDebitSchema = z.object({
  companyId: z.number().int(),
  supplierId: z.number().int(),
  enabled: z.boolean(),
  dayOfMonth: z.number().int(),
  maxAmountCents: z.number().int().nullable(),
});
export type DirectDebit = z.infer<typeof directDebitSchema>;
export const companyIdParams = z.object({ id: idParam });

export const directDebitLastRunSchema = z
  .object({
    runId: z.number().int(),
    at: epochMs,
    status: cardRunRowSchema.shape.status,
    amountCents: z.number().int(),
    reason: z.string().nullable(),
  })
  .nullable();

export const registeredCardSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  maskedNumber: z.string(),
  expiry: z.string().nullable(),
  active: z.boolean(),
  createdAt: epochMs,
});
export type RegisteredCard = z.infer<typeof registeredCardSchema>;
export const companyCardsParams = z.object({ companyId: idParam });

/** `GET /secure/party/supplierId/{id}/ccregistered`: the supplier's companies with a registered card and balance. */
export const ccRegisteredSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  maskedNumber: z.string(),
  currency: z.string(),
  balanceCents: z.number().int(),
});
export type CcRegistered = z.infer<typeof ccRegisteredSchema>;

/** A failure the registration page does not show (admin console §8), recorded for staff. */
export const cardFailureSchema = z.object({
  id: z.number().int(),
  operation: z.string(),
  companyId: z.number().int().nullable(),
  accessCode: z.string().nullable(),
  message: z.string(),
  resolved: z.boolean(),
  createdAt: epochMs,
});
export type CardFailure = z.infer<typeof cardFailureSchema>;
