import type { AccountType } from './companies.js';
import { COMPANY_MESSAGES } from './company-rules.js';
import { MESSAGES } from './messages.js';

/**
 * The company config settings (customer portal spec, the company screen's settings tab): which groups an account
 * type has, which settings a parent locks, and how a change is checked. Decision 0008.
 */

export interface ConfigSettingDefinition {
  key: string;
  label: string;
  /** default value */
  value: boolean;
  /** always locked, whatever the company */
  locked?: boolean;
  /** keys of the settings that copy this setting's value whenever it changes */
  followSettingRules?: string[];
}

export interface ConfigSettingGroupDefinition {
  key: string;
  label: string;
  displayOrder: number;
  /** the account types the group applies to */
  accountTypes: AccountType[];
  /** 1: the group behaves as a radio group (at most one setting on); null: no limit */
  maxSelection: number | null;
  settings: ConfigSettingDefinition[];
}

export const CONFIG_SETTING_GROUPS: readonly ConfigSettingGroupDefinition[] = [
  {
    key: 'BILLING',
    label: 'Billing',
    displayOrder: 1,
    accountTypes: ['PARTNER', 'DISTRIBUTOR'],
    maxSelection: 1,
    settings: [
      { key: 'BILLING_DIRECT', label: 'The provider invoices the partner’s customers directly', value: true },
      {
        key: 'BILLING_AGENT',
        label: 'The partner is the billing agent and invoices its own customers',
        value: false,
        followSettingRules: ['HIDE_SUPPLY_DETAILS'],
      },
    ],
  },
  {
    key: 'SUPPORT',
    label: 'Technical support',
    displayOrder: 2,
    accountTypes: ['PARTNER', 'DISTRIBUTOR', 'MANAGED_ACCOUNT'],
    maxSelection: null,
    settings: [
      {
        key: 'MANAGED_SUPPORT',
        label: 'Managed accounts keep their own technical support contacts',
        value: false,
      },
      { key: 'PARTNER_FIRST_LINE_SUPPORT', label: 'The partner is first-line support', value: true },
    ],
  },
  {
    key: 'PARTNER_PORTAL',
    label: 'Partner portal',
    displayOrder: 3,
    accountTypes: ['PARTNER', 'DISTRIBUTOR'],
    maxSelection: null,
    settings: [
      { key: 'HIDE_SUPPLY_DETAILS', label: 'Hide supply details from managed accounts', value: false },
      {
        key: 'PARTNER_BRANDING',
        label: 'Show the partner’s branding to its customers',
        value: false,
        followSettingRules: ['PARTNER_CONTACT_DETAILS'],
      },
      { key: 'PARTNER_CONTACT_DETAILS', label: 'Show the partner’s contact details to its customers', value: false },
      { key: 'MANAGED_ACCOUNT_ORDERING', label: 'Managed accounts may place orders', value: true },
    ],
  },
  {
    key: 'DISTRIBUTION',
    label: 'Distribution',
    displayOrder: 4,
    accountTypes: ['DISTRIBUTOR'],
    maxSelection: null,
    settings: [{ key: 'SUB_PARTNERS', label: 'Partners may be registered under this distributor', value: true }],
  },
  {
    key: 'ORDERING',
    label: 'Ordering',
    displayOrder: 5,
    accountTypes: ['DIRECT_CUSTOMER', 'MANAGED_ACCOUNT'],
    maxSelection: null,
    settings: [
      { key: 'SELF_SERVICE_ORDERING', label: 'May order services in the portal', value: true },
      { key: 'MARKETPLACE_LISTING', label: 'May list services on the marketplace', value: false },
    ],
  },
  {
    key: 'ADMINISTRATION',
    label: 'Administration',
    displayOrder: 6,
    accountTypes: ['ADMIN'],
    maxSelection: null,
    settings: [{ key: 'STAFF_CONSOLE', label: 'Staff console access', value: true, locked: true }],
  },
];

/** What a company of each type passes down: a partner's defaults are for its managed accounts, and so on. */
export const CHILD_ACCOUNT_TYPE: Partial<Record<AccountType, AccountType>> = {
  PARTNER: 'MANAGED_ACCOUNT',
  DISTRIBUTOR: 'PARTNER',
};

export type SettingValues = Record<string, boolean>;

export interface ConfigSetting {
  key: string;
  label: string;
  value: boolean;
  locked: boolean;
  followSettingRules: string[];
}

export interface ConfigSettingGroup {
  key: string;
  label: string;
  displayOrder: number;
  accountTypes: AccountType[];
  maxSelection: number | null;
  settings: ConfigSetting[];
}

