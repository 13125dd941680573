import { canActFor, type Permission } from '@portico/domain';
import { useVirtualEmployers } from '../../api/shared-queries';
import { useActingCompany } from './acting-company';
import { useCurrentLogin } from './current-login';

/** What the signed-in person may do in a company, for the controls a page offers there. */
export interface CompanyAccess {
  /** false while a service agent's companies are still being read: offer nothing yet, refuse nothing yet */
  known: boolean;
  isStaff: boolean;
  /** whether the person may do `permission` in the company (staff: in every company) */
  may(companyId: number, permission: Permission): boolean;
  /** the permissions the person holds in the company (none in a company they do not act for) */
  permissionsIn(companyId: number): readonly Permission[];
  /** whether the person acts for the company at all: their own, or one that virtually employs them */
  actsFor(companyId: number): boolean;
}

/**
 * The domain's one permission rule (`canActFor`, the server's company check too) for the companies a page shows
 * by id: the login keys permissions by company uid, which the person's own company, the company they act for and the
 * companies that virtually employ them give. A page offers a control only when this says the server would take it,
 * so nobody is shown a button that can only answer "You do not have permission".
 */
export function useCompanyAccess(): CompanyAccess {
  const login = useCurrentLogin();
  const acting = useActingCompany();
  // only a person whose permissions name other companies is virtually employed (the header's switcher asks the same)
  const reachesOthers = !login.staff && Object.keys(login.permissions).length > 1;
  const employers = useVirtualEmployers(login.personId, reachesOthers);
  const uids = new Map<number, string>([
    [login.companyId, login.companyUid],
    [acting.companyId, acting.companyUid],
    ...(employers.data ?? []).map((c): [number, string] => [c.companyId, c.companyUid]),
  ]);
  const who = { isStaff: login.staff, permissions: login.permissions };
  return {
    known: !reachesOthers || employers.data !== undefined || employers.isError,
    isStaff: login.staff,
    may: (companyId, permission) => canActFor(who, uids.get(companyId), permission),
    permissionsIn: (companyId) => {
      const uid = uids.get(companyId);
      return uid === undefined ? [] : (login.permissions[uid] ?? []);
    },
    actsFor: (companyId) => login.staff || uids.has(companyId),
  };
}
