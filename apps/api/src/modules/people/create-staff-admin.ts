import { STAFF_COMPANY_ID } from '@portico/domain';
import type { Db } from '../../db/client.js';
import { inChange } from '../audit/index.js';
import { createPerson } from './create-person.js';
import { issuePasswordLink } from './password-links.js';

/**
 * The first staff administrator of a production install, which has no demo logins: created from the server's
 * shell (`npm run admin:create`), never over HTTP, with no password — the answer is a single-use set-password
 * link for that person alone.
 */
export async function createStaffAdmin(
  db: Db,
  input: { username: string; email: string; firstName: string; lastName: string },
  now: Date,
): Promise<{ personId: number; setPasswordToken: string }> {
  return inChange(db, { actor: null }, async ({ tx, audit }) => {
    const { id } = await createPerson(tx, { ...input, companyId: STAFF_COMPANY_ID, positionName: 'Staff Admin' });
    const setPasswordToken = await issuePasswordLink(tx, id, 'welcome', now);
    await audit({
      action: 'employee.created',
      entityType: 'person',
      entityId: id,
      companyId: STAFF_COMPANY_ID,
      after: { username: input.username, email: input.email, via: 'admin:create' },
    });
    return { personId: id, setPasswordToken };
  });
}
