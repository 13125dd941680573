import { isPermission, type Permission, type PermissionMap } from '@portico/domain';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { preparedRead } from '../../db/prepared.js';
import { columnsOf } from '../../db/rows.js';
import { sameText } from '../../db/sql-text.js';
import { apiKeys, authTokens } from './auth.tables.js';
import { companies } from '../companies/companies.tables.js';
import { personEmails, persons } from '../people/people.tables.js';

export interface PersonForLogin {
  id: number;
  uid: string;
  username: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  active: boolean;
  totpSecret: string | null;
  mfaEnabled: boolean;
  mfaReset: boolean;
  forcePasswordReset: boolean;
  requireTotp: boolean;
  featureFlags: string[];
  companyId: number;
  companyUid: string;
  companyName: string;
  companyActive: boolean;
  channelPartner: boolean;
  /** the own company or a company that virtually employs the person enforces MFA */
  enforceMfa: boolean;
  email: string | null;
}

/**
 * MFA enforced by any company the person acts for: the own company, or one that virtually employs them (an agent
 * acting for a company is held to that company's rules). `person` is the SQL of the person's id.
 */
const enforcedByActingCompany = (
  ownCompanyEnforces: SQL,
  person: SQL,
) => sql<boolean>`(${ownCompanyEnforces} or exists (
    select 1 from virtual_employments ve join companies vc on vc.id = ve.company_id
     where ve.person_id = ${person} and vc.enforce_mfa))`;

const personForLoginColumns = {
  ...columnsOf(persons, [
    'id',
    'uid',
    'username',
    'firstName',
    'lastName',
    'passwordHash',
    'active',
    'totpSecret',
    'mfaEnabled',
    'mfaReset',
    'forcePasswordReset',
    'requireTotp',
    'featureFlags',
  ]),
  companyId: companies.id,
  companyUid: companies.uid,
  companyName: companies.legalName,
  companyActive: companies.active,
  channelPartner: companies.channelPartner,
  enforceMfa: enforcedByActingCompany(sql`${companies.enforceMfa}`, sql`${persons.id}`),
  email: personEmails.email,
};

function personForLoginQuery(db: DbOrTx) {
  return db
    .select(personForLoginColumns)
    .from(persons)
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(personEmails, and(eq(personEmails.personId, persons.id), eq(personEmails.isPrimary, true)));
}

export async function findPersonByUsername(db: DbOrTx, username: string): Promise<PersonForLogin | null> {
  const [row] = await personForLoginQuery(db).where(sameText(persons.username, username));
  return row ?? null;
}

export async function findPersonByEmail(db: DbOrTx, email: string): Promise<PersonForLogin | null> {
  const [match] = await db
    .select({ personId: personEmails.personId })
    .from(personEmails)
    .where(sameText(personEmails.email, email));
  if (!match) return null;
  return findPersonById(db, match.personId);
}

export async function findPersonById(db: DbOrTx, personId: number): Promise<PersonForLogin | null> {
  const [row] = await personForLoginQuery(db).where(eq(persons.id, personId));
  return row ?? null;
}

/**
 * Permissions per company uid: the person's own company (roles from the position and roles given directly) and
 * every company that virtually employs them (that employment's role, plus virtual_employee). One SQL fragment,
 * used alone at login and inside the per-request token lookup.
 */
const permissionsByCompany = (personId: SQL) => sql`
    with own as (
      select p.company_id, unnest(sr.permissions) as permission
        from persons p
        join person_security_roles psr on psr.person_id = p.id
        join security_roles sr on sr.id = psr.security_role_id
       where p.id = ${personId}
      union
      select p.company_id, unnest(sr.permissions)
        from persons p
        join position_security_roles pos on pos.position_id = p.position_id
        join security_roles sr on sr.id = pos.security_role_id
       where p.id = ${personId}
      union
      select ve.company_id, unnest(coalesce(sr.permissions, '{}'::text[]) || array['virtual_employee'])
        from virtual_employments ve
        left join security_roles sr on sr.id = ve.security_role_id
       where ve.person_id = ${personId}
    ),
    reach as (
      select company_id from persons where id = ${personId}
      union select company_id from virtual_employments where person_id = ${personId}
    )
    select c.id as company_id, c.uid::text as company_uid,
           array_agg(distinct own.permission order by own.permission) filter (where own.permission is not null) as permissions
      from reach
      join companies c on c.id = reach.company_id
      left join own on own.company_id = reach.company_id
     group by c.id, c.uid`;

interface PermissionRow {
  company_id: number;
  company_uid: string;
  permissions: string[] | null;
}

function toPermissionMaps(rows: PermissionRow[]) {
  const permissions: Record<string, Permission[]> = {};
  const companyUidById = new Map<number, string>();
  for (const row of rows) {
    permissions[row.company_uid] = (row.permissions ?? []).filter(isPermission);
    companyUidById.set(Number(row.company_id), row.company_uid);
  }
  return { permissions, companyUidById };
}

export async function loadPermissions(
  db: DbOrTx,
  personId: number,
): Promise<{
  permissions: PermissionMap;
  companyUidById: Map<number, string>;
}> {
  return toPermissionMaps(await queryRows<PermissionRow>(db, permissionsByCompany(sql`${personId}`)));
}

export interface TokenOwner {
  tokenId: number;
  expiresAt: Date;
  person: PersonForLogin;
  permissions: PermissionMap;
  companyUidById: Map<number, string>;
  /** the API key a client-credentials token was made from (live: a revoked key's tokens are not found) */
  apiKey: {
    id: number;
    companyId: number;
    /** the key's company's name: the key acts in its company, which may be one that virtually employs its creator */
    companyName: string;
    permissions: string[];
  } | null;
}

