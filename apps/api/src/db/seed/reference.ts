import { CUSTOMER_PERMISSIONS, LAB_COMPANY_ID, PERMISSIONS, STAFF_COMPANY_ID, SUPPLIERS } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { appMeta, companies, positionSecurityRoles, positions, securityRoles, suppliers } from '../schema/index.js';

/** Bump when reference data changes; the seed runs again for a database that has an older version. */
export const REFERENCE_VERSION = '1';

export const ROLES = [
  {
    name: 'Staff Admin',
    description: 'Provider staff with every permission',
    permissions: [...PERMISSIONS],
    companyAdmin: true,
  },
  {
    name: 'Company Admin',
    description: 'Runs a customer company in the portal',
    permissions: [...CUSTOMER_PERMISSIONS],
    companyAdmin: true,
  },
  {
    name: 'Technical Contact',
    description: 'Orders and manages services',
    permissions: ['services', 'graphs', 'place_order', 'modify_service', 'notifications', 'tools'],
  },
  { name: 'Billing Contact', description: 'Invoices and payments', permissions: ['financials'] },
  { name: 'Read Only', description: 'Sees services', permissions: ['services'] },
  {
    name: 'Service Agent',
    description: 'Orders on behalf of companies that virtually employ them',
    permissions: ['services', 'graphs', 'place_order', 'modify_service'],
    agentAdmin: true,
  },
] as const;

/** Positions every company can use, and the role each gives. */
export const POSITIONS: { name: string; role: (typeof ROLES)[number]['name']; companyId?: number }[] = [
  { name: 'Company Admin', role: 'Company Admin' },
  { name: 'Technical Admin', role: 'Technical Contact' },
  { name: 'Technical Contact', role: 'Technical Contact' },
  { name: 'Billing Contact', role: 'Billing Contact' },
  { name: 'Financial Contact', role: 'Billing Contact' },
  { name: 'Read Only User', role: 'Read Only' },
  { name: 'Staff Admin', role: 'Staff Admin', companyId: STAFF_COMPANY_ID },
];

/**
 * What every installation needs, demo or not: the provider company, its lab, the supplier entity of each market,
 * security roles and positions. Runs in one transaction and only when the stored version is older.
 */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise concurrent first starts (an API and a worker process starting together).
    await tx.execute(sql`select pg_advisory_xact_lock(428001)`);
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, 'reference_version'));
    if (meta?.value === REFERENCE_VERSION) return;

    await tx
      .insert(companies)
      .values([
        {
          id: STAFF_COMPANY_ID,
          legalName: 'Portico Networks Pty Ltd',
          tradingName: 'Portico',
          accountType: 'ADMIN',
          country: 'AU',
          email: 'hello@portico.example',
        },
        {
          id: LAB_COMPANY_ID,
          legalName: 'Portico Lab',
          tradingName: 'Portico Lab',
          accountType: 'ADMIN',
          country: 'AU',
        },
        ...SUPPLIERS.map((s) => ({
          id: s.supplierId,
          legalName: `Portico ${s.market}`,
          tradingName: 'Portico',
          accountType: 'ADMIN',
          country: s.countryCode,
        })),
      ])
      .onConflictDoNothing();
    await tx
      .insert(suppliers)
      .values(
        SUPPLIERS.map((s) => ({
          companyId: s.supplierId,
          market: s.market,
          countryCode: s.countryCode,
          wellKnownSupplier: s.wellKnownSupplier,
          currency: s.currency,
          taxRateBp: s.taxRateBp,
          identifierType: s.identifierType,
        })),
      )
      .onConflictDoNothing();

    for (const role of ROLES) {
      await tx
        .insert(securityRoles)
        .values({ ...role, permissions: [...role.permissions] })
        .onConflictDoUpdate({
          target: securityRoles.name,
          set: { permissions: [...role.permissions], description: role.description },
        });
    }
    const roleIds = new Map((await tx.select().from(securityRoles)).map((r) => [r.name, r.id]));
    const existing = await tx.select().from(positions);
    for (const position of POSITIONS) {
      const found = existing.find((p) => p.name === position.name && p.companyId === (position.companyId ?? null));
      const id =
        found?.id ??
        (
          await tx
            .insert(positions)
            .values({ name: position.name, companyId: position.companyId ?? null })
            .returning()
        )[0]?.id;
      const roleId = roleIds.get(position.role);
      if (id && roleId)
        await tx.insert(positionSecurityRoles).values({ positionId: id, securityRoleId: roleId }).onConflictDoNothing();
    }

    await tx
      .insert(appMeta)
      .values({ key: 'reference_version', value: REFERENCE_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: REFERENCE_VERSION, updatedAt: new Date() } });
  });
}
