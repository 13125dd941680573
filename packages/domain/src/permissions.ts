/** The provider's own company: its people are staff and see the admin console. */
export const STAFF_COMPANY_ID = 1;
/** The provider's lab company; provider employee lists come from companies 1 and 1153. */
export const LAB_COMPANY_ID = 1153;
export const PROVIDER_COMPANY_IDS = [STAFF_COMPANY_ID, LAB_COMPANY_ID] as const;

/** The 15 permissions of the spec, held per company (keyed by companyUid). */
export const PERMISSIONS = [
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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions a customer company can hold; admin, virtual_employee and configure_partner are the provider's to give. */
export const CUSTOMER_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (p) => p !== 'admin' && p !== 'virtual_employee' && p !== 'configure_partner',
);

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** permissions keyed by companyUid, as the login answer carries them */
export type PermissionMap = Record<string, Permission[]>;

export function isStaffCompany(companyId: number): boolean {
  return companyId === STAFF_COMPANY_ID;
}

export function hasPermission(permissions: PermissionMap, companyUid: string, permission: Permission): boolean {
  return permissions[companyUid]?.includes(permission) ?? false;
}

/**
 * The one rule of what a person may do in a company: staff act for every company; anyone else needs the permission
 * in that company, keyed by its uid (their own company, or one that virtually employs them; `undefined`: a company
 * they do not act for). The server's company check (`holds`) decides every call by it, and the web offers a control
 * only when it holds for the company the control changes (decision 0072).
 */
export function canActFor(
  who: { isStaff: boolean; permissions: PermissionMap },
  companyUid: string | undefined,
  permission: Permission,
): boolean {
  return who.isStaff || (companyUid !== undefined && hasPermission(who.permissions, companyUid, permission));
}

/** Admin means staff holding admin or company_admin in the staff company. */
export function isAdminLogin(login: { companyId: number; companyUid: string; permissions: PermissionMap }): boolean {
  return (
    isStaffCompany(login.companyId) &&
    (hasPermission(login.permissions, login.companyUid, 'admin') ||
      hasPermission(login.permissions, login.companyUid, 'company_admin'))
  );
}

export const CUSTOMER_MENU_SECTIONS = [
  'services',
  'ordering',
  'companyAdmin',
  'tools',
  'billing',
  'notifications',
  'megaDirect',
] as const;
export type CustomerMenuSection = (typeof CUSTOMER_MENU_SECTIONS)[number];

/** Which permission opens each customer menu section; notifications are for everyone and MegaDirect for channel partners. */
const SECTION_PERMISSION: Partial<Record<CustomerMenuSection, Permission>> = {
  services: 'services',
  ordering: 'place_order',
  companyAdmin: 'company_admin',
  tools: 'tools',
  billing: 'financials',
};

export type MenuKind = 'admin' | 'customer';

/** Staff see the admin menu only; everybody else gets customer sections by the permissions they hold in their own company. */
export function menuFor(login: {
  companyId: number;
  companyUid: string;
  permissions: PermissionMap;
  channelPartner: boolean;
}): { kind: MenuKind; sections: CustomerMenuSection[] } {
  if (isStaffCompany(login.companyId)) return { kind: 'admin', sections: [] };
  const sections = CUSTOMER_MENU_SECTIONS.filter((section) => {
    if (section === 'notifications') return true;
    if (section === 'megaDirect') return login.channelPartner;
    const needed = SECTION_PERMISSION[section];
    return needed !== undefined && hasPermission(login.permissions, login.companyUid, needed);
  });
  return { kind: 'customer', sections };
}
