import { describe, expect, it } from 'vitest';
import {
  canActFor,
  CUSTOMER_PERMISSIONS,
  hasPermission,
  isAdminLogin,
  isPermission,
  isStaffCompany,
  menuFor,
  PERMISSIONS,
  type Permission,
  type PermissionMap,
  PROVIDER_COMPANY_IDS,
} from './permissions.js';

const login = (companyId: number, perms: Permission[], channelPartner = false) => ({
  companyId,
  companyUid: 'c-uid',
  permissions: { 'c-uid': perms, 'other-uid': ['financials' as Permission] },
  channelPartner,
});

describe('permissions', () => {
  it('has the 15 permissions of the spec', () => {
    expect(PERMISSIONS).toHaveLength(15);
    expect(CUSTOMER_PERMISSIONS).not.toContain('admin');
    expect(CUSTOMER_PERMISSIONS).toContain('company_admin');
  });

  it('names them as the customer portal spec lists them (§6)', () => {
    expect(PERMISSIONS).toEqual([
      'admin',
      'position_manager',
      'approve_order',
      'company_admin',
      'end_user',
      'financials',
      'marketing',
      'graphs',
      'notifications',
      'place_order',
      'services',
      'modify_service',
      'tools',
      'virtual_employee',
      'configure_partner',
    ]);
  });

  it('keeps admin, virtual_employee and configure_partner for the provider to give', () => {
    const providerOnly = PERMISSIONS.filter((p) => !CUSTOMER_PERMISSIONS.includes(p));
    expect(providerOnly).toEqual(['admin', 'virtual_employee', 'configure_partner']);
  });

  it('counts company 1 as staff, and takes provider employees from companies 1 and 1153', () => {
    expect(isStaffCompany(1)).toBe(true);
    expect(isStaffCompany(1153)).toBe(false);
    expect(isStaffCompany(2001)).toBe(false);
    expect([...PROVIDER_COMPANY_IDS]).toEqual([1, 1153]);
  });

  it('reads permissions per company uid', () => {
    const l = login(5, ['services']);
    expect(hasPermission(l.permissions, 'c-uid', 'services')).toBe(true);
    expect(hasPermission(l.permissions, 'c-uid', 'financials')).toBe(false);
    expect(hasPermission(l.permissions, 'other-uid', 'financials')).toBe(true);
    expect(hasPermission(l.permissions, 'missing', 'services')).toBe(false);
  });

  it('treats staff holding admin or company_admin as admin, and nobody else', () => {
    expect(isAdminLogin(login(1, ['admin']))).toBe(true);
    expect(isAdminLogin(login(1, ['company_admin']))).toBe(true);
    expect(isAdminLogin(login(1, ['services']))).toBe(false);
    expect(isAdminLogin(login(2001, ['admin', 'company_admin']))).toBe(false);
  });
});

describe('canActFor', () => {
  const viewer = {
    isStaff: false,
    permissions: { 'acme-uid': ['services'], 'globex-uid': ['approve_order'] } as PermissionMap,
  };

  it('needs the permission in the company named: held in another company does not count', () => {
    expect(canActFor(viewer, 'acme-uid', 'services')).toBe(true);
    expect(canActFor(viewer, 'acme-uid', 'modify_service')).toBe(false);
    expect(canActFor(viewer, 'acme-uid', 'approve_order')).toBe(false);
    expect(canActFor(viewer, 'globex-uid', 'approve_order')).toBe(true);
  });

  it('refuses a company the person does not act for, and lets staff act for every company', () => {
    expect(canActFor(viewer, undefined, 'services')).toBe(false);
    expect(canActFor(viewer, 'initech-uid', 'services')).toBe(false);
    expect(canActFor({ isStaff: true, permissions: {} }, undefined, 'modify_service')).toBe(true);
  });
});

describe('permission names', () => {
  it('knows the permissions of the spec and nothing else', () => {
    for (const p of PERMISSIONS) expect(isPermission(p)).toBe(true);
    expect(isPermission('root')).toBe(false);
    expect(isPermission('Admin')).toBe(false);
    expect(isPermission('')).toBe(false);
  });
});

describe('menu', () => {
  it('gives staff the admin menu only', () => {
    expect(menuFor(login(1, ['services', 'financials']))).toEqual({ kind: 'admin', sections: [] });
  });

  it('gives a customer sections by permission, notifications to all', () => {
    expect(menuFor(login(2001, ['services']))).toEqual({ kind: 'customer', sections: ['services', 'notifications'] });
    expect(menuFor(login(2001, ['financials'])).sections).toEqual(['billing', 'notifications']);
    expect(menuFor(login(2001, ['services', 'place_order', 'company_admin', 'tools', 'financials'])).sections).toEqual([
      'services',
      'ordering',
      'companyAdmin',
      'tools',
      'billing',
      'notifications',
    ]);
  });

  it('shows MegaDirect to channel partners', () => {
    expect(menuFor(login(2004, [], true)).sections).toEqual(['notifications', 'megaDirect']);
  });
});
