import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/auth.service.js';
import type { DbOrTx } from '../client.js';
import {
  appMeta,
  companies,
  locations,
  personEmails,
  persons,
  positions,
  securityRoles,
  technicalServices,
  virtualEmployments,
} from '../schema/index.js';
import { seedReferenceData } from './reference.js';

export const DEMO_PASSWORD = 'Portico1';
/** Fixed so that the README, tests and authenticator apps can compute codes for mfa.user. */
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_COMPANIES = {
  acme: 2001,
  globex: 2002,
  initech: 2003,
  umbrella: 2004,
  northwind: 2005,
} as const;

export const DEMO_USERS = [
  { username: 'staff.admin', companyId: 1, position: 'Staff Admin', first: 'Sam', last: 'Staff', note: 'staff, admin' },
  {
    username: 'acme.admin',
    companyId: DEMO_COMPANIES.acme,
    position: 'Company Admin',
    first: 'Alice',
    last: 'Admin',
    note: 'Acme Networks company admin',
  },
  {
    username: 'acme.finance',
    companyId: DEMO_COMPANIES.acme,
    position: 'Billing Contact',
    first: 'Fiona',
    last: 'Finance',
    note: 'Acme Networks, financials only',
  },
  {
    username: 'acme.viewer',
    companyId: DEMO_COMPANIES.acme,
    position: 'Read Only User',
    first: 'Victor',
    last: 'Viewer',
    note: 'Acme Networks, services only',
  },
  {
    username: 'agent',
    companyId: DEMO_COMPANIES.northwind,
    position: 'Technical Contact',
    first: 'Ava',
    last: 'Agent',
    note: 'service agent for Globex and Initech',
  },
  {
    username: 'partner.admin',
    companyId: DEMO_COMPANIES.umbrella,
    position: 'Company Admin',
    first: 'Paul',
    last: 'Partner',
    note: 'channel partner company admin',
  },
  {
    username: 'mfa.user',
    companyId: DEMO_COMPANIES.globex,
    position: 'Company Admin',
    first: 'Mia',
    last: 'Secure',
    note: 'Globex, TOTP enabled',
  },
] as const;

const DEMO_LOCATIONS = [
  { id: 1, name: 'Equinix SY1', metro: 'Sydney', state: 'NSW', countryCode: 'AU', supplierId: 808 },
  { id: 2, name: 'NEXTDC M1', metro: 'Melbourne', state: 'VIC', countryCode: 'AU', supplierId: 808 },
  { id: 3, name: 'Global Switch Sydney', metro: 'Sydney', state: 'NSW', countryCode: 'AU', supplierId: 808 },
  { id: 32, name: 'Spark Mayoral Drive', metro: 'Auckland', state: null, countryCode: 'NZ', supplierId: 855 },
  { id: 40, name: 'Equinix SG1', metro: 'Singapore', state: null, countryCode: 'SG', supplierId: 817 },
  { id: 50, name: 'MEGA-i', metro: 'Hong Kong', state: null, countryCode: 'HK', supplierId: 819 },
  { id: 60, name: 'CoreSite LA1', metro: 'Los Angeles', state: 'CA', countryCode: 'US', supplierId: 1558 },
  { id: 61, name: 'Equinix NY5', metro: 'New York', state: 'NJ', countryCode: 'US', supplierId: 1558 },
  { id: 70, name: 'Interxion FRA1', metro: 'Frankfurt', state: null, countryCode: 'DE', supplierId: 4515 },
  { id: 80, name: 'Telehouse North', metro: 'London', state: null, countryCode: 'GB', supplierId: 2675 },
  { id: 81, name: 'Equinix AM3', metro: 'Amsterdam', state: null, countryCode: 'NL', supplierId: 2685 },
  { id: 90, name: 'Cologix TOR1', metro: 'Toronto', state: 'ON', countryCode: 'CA', supplierId: 1652 },
  { id: 95, name: 'KIO Querétaro', metro: 'Querétaro', state: 'QRO', countryCode: 'MX', supplierId: 47560 },
];

/** Whether this database holds the demo data (whose logins share a published password). */
export async function hasDemoData(db: DbOrTx): Promise<boolean> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seed'));
  return meta !== undefined;
}

