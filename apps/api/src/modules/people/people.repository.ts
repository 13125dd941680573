import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  authTokens,
  companies,
  personEmails,
  persons,
  personSecurityRoles,
  positionSecurityRoles,
  positions,
  securityRoles,
  virtualEmployments,
} from '../../db/schema/index.js';

export interface RoleRef {
  id: number;
  name: string;
}

export interface PersonRow {
  id: number;
  uid: string;
  companyId: number;
  companyUid: string;
  companyName: string;
  username: string;
  firstName: string;
  lastName: string;
  salutation: string | null;
  phone: string | null;
  mobile: string | null;
  dateOfBirth: string | null;
  altId: string | null;
  description: string | null;
  positionId: number | null;
  position: string | null;
  active: boolean;
  channelManager: boolean;
  requireTotp: boolean;
  mfaEnabled: boolean;
  notificationsEnabled: boolean;
  forcePasswordReset: boolean;
  featureFlags: string[];
  emails: { email: string; primary: boolean }[];
  securityRoles: RoleRef[];
  positionSecurityRoles: RoleRef[];
  createdAt: Date;
  lastLoginAt: Date | null;
}

// The correlated subqueries below name the outer tables literally: Drizzle leaves columns unqualified in a
// single-table select, and an unqualified name would bind to the subquery's own tables.

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const emailsJson = sql<{ email: string; primary: boolean }[]>`coalesce((
  select json_agg(json_build_object('email', e.email, 'primary', e.is_primary) order by e.is_primary desc, lower(e.email))
    from person_emails e where e.person_id = persons.id), '[]'::json)`;

const directRolesJson = sql<RoleRef[]>`coalesce((
  select json_agg(json_build_object('id', sr.id, 'name', sr.name) order by sr.name)
    from person_security_roles psr join security_roles sr on sr.id = psr.security_role_id
   where psr.person_id = persons.id), '[]'::json)`;

const positionRolesJson = sql<RoleRef[]>`coalesce((
  select json_agg(json_build_object('id', sr.id, 'name', sr.name) order by sr.name)
    from position_security_roles pos join security_roles sr on sr.id = pos.security_role_id
   where pos.position_id = persons.position_id), '[]'::json)`;

const personColumns = {
  id: persons.id,
  uid: persons.uid,
  companyId: persons.companyId,
  companyUid: companies.uid,
  companyName: companies.legalName,
  username: persons.username,
  firstName: persons.firstName,
  lastName: persons.lastName,
  salutation: persons.salutation,
  phone: persons.phone,
  mobile: persons.mobile,
  dateOfBirth: persons.dateOfBirth,
  altId: persons.altId,
  description: persons.description,
  positionId: persons.positionId,
  position: positions.name,
  active: persons.active,
  channelManager: persons.channelManager,
  requireTotp: persons.requireTotp,
  mfaEnabled: persons.mfaEnabled,
  notificationsEnabled: persons.notificationsEnabled,
  forcePasswordReset: persons.forcePasswordReset,
  featureFlags: persons.featureFlags,
  emails: emailsJson,
  securityRoles: directRolesJson,
  positionSecurityRoles: positionRolesJson,
  createdAt: persons.createdAt,
  lastLoginAt: persons.lastLoginAt,
};

export interface PeopleFilter {
  companyIds?: number[];
  search?: string;
}

function peopleWhere(filter: PeopleFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.companyIds) conditions.push(inArray(persons.companyId, filter.companyIds));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const match = or(
      ilike(persons.username, pattern),
      ilike(persons.firstName, pattern),
      ilike(persons.lastName, pattern),
      sql`(${persons.firstName} || ' ' || ${persons.lastName}) ilike ${pattern}`,
      ilike(companies.legalName, pattern),
      sql`exists (select 1 from person_emails se where se.person_id = persons.id and se.email ilike ${pattern})`,
      // an id typed into the search box finds that person
      /^\d{1,9}$/.test(filter.search) ? eq(persons.id, Number(filter.search)) : undefined,
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of people (all matching rows when `limit` is null), ordered by name, with the total matching count. */
export async function findPeople(
  db: DbOrTx,
  filter: PeopleFilter,
  paging: { limit: number | null; offset: number },
): Promise<{ rows: PersonRow[]; total: number }> {
  const where = peopleWhere(filter);
  const query = db
    .select(personColumns)
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(positions, eq(positions.id, persons.positionId))
    .where(where)
    .orderBy(asc(sql`lower(${persons.lastName})`), asc(sql`lower(${persons.firstName})`), asc(persons.id))
    .offset(paging.offset);
  const rows = paging.limit === null ? await query : await query.limit(paging.limit);
  const [counted] = await db
    .select({ n: count() })
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .where(where);
  return { rows: rows.map(normalisePerson), total: Number(counted?.n ?? 0) };
}

export async function findPersonRow(db: DbOrTx, personId: number): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(positions, eq(positions.id, persons.positionId))
    .where(eq(persons.id, personId));
  return row ? normalisePerson(row) : null;
}

