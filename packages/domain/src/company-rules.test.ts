import { describe, expect, it } from 'vitest';
import {
  accountTypeChangeError,
  accountTypeOptions,
  canClearTechSupport,
  COMPANY_MESSAGES,
  isAccountTypeEditable,
  LOGO_MAX_BYTES,
  techSupportErrors,
} from './company-rules.js';
import {
  applySettingChange,
  buildSettingGroups,
  CHILD_ACCOUNT_TYPE,
  CONFIG_SETTING_GROUPS,
  groupsForAccountType,
  isSettingLocked,
  resolveSettingValues,
  validateSettingValues,
} from './company-settings.js';
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
    ).toEqual(['PARTNER', 'DISTRIBUTOR']);
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

describe('logos', () => {
  it('may be up to 1 MB, as the message says', () => {
    expect(LOGO_MAX_BYTES).toBe(1_048_576);
    expect(COMPANY_MESSAGES.logoTooLarge).toBe('The image is too large: the limit is 1 MB.');
  });
});

describe('config setting definitions', () => {
  // What the config screen shows a new company of each type: group, setting and its default (on/off), locked ones
  // marked. The labels are what staff read; the defaults are what a new company gets (decision 0008).
  const screen = (accountType: string) =>
    buildSettingGroups(accountType, {}, { companyAccountType: accountType, recordExists: false }).map(
      (g) =>
        `${g.label}: ${g.settings.map((x) => `${x.label} ${x.value ? 'on' : 'off'}${x.locked ? ' (locked)' : ''}`).join('; ')}`,
    );

  it('shows each account type its groups, labels and defaults', () => {
    const billing =
      'Billing: The provider invoices the partner’s customers directly on; The partner is the billing agent and invoices its own customers off';
    const support =
      'Technical support: Managed accounts keep their own technical support contacts off; The partner is first-line support on';
    const portal =
      'Partner portal: Hide supply details from managed accounts off; Show the partner’s branding to its customers off; Show the partner’s contact details to its customers off; Managed accounts may place orders on';
    const ordering = 'Ordering: May order services in the portal on; May list services on the marketplace off';
    expect(screen('PARTNER')).toEqual([billing, support, portal]);
    expect(screen('DISTRIBUTOR')).toEqual([
      billing,
      support,
      portal,
      'Distribution: Partners may be registered under this distributor on',
    ]);
    expect(screen('MANAGED_ACCOUNT')).toEqual([support, ordering]);
    expect(screen('DIRECT_CUSTOMER')).toEqual([ordering]);
    expect(screen('ADMIN')).toEqual(['Administration: Staff console access on (locked)']);
  });

  it('names the groups by key and the account types they apply to', () => {
    const groups = buildSettingGroups('DISTRIBUTOR', {}, { companyAccountType: 'DISTRIBUTOR', recordExists: false });
    expect(groups.map((g) => [g.key, g.displayOrder, g.accountTypes, g.maxSelection])).toEqual([
      ['BILLING', 1, ['PARTNER', 'DISTRIBUTOR'], 1],
      ['SUPPORT', 2, ['PARTNER', 'DISTRIBUTOR', 'MANAGED_ACCOUNT'], null],
      ['PARTNER_PORTAL', 3, ['PARTNER', 'DISTRIBUTOR'], null],
      ['DISTRIBUTION', 4, ['DISTRIBUTOR'], null],
    ]);
    expect(groups.at(-1)?.settings.map((x) => x.key)).toEqual(['SUB_PARTNERS']);
    expect(groupsForAccountType('ADMIN').map((g) => g.key)).toEqual(['ADMINISTRATION']);
    expect(groupsForAccountType('DIRECT_CUSTOMER').map((g) => g.key)).toEqual(['ORDERING']);
  });

  it('lists the followers of each setting, none for most', () => {
    const settings = buildSettingGroups('PARTNER', {}, { companyAccountType: 'PARTNER', recordExists: false }).flatMap(
      (g) => g.settings,
    );
    expect(Object.fromEntries(settings.map((x) => [x.key, x.followSettingRules]))).toEqual({
      BILLING_DIRECT: [],
      BILLING_AGENT: ['HIDE_SUPPLY_DETAILS'],
      MANAGED_SUPPORT: [],
      PARTNER_FIRST_LINE_SUPPORT: [],
      HIDE_SUPPLY_DETAILS: [],
      PARTNER_BRANDING: ['PARTNER_CONTACT_DETAILS'],
      PARTNER_CONTACT_DETAILS: [],
      MANAGED_ACCOUNT_ORDERING: [],
    });
  });

  it('passes a partner’s defaults to its managed accounts and a distributor’s to its partners', () => {
    expect(CHILD_ACCOUNT_TYPE).toEqual({ PARTNER: 'MANAGED_ACCOUNT', DISTRIBUTOR: 'PARTNER' });
  });

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

  it('shows the stored values, off included, and the default where none is stored', () => {
    const groups = buildSettingGroups(
      'MANAGED_ACCOUNT',
      { PARTNER_FIRST_LINE_SUPPORT: false, MARKETPLACE_LISTING: true },
      { companyAccountType: 'MANAGED_ACCOUNT', recordExists: true },
    );
    expect(Object.fromEntries(groups.flatMap((g) => g.settings).map((x) => [x.key, x.value]))).toEqual({
      MANAGED_SUPPORT: false,
      PARTNER_FIRST_LINE_SUPPORT: false,
      SELF_SERVICE_ORDERING: true,
      MARKETPLACE_LISTING: true,
    });
  });

  it('locks everything of the admin company, and BILLING_AGENT once a record exists', () => {
    expect(isSettingLocked('NOT_A_SETTING', { companyAccountType: 'PARTNER', recordExists: true })).toBe(false);
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

  it('changes only settings the account type has', () => {
    const start = resolveSettingValues('DIRECT_CUSTOMER', {});
    expect(applySettingChange('DIRECT_CUSTOMER', start, 'SELF_SERVICE_ORDERING', false)).toEqual({
      SELF_SERVICE_ORDERING: false,
      MARKETPLACE_LISTING: false,
    });
    // a leader whose follower the type does not have changes alone
    expect(applySettingChange('DIRECT_CUSTOMER', start, 'PARTNER_BRANDING', true)).toEqual({
      ...start,
      PARTNER_BRANDING: true,
    });
    expect(applySettingChange('PARTNER', {}, 'NOT_A_SETTING', true)).toEqual({ NOT_A_SETTING: true });
  });

  it('leaves followers alone when their leader does not change', () => {
    const lock = { companyAccountType: 'PARTNER', recordExists: true };
    const result = validateSettingValues('PARTNER', { HIDE_SUPPLY_DETAILS: true }, { MANAGED_SUPPORT: true }, lock);
    expect(result).toEqual({
      values: expect.objectContaining({ BILLING_AGENT: false, HIDE_SUPPLY_DETAILS: true, MANAGED_SUPPORT: true }),
    });
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
