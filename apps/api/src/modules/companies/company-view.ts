import type { CompanyAddress, CompanyConfigSettings, CompanyDetail, CompanySummary } from '@portico/contract';
import {
  accountTypeOptions,
  buildSettingGroups,
  CHILD_ACCOUNT_TYPE,
  COMPANY_MESSAGES,
  isAccountTypeEditable,
  PROVIDER_COMPANY_IDS,
  resolveSettingValues,
  type SettingValues,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { invalid, notFound } from '../../errors.js';
import * as repo from './companies.repository.js';
import type { CompanyPeople } from './company-people.js';

// What the companies use cases share: reading a company for a change, its detail and settings views.

export type CompanyRow = repo.CompanyRow;

/** The fields whose value differs, before and after, for the audit record and the history tab. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const was = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const now = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (JSON.stringify(was ?? null) !== JSON.stringify(now ?? null)) {
      b[key] = was ?? null;
      a[key] = now ?? null;
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

/** '' means "no value" in a form; the database keeps null. Undefined stays undefined (not sent: unchanged). */
export function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const PROVIDER_IDS = PROVIDER_COMPANY_IDS as readonly number[];

export function toSummary(row: repo.CompanySummaryRow): CompanySummary {
  return {
    companyId: row.id,
    companyUid: row.uid,
    legalName: row.legalName,
    tradingName: row.tradingName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    accountType: row.accountType,
    active: row.active,
    published: row.published,
    createDate: row.createdAt.getTime(),
  };
}

export function toAddress(row: repo.DetailAddress): CompanyAddress {
  return {
    addressId: row.id,
    billing: row.isBilling,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
  };
}

export async function requireCompany(tx: DbOrTx, companyId: number, forUpdate = false): Promise<CompanyRow> {
  const row = forUpdate ? await repo.findCompanyForUpdate(tx, companyId) : await repo.findCompany(tx, companyId);
  if (!row) throw notFound();
  return row;
}

export async function parentOf(tx: DbOrTx, row: CompanyRow): Promise<CompanyRow | null> {
  return row.parentCompanyId === null ? null : repo.findCompany(tx, row.parentCompanyId);
}

/** The account type at the top of the parent chain (guarded against cycles and very deep trees). */
export async function rootAccountType(tx: DbOrTx, row: CompanyRow): Promise<string> {
  let current = row;
  const seen = new Set<number>([row.id]);
  for (let depth = 0; depth < 10 && current.parentCompanyId !== null; depth++) {
    if (seen.has(current.parentCompanyId)) break;
    const parent = await repo.findCompany(tx, current.parentCompanyId);
    if (!parent) break;
    seen.add(parent.id);
    current = parent;
  }
  return current.accountType;
}

/** Settings a company inherits: the child defaults of the company above it. */
export async function inheritedSettings(tx: DbOrTx, row: CompanyRow): Promise<SettingValues> {
  if (row.parentCompanyId === null) return {};
  const parentConfig = await repo.findConfig(tx, row.parentCompanyId);
  return (parentConfig?.childDefaults as SettingValues | undefined) ?? {};
}

export async function effectiveSettings(tx: DbOrTx, row: CompanyRow): Promise<SettingValues> {
  const config = await repo.findConfig(tx, row.id);
  return resolveSettingValues(
    row.accountType,
    (config?.companyOverrides as SettingValues | undefined) ?? {},
    await inheritedSettings(tx, row),
  );
}

export async function managedSupportOf(tx: DbOrTx, row: CompanyRow): Promise<boolean> {
  return (await effectiveSettings(tx, row)).MANAGED_SUPPORT ?? false;
}

/**
 * A company's detail. Its own parts come from one query (decision 0017): `extras` when the caller read them with the
 * row, otherwise read here by id (after a change, inside its transaction); the account manager is people's to name
 * (`people`, decision 0067), read in the same statement with people's SQL (decision 0096).
 */
export async function detail(
  tx: DbOrTx,
  people: CompanyPeople,
  row: CompanyRow,
  known?: repo.CompanyDetailExtras,
): Promise<CompanyDetail> {
  const extras = known ?? (await repo.findCompanyDetailExtras(tx, row.id, people.personRefJson));
  const { addresses, parentAccountType, hasLogo } = extras;
  const manager = row.accountManagerId === null ? null : extras.accountManager;
  const managedSupport =
    resolveSettingValues(
      row.accountType,
      (extras.companyOverrides as SettingValues | null) ?? {},
      // what inheritedSettings() reads: the child defaults of the company above, if any
      row.parentCompanyId === null ? {} : ((extras.inheritedDefaults as SettingValues | null) ?? {}),
    ).MANAGED_SUPPORT ?? false;
  const billing = addresses.find((a) => a.isBilling) ?? null;
  const physical = addresses.find((a) => !a.isBilling) ?? null;
  const context = { parentCompanyId: row.parentCompanyId, parentAccountType };
  return {
    ...toSummary(row),
    www: row.www,
    description: row.description,
    legalIdentifier: row.legalIdentifier,
    companyType: row.companyType,
    industry: row.industry,
    clientCategory: row.clientCategory,
    wholesaleAgreementDate: row.wholesaleAgreementDate,
    techSupportPhone: row.techSupportPhone,
    techSupportEmail: row.techSupportEmail,
    accountManager: manager
      ? {
          personId: manager.personId,
          personUid: manager.personUid,
          firstName: manager.firstName,
          lastName: manager.lastName,
          email: manager.email,
        }
      : null,
    globalPortPartner: row.globalPortPartner,
    partnerRegistrationDate: row.partnerRegistrationDate,
    commissionRateBp: row.commissionRateBp,
    channelPartner: row.channelPartner,
    parentCompanyId: row.parentCompanyId,
    parentAccountType,
    billingAddress: billing ? toAddress(billing) : null,
    physicalAddress: physical ? toAddress(physical) : null,
    creditCheckStatus: row.creditCheckStatus,
    creditCheckedAt: row.creditCheckedAt?.getTime() ?? null,
    managedSupport,
    hasLogo,
    accountTypeEditable: isAccountTypeEditable(row.accountType),
    accountTypeOptions: accountTypeOptions(row.accountType, context),
  };
}

export async function requireProviderEmployee(tx: DbOrTx, people: CompanyPeople, personId: number) {
  const person = await people.personRef(tx, personId);
  if (!person || !person.active || !PROVIDER_IDS.includes(person.companyId))
    throw invalid(COMPANY_MESSAGES.accountManagerNotProvider);
}

export async function configView(tx: DbOrTx, company: CompanyRow): Promise<CompanyConfigSettings> {
  const config = await repo.findConfig(tx, company.id);
  const lock = { companyAccountType: company.accountType, recordExists: config !== null };
  const overrides = resolveSettingValues(
    company.accountType,
    (config?.companyOverrides as SettingValues | undefined) ?? {},
    await inheritedSettings(tx, company),
  );
  const childType = CHILD_ACCOUNT_TYPE[company.accountType] ?? null;
  const childDefaults = resolveSettingValues(childType, (config?.childDefaults as SettingValues | undefined) ?? {});
  return {
    companyId: company.id,
    companyUid: company.uid,
    accountType: company.accountType,
    rootAccountType: await rootAccountType(tx, company),
    recordExists: config !== null,
    companyOverrides: buildSettingGroups(company.accountType, overrides, lock),
    childAccountType: childType,
    childDefaults: buildSettingGroups(childType, childDefaults, lock),
  };
}
