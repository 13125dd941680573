import type { DbOrTx } from '../../db/client.js';
import { locations } from '../catalogue/catalogue.tables.js';
import { DEMO_COMPANIES } from '../demo-constants.js';
import { technicalServices } from './services.tables.js';

/*
 * Data centres and the demo companies' ports and VXCs. The services area has no endpoints yet (ordering builds on
 * it); it declares its tables and this demo seed, which runs after the catalogue's and the companies'.
 */

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

/** The demo locations and services; needs the supplier entities (reference) and the demo companies (companies). */
export async function seedDemoServices(tx: DbOrTx): Promise<void> {
  await tx.insert(locations).values(DEMO_LOCATIONS).onConflictDoNothing();

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
      // cloud partners' Ports (decision 0042): AWS picked from the dropdown, Azure and Google found by key
      port(117, 'AWS Direct Connect Sydney', 1, 10_000),
      port(117, 'AWS Direct Connect London', 80, 10_000),
      port(1475, 'Azure ExpressRoute Sydney', 1, 10_000),
      port(1475, 'Azure ExpressRoute Melbourne', 2, 10_000),
      port(1475, 'Azure ExpressRoute London', 80, 10_000),
      port(90, 'Google Interconnect Sydney', 1, 10_000),
      port(90, 'Google Interconnect London', 80, 10_000),
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
}
