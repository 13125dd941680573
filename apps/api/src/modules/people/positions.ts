import type { NewPosition, PersonView, Position } from '@portico/contract';
import { canManagePositions, isPositionUsableBy, MESSAGES, PEOPLE_MESSAGES } from '@portico/domain';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { changePerson } from './change-person.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { permissionsIn } from './person-access.js';
import { toPositionView } from './person-views.js';
import { requireRoles } from './security-roles.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

type Deps = Pick<PeopleDeps, 'db'>;

/** May the actor change the positions of this company (null: the shared ones, staff only)? */
function requirePositionManager(actor: Actor, companyId: number | null) {
  if (companyId === null) {
    // Shared positions change what every company's people may do.
    if (!actor.isStaff) throw forbidden();
  } else if (!canManagePositions({ isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, companyId) }))
    throw forbidden();
}

/** Moves a person to a position their company may use, whose roles the company may hold. */
export function changePosition(
  { db }: Deps,
  ctx: ChangeContext,
  positionId: number,
  personId: number,
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'manage', 'person.position.changed', async (tx, person) => {
    const position = await repo.findPosition(tx, positionId);
    if (!position) throw notFound();
    if (!isPositionUsableBy(position.companyId, person.companyId)) throw invalid(PEOPLE_MESSAGES.positionNotUsable);
    await requireRoles(
      tx,
      position.securityRoles.map((r) => r.id),
      person.companyId,
    );
    await repo.updatePerson(tx, personId, { positionId });
  });
}

/** The positions a company may use (its own and the shared ones); staff without a company: every position. */
export async function listPositions({ db }: Deps, actor: Actor, companyId: number | undefined): Promise<Position[]> {
  if (companyId !== undefined) requireCompanyAccess(actor, companyId);
  const scope = companyId ? [companyId] : actor.isStaff ? null : [actor.companyId];
  return (await repo.findPositions(db, scope)).map(toPositionView);
}

/** A company's own position (its position managers) or one shared by every company (staff), with its roles. */
export async function createPosition(
  { db }: Deps,
  ctx: ChangeContext,
  body: NewPosition & { name: string; securityRoleIds: number[] },
): Promise<Position> {
  const { actor } = ctx;
  const companyId = body.companyId ?? (actor.isStaff ? null : actor.companyId);
  requirePositionManager(actor, companyId);
  if (companyId !== null) {
    if (!(await repo.companyExists(db, companyId))) throw notFound();
  }
  const created = await inChange(db, ctx, async ({ tx, audit }) => {
    if (await repo.isPositionNameTaken(tx, body.name, companyId))
      throw new AppError('conflict', PEOPLE_MESSAGES.positionExists);
    await requireRoles(tx, body.securityRoleIds, companyId);
    const id = await repo.insertPosition(tx, body.name, companyId);
    for (const roleId of new Set(body.securityRoleIds)) await repo.addPositionRole(tx, id, roleId);
    const position = await repo.findPosition(tx, id);
    if (!position) throw new Error('position vanished');
    await audit({ action: 'position.created', entityType: 'position', entityId: id, companyId, after: position });
    return position;
  });
  return toPositionView(created);
}

/** Gives a position a security role its company may hold, or takes one away (never its last one). */
export async function changePositionRole(
  { db }: Deps,
  ctx: ChangeContext,
  positionId: number,
  roleId: number,
  add: boolean,
): Promise<Position> {
  const changed = await inChange(db, ctx, async ({ tx, audit }) => {
    const before = await repo.findPosition(tx, positionId);
    if (!before) throw notFound();
    requirePositionManager(ctx.actor, before.companyId);
    if (add) {
      await requireRoles(tx, [roleId], before.companyId);
      await repo.addPositionRole(tx, positionId, roleId);
    } else {
      if (!before.securityRoles.some((r) => r.id === roleId)) throw notFound();
      if (before.securityRoles.length === 1) throw invalid(MESSAGES.selectSecurityRole);
      await repo.removePositionRole(tx, positionId, roleId);
    }
    const after = await repo.findPosition(tx, positionId);
    if (!after) throw new Error('position vanished');
    await audit({
      action: add ? 'position.securityRole.added' : 'position.securityRole.removed',
      entityType: 'position',
      entityId: positionId,
      companyId: before.companyId,
      before,
      after,
    });
    return after;
  });
  return toPositionView(changed);
}
