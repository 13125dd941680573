import { describe, expect, it } from 'vitest';
import { containsPattern, isUniqueViolation } from './sql-text.js';

describe('containsPattern', () => {
  it('matches the text anywhere, with wildcards typed by a user taken literally', () => {
    expect(containsPattern('acme')).toBe('%acme%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 on the error or any cause, and only that', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('wrapped', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('narrows to a constraint when named', () => {
    const error = { code: '23505', constraint: 'supplies_company_market_unique' };
    expect(isUniqueViolation(error, 'supplies_company_market_unique')).toBe(true);
    expect(isUniqueViolation(error, 'persons_username_unique')).toBe(false);
  });
});
