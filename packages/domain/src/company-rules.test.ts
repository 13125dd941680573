import { describe, expect, it } from 'vitest';
import {
  accountTypeChangeError,
  accountTypeOptions,
  applySettingChange,
  buildSettingGroups,
  canClearTechSupport,
  COMPANY_MESSAGES,
  CONFIG_SETTING_GROUPS,
  groupsForAccountType,
  isAccountTypeEditable,
  isSettingLocked,
  resolveSettingValues,
  techSupportErrors,
  validateSettingValues,
} from './company-rules.js';
import { ACCOUNT_TYPES } from './companies.js';
import { MESSAGES } from './messages.js';

const set = { techSupportPhone: '+61 2 9000 0000', techSupportEmail: 'noc@example.com' };
const cleared = { techSupportPhone: '', techSupportEmail: null };

describe('technical-support contacts', () => {
  it('cannot be emptied once set, with one message each', () => {
    expect(techSupportErrors(set, cleared, { accountType: 'DIRECT_CUSTOMER', managedSupport: false })).toEqual([
      MESSAGES.techSupportPhoneRequired,
      MESSAGES.techSupportEmailRequired,
    ]);
    expect(
      techSupportErrors(set, { ...set, techSupportEmail: '  ' }, { accountType: 'PARTNER', managedSupport: true }),
    ).toEqual([MESSAGES.techSupportEmailRequired]);
  });

  it('may stay empty, be set and be changed', () => {
    const ctx = { accountType: 'DIRECT_CUSTOMER', managedSupport: false };
    expect(techSupportErrors(cleared, cleared, ctx)).toEqual([]);
    expect(techSupportErrors({}, set, ctx)).toEqual([]);
    expect(techSupportErrors(set, { techSupportPhone: '+1 555', techSupportEmail: 'x@y.z' }, ctx)).toEqual([]);
  });

  it('may be emptied by a managed account without the managed-support setting', () => {
    expect(canClearTechSupport({ accountType: 'MANAGED_ACCOUNT', managedSupport: false })).toBe(true);
    expect(techSupportErrors(set, cleared, { accountType: 'MANAGED_ACCOUNT', managedSupport: false })).toEqual([]);
  });

  it('may not be emptied by a managed account that has managed support on', () => {
    expect(canClearTechSupport({ accountType: 'MANAGED_ACCOUNT', managedSupport: true })).toBe(false);
    expect(techSupportErrors(set, cleared, { accountType: 'MANAGED_ACCOUNT', managedSupport: true })).toHaveLength(2);
  });
});

describe('account types', () => {
  const none = { parentCompanyId: null, parentAccountType: null };

  it('only a direct customer can change type', () => {
    expect(isAccountTypeEditable('DIRECT_CUSTOMER')).toBe(true);
    for (const type of ACCOUNT_TYPES.filter((t) => t !== 'DIRECT_CUSTOMER')) {
      expect(isAccountTypeEditable(type)).toBe(false);
      expect(accountTypeOptions(type, none)).toEqual([]);
      expect(accountTypeChangeError(type, 'PARTNER', none, true)).toBe(MESSAGES.accountTypeNotEditable);
    }
  });

  it('offers PARTNER and DISTRIBUTOR to any direct customer', () => {
    expect(accountTypeOptions('DIRECT_CUSTOMER', none)).toEqual(['PARTNER', 'DISTRIBUTOR']);
  });

  it('offers MANAGED_ACCOUNT only under a partner or distributor, ADMIN only under the provider', () => {
    expect(accountTypeOptions('DIRECT_CUSTOMER', { parentCompanyId: 2004, parentAccountType: 'PARTNER' })).toContain(
      'MANAGED_ACCOUNT',
    );
    expect(
      accountTypeOptions('DIRECT_CUSTOMER', { parentCompanyId: 2009, parentAccountType: 'DISTRIBUTOR' }),
    ).toContain('MANAGED_ACCOUNT');
    expect(
      accountTypeOptions('DIRECT_CUSTOMER', { parentCompanyId: 2001, parentAccountType: 'DIRECT_CUSTOMER' }),
    ).not.toContain('MANAGED_ACCOUNT');
    expect(accountTypeOptions('DIRECT_CUSTOMER', { parentCompanyId: 1, parentAccountType: 'ADMIN' })).toEqual([
      'PARTNER',
      'DISTRIBUTOR',
      'ADMIN',
    ]);
    expect(accountTypeOptions('DIRECT_CUSTOMER', { parentCompanyId: 1153, parentAccountType: 'ADMIN' })).toContain(
      'ADMIN',
    );
    expect(accountTypeOptions('DIRECT_CUSTOMER', none)).not.toContain('ADMIN');
  });

  it('needs the confirmation to become a PARTNER', () => {
    expect(accountTypeChangeError('DIRECT_CUSTOMER', 'PARTNER', none, false)).toBe(MESSAGES.partnerConfirm);
    expect(accountTypeChangeError('DIRECT_CUSTOMER', 'PARTNER', none, true)).toBeNull();
    expect(accountTypeChangeError('DIRECT_CUSTOMER', 'DISTRIBUTOR', none, false)).toBeNull();
  });

  it('refuses a type that is not offered', () => {
    expect(accountTypeChangeError('DIRECT_CUSTOMER', 'ADMIN', none, true)).toBe(COMPANY_MESSAGES.accountTypeNotOffered);
    expect(accountTypeChangeError('DIRECT_CUSTOMER', 'DIRECT_CUSTOMER', none, true)).toBe(
      COMPANY_MESSAGES.accountTypeNotOffered,
    );
  });
});

