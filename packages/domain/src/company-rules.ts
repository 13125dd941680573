import type { AccountType } from './companies.js';
import { MESSAGES } from './messages.js';
import { isPartnerAccountType } from './partner-rules.js';
import { PROVIDER_COMPANY_IDS } from './permissions.js';

/**
 * Rules of the company screens that both the server and the browser apply: technical-support contacts, the account
 * types a company may move to, and the company config settings. Decisions where the spec is silent are recorded in
 * docs/decisions/0008-company-account-types-and-settings.md.
 */

/** Our own wording for situations the spec has no message for (the spec's messages are in MESSAGES). */
export const COMPANY_MESSAGES = {
  wholesaleDateRequired: 'Please enter the wholesale agreement date for a WHOLESALE client',
  industryUnknown: 'Please choose an industry from the list',
  accountManagerNotProvider: 'The account manager must be an employee of the provider',
  accountTypeNotOffered: 'That account type cannot be chosen for this company',
  addressKindExists: 'The company already has an address of this kind; update that address instead',
  companyRegistered: 'Company registered',
  companyActivated: 'Company activated',
  companyDeactivated: 'Company deactivated',
  profilePublished: 'Company profile published',
  profileHidden: 'Company profile hidden',
  creditChecked: 'Credit check completed',
  creditChecksOff: 'Credit checks are not available on this server: no credit bureau is configured.',
  logoUploaded: 'Logo uploaded',
  logoTooLarge: 'The image is too large: the limit is 1 MB.',
  providerNotDeletable: "The provider's own companies cannot be deleted",
  configExists: 'This company already has config settings; update them instead',
  configMissing: 'This company has no config settings yet; create them first',
  unknownSetting: 'Unknown setting:',
  onlyOneSetting: (group: string) => `Only one setting of the group "${group}" can be on`,
} as const;

/** Logo uploads: at most this many bytes, and only these image types. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** Logos are raster images only: SVG can carry script, GIF is not worth the risk (decision 0015). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The spec has "a long industry list" without its contents; this is ours (decision 0008). */
export const INDUSTRIES = [
  'Agriculture',
  'Cloud Service Provider',
  'Construction',
  'Content Delivery',
  'Data Centre',
  'Education',
  'Energy and Utilities',
  'Financial Services',
  'Gaming',
  'Government',
  'Healthcare',
  'Hospitality',
  'Insurance',
  'Internet Service Provider',
  'Logistics and Transport',
  'Managed Service Provider',
  'Manufacturing',
  'Media and Entertainment',
  'Mining and Resources',
  'Not for Profit',
  'Professional Services',
  'Real Estate',
  'Retail',
  'Software',
  'Systems Integrator',
  'Telecommunications',
  'Other',
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Technical-support contacts

export interface TechSupportContacts {
  techSupportPhone?: string | null;
  techSupportEmail?: string | null;
}

export interface TechSupportContext {
  accountType: string;
  /** the effective MANAGED_SUPPORT setting of the company */
  managedSupport: boolean;
}

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** Managed accounts whose config does not turn MANAGED_SUPPORT on leave support to their partner. */
export function canClearTechSupport(context: TechSupportContext): boolean {
  return context.accountType === 'MANAGED_ACCOUNT' && !context.managedSupport;
}

/** Messages for technical-support contacts that were set and are now emptied; empty when the change is allowed. */
export function techSupportErrors(
  before: TechSupportContacts,
  after: TechSupportContacts,
  context: TechSupportContext,
): string[] {
  if (canClearTechSupport(context)) return [];
  const errors: string[] = [];
  if (!isBlank(before.techSupportPhone) && isBlank(after.techSupportPhone))
    errors.push(MESSAGES.techSupportPhoneRequired);
  if (!isBlank(before.techSupportEmail) && isBlank(after.techSupportEmail))
    errors.push(MESSAGES.techSupportEmailRequired);
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Account types

export interface AccountTypeContext {
  /** the company above this one (partner, distributor or the provider), if any */
  parentCompanyId: number | null;
  parentAccountType: string | null;
}

/** Only a direct customer's account type can change; every other type is final. */
export function isAccountTypeEditable(current: string): boolean {
  return current === 'DIRECT_CUSTOMER';
}

/**
 * The types a company may move to. A direct customer may become a PARTNER or a DISTRIBUTOR; a MANAGED_ACCOUNT only
 * when a partner or distributor sits above it; ADMIN only when the provider itself sits above it (a provider
 * entity that was registered as a customer).
 */
export function accountTypeOptions(current: string, context: AccountTypeContext): AccountType[] {
  if (!isAccountTypeEditable(current)) return [];
  const options: AccountType[] = ['PARTNER', 'DISTRIBUTOR'];
  if (context.parentAccountType !== null && isPartnerAccountType(context.parentAccountType))
    options.push('MANAGED_ACCOUNT');
  if (context.parentCompanyId !== null && (PROVIDER_COMPANY_IDS as readonly number[]).includes(context.parentCompanyId))
    options.push('ADMIN');
  return options;
}

/** Becoming a PARTNER cannot be undone, so it needs the user's explicit confirmation. */
export function needsPartnerConfirmation(target: string): boolean {
  return target === 'PARTNER';
}

/** Why the change is refused, or null when it may go ahead. */
export function accountTypeChangeError(
  current: string,
  target: string,
  context: AccountTypeContext,
  confirmed: boolean,
): string | null {
  if (!isAccountTypeEditable(current)) return MESSAGES.accountTypeNotEditable;
  if (!(accountTypeOptions(current, context) as string[]).includes(target))
    return COMPANY_MESSAGES.accountTypeNotOffered;
  if (needsPartnerConfirmation(target) && !confirmed) return MESSAGES.partnerConfirm;
  return null;
}

/** A WHOLESALE client needs its wholesale agreement date (the form, the contract and the stored company alike). */
export function wholesaleDateMissing(company: {
  clientCategory?: string | null;
  wholesaleAgreementDate?: string | null;
}): boolean {
  return company.clientCategory === 'WHOLESALE' && !company.wholesaleAgreementDate;
}

export function isIndustry(value: string): boolean {
  return (INDUSTRIES as readonly string[]).includes(value);
}

/**
 * The industry is chosen from the list. A value stored before the list existed may be kept as it is, but a new
 * value must come from the list. Null when acceptable.
 */
export function industryError(next: string | null | undefined, stored: string | null = null): string | null {
  if (next === undefined || next === null || next.trim() === '' || next === stored || isIndustry(next)) return null;
  return COMPANY_MESSAGES.industryUnknown;
}
