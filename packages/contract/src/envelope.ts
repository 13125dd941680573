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

/** Query of every paged list: 1-based page, page size, free-text search. `format=csv` exports all filtered rows. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  search: z.string().trim().max(200).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list with the total count of the filtered rows. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
