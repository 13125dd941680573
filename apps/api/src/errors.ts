import { ERROR_CODES, type ErrorCode } from '@portico/contract';
import { MESSAGES } from '@portico/domain';

/** What went wrong, independent of HTTP: the wire's `code`, listed once with its status in the contract. */
export type { ErrorCode };

/** The one table the error handler maps codes to HTTP status with. */
export const STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = ERROR_CODES;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = MESSAGES.notFound) => new AppError('not_found', what);
export const forbidden = () => new AppError('forbidden', MESSAGES.forbidden);
export const unauthenticated = (message: string = MESSAGES.notLoggedIn) => new AppError('unauthenticated', message);
export const invalid = (message: string, details?: unknown) => new AppError('validation', message, details);

/** Refuses (400) with the words a domain rule answers; the rules (`…Error`) answer null when all is well. */
export function requireValid(refusal: string | null): void {
  if (refusal !== null) throw invalid(refusal);
}

/** A refusal for a while (429): the error handler sends `retryAfterSeconds` as the Retry-After header. */
export class TryLater extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
    this.name = 'TryLater';
  }
}
