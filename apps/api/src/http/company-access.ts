import { canActFor, type Permission } from '@portico/domain';
import { forbidden } from '../errors.js';
import type { Actor } from './actor.js';

/**
 * The one company check, used by the access plugin (route level) and by every service that reads or changes a
 * company's data (defence in depth): staff act for every company; anyone else only for their own company and the
 * companies that virtually employ them, holding `permission` there when one is named.
 */
export function holds(actor: Actor, companyId: number, permission?: Permission): boolean {
  const uid = actor.companyUidById.get(companyId);
  if (permission === undefined) return actor.isStaff || uid !== undefined;
  // the domain's one rule, which the web's controls read too (decision 0072)
  return canActFor(actor, uid, permission);
}

/** Throws 403 unless the actor may act for the company (with `permission` there, when named). */
export function requireCompanyAccess(actor: Actor, companyId: number, permission?: Permission): void {
  if (!holds(actor, companyId, permission)) throw forbidden();
}
