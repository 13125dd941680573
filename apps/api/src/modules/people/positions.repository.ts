import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { personSecurityRoles, positionSecurityRoles, positions, securityRoles } from './people.tables.js';

export interface RoleRef {
  id: number;
  name: string;
}

// Positions and security roles: the people area's repository of who may do what.

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

const positionColumns = {
  id: positions.id,
  name: positions.name,
  companyId: positions.companyId,
  securityRoles: positionRoles,
  people: positionPeople,
};

// a driver may answer the json aggregate as text and the count as a string
const toPositionRow = (row: PositionRow): PositionRow => ({
  ...row,
  securityRoles: typeof row.securityRoles === 'string' ? JSON.parse(row.securityRoles) : row.securityRoles,
  people: Number(row.people),
});

/** Positions usable by the given companies (shared ones included), or every position when `companyIds` is null. */
export async function findPositions(db: DbOrTx, companyIds: number[] | null): Promise<PositionRow[]> {
  const rows = await db
    .select(positionColumns)
    .from(positions)
    .where(companyIds === null ? undefined : or(isNull(positions.companyId), inArray(positions.companyId, companyIds)))
    .orderBy(sql`${positions.companyId} nulls first`, asc(positions.name));
  return rows.map(toPositionRow);
}

export async function findPosition(db: DbOrTx, positionId: number): Promise<PositionRow | null> {
  const [row] = await db.select(positionColumns).from(positions).where(eq(positions.id, positionId));
  return row ? toPositionRow(row) : null;
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
