import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type CappedTotal, countUpTo, totalFromPage } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/sql-text.js';
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

/** pg_trgm indexes only help a pattern with a whole trigram in it: three characters or more. */
const TRIGRAM_MIN_LENGTH = 3;

const nameOrder = [asc(sql`lower(${persons.lastName})`), asc(sql`lower(${persons.firstName})`), asc(persons.id)];

/**
 * Everyone a search matches, with the list's sort keys, as `m(id, last, first)`: one trigram-indexed lookup per
 * table (username or full name, the company's legal name, any e-mail) and the id typed as a number. A match in
 * the first or last name is also one in the full name, so the full name stands for all three.
 */
function matchingPeople(search: string): SQL {
  const pattern = containsPattern(search);
  const byId = /^\d{1,9}$/.test(search) ? sql`or s.id = ${Number(search)}` : sql``;
  return sql`(
    select s.id, lower(s.last_name) as last, lower(s.first_name) as first from persons s
     where s.username ilike ${pattern} or (s.first_name || ' ' || s.last_name) ilike ${pattern} ${byId}
    union
    select s.id, lower(s.last_name), lower(s.first_name) from persons s join companies sc on sc.id = s.company_id
     where sc.legal_name ilike ${pattern}
    union
    select s.id, lower(s.last_name), lower(s.first_name) from person_emails se join persons s on s.id = se.person_id
     where se.email ilike ${pattern}) as m`;
}

/** The same search as a condition on each row of the list (persons joined with companies). */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    ilike(persons.username, pattern),
    sql`(${persons.firstName} || ' ' || ${persons.lastName}) ilike ${pattern}`,
    ilike(companies.legalName, pattern),
    sql`exists (select 1 from person_emails se where se.person_id = persons.id and se.email ilike ${pattern})`,
    /^\d{1,9}$/.test(search) ? eq(persons.id, Number(search)) : undefined,
  ) as SQL;
}

