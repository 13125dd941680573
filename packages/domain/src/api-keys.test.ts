import { describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  API_KEY_PERMISSIONS,
  apiKeyNameError,
  apiKeyPermissionsError,
  apiKeyTokenPermissions,
  grantableApiKeyPermissions,
} from './api-keys.js';

describe('API keys', () => {
  it('takes a name of 1 to 100 characters', () => {
    expect(apiKeyNameError('  ')).toBe(API_KEY_MESSAGES.nameRequired);
    expect(apiKeyNameError('x'.repeat(101))).toBe(API_KEY_MESSAGES.nameTooLong);
    expect(apiKeyNameError(' terraform ')).toBeNull();
  });

  it('never carries admin or people-managing powers', () => {
    for (const p of ['admin', 'virtual_employee', 'configure_partner', 'company_admin', 'position_manager'])
      expect(API_KEY_PERMISSIONS).not.toContain(p);
  });

  it('takes only permissions its creator holds', () => {
    expect(apiKeyPermissionsError([], ['services'])).toBe(API_KEY_MESSAGES.permissionsRequired);
    expect(apiKeyPermissionsError(['company_admin'], ['company_admin'])).toBe(API_KEY_MESSAGES.permissionNotAllowed);
    expect(apiKeyPermissionsError(['financials'], ['services'])).toBe(API_KEY_MESSAGES.permissionNotHeld);
    expect(apiKeyPermissionsError(['services'], ['services', 'place_order'])).toBeNull();
    expect(grantableApiKeyPermissions(['company_admin', 'services', 'place_order'])).toEqual([
      'services',
      'place_order',
    ]);
  });

  it("gives a token the key's permissions its creator still holds, in the key's company only", () => {
    const creator = { c1: ['services' as const, 'company_admin' as const], c2: ['services' as const] };
    expect(apiKeyTokenPermissions(['services', 'place_order'], creator, 'c1')).toEqual({ c1: ['services'] });
    expect(apiKeyTokenPermissions(['services'], { c2: ['services'] }, 'c1')).toEqual({ c1: [] });
  });
});
