import type { UserLogin } from '@portico/contract';
import { type MenuKind, menuFor } from '@portico/domain';
import { ADMIN_MENU_GROUPS, CUSTOMER_SECTION_LABELS, ROUTES, type RouteEntry } from '../route-table';

export interface MenuLink {
  path: string;
  label: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
}

export interface Menu {
  kind: MenuKind;
  groups: MenuGroup[];
}

const linkOf = (route: RouteEntry): MenuLink => ({ path: route.path, label: route.menu?.label ?? route.title });

/**
 * Staff get the admin console's groups; customers get the sections `menuFor` grants them, in its order, by their
 * permissions in the company they act for (a service agent acting for a customer sees that customer's sections).
 */
export function buildMenu(
  login: UserLogin,
  routes: readonly RouteEntry[] = ROUTES,
  actingCompanyUid: string = login.companyUid,
): Menu {
  const { kind, sections } = menuFor({ ...login, companyUid: actingCompanyUid });
  if (kind === 'admin') {
    return {
      kind,
      groups: ADMIN_MENU_GROUPS.map((group) => ({
        id: group.id,
        label: group.label,
        links: routes.filter((route) => route.menu?.admin === group.id).map(linkOf),
      })).filter((group) => group.links.length > 0),
    };
  }
  return {
    kind,
    groups: sections.map((section) => ({
      id: section,
      label: CUSTOMER_SECTION_LABELS[section],
      links: routes.filter((route) => route.menu?.customer === section).map(linkOf),
    })),
  };
}

/** A link is current on its own path and on the detail paths below it (e.g. /billRuns for /billRuns/808). */
export function isLinkActive(linkPath: string, pathname: string): boolean {
  if (linkPath === '/') return pathname === '/';
  return pathname === linkPath || pathname.startsWith(`${linkPath}/`);
}
