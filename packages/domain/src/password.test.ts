import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { passwordConfirmError, passwordPolicyError } from './password.js';

describe('password policy', () => {
  it.each(['Portico1', 'aB3456', 'Correct Horse 9'])('accepts %s', (pw) => {
    expect(passwordPolicyError(pw)).toBeNull();
  });

  it.each([
    ['too short', 'aB345'],
    ['no upper case', 'portico1'],
    ['no lower case', 'PORTICO1'],
    ['no digit', 'Porticoo'],
    ['empty', ''],
  ])('rejects a password with %s using the spec message', (_why, pw) => {
    expect(passwordPolicyError(pw)).toBe('Password needs min 6 chars, upper and lower case and at least one number');
  });

  it('requires the confirmation to match', () => {
    expect(passwordConfirmError('Portico1', 'Portico1')).toBeNull();
    expect(passwordConfirmError('Portico1', 'Portico2')).toBe(MESSAGES.passwordsDontMatch);
    expect(MESSAGES.passwordsDontMatch).toBe("Passwords don't match");
  });
});
