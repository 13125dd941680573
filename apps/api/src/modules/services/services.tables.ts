import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { locations } from '../catalogue/catalogue.tables.js';
import { companies } from '../companies/companies.tables.js';

/**
 * A provisioned service (port, LAG, VXC, IX, MCR, MVE, MegaDirect). A-end and B-end reference other services
 * (a VXC joins two ports); the shape follows the spec's technical service.
 */
export const technicalServices = pgTable(
  'technical_services',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    uid: uuid()
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    productType: text().notNull(),
    name: text().notNull(),
    provisioningStatus: text().notNull().default('NEW'),
    rateLimitMbps: integer().notNull(),
    locationId: integer().references(() => locations.id),
    aEndServiceId: integer(),
    bEndServiceId: integer(),
    aVlan: integer(),
    bVlan: integer(),
    costCentre: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('technical_services_company_idx').on(t.companyId)],
);
