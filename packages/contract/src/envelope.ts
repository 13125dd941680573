import { isCountryCode, isHttpUrl, MAX_AMOUNT_MINOR, MESSAGES } from '@portico/domain';
import { z } from 'zod';

/** Terms line every successful answer carries, as the provider's public API does. */
export const API_TERMS =
  'This data is subject to the Acceptable Use Policy and the Customer Agreement of the provider.';

/** Successful answers: `{ message, terms, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), terms: z.string(), data });
}

export type Envelope<T> = { message: string; terms: string; data: T };

/**
 * The stable machine code of every failed answer (`code` in the error body), with the HTTP status it travels with.
 * Clients branch on the code, never on `message`: the message is the spec's wording for people and may change.
 */
export const ERROR_CODES = {
  /** 400: an input breaks a rule; `message` says which, `data` may list the fields. */
  validation: 400,
  /** 400: the body is not JSON (or is empty) although the content type says it is. */
  invalid_json: 400,
  /** 400 (or the 4xx Fastify chose): any other request the server cannot read, such as a bad Content-Length. */
  bad_request: 400,
  /** 401: no session, an expired one, or a failed login. */
  unauthenticated: 401,
  /** 401: the login needs the one-time password, or the one given is wrong (`data` is '2FA', as the spec's API). */
  mfa_required: 401,
  /** 403: the caller may not do this. */
  forbidden: 403,
  /** 404: no such thing, or one the caller may not know about. */
  not_found: 404,
  /** 409: the change clashes with the current state (a duplicate, a stale edit). */
  conflict: 409,
  /** 422: an Idempotency-Key already placed an order with a different body; the first order stands. */
  idempotency_mismatch: 422,
  /** 413: the body or an uploaded file is larger than the route takes. */
  too_large: 413,
  /** 415: the route does not take this content type. */
  unsupported_media_type: 415,
  /** 429: too many requests or login attempts; wait and try again. */
  rate_limited: 429,
  /** 500: an unexpected failure; the message never says more than that. */
  internal: 500,
  /** 503: a service the request needs is off or unreachable. */
  unavailable: 503,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ERROR_CODES;
export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/**
 * Failed answers: `{ message, data, trace_id, code }`. `message` is for people, `code` (see `ERROR_CODES`) for
 * programs; `data` carries field details or the provider API's short code (e.g. '2FA').
 */
export const errorBodySchema = z.object({
  message: z.string(),
  data: z.unknown(),
  trace_id: z.string(),
  code: errorCodeSchema,
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Dates travel as epoch milliseconds. */
export const epochMs = z.number().int();

/** The largest id a database `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number written in text (path or query) in its one canonical form: digits only, no sign, no leading
 * zeros, no spaces, no decimal point, exponent or hex. `2002` is accepted; `2002.0`, `+2002`, `002002`, ` 2002`,
 * `2002e0` and `0x7d2` are not. Ids are parsed once, here, so the access checks and the handler see one typed value
 * and no other spelling of an id can reach either (never `z.coerce`, which accepts all of them).
 */
export function wholeNumberText(options: { min: 0 | 1; max: number; name: string }) {
  const pattern = options.min === 0 ? /^(0|[1-9][0-9]{0,9})$/ : /^[1-9][0-9]{0,9}$/;
  const message = `${options.name} must be a whole number written in digits only (such as ${options.min === 0 ? '0 or ' : ''}2002)`;
  return z
    .string({ error: message })
    .regex(pattern, { error: message })
    .transform(Number)
    .refine((n) => n <= options.max, { error: `${options.name} must be at most ${options.max}` });
}

/** An instant in a path or query parameter: epoch milliseconds written in digits only (up to the year 9999). */
export const epochMsText = (name: string) => {
  const message = `${name} must be a time in milliseconds written in digits only (such as 1767225600000)`;
  return z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,14})$/, { error: message })
    .transform(Number)
    .refine((n) => n <= 253_402_300_799_999, { error: message });
};

/** A positive integer id in a path or query parameter, in canonical form (see `wholeNumberText`). */
export const idParam = wholeNumberText({ min: 1, max: MAX_ID, name: 'Id' });

/** An id that may be 0 ("new"), in canonical form. */
export const idOrZeroParam = wholeNumberText({ min: 0, max: MAX_ID, name: 'Id' });

/** A positive integer id in a JSON body: a JSON number (a string such as "2002" is refused, never converted). */
export const idBody = z.number({ error: 'Id must be a number' }).int().positive().max(MAX_ID);

/** Query of every paged list: 1-based page, page size, free-text search. `format=csv` exports all filtered rows. */
export const pageQuerySchema = z.object({
  page: wholeNumberText({ min: 1, max: 1_000_000, name: 'page' }).default(1),
  pageSize: wholeNumberText({ min: 1, max: 200, name: 'pageSize' }).default(25),
  search: z.string().trim().max(200).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * Lists count their matching rows exactly up to this many. Beyond it counting would read every match on every
 * page, so `total` stops here and `totalCapped` says there are more (shown as "10,000+").
 */
export const LIST_TOTAL_CAP = 10_000;

/** A page of a list with the total count of the filtered rows (exact up to LIST_TOTAL_CAP). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** the matching rows; when `totalCapped`, a lower bound (LIST_TOTAL_CAP, or the rows up to this page) */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** true when more rows match than `total` says; absent otherwise */
    totalCapped: z.boolean().optional(),
    /** lists paged by keyset: the `after` cursor of the next page, null on the last page */
    next: z.string().nullable().optional(),
  });
}
export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalCapped?: boolean;
  next?: string | null;
};

/** `after`: the cursor of a page (a list's `next`), for lists a client may walk deeper than an offset should go. */
export const afterCursorQuery = z.string().min(1).max(1_000).optional();

/** A mandatory text field: its absence is reported with the spec's mandatory-fields message. */
export const mandatory = (max: number) =>
  z.string({ error: MESSAGES.mandatoryFields }).trim().min(1, MESSAGES.mandatoryFields).max(max);

/** A mandatory ISO 3166 country code, in any case. */
export const countryCode = z
  .string({ error: MESSAGES.mandatoryFields })
  .trim()
  .min(1, MESSAGES.mandatoryFields)
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, { error: MESSAGES.countryUnknown });

/**
 * An amount of money in a JSON body, the one building block of every money field (decision 0030): a JSON number of
 * whole minor units of its currency from 0 to MAX_AMOUNT_MINOR. Text ('12', '1e3'), fractions, negatives and larger
 * numbers are refused, never converted. An area with its own words for a malformed amount passes them as `invalid`;
 * above the maximum the words are always MESSAGES.amountTooLarge.
 */
export function moneyAmount(options: { invalid?: string } = {}) {
  const invalid = options.invalid ?? MESSAGES.amountMinorUnits;
  // The maximum is checked first, so that 1e21 is answered as too large rather than as not whole.
  return z.number({ error: invalid }).max(MAX_AMOUNT_MINOR, MESSAGES.amountTooLarge).int(invalid).min(0, invalid);
}

/**
 * A web address that is stored and later shown as a link or an image: absolute http:// or https:// only, never
 * `javascript:`, `data:`, relative or another scheme (the domain's `isHttpUrl`, decision 0030).
 */
export const httpUrl = (max: number) =>
  z
    .string({ error: MESSAGES.webAddressInvalid })
    .trim()
    .max(max)
    .refine(isHttpUrl, { error: MESSAGES.webAddressInvalid });