/** PGlite and node-postgres hand back json and timestamps slightly differently; this evens them out. */
function normalisePerson(row: Record<string, unknown>): PersonRow {
  const r = row as unknown as PersonRow;
  const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    ...r,
    emails: json(r.emails),
    securityRoles: json(r.securityRoles),
    positionSecurityRoles: json(r.positionSecurityRoles),
    createdAt: new Date(r.createdAt),
    lastLoginAt: r.lastLoginAt ? new Date(r.lastLoginAt) : null,
  };
}

export async function updatePerson(db: DbOrTx, personId: number, values: Partial<typeof persons.$inferInsert>) {
  await db.update(persons).set(values).where(eq(persons.id, personId));
}

export async function findPersonIdByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({
      id: persons.id,
      username: persons.username,
      companyId: persons.companyId,
      active: persons.active,
      hasPassword: sql<boolean>`${persons.passwordHash} is not null`,
      mfaEnabled: persons.mfaEnabled,
      requireTotp: persons.requireTotp,
      forcePasswordReset: persons.forcePasswordReset,
      lastLoginAt: persons.lastLoginAt,
    })
    .from(persons)
    .where(sql`lower(${persons.username}) = lower(${username})`);
  return row ?? null;
}

export async function countLiveTokens(db: DbOrTx, personId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.personId, personId),
        isNull(authTokens.revokedAt),
        sql`${authTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Ends every session of a person (a deactivated person must not keep working on an old token). */
export async function revokeAllTokens(db: DbOrTx, personId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.personId, personId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return revoked.length;
}

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

// Positions and security roles

export interface PositionRow {
  id: number;
  name: string;
  companyId: number | null;
  securityRoles: RoleRef[];
  people: number;
}

const positionRoles = sql<RoleRef[]>`coalesce((
  select json_agg(json_build_object('id', sr.id, 'name', sr.name) order by sr.name)
    from position_security_roles psr join security_roles sr on sr.id = psr.security_role_id
   where psr.position_id = positions.id), '[]'::json)`;
const positionPeople = sql<number>`(select count(*)::int from persons pp where pp.position_id = positions.id)`;

/** Positions usable by the given companies (shared ones included), or every position when `companyIds` is null. */
export async function findPositions(db: DbOrTx, companyIds: number[] | null): Promise<PositionRow[]> {
  const rows = await db
    .select({
      id: positions.id,
      name: positions.name,
      companyId: positions.companyId,
      securityRoles: positionRoles,
      people: positionPeople,
    })
    .from(positions)
    .where(companyIds === null ? undefined : or(isNull(positions.companyId), inArray(positions.companyId, companyIds)))
    .orderBy(sql`${positions.companyId} nulls first`, asc(positions.name));
  return rows.map((r) => ({
    ...r,
    securityRoles: typeof r.securityRoles === 'string' ? JSON.parse(r.securityRoles) : r.securityRoles,
    people: Number(r.people),
  }));
}

export async function findPosition(db: DbOrTx, positionId: number): Promise<PositionRow | null> {
  const [row] = await db
    .select({
      id: positions.id,
      name: positions.name,
      companyId: positions.companyId,
      securityRoles: positionRoles,
      people: positionPeople,
    })
    .from(positions)
    .where(eq(positions.id, positionId));
  if (!row) return null;
  return {
    ...row,
    securityRoles: typeof row.securityRoles === 'string' ? JSON.parse(row.securityRoles) : row.securityRoles,
    people: Number(row.people),
  };
}

/** Is the name taken by a shared position or one of the company's own (staff positions for a shared one)? */
export async function isPositionNameTaken(db: DbOrTx, name: string, companyId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        sql`lower(${positions.name}) = lower(${name.trim()})`,
        companyId === null ? undefined : or(isNull(positions.companyId), eq(positions.companyId, companyId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertPosition(db: DbOrTx, name: string, companyId: number | null): Promise<number> {
  const [row] = await db.insert(positions).values({ name: name.trim(), companyId }).returning({ id: positions.id });
  if (!row) throw new Error('position insert returned nothing');
  return row.id;
}

export async function addPositionRole(db: DbOrTx, positionId: number, roleId: number) {
  await db.insert(positionSecurityRoles).values({ positionId, securityRoleId: roleId }).onConflictDoNothing();
}

export async function removePositionRole(db: DbOrTx, positionId: number, roleId: number) {
  await db
    .delete(positionSecurityRoles)
    .where(and(eq(positionSecurityRoles.positionId, positionId), eq(positionSecurityRoles.securityRoleId, roleId)));
}

export async function findRoles(db: DbOrTx, ids?: number[]) {
  return db
    .select()
    .from(securityRoles)
    .where(ids ? inArray(securityRoles.id, ids) : undefined)
    .orderBy(asc(securityRoles.name));
}

export async function replacePersonRoles(db: DbOrTx, personId: number, roleIds: number[]) {
  await db.delete(personSecurityRoles).where(eq(personSecurityRoles.personId, personId));
  if (roleIds.length > 0)
    await db.insert(personSecurityRoles).values(roleIds.map((securityRoleId) => ({ personId, securityRoleId })));
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
