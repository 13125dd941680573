import { z } from 'zod';

/** Terms line every successful answer carries, as the provider's public API does. */
export const API_TERMS =
  'This data is subject to the Acceptable Use Policy and the Customer Agreement of the provider.';

/** Successful answers: `{ message, terms, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), terms: z.string(), data });
}

export type Envelope<T> = { message: string; terms: string; data: T };

/** Failed answers: `{ message, data, trace_id }`. `data` carries field details or a short code (e.g. '2FA'). */
export const errorBodySchema = z.object({
  message: z.string(),
  data: z.unknown(),
  trace_id: z.string(),
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
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalCapped?: boolean };