/** The filter as a condition on each row of the list (persons joined with companies). */
export function peopleWhere(filter: PeopleFilter): SQL | undefined {
  return and(
    filter.companyIds ? inArray(persons.companyId, filter.companyIds) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

/**
 * A page of people (all matching rows when `limit` is null), ordered by name with the id last so that pages never
 * overlap, and the matching count (exact up to the cap; decision 0017).
 */
export async function findPeople(
  db: DbOrTx,
  filter: PeopleFilter,
  paging: { limit: number | null; offset: number },
): Promise<{ rows: PersonRow[] } & CappedTotal> {
  const page = db
    .select(personColumns)
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(positions, eq(positions.id, persons.positionId));
  const all = async (where: SQL | undefined) => {
    const rows = (await page.where(where).orderBy(...nameOrder)).map(normalisePerson);
    return { rows, total: rows.length, totalCapped: false };
  };

  const search = filter.search;
  if (search && !filter.companyIds && search.length >= TRIGRAM_MIN_LENGTH) {
    // Staff search over everyone: the indexes find the matches, the page is cut from them by their sort keys, and
    // only its rows are joined; a condition on every row of the list could only be checked row by row.
    const matches = matchingPeople(search);
    if (paging.limit === null) return all(sql`${persons.id} in (select m.id from ${matches})`);
    const pageIds = sql`select m.id from ${matches} order by m.last, m.first, m.id
      limit ${paging.limit} offset ${paging.offset}`;
    const rows = await page.where(sql`${persons.id} in (${pageIds})`).orderBy(...nameOrder);
    const counted =
      totalFromPage({ offset: paging.offset, limit: paging.limit, rows: rows.length }) ??
      (await countUpTo(db, { limit: (n) => sql`select m.id from ${matches} limit ${n}` }));
    return { rows: rows.map(normalisePerson), ...counted };
  }

  // Without a search, or within some companies (a few people each), or with text too short for the trigram
  // indexes (it matches many people): the list is read in index order and the matches soon fill a page.
  const where = peopleWhere(filter);
  if (paging.limit === null) return all(where);
  // Every person has a company (foreign key): the count needs the join only when the search reads its name.
  const matching = search
    ? db.select({ id: persons.id }).from(persons).innerJoin(companies, eq(companies.id, persons.companyId)).where(where)
    : db.select({ id: persons.id }).from(persons).where(where);
  const rows = await page
    .where(where)
    .orderBy(...nameOrder)
    .limit(paging.limit)
    .offset(paging.offset);
  const counted =
    totalFromPage({ offset: paging.offset, limit: paging.limit, rows: rows.length }) ?? (await countUpTo(db, matching));
  return { rows: rows.map(normalisePerson), ...counted };
}

/** What a people export shows of a person: no roles, flags or credentials. */
export interface PersonExportRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  companyId: number;
  companyName: string;
  position: string | null;
  active: boolean;
  /** the primary e-mail, or null */
  email: string | null;
  /** every e-mail, the primary first */
  emails: string[];
  lastLoginAt: Date | null;
}

/** The order key of the people lists: last name, first name (ignoring case), then id. */
export interface PersonListKey {
  lastName: string;
  firstName: string;
  id: number;
}

const exportPrimaryEmail = sql<string | null>`(
  select e.email from person_emails e where e.person_id = persons.id and e.is_primary limit 1)`;

const exportEmailsJson = sql<string[]>`coalesce((
  select json_agg(e.email order by e.is_primary desc, lower(e.email))
    from person_emails e where e.person_id = persons.id), '[]'::json)`;

/** One batch of the matching people in the lists' order, after `after` (an export reads them all this way). */
export async function findPeopleAfter(
  db: DbOrTx,
  filter: PeopleFilter,
  after: PersonListKey | null,
  limit: number,
): Promise<PersonExportRow[]> {
  const rows = await db
    .select({
      id: persons.id,
      username: persons.username,
      firstName: persons.firstName,
      lastName: persons.lastName,
      companyId: persons.companyId,
      companyName: companies.legalName,
      position: positions.name,
      active: persons.active,
      email: exportPrimaryEmail,
      emails: exportEmailsJson,
      lastLoginAt: persons.lastLoginAt,
    })
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(positions, eq(positions.id, persons.positionId))
    .where(
      and(
        peopleWhere(filter),
        after
          ? sql`(lower(${persons.lastName}), lower(${persons.firstName}), ${persons.id}) > (lower(${after.lastName}), lower(${after.firstName}), ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${persons.lastName})`), asc(sql`lower(${persons.firstName})`), asc(persons.id))
    .limit(limit);
  // PGlite and node-postgres hand back json and timestamps slightly differently.
  return rows.map((row) => ({
    ...row,
    emails: typeof row.emails === 'string' ? (JSON.parse(row.emails) as string[]) : row.emails,
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt) : null,
  }));
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

/** The company a person belongs to (the tenant check of routes with a person id). */
export async function findPersonCompanyId(db: DbOrTx, personId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: persons.companyId }).from(persons).where(eq(persons.id, personId));
  return row?.companyId ?? null;
}

/** Some person of the company, or null (the access-matrix test tries another company's person with it). */
export async function findSomePersonOf(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.companyId, companyId)).limit(1);
  return row?.id ?? null;
}

/** A position usable by the company: its own, or one shared by every company. */
export async function findPositionByName(db: DbOrTx, companyId: number, name: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(
      and(
        sql`lower(${positions.name}) = lower(${name.trim()})`,
        or(isNull(positions.companyId), eq(positions.companyId, companyId)),
      ),
    )
    .orderBy(sql`${positions.companyId} nulls last`)
    .limit(1);
  return row ?? null;
}

export async function insertPerson(
  db: DbOrTx,
  values: typeof persons.$inferInsert,
): Promise<{ id: number; uid: string }> {
  const [person] = await db.insert(persons).values(values).returning({ id: persons.id, uid: persons.uid });
  if (!person) throw new Error('person insert returned nothing');
  return person;
}
