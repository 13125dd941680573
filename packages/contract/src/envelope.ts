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

/** A positive integer id in a path parameter. */
export const idParam = z.coerce.number().int().positive();
