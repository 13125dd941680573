import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, persons } from '../db/schema/index.js';

interface TenantResolver {
  /** company that owns the resource with this id, or null when there is none */
  owner(db: DbOrTx, id: number): Promise<number | null>;
  /** some resource owned by the company, or null; the route-guard test uses it to try cross-tenant access */
  sampleOwnedBy(db: DbOrTx, companyId: number): Promise<number | null>;
}

/**
 * Resources whose path id decides which company's data a request touches, and how to find that company.
 * Add a resolver here when a module adds a tenant-scoped resource; the route-guard test then covers its routes.
 */
const resolvers = {
  company: {
    async owner(db, id) {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      return row?.id ?? null;
    },
    sampleOwnedBy: async (_db, companyId) => companyId,
  },
  person: {
    async owner(db, id) {
      const [row] = await db.select({ companyId: persons.companyId }).from(persons).where(eq(persons.id, id));
      return row?.companyId ?? null;
    },
    async sampleOwnedBy(db, companyId) {
      const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.companyId, companyId)).limit(1);
      return row?.id ?? null;
    },
  },
} satisfies Record<string, TenantResolver>;

export type TenantResource = keyof typeof resolvers;
export const TENANT_RESOURCES = Object.keys(resolvers) as TenantResource[];

export function resolveTenant(db: DbOrTx, resource: TenantResource, id: number): Promise<number | null> {
  return resolvers[resource].owner(db, id);
}

export function sampleTenantResource(db: DbOrTx, resource: TenantResource, companyId: number): Promise<number | null> {
  return resolvers[resource].sampleOwnedBy(db, companyId);
}
