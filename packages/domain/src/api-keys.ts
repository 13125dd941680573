import type { Permission, PermissionMap } from './permissions.js';

/** A company's API keys and the OAuth2 client-credentials tokens made from them (decision 0050). */
export const API_KEY_MESSAGES = {
  created: 'API key created',
  revoked: 'API key revoked',
  nameRequired: 'Enter a name for the API key',
  nameTooLong: 'The API key name must be 100 characters or fewer',
  permissionsRequired: 'Choose at least one permission for the API key',
  permissionNotAllowed: 'An API key cannot be given that permission',
  permissionNotHeld: 'You can only give an API key permissions you hold yourself',
  staffCannotCreate: 'Staff logins cannot create API keys',
  notFromApiKey: 'API keys are managed from the portal, not with an API key',
  accountNotFromApiKey: "A person's account, profile and sign-in settings cannot be used or changed with an API key",
  notFound: 'API key not found',
  alreadyRevoked: 'The API key is already revoked',
  tooManyFailedGrants: 'Too many failed attempts to get a token from this address. Please wait and try again.',
} as const;

export const API_KEY_NAME_MAX = 100;

/** How long a client-credentials token lives: the SDK asks for a new one when it runs out. */
export const API_KEY_TOKEN_TTL_SECONDS = 3600;

/**
 * What an API key may be given: a customer's working permissions. Never the provider's (admin, virtual_employee,
 * configure_partner) nor those that manage people, roles and keys (company_admin, position_manager): a program
 * holding a key cannot make more keys or widen anyone's access.
 */
export const API_KEY_PERMISSIONS = [
  'services',
  'place_order',
  'modify_service',
  'approve_order',
  'financials',
  'graphs',
  'tools',
  'notifications',
  'marketing',
  'end_user',
] as const satisfies readonly Permission[];
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export function isApiKeyPermission(value: string): value is ApiKeyPermission {
  return (API_KEY_PERMISSIONS as readonly string[]).includes(value);
}

/** The error of a key's name, or null (trimmed first). */
export function apiKeyNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return API_KEY_MESSAGES.nameRequired;
  if (trimmed.length > API_KEY_NAME_MAX) return API_KEY_MESSAGES.nameTooLong;
  return null;
}

/**
 * The error of the permissions a person asks for a new key, or null: at least one, each one a key may carry, and
 * each held by the person in the key's company (`held`).
 */
export function apiKeyPermissionsError(requested: readonly string[], held: readonly Permission[]): string | null {
  if (requested.length === 0) return API_KEY_MESSAGES.permissionsRequired;
  if (!requested.every(isApiKeyPermission)) return API_KEY_MESSAGES.permissionNotAllowed;
  if (!requested.every((p) => (held as readonly string[]).includes(p))) return API_KEY_MESSAGES.permissionNotHeld;
  return null;
}

/** The permissions of the key's creator that a person may offer to a new key (the form's checkboxes). */
export function grantableApiKeyPermissions(held: readonly Permission[]): ApiKeyPermission[] {
  return API_KEY_PERMISSIONS.filter((p) => held.includes(p));
}

/**
 * What a token made from a key may do, checked on every call: the key's permissions that its creator still holds
 * in the key's company at the time of the call, and nothing in any other company.
 */
export function apiKeyTokenPermissions(
  keyPermissions: readonly string[],
  creator: PermissionMap,
  companyUid: string,
): PermissionMap {
  const held = creator[companyUid] ?? [];
  return { [companyUid]: held.filter((p) => isApiKeyPermission(p) && keyPermissions.includes(p)) };
}
