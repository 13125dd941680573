import { notFound } from '../../errors.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';

/** The login facts of a username for staff: never a password hash or secret. */
export async function credential({ db, now, sessions }: Pick<PeopleDeps, 'db' | 'now' | 'sessions'>, username: string) {
  const row = await repo.findPersonIdByUsername(db, username);
  if (!row) throw notFound();
  return {
    personId: row.id,
    username: row.username,
    companyId: row.companyId,
    active: row.active,
    hasPassword: Boolean(row.hasPassword),
    mfaEnabled: row.mfaEnabled,
    requireTotp: row.requireTotp,
    forcePasswordReset: row.forcePasswordReset,
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).getTime() : null,
    activeSessions: await sessions.countLive(db, row.id, now()),
  };
}
