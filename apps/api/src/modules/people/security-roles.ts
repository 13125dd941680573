import type { PersonView } from '@portico/contract';
import {
  canCompanyHoldRole,
  forbiddenPermissionsFor,
  isProviderCompany,
  MESSAGES,
  PEOPLE_MESSAGES,
  PERMISSIONS,
  STAFF_ONLY_PERMISSIONS,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { changePerson } from './change-person.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import type { Actor } from '../../http/actor.js';

/** The roles, each one the company (null: every company, a shared position) may hold; else refused, saying why. */
export async function requireRoles(tx: DbOrTx, roleIds: number[], holderCompanyId: number | null) {
  const roles = await repo.findRoles(tx, roleIds);
  if (roles.length !== new Set(roleIds).size) throw invalid(MESSAGES.selectSecurityRole);
  for (const role of roles) {
    if (!canCompanyHoldRole(holderCompanyId, role.permissions))
      throw new AppError('forbidden', PEOPLE_MESSAGES.roleNotAllowed, {
        role: role.name,
        permissions: forbiddenPermissionsFor(holderCompanyId, role.permissions),
      });
  }
  return roles;
}

/** Gives a person their security role (one the person's company may hold) in place of the ones they had. */
export function setSecurityRoles(
  { db }: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  roleIds: number[],
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'manage', 'person.securityRoles.changed', async (tx, person) => {
    await requireRoles(tx, roleIds, person.companyId);
    await repo.replacePersonRoles(tx, personId, roleIds);
  });
}

/** The security roles; customers only see the roles they could give, provider staff see all. */
export async function listRoles({ db }: Pick<PeopleDeps, 'db'>, actor: Actor) {
  const roles = (await repo.findRoles(db)).map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    permissions: r.permissions.filter((p): p is (typeof PERMISSIONS)[number] =>
      (PERMISSIONS as readonly string[]).includes(p),
    ),
    companyAdmin: r.companyAdmin,
    agentAdmin: r.agentAdmin,
    agentMarketingAdmin: r.agentMarketingAdmin,
    customerAssignable: canCompanyHoldRole(null, r.permissions),
  }));
  return actor.isStaff || isProviderCompany(actor.companyId) ? roles : roles.filter((r) => r.customerAssignable);
}

/** Every permission, whether only staff may hold it, and the roles holding it. */
export async function listPermissions({ db }: Pick<PeopleDeps, 'db'>) {
  const roles = await repo.findRoles(db);
  return PERMISSIONS.map((permission) => ({
    permission,
    staffOnly: STAFF_ONLY_PERMISSIONS.includes(permission),
    roles: roles.filter((r) => r.permissions.includes(permission)).map((r) => ({ id: r.id, name: r.name })),
  }));
}