describe('config setting definitions', () => {
  it('has unique keys, ordered groups and the settings the spec names', () => {
    const keys = CONFIG_SETTING_GROUPS.flatMap((g) => g.settings.map((s) => s.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['BILLING_AGENT', 'MANAGED_SUPPORT']));
    const orders = CONFIG_SETTING_GROUPS.map((g) => g.displayOrder);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('gives each account type only its groups, in display order', () => {
    expect(groupsForAccountType('PARTNER').map((g) => g.key)).toEqual(['BILLING', 'SUPPORT', 'PARTNER_PORTAL']);
    expect(groupsForAccountType('MANAGED_ACCOUNT').map((g) => g.key)).toEqual(['SUPPORT', 'ORDERING']);
    expect(groupsForAccountType(null)).toEqual([]);
  });

  it('followers exist in a group of the same account types as their leader', () => {
    for (const group of CONFIG_SETTING_GROUPS) {
      for (const setting of group.settings) {
        for (const follower of setting.followSettingRules ?? []) {
          const owner = CONFIG_SETTING_GROUPS.find((g) => g.settings.some((s) => s.key === follower));
          expect(owner, follower).toBeDefined();
          for (const type of group.accountTypes) expect(owner?.accountTypes).toContain(type);
        }
      }
    }
  });
});

describe('config setting values', () => {
  it('resolves stored, then inherited, then default values', () => {
    const values = resolveSettingValues('MANAGED_ACCOUNT', { SELF_SERVICE_ORDERING: false }, { MANAGED_SUPPORT: true });
    expect(values).toEqual({
      MANAGED_SUPPORT: true,
      PARTNER_FIRST_LINE_SUPPORT: true,
      SELF_SERVICE_ORDERING: false,
      MARKETPLACE_LISTING: false,
    });
  });

  it('locks everything of the admin company, and BILLING_AGENT once a record exists', () => {
    expect(isSettingLocked('STAFF_CONSOLE', { companyAccountType: 'PARTNER', recordExists: false })).toBe(true);
    expect(isSettingLocked('MANAGED_SUPPORT', { companyAccountType: 'ADMIN', recordExists: false })).toBe(true);
    expect(isSettingLocked('BILLING_AGENT', { companyAccountType: 'PARTNER', recordExists: false })).toBe(false);
    expect(isSettingLocked('BILLING_AGENT', { companyAccountType: 'PARTNER', recordExists: true })).toBe(true);
    expect(isSettingLocked('BILLING_DIRECT', { companyAccountType: 'PARTNER', recordExists: true })).toBe(false);
    const groups = buildSettingGroups('ADMIN', {}, { companyAccountType: 'ADMIN', recordExists: false });
    expect(groups.flatMap((g) => g.settings).every((s) => s.locked)).toBe(true);
  });

  it('behaves as a radio group where maxSelection is 1, and copies values to followers', () => {
    const start = resolveSettingValues('PARTNER', {});
    expect(start.BILLING_DIRECT).toBe(true);
    const next = applySettingChange('PARTNER', start, 'BILLING_AGENT', true);
    expect(next.BILLING_AGENT).toBe(true);
    expect(next.BILLING_DIRECT).toBe(false);
    expect(next.HIDE_SUPPLY_DETAILS).toBe(true);
    const branded = applySettingChange('PARTNER', start, 'PARTNER_BRANDING', true);
    expect(branded.PARTNER_CONTACT_DETAILS).toBe(true);
    // a multi-select group leaves the other settings alone
    expect(branded.MANAGED_ACCOUNT_ORDERING).toBe(true);
  });

  it('refuses two settings on in a radio group', () => {
    const lock = { companyAccountType: 'PARTNER', recordExists: false };
    const result = validateSettingValues('PARTNER', {}, { BILLING_AGENT: true, BILLING_DIRECT: true }, lock);
    expect(result).toEqual({ error: COMPANY_MESSAGES.onlyOneSetting('Billing') });
  });

  it('refuses changes to locked settings and unknown keys', () => {
    const exists = { companyAccountType: 'PARTNER', recordExists: true };
    expect(validateSettingValues('PARTNER', {}, { BILLING_AGENT: true, BILLING_DIRECT: false }, exists)).toEqual({
      error: MESSAGES.settingLocked,
    });
    expect(validateSettingValues('PARTNER', {}, { NOPE: true }, exists)).toEqual({
      error: `${COMPANY_MESSAGES.unknownSetting} NOPE`,
    });
    expect(
      validateSettingValues(
        'ADMIN',
        {},
        { STAFF_CONSOLE: false },
        { companyAccountType: 'ADMIN', recordExists: false },
      ),
    ).toEqual({ error: MESSAGES.settingLocked });
    // sending a locked setting unchanged is fine
    expect(validateSettingValues('PARTNER', {}, { BILLING_AGENT: false, MANAGED_SUPPORT: true }, exists)).toEqual({
      values: expect.objectContaining({ BILLING_AGENT: false, MANAGED_SUPPORT: true }),
    });
  });

  it('applies follow rules on the server unless the follower was changed in the same request', () => {
    const lock = { companyAccountType: 'PARTNER', recordExists: false };
    const copied = validateSettingValues('PARTNER', {}, { BILLING_AGENT: true, BILLING_DIRECT: false }, lock);
    expect(copied).toEqual({ values: expect.objectContaining({ HIDE_SUPPLY_DETAILS: true }) });
    const explicit = validateSettingValues(
      'PARTNER',
      { HIDE_SUPPLY_DETAILS: true },
      { BILLING_AGENT: true, BILLING_DIRECT: false, HIDE_SUPPLY_DETAILS: false },
      lock,
    );
    expect(explicit).toEqual({ values: expect.objectContaining({ HIDE_SUPPLY_DETAILS: false }) });
  });
});