/** Demo customers, people and services on top of the reference data; runs once per database. */
export async function seedDemoData(db: DbOrTx): Promise<void> {
  await seedReferenceData(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(428002)`);
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, 'demo_seed'));
    if (meta) return;
    // Every demo user has the same published password, so one hash serves them all.
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    await tx
      .insert(companies)
      .values([
        {
          id: DEMO_COMPANIES.acme,
          legalName: 'Acme Networks Pty Ltd',
          tradingName: 'Acme Networks',
          country: 'AU',
          email: 'noc@acme.example',
          phone: '+61 2 9000 0001',
        },
        {
          id: DEMO_COMPANIES.globex,
          legalName: 'Globex Cloud Ltd',
          tradingName: 'Globex',
          country: 'GB',
          email: 'ops@globex.example',
        },
        {
          id: DEMO_COMPANIES.initech,
          legalName: 'Initech Data Inc',
          tradingName: 'Initech',
          country: 'US',
          email: 'it@initech.example',
          // No enforced MFA: it would hold its virtual employee `agent` (no TOTP) at MFA set-up.
        },
        {
          id: DEMO_COMPANIES.umbrella,
          legalName: 'Umbrella Partners Pte Ltd',
          tradingName: 'Umbrella Partners',
          country: 'SG',
          accountType: 'PARTNER',
          channelPartner: true,
          email: 'partners@umbrella.example',
        },
        {
          id: DEMO_COMPANIES.northwind,
          legalName: 'Northwind IT Services Ltd',
          tradingName: 'Northwind',
          country: 'NZ',
          email: 'agents@northwind.example',
        },
      ])
      .onConflictDoNothing();
    await tx.insert(locations).values(DEMO_LOCATIONS).onConflictDoNothing();

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

    const port = (companyId: number, name: string, locationId: number, speed: number, status = 'LIVE') => ({
      companyId,
      productType: 'PORT',
      name,
      locationId,
      rateLimitMbps: speed,
      provisioningStatus: status,
    });
    const inserted = await tx
      .insert(technicalServices)
      .values([
        port(DEMO_COMPANIES.acme, 'Acme Sydney Primary', 1, 10_000),
        port(DEMO_COMPANIES.acme, 'Acme Melbourne', 2, 10_000),
        port(DEMO_COMPANIES.acme, 'Acme Sydney Secondary', 3, 1_000, 'CONFIGURED'),
        port(DEMO_COMPANIES.globex, 'Globex London', 80, 10_000),
        port(DEMO_COMPANIES.globex, 'Globex Amsterdam', 81, 100_000, 'DEPLOYABLE'),
        port(DEMO_COMPANIES.initech, 'Initech LA', 60, 10_000),
      ])
      .returning({ id: technicalServices.id, name: technicalServices.name });
    const id = (name: string) => inserted.find((s) => s.name === name)?.id ?? null;
    await tx.insert(technicalServices).values([
      {
        companyId: DEMO_COMPANIES.acme,
        productType: 'VXC',
        name: 'Sydney to Melbourne',
        rateLimitMbps: 1_000,
        provisioningStatus: 'LIVE',
        aEndServiceId: id('Acme Sydney Primary'),
        bEndServiceId: id('Acme Melbourne'),
        aVlan: 100,
        bVlan: 100,
      },
      {
        companyId: DEMO_COMPANIES.acme,
        productType: 'VXC',
        name: 'Sydney DR link',
        rateLimitMbps: 500,
        provisioningStatus: 'CONFIGURED',
        aEndServiceId: id('Acme Sydney Secondary'),
        bEndServiceId: id('Acme Melbourne'),
        aVlan: 200,
        bVlan: 201,
      },
      {
        companyId: DEMO_COMPANIES.globex,
        productType: 'VXC',
        name: 'London to Amsterdam',
        rateLimitMbps: 2_000,
        provisioningStatus: 'LIVE',
        aEndServiceId: id('Globex London'),
        bEndServiceId: id('Globex Amsterdam'),
        aVlan: 10,
        bVlan: 10,
      },
    ]);

    await tx.insert(appMeta).values({ key: 'demo_seed', value: new Date().toISOString() });
  });
}