export interface LockContext {
  /** the account type of the company the record belongs to (not of the children, for childDefaults) */
  companyAccountType: string;
  recordExists: boolean;
}

export function groupsForAccountType(accountType: string | null | undefined): ConfigSettingGroupDefinition[] {
  if (!accountType) return [];
  return CONFIG_SETTING_GROUPS.filter((g) => (g.accountTypes as string[]).includes(accountType)).sort(
    (a, b) => a.displayOrder - b.displayOrder,
  );
}

function definitionOf(key: string): { group: ConfigSettingGroupDefinition; setting: ConfigSettingDefinition } | null {
  for (const group of CONFIG_SETTING_GROUPS) {
    const setting = group.settings.find((s) => s.key === key);
    if (setting) return { group, setting };
  }
  return null;
}

/** The admin company's settings never change; BILLING_AGENT is fixed once the company has a config record. */
export function isSettingLocked(key: string, context: LockContext): boolean {
  if (context.companyAccountType === 'ADMIN') return true;
  if (key === 'BILLING_AGENT' && context.recordExists) return true;
  return definitionOf(key)?.setting.locked ?? false;
}

/** Every setting of the account type's groups: stored value, else the inherited one, else the default. */
export function resolveSettingValues(
  accountType: string | null | undefined,
  stored: SettingValues,
  inherited: SettingValues = {},
): SettingValues {
  const values: SettingValues = {};
  for (const group of groupsForAccountType(accountType)) {
    for (const setting of group.settings)
      values[setting.key] = stored[setting.key] ?? inherited[setting.key] ?? setting.value;
  }
  return values;
}

/** The groups of an account type with their current values and locks, in display order. */
export function buildSettingGroups(
  accountType: string | null | undefined,
  values: SettingValues,
  lock: LockContext,
): ConfigSettingGroup[] {
  return groupsForAccountType(accountType).map((group) => ({
    key: group.key,
    label: group.label,
    displayOrder: group.displayOrder,
    accountTypes: [...group.accountTypes],
    maxSelection: group.maxSelection,
    settings: group.settings.map((setting) => ({
      key: setting.key,
      label: setting.label,
      value: values[setting.key] ?? setting.value,
      locked: isSettingLocked(setting.key, lock),
      followSettingRules: [...(setting.followSettingRules ?? [])],
    })),
  }));
}

/**
 * One setting changed by the user, as the form does it: in a radio group turning one on turns the others off, and
 * the settings that follow it copy its value.
 */
export function applySettingChange(
  accountType: string,
  values: SettingValues,
  key: string,
  value: boolean,
): SettingValues {
  const next = { ...values, [key]: value };
  const found = definitionOf(key);
  if (!found) return next;
  if (found.group.maxSelection === 1 && value) {
    for (const other of found.group.settings) if (other.key !== key) next[other.key] = false;
  }
  const inScope = resolveSettingValues(accountType, {});
  for (const follower of found.setting.followSettingRules ?? []) if (follower in inScope) next[follower] = value;
  return next;
}

/**
 * The server's check of a whole set of values against the stored ones: unknown keys, locked settings changed and
 * radio groups with two settings on are refused. Follow rules are applied to the leaders that changed. Returns the
 * values to store, or the message to refuse them with.
 */
export function validateSettingValues(
  accountType: string | null | undefined,
  before: SettingValues,
  requested: SettingValues,
  lock: LockContext,
): { values: SettingValues } | { error: string } {
  const current = resolveSettingValues(accountType, before);
  for (const key of Object.keys(requested)) {
    if (!(key in current)) return { error: `${COMPANY_MESSAGES.unknownSetting} ${key}` };
  }
  const next: SettingValues = { ...current, ...requested };
  for (const group of groupsForAccountType(accountType)) {
    for (const setting of group.settings) {
      if (current[setting.key] === next[setting.key]) continue;
      // a follower the request changed itself keeps the request's value; otherwise it copies its leader
      for (const follower of setting.followSettingRules ?? [])
        if (follower in next && next[follower] === current[follower]) next[follower] = next[setting.key] as boolean;
    }
  }
  for (const key of Object.keys(next)) {
    if (next[key] !== current[key] && isSettingLocked(key, lock)) return { error: MESSAGES.settingLocked };
  }
  for (const group of groupsForAccountType(accountType)) {
    if (group.maxSelection === null) continue;
    const on = group.settings.filter((s) => next[s.key]).length;
    if (on > group.maxSelection) return { error: COMPANY_MESSAGES.onlyOneSetting(group.label) };
  }
  return { values: next };
}
