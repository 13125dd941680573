import { hasPermission, type Permission } from '@portico/domain';
import { forbidden } from '../errors.js';
import type { Actor } from './actor.js';

/**
 * The one company check, used by the access plugin (route level) and by every service that reads or changes a
 * company's data (defence in depth): staff act for every company; anyone else only for their own company and the
 * companies that virtually employ them, holding `permission` there when one is named.
 */
export function holds(actor: Actor, companyId: number, permission?: Permission): boolean {
  if (actor.isStaff) return true;
  const uid = actor.companyUidById.get(companyId);
  if (uid === undefined) return false;
  return permission === undefined || hasPermission(actor.permissions, uid, permission);
}

/** Throws 403 unless the actor may act for the company (with `permission` there, when named). */
export function requireCompanyAccess(actor: Actor, companyId: number, permission?: Permission): void {
  if (!holds(actor, companyId, permission)) throw forbidden();
}
