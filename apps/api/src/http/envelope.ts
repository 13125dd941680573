import { API_TERMS, type Envelope } from '@portico/contract';

/** Wrap a result in the response envelope every successful answer uses. */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { message, terms: API_TERMS, data };
}
