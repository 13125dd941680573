import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../audit/audit.tables.js';
import { companies } from '../companies/companies.tables.js';
import { personEmails, securityRoles, virtualEmployments } from './people.tables.js';

// A person's e-mail addresses, virtual employers and activity: the people area's repository beside the person rows.

// E-mail addresses

export async function findEmailOwner(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ personId: personEmails.personId })
    .from(personEmails)
    .where(sql`lower(${personEmails.email}) = lower(${email.trim()})`);
  return row ?? null;
}

export async function insertEmail(db: DbOrTx, personId: number, email: string, isPrimary: boolean) {
  await db.insert(personEmails).values({ personId, email: email.trim(), isPrimary });
}

export async function setPrimaryEmail(db: DbOrTx, personId: number, email: string) {
  await db
    .update(personEmails)
    .set({ isPrimary: sql`lower(${personEmails.email}) = lower(${email.trim()})` })
    .where(eq(personEmails.personId, personId));
}

export async function deleteEmail(db: DbOrTx, personId: number, email: string) {
  await db
    .delete(personEmails)
    .where(and(eq(personEmails.personId, personId), sql`lower(${personEmails.email}) = lower(${email.trim()})`));
}

// Virtual employment

export async function findVirtualEmployers(db: DbOrTx, personId: number) {
  return db
    .select({
      companyId: companies.id,
      companyUid: companies.uid,
      companyName: companies.legalName,
      securityRoleId: virtualEmployments.securityRoleId,
      securityRole: securityRoles.name,
      since: virtualEmployments.createdAt,
    })
    .from(virtualEmployments)
    .innerJoin(companies, eq(companies.id, virtualEmployments.companyId))
    .leftJoin(securityRoles, eq(securityRoles.id, virtualEmployments.securityRoleId))
    .where(and(eq(virtualEmployments.personId, personId), isNull(companies.deletedAt)))
    .orderBy(asc(companies.legalName));
}

// Activity

/** What happened to a person and what they did, newest first, from the audit log. */
export async function findActivity(db: DbOrTx, personId: number, paging: { limit: number; offset: number }) {
  const where = or(
    and(eq(auditLog.entityType, 'person'), eq(auditLog.entityId, String(personId))),
    eq(auditLog.actorPersonId, personId),
  );
  const actor = sql<
    string | null
  >`(select ap.first_name || ' ' || ap.last_name from persons ap where ap.id = audit_log.actor_person_id)`;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorPersonId: auditLog.actorPersonId,
      actorName: actor,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}
