import { MESSAGES } from '@portico/domain';

/** What went wrong, independent of HTTP; the error handler maps each code to a status in one table. */
export type ErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'mfa_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  mfa_required: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

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
