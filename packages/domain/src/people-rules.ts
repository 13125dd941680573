import { DEFAULT_EMPLOYEE_POSITION } from './companies.js';
import { MESSAGES } from './messages.js';
import { CUSTOMER_PERMISSIONS, type Permission, PROVIDER_COMPANY_IDS } from './permissions.js';

/**
 * Rules of people, e-mail addresses, positions and security roles (admin console spec §3-§6), shared by the
 * server and the browser.
 */

/** Messages of our own where the spec shows none (the spec's messages live in MESSAGES). */
export const PEOPLE_MESSAGES = {
  featureFlagEmpty: 'Please enter a feature flag.',
  cannotDeactivateSelf: 'You cannot deactivate your own login.',
  positionNotUsable: 'This position is not available to the company of this person.',
  positionExists: 'A position with this name already exists.',
  roleNotAllowed: 'This security role holds permissions that only the provider can give.',
  emailInvalid: MESSAGES.emailInvalid,
  emailNotFound: 'This person has no such email address.',
  mobileInvalid: 'Please enter a valid mobile number.',
  actingCompanyUnavailable: 'You cannot act for this company.',
  tooManyTaken: 'Too many addresses or usernames that are already in use. Please wait a few minutes and try again.',
} as const;

/** Permissions only the provider's own people may hold: a customer company can never be given them. */
export const STAFF_ONLY_PERMISSIONS: readonly Permission[] = ['admin', 'virtual_employee', 'configure_partner'];

export function isProviderCompany(companyId: number): boolean {
  return (PROVIDER_COMPANY_IDS as readonly number[]).includes(companyId);
}

/** The permissions of a role that the company's people could not hold (empty when the role is fine for it). */
export function forbiddenPermissionsFor(companyId: number | null, permissions: readonly string[]): string[] {
  // A position shared by every company (companyId null) is used by customers too.
  if (companyId !== null && isProviderCompany(companyId)) return [];
  return permissions.filter((p) => !(CUSTOMER_PERMISSIONS as readonly string[]).includes(p));
}

export function canCompanyHoldRole(companyId: number | null, permissions: readonly string[]): boolean {
  return forbiddenPermissionsFor(companyId, permissions).length === 0;
}

/** A position is usable by a company when it is shared (no company) or the company's own. */
export function isPositionUsableBy(positionCompanyId: number | null, companyId: number): boolean {
  return positionCompanyId === null || positionCompanyId === companyId;
}

/**
 * The position a new employee gets: none given means the default ('Technical Contact'); an empty one is an error.
 * Answers `{ name }` or `{ error }` with the spec's message.
 */
export function newEmployeePosition(positionName: string | undefined | null): { name: string } | { error: string } {
  if (positionName === undefined || positionName === null) return { name: DEFAULT_EMPLOYEE_POSITION };
  const name = positionName.trim();
  return name === '' ? { error: MESSAGES.positionNameRequired } : { name };
}

/** International or local mobile numbers: digits with optional +, spaces, dashes and brackets; 6 to 15 digits. */
export function isValidMobile(mobile: string): boolean {
  const trimmed = mobile.trim();
  if (!/^\+?[\d\s\-()]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

export interface PersonEmail {
  email: string;
  primary: boolean;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function primaryEmailOf(emails: readonly PersonEmail[]): string | null {
  return emails.find((e) => e.primary)?.email ?? null;
}

/** Why an address cannot be deleted from a person, or null when it can. */
export function emailDeleteError(emails: readonly PersonEmail[], email: string): string | null {
  const found = emails.find((e) => sameEmail(e.email, email));
  if (!found) return PEOPLE_MESSAGES.emailNotFound;
  if (found.primary) return MESSAGES.cannotDeletePrimaryEmail;
  return null;
}

/** Feature flags are short names; an empty one cannot be added (customer portal spec §5). */
export function featureFlagError(flag: string): string | null {
  return flag.trim() === '' ? PEOPLE_MESSAGES.featureFlagEmpty : null;
}

export function addFeatureFlag(flags: readonly string[], flag: string): string[] {
  const name = flag.trim();
  return flags.includes(name) ? [...flags] : [...flags, name];
}

/**
 * What a caller may do with a person (decision 0010):
 * - manage: staff, or a holder of company_admin in the person's company (own company or a virtual employer);
 * - self: the person themself (profile fields, own e-mail addresses, own notification setting);
 * - read: a virtual employee of the person's company (sees the company's employees, changes nothing);
 * - none.
 */
export type PersonAccess = 'manage' | 'self' | 'read' | 'none';

export function personAccess(caller: {
  isStaff: boolean;
  personId: number;
  /** the caller's permissions in the person's company (none when the caller cannot act for it) */
  permissionsInCompany: readonly string[];
  targetPersonId: number;
}): PersonAccess {
  if (caller.isStaff || caller.permissionsInCompany.includes('company_admin')) return 'manage';
  if (caller.personId === caller.targetPersonId) return 'self';
  if (caller.permissionsInCompany.includes('virtual_employee')) return 'read';
  return 'none';
}

/** Who may list a company's employees: staff, its company admins and its virtual employees. */
export function canListEmployees(caller: { isStaff: boolean; permissionsInCompany: readonly string[] }): boolean {
  return (
    caller.isStaff ||
    caller.permissionsInCompany.includes('company_admin') ||
    caller.permissionsInCompany.includes('virtual_employee')
  );
}

/** Who may create positions and change their roles for a company: its position managers and company admins. */
export function canManagePositions(caller: { isStaff: boolean; permissionsInCompany: readonly string[] }): boolean {
  return (
    caller.isStaff ||
    caller.permissionsInCompany.includes('position_manager') ||
    caller.permissionsInCompany.includes('company_admin')
  );
}
