import { MESSAGES } from './messages.js';

export const PASSWORD_MIN_LENGTH = 6;

/** The spec's policy: at least 6 characters with upper case, lower case and a digit. Returns the spec's message, or null when the password is acceptable. */
export function passwordPolicyError(password: string): string | null {
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password);
  return ok ? null : MESSAGES.passwordPolicy;
}

export function passwordConfirmError(password: string, confirm: string): string | null {
  return password === confirm ? null : MESSAGES.passwordsDontMatch;
}

/**
 * How long a set-password link works, and how its mail says so: a forgotten password's link is short-lived, a new
 * employee gets a week to accept the invitation.
 */
export const PASSWORD_LINK_LIFETIMES = {
  reset: { ms: 60 * 60 * 1000, inWords: 'within the hour' },
  welcome: { ms: 7 * 24 * 60 * 60 * 1000, inWords: 'within 7 days' },
} as const;
