import { and, asc, eq, ilike, inArray, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { LIST_TOTAL_CAP } from '@portico/contract';
import { type CappedTotal, cappedTotal, countUpTo, totalFromPage } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedRead } from '../../db/prepared.js';
import { columnsOf } from '../../db/rows.js';
import { containsPattern, sameText, TRIGRAM_MIN_LENGTH } from '../../db/sql-text.js';
import { companies } from '../companies/companies.tables.js';
import { persons, positions } from './people.tables.js';
import type { RoleRef } from './positions.repository.js';

export * from './positions.repository.js';
export * from './person-details.repository.js';

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
 * overlap, and the matching count (exact up to the cap; decision 0017) — one statement (decision 0096).
 */
export async function findPeople(
  db: DbOrTx,
  filter: PeopleFilter,
  paging: { limit: number | null; offset: number },
): Promise<{ rows: PersonRow[] } & CappedTotal> {
  const all = async (where: SQL | undefined) => {
    const rows = (
      await selectPeople(db)
        .where(where)
        .orderBy(...nameOrder)
    ).map(normalisePerson);
    return { rows, total: rows.length, totalCapped: false };
  };

  const search = filter.search;
  if (search && !filter.companyIds && search.length >= TRIGRAM_MIN_LENGTH) {
    // Staff search over everyone: the indexes find the matches, the page is cut from them by their sort keys, and
    // only its rows are joined; a condition on every row of the list could only be checked row by row.
    const matches = matchingPeople(search);
    if (paging.limit === null) return all(sql`${persons.id} in (select m.id from ${matches})`);
    return peoplePage(
      db,
      { ...paging, limit: paging.limit },
      {
        ids: sql`select m.id from ${matches} order by m.last, m.first, m.id
                limit ${paging.limit} offset ${paging.offset}`,
        matching: (n) => sql`select m.id from ${matches} limit ${n}`,
      },
    );
  }

  // Without a search, or within some companies (a few people each), or with text too short for the trigram
  // indexes (it matches many people): the list is read in index order and the matches soon fill a page.
  const where = peopleWhere(filter);
  if (paging.limit === null) return all(where);
  if (!search) return unsearchedPage(db, filter.companyIds, { ...paging, limit: paging.limit });
  // Every person has a company (foreign key): the ids need the join only when the search reads its name.
  const matching = () =>
    search
      ? db
          .select({ id: persons.id })
          .from(persons)
          .innerJoin(companies, eq(companies.id, persons.companyId))
          .where(where)
      : db.select({ id: persons.id }).from(persons).where(where);
  return peoplePage(
    db,
    { ...paging, limit: paging.limit },
    {
      ids: sql`${matching()
        .orderBy(...nameOrder)
        .limit(paging.limit)
        .offset(paging.offset)}`,
      matching: (n) => sql`${matching().limit(n)}`,
    },
  );
}

function selectPeople(db: DbOrTx) {
  return db
    .select(personColumns)
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(positions, eq(positions.id, persons.positionId));
}

/**
 * One page's people by their ids (`ids`: the page's ids in its order), with the matching count up to the cap in the
 * same statement when the page cannot tell it (a full page). Only a page past the end counts on its own.
 */
async function peoplePage(
  db: DbOrTx,
  paging: { limit: number; offset: number },
  q: { ids: SQL; matching: (n: number) => SQL },
): Promise<{ rows: PersonRow[] } & CappedTotal> {
  const found = await pageStatement(db, q.ids, paging.limit, q.matching(LIST_TOTAL_CAP + 1));
  return withTotal(found, paging, () => countUpTo(db, { limit: (n) => q.matching(n) }));
}

/**
 * The page's statement: the page's ids (`ids`, in its order) as a CTE, their people in the list's order, each row
 * carrying the count of `cappedMatches` when the page is full (`limit` rows). The values may be placeholders.
 */
