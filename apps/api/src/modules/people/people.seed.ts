import { CUSTOMER_PERMISSIONS, PERMISSIONS, STAFF_COMPANY_ID } from '@portico/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  personEmails,
  persons,
  positionSecurityRoles,
  positions,
  securityRoles,
  virtualEmployments,
} from './people.tables.js';
import { DEMO_COMPANIES, DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS } from '../demo-constants.js';
import { hashPassword } from '../../platform/passwords.js';

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

/** The security roles (their permissions kept up to date) and the positions that give them; idempotent. */
export async function seedPeopleReference(tx: DbOrTx): Promise<void> {
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
}

/** The demo logins of `DEMO_USERS`, each with a primary e-mail; `agent` virtually employed by Globex and Initech. */
export async function seedPeopleDemo(tx: DbOrTx): Promise<void> {
  // Every demo user has the same published password, so one hash serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const positionIds = new Map((await tx.select().from(positions)).map((p) => [p.name, p.id]));
  for (const user of DEMO_USERS) {
    const [person] = await tx
      .insert(persons)
      .values({
        companyId: user.companyId,
        username: user.username,
        passwordHash,
        firstName: user.first,
        lastName: user.last,
        positionId: positionIds.get(user.position) ?? null,
        totpSecret: user.username === 'mfa.user' ? DEMO_MFA_SECRET : null,
        mfaEnabled: user.username === 'mfa.user',
      })
      .returning();
    if (!person) continue;
    await tx
      .insert(personEmails)
      .values({ personId: person.id, email: `${user.username}@portico.example`, isPrimary: true });
    if (user.username === 'agent') {
      const [agentRole] = await tx.select().from(securityRoles).where(eq(securityRoles.name, 'Service Agent'));
      await tx.insert(virtualEmployments).values([
        { personId: person.id, companyId: DEMO_COMPANIES.globex, securityRoleId: agentRole?.id ?? null },
        { personId: person.id, companyId: DEMO_COMPANIES.initech, securityRoleId: agentRole?.id ?? null },
      ]);
    }
  }
}
