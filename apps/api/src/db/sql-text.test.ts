import { describe, expect, it } from 'vitest';
import { containsPattern, isUniqueViolation, textSearchValues } from './sql-text.js';

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

describe('textSearchValues', () => {
  it('looks for nothing when the text is empty or blank', () => {
    expect(textSearchValues(undefined)).toBeNull();
    expect(textSearchValues('')).toBeNull();
    expect(textSearchValues('   ')).toBeNull();
  });

  it('looks for the trimmed text anywhere, and for the id a whole number names', () => {
    expect(textSearchValues('  acme ')).toEqual({ like: '%acme%' });
    expect(textSearchValues('2001')).toEqual({ like: '%2001%', id: 2001 });
    expect(textSearchValues('123456789')).toEqual({ like: '%123456789%', id: 123456789 });
    // too long for an id, a sign or a point: text only
    expect(textSearchValues('1234567890')).toEqual({ like: '%1234567890%' });
    expect(textSearchValues('-5')).toEqual({ like: '%-5%' });
    expect(textSearchValues('2.5')).toEqual({ like: '%2.5%' });
  });
});