/**
 * The token lookup of every authenticated request, as one prepared statement named `auth_token_lookup`: the live
 * token, its person and company, and the permissions per company, in one round trip. On PostgreSQL each pooled
 * connection parses it once and then reuses its plan (planning dominated the lookup's time); its answers are kept by
 * `authenticate.ts` only while every change to them is heard (decision 0094). PGlite runs it as it runs
 * any query. Built once per database handle (`preparedRead`). A token made from an API key is found only while the key is live, and
 * comes with the key's permissions (decision 0050).
 */
function prepareTokenLookup(db: DbOrTx) {
  const tok = db.$with('tok').as(
    db
      .select({
        id: authTokens.id,
        personId: authTokens.personId,
        expiresAt: authTokens.expiresAt,
        apiKeyId: authTokens.apiKeyId,
      })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
          isNull(authTokens.revokedAt),
          sql`${authTokens.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
          sql`(${authTokens.apiKeyId} is null or exists (select 1 from ${apiKeys} where ${apiKeys.id} = ${authTokens.apiKeyId} and ${apiKeys.revokedAt} is null))`,
        ),
      ),
  );
  const perms = db.$with('perms', {}).as(permissionsByCompany(sql`(select person_id from tok)`));
  return db
    .with(tok, perms)
    .select({
      tokenId: tok.id,
      expiresAt: tok.expiresAt,
      person: {
        ...personForLoginColumns,
        // never needed to authenticate a request, so never read by it
        passwordHash: sql<string | null>`null`,
        totpSecret: sql<string | null>`null`,
      },
      permissions: sql<PermissionRow[] | null>`(select json_agg(perms) from perms)`,
      apiKeyId: tok.apiKeyId,
      apiKeyCompanyId: apiKeys.companyId,
      // read only for a key's token (a person's token has no key, and the subquery finds nothing)
      apiKeyCompanyName: sql<
        string | null
      >`(select key_company.legal_name from companies key_company where key_company.id = ${apiKeys.companyId})`,
      apiKeyPermissions: apiKeys.permissions,
    })
    .from(tok)
    .innerJoin(persons, eq(persons.id, tok.personId))
    .leftJoin(apiKeys, eq(apiKeys.id, tok.apiKeyId))
    .innerJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(personEmails, and(eq(personEmails.personId, persons.id), personEmails.isPrimary))
    .prepare('auth_token_lookup');
}

const tokenLookup = preparedRead(prepareTokenLookup);

/** Everything a request needs to know about its caller (see `prepareTokenLookup`). */
export async function findTokenOwner(db: DbOrTx, tokenHash: string, now: Date): Promise<TokenOwner | null> {
  const [row] = await tokenLookup(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  return {
    tokenId: row.tokenId,
    expiresAt: row.expiresAt,
    person: row.person,
    ...toPermissionMaps(row.permissions ?? []),
    apiKey:
      row.apiKeyId !== null && row.apiKeyCompanyId !== null
        ? {
            id: row.apiKeyId,
            companyId: row.apiKeyCompanyId,
            companyName: row.apiKeyCompanyName ?? '',
            permissions: row.apiKeyPermissions ?? [],
          }
        : null,
  };
}

export async function insertToken(
  db: DbOrTx,
  values: {
    tokenHash: string;
    personId: number;
    method: string;
    expiresAt: Date;
    userAgent?: string;
    ip?: string;
    apiKeyId?: number;
  },
) {
  const [row] = await db
    .insert(authTokens)
    .values({
      tokenHash: values.tokenHash,
      personId: values.personId,
      method: values.method,
      expiresAt: values.expiresAt,
      userAgent: values.userAgent?.slice(0, 500),
      ipAddress: values.ip,
      apiKeyId: values.apiKeyId,
    })
    .returning({ id: authTokens.id, expiresAt: authTokens.expiresAt });
  if (!row) throw new Error('token insert returned nothing');
  return row;
}

export async function revokeToken(db: DbOrTx, tokenId: number, now: Date) {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

export async function revokeOtherTokens(db: DbOrTx, personId: number, keepTokenId: number, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(authTokens.personId, personId), isNull(authTokens.revokedAt), sql`${authTokens.id} <> ${keepTokenId}`),
    );
}

/** Tokens that can no longer be used; kept a day after expiry or revocation for the audit trail of sessions. */
export async function deleteDeadTokens(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, before), lt(authTokens.revokedAt, before)))
    .returning({ id: authTokens.id });
  return deleted.length;
}

/**
 * Takes a TOTP time step for the person if it is later than the last one taken: one statement, so of two
 * requests with the same code exactly one gets it. False means the code (or a later one) was used already.
 */
export async function claimTotpStep(db: DbOrTx, personId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(persons)
    .set({ totpLastStep: step })
    .where(and(eq(persons.id, personId), or(isNull(persons.totpLastStep), lt(persons.totpLastStep, step))))
    .returning({ id: persons.id });
  return claimed.length === 1;
}

export async function updatePerson(db: DbOrTx, personId: number, values: Partial<typeof persons.$inferInsert>) {
  await db.update(persons).set(values).where(eq(persons.id, personId));
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db.select({ id: persons.id }).from(persons).where(sameText(persons.username, username));
  return Boolean(row);
}

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: personEmails.id }).from(personEmails).where(sameText(personEmails.email, email));
  return Boolean(row);
}