function pageStatement(db: DbOrTx, ids: SQL, limit: number | Placeholder, cappedMatches: SQL) {
  const pageIds = db.$with('page_ids', { id: persons.id }).as(ids);
  const counted = sql<string | number | null>`case when (select count(*) from ${pageIds}) = ${limit}
    then (select count(*) from (${cappedMatches}) as capped) end`;
  return db
    .with(pageIds)
    .select({ ...personColumns, counted })
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(positions, eq(positions.id, persons.positionId))
    .where(inArray(persons.id, db.select({ id: pageIds.id }).from(pageIds)))
    .orderBy(...nameOrder);
}

/**
 * A page's people and the total: told by the page when it can (decision 0017), else the count its statement read
 * (`counted`, on a full page), else counted apart (a page past the end).
 */
async function withTotal(
  found: (PersonRow & { counted: string | number | null })[],
  paging: { limit: number; offset: number },
  countApart: () => Promise<CappedTotal>,
): Promise<{ rows: PersonRow[] } & CappedTotal> {
  const rows = found.map(({ counted: _n, ...row }) => normalisePerson(row));
  const inStatement = found[0]?.counted;
  const total =
    totalFromPage({ offset: paging.offset, limit: paging.limit, rows: rows.length }) ??
    (inStatement !== undefined && inStatement !== null ? cappedTotal(Number(inStatement)) : await countApart());
  return { rows, ...total };
}

/**
 * The list's page without a search (everyone's, or some companies' people): `pageStatement`, prepared once
 * per database handle for each of its two shapes. The lists' first pages are the reads people make most, and
 * building this statement cost Drizzle more than the database spends on it (decision 0098).
 */
const unsearchedPageRead = (withCompanies: boolean) =>
  preparedRead((db) => {
    const where = withCompanies ? sql`${persons.companyId} = any(${sql.placeholder('companyIds')}::int[])` : undefined;
    const matching = () => db.select({ id: persons.id }).from(persons).where(where);
    const ids = sql`${matching()
      .orderBy(...nameOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))}`;
    return pageStatement(db, ids, sql.placeholder('limit'), sql`${matching().limit(sql.placeholder('cap'))}`).prepare(
      withCompanies ? 'people_page_of_companies' : 'people_page',
    );
  });
const everyonesPage = unsearchedPageRead(false);
const companiesPage = unsearchedPageRead(true);

async function unsearchedPage(
  db: DbOrTx,
  companyIds: number[] | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: PersonRow[] } & CappedTotal> {
  const values = { limit: paging.limit, offset: paging.offset, cap: LIST_TOTAL_CAP + 1 };
  const found = await (companyIds
    ? companiesPage(db).execute({ ...values, companyIds })
    : everyonesPage(db).execute(values));
  return withTotal(found, paging, () =>
    countUpTo(db, db.select({ id: persons.id }).from(persons).where(peopleWhere({ companyIds }))),
  );
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
      ...columnsOf(persons, [
        'id',
        'username',
        'companyId',
        'active',
        'mfaEnabled',
        'requireTotp',
        'forcePasswordReset',
        'lastLoginAt',
      ]),
      hasPassword: sql<boolean>`${persons.passwordHash} is not null`,
    })
    .from(persons)
    .where(sameText(persons.username, username));
  return row ?? null;
}

/** The company a person belongs to (the tenant check of routes with a person id). */
export async function findPersonCompanyId(db: DbOrTx, personId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: persons.companyId }).from(persons).where(eq(persons.id, personId));
  return row?.companyId ?? null;
}

/** Whether the company exists and is not deleted (a position or an employee is added to it). */
export async function companyExists(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return row !== undefined;
}

/** Some person of the company, or null (the access-matrix test tries another company's person with it). */
export async function findSomePersonOf(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.companyId, companyId)).limit(1);
  return row?.id ?? null;
}

export async function insertPerson(
  db: DbOrTx,
  values: typeof persons.$inferInsert,
): Promise<{ id: number; uid: string }> {
  const [person] = await db.insert(persons).values(values).returning({ id: persons.id, uid: persons.uid });
  if (!person) throw new Error('person insert returned nothing');
  return person;
}
