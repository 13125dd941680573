import { describe, expect, it } from 'vitest';
import {
  accountTypeOptions,
  COMPANY_MESSAGES,
  INDUSTRIES,
  industryError,
  PASSWORD_LINK_LIFETIMES,
  wholesaleDateMissing,
} from './index.js';

describe('wholesaleDateMissing', () => {
  it('asks a WHOLESALE client for its agreement date, and nobody else', () => {
    expect(wholesaleDateMissing({ clientCategory: 'WHOLESALE', wholesaleAgreementDate: null })).toBe(true);
    expect(wholesaleDateMissing({ clientCategory: 'WHOLESALE', wholesaleAgreementDate: '' })).toBe(true);
    expect(wholesaleDateMissing({ clientCategory: 'WHOLESALE', wholesaleAgreementDate: '2026-01-31' })).toBe(false);
    expect(wholesaleDateMissing({ clientCategory: 'ENTERPRISE', wholesaleAgreementDate: null })).toBe(false);
    expect(wholesaleDateMissing({})).toBe(false);
  });
});

describe('industryError', () => {
  it('takes an industry from the list, or none', () => {
    expect(industryError(INDUSTRIES[0])).toBeNull();
    expect(industryError(null)).toBeNull();
    expect(industryError('')).toBeNull();
    expect(industryError(undefined)).toBeNull();
    // blanks are no choice, not an unknown industry
    expect(industryError('   ')).toBeNull();
  });

  it('refuses a new value that is not on the list, but lets a stored one stay', () => {
    expect(industryError('Basket weaving')).toBe('Please choose an industry from the list');
    expect(COMPANY_MESSAGES.industryUnknown).toBe('Please choose an industry from the list');
    expect(industryError('Basket weaving', 'Basket weaving')).toBeNull();
    expect(industryError('Underwater basket weaving', 'Basket weaving')).toBe(COMPANY_MESSAGES.industryUnknown);
  });
});

describe('accountTypeOptions', () => {
  it('offers MANAGED_ACCOUNT only below a partner or a distributor', () => {
    const below = (parentAccountType: string | null) =>
      accountTypeOptions('DIRECT_CUSTOMER', { parentCompanyId: parentAccountType ? 5000 : null, parentAccountType });
    expect(below('PARTNER')).toContain('MANAGED_ACCOUNT');
    expect(below('DISTRIBUTOR')).toContain('MANAGED_ACCOUNT');
    expect(below('DIRECT_CUSTOMER')).not.toContain('MANAGED_ACCOUNT');
    expect(below(null)).not.toContain('MANAGED_ACCOUNT');
  });
});

describe('PASSWORD_LINK_LIFETIMES', () => {
  it('gives a reset link an hour and a welcome link a week, and says so in words', () => {
    expect(PASSWORD_LINK_LIFETIMES.reset).toEqual({ ms: 3_600_000, inWords: 'within the hour' });
    expect(PASSWORD_LINK_LIFETIMES.welcome).toEqual({ ms: 604_800_000, inWords: 'within 7 days' });
  });
});
