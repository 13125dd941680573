import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { identity, integerList, keyedRequest, requiredRef, stampedAt } from '../../db/columns.js';
import { locations } from '../catalogue/catalogue.tables.js';
import { companies } from '../companies/companies.tables.js';

/**
 * A technical service (port, LAG member, VXC, IX, MCR, MVE, MegaDirect…), with the spec's fields (admin console §3).
 * A-end and B-end reference other services (a VXC joins two ports); the members of a LAG share an aggregation id
 * (the first member's id). `orderId` is the order that placed it (decision 0038).
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
    publicGraph: boolean().notNull().default(false),
    aggregationId: integer(),
    distanceBand: text(),
    buyoutPort: boolean().notNull().default(false),
    mveSize: text(),
    contractStartDate: date(),
    contractEndDate: date(),
    termMonths: integer(),
    /** months each renewal runs for (staff may override it on the order); null: the term again */
    autoRenewTermMonths: integer(),
    marketplaceVisibility: boolean().notNull().default(false),
    diversityZone: text(),
    promoCode: text(),
    orderId: integer(),
    /**
     * The group the service is listed in on the network screen: a VXC or IX hangs off its A-end port, anything else
     * heads its own group. Stored, so that the company's list is read in group order straight from an index.
     */
    /** a company admin's lock: while set, nobody may cancel or change the service (decision 0049) */
    lockedAt: timestamp({ withTimezone: true }),
    lockedByPersonId: integer(),
    /** the day a cancelled service ends (a CANCEL: the contract's end; CANCEL_NOW and TERMINATE: the day itself) */
    terminationDate: date(),
    /** counts un-cancels: a lifecycle event is recorded once per cycle, so a service cancelled again records anew */
    lifecycleCycle: integer().notNull().default(0),
    /**
     * The Port, MCR or MVE whose cancel ended this VXC or IX with it (decision 0049): un-cancelling that brings this
     * back too. Null for a service ended on its own, and again once it runs.
     */
    endedWithServiceId: integer(),
    groupServiceId: integer().generatedAlwaysAs(
      sql`case when product_type in ('VXC', 'IX') and a_end_service_id is not null then a_end_service_id else id end`,
    ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('technical_services_company_idx').on(t.companyId),
    // the company's lists: newest first within a status
    index('technical_services_company_status_idx').on(t.companyId, t.provisioningStatus, t.id),
    index('technical_services_order_idx').on(t.orderId),
    // the network screen's and the products page's pages: a company's listed services (NEW ones never are), each
    // port followed by its VXCs and IXs; partial, so that a page's ids come from the index alone (db/list-query.ts)
    index('technical_services_company_group_idx')
      .on(t.companyId, t.groupServiceId, t.id)
      .where(sql`provisioning_status <> 'NEW'`),
    // the public API's product list (`GET /v2/products`): a company's Ports, MCRs and MVEs in id order
    index('technical_services_company_heads_idx')
      .on(t.companyId, t.id)
      .where(sql`product_type in ('PORT', 'MCR2', 'MVE') and provisioning_status <> 'NEW'`),
    // the service search: any part of a name, found among every company's services without a scan
    index('technical_services_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('technical_services_aggregation_idx').on(t.aggregationId),
    // what hangs off a Port (its VXCs and IXs, the VLANs they hold): read by every VXC and IX order
    index('technical_services_a_end_idx').on(t.aEndServiceId),
    index('technical_services_b_end_idx').on(t.bEndServiceId),
  ],
);

/** A component of a service (a port, a VXC's path, an IX connection…) at a location, joining its ends. */
export const serviceComponents = pgTable(
  'service_components',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    serviceId: integer()
      .notNull()
      .references(() => technicalServices.id, { onDelete: 'cascade' }),
    componentType: text().notNull(),
    status: text().notNull().default('Active'),
    locationId: integer().references(() => locations.id),
    aEndServiceId: integer().references(() => technicalServices.id),
    bEndServiceId: integer().references(() => technicalServices.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_components_service_idx').on(t.serviceId)],
);

/**
 * What a component holds: a VLAN on a port, a rate limit, an interface, a cloud connection… A VLAN held on a port
 * is a row with `portServiceId` and `vlan`, unique together: two orders racing for one VLAN on one port cannot
 * both have it (the database decides, not a check in code).
 */
export const componentResources = pgTable(
  'component_resources',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    componentId: integer()
      .notNull()
      .references(() => serviceComponents.id, { onDelete: 'cascade' }),
    resourceType: text().notNull(),
    aVlan: integer(),
    bVlan: integer(),
    rateLimitMbps: integer(),
    portSpeed: integer(),
    macAddress: text(),
    /** the port the VLAN is held on, with `vlan` */
    portServiceId: integer().references(() => technicalServices.id),
    vlan: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('component_resources_component_idx').on(t.componentId),
    unique('component_resources_port_vlan_unique').on(t.portServiceId, t.vlan),
  ],
);

/** A lifecycle event of a service under its routing key, recorded once (the unique key). */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer()
      .notNull()
      .references(() => technicalServices.id, { onDelete: 'cascade' }),
    routingKey: text().notNull(),
    /** the service's lifecycle cycle when recorded (see `technicalServices.lifecycleCycle`) */
    cycle: integer().notNull().default(0),
    at: timestamp({ withTimezone: true }).notNull(),
    actor: text().notNull(),
  },
  (t) => [unique('service_events_service_key_cycle_unique').on(t.serviceId, t.routingKey, t.cycle)],
);

/**
 * A VXC speed change waiting for the other end's owner (admin console §4): made when the non-payer has not approved
 * the change up front. At most one pending request per VXC (the partial unique index), decided once.
 */
export const speedChangeRequests = pgTable(
  'speed_change_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 5_000 }),
    serviceId: integer()
      .notNull()
      .references(() => technicalServices.id, { onDelete: 'cascade' }),
    requestedByCompanyId: integer()
      .notNull()
      .references(() => companies.id),
    requestedByPersonId: integer(),
    /** the company whose approval the change waits for (the other end's owner) */
    approverCompanyId: integer()
      .notNull()
      .references(() => companies.id),
    fromMbps: integer().notNull(),
    toMbps: integer().notNull(),
    /** PENDING; APPROVED or REJECTED by the approver; WITHDRAWN by the company that asked */
    status: text().notNull().default('PENDING'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByPersonId: integer(),
  },
  (t) => [
    uniqueIndex('speed_change_requests_pending_unique')
      .on(t.serviceId)
      .where(sql`status = 'PENDING'`),
    index('speed_change_requests_approver_idx').on(t.approverCompanyId, t.status),
  ],
);

/**
 * Ports added to a LAG from its service screen (decision 0054), one row per addition: the company's Idempotency-Key
 * (unique per company, claimed in the addition's own transaction, so a retry — or ten at once — adds the ports once)
 * and the hash of what was asked, the port it was asked from and the ports it added.
 */
export const lagPortAdditions = pgTable(
  'lag_port_additions',
  {
    id: identity(1_000),
    ...keyedRequest(() => companies.id),
    aggregationId: integer().notNull(),
    /** the port whose screen asked */
    portId: requiredRef(() => technicalServices.id, { onDelete: 'cascade' }),
    /** the ports added (empty until the addition's transaction writes them, in the same transaction) */
    addedServiceIds: integerList(),
    requestedBy: integer(),
    createdAt: stampedAt(),
  },
  (t) => [unique('lag_port_additions_company_key_unique').on(t.companyId, t.idempotencyKey)],
);

/**
 * Each company's services as the changes made to them, kept by the database: the triggers of migrations 0020 and
 * 0021 add a row per company at each insert, delete or update of `technical_services` that touches what its network
 * page shows (its own services, and the connections at its ports' ends; a statement's rows summed), and
 * `services.compactServiceCounts` folds each company's rows into one. Two sums are read from them in a moment however
 * many services the company has: `shown`, how many the lists show (every one but NEW), and `changes`, how many
 * changes were committed, the version of the company's network page (its answers are kept per version). Rows are only
 * ever added by the triggers, so concurrent changes never wait for one another (decision 0048).
 */
export const serviceCountChanges = pgTable(
  'service_count_changes',
  {
    companyId: integer().notNull(),
    shown: integer().notNull(),
    changes: integer().notNull().default(1),
  },
  (t) => [index('service_count_changes_company_idx').on(t.companyId)],
);

/**
 * A change of a live service's network settings sent to the network (decision 0061): what was asked (a VLAN of one
 * end, a MAC address, a rate limit or a VXC's AWS interface, decision 0069), PENDING until the reconfiguration job has
 * the network apply it, then APPLIED (the service's records then take the values) or FAILED with the network's reason
 * (the service keeps what it had). One PENDING change per setting of a service. Each insert and each change of status
 * counts a change of the service's company's network version (migration 0027): the lists show the change's mark.
 */
export const networkChanges = pgTable(
  'network_changes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 7_000 }),
    serviceId: integer()
      .notNull()
      .references(() => technicalServices.id, { onDelete: 'cascade' }),
    /** aVlan, bVlan, macAddress, rateLimit or awsInterface */
    field: text().notNull(),
    fromValue: text(),
    toValue: text().notNull(),
    /** PENDING, APPLIED or FAILED */
    status: text().notNull().default('PENDING'),
    reason: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    /** the monthly price the change moves the service to (a rate limit's), recorded for billing when it applies */
    monthlyCents: bigint({ mode: 'number' }),
    currency: text(),
  },
  (t) => [
    uniqueIndex('network_changes_pending_unique')
      .on(t.serviceId, t.field)
      .where(sql`status = 'PENDING'`),
    index('network_changes_service_idx').on(t.serviceId, t.id),
    // the lists' marks (decision 0069): a service's pending and failed changes, newest first, without its applied ones
    index('network_changes_open_idx')
      .on(t.serviceId, t.id)
      .where(sql`status in ('PENDING', 'FAILED')`),
  ],
);

/**
 * The monthly price of a service over time (decisions 0067, 0079): the price it was ordered at (`ORDER`, written
 * with the service by the change that made it: an order, a port added to a LAG) and each change that moved it since
 * (`SPEED_CHANGE`: a VXC's speed, a Port's or an IX's rate limit), dated the day the new price applies — the day
 * the network applied it when the network applies the change. The price in force is the newest row; billing reads
 * the dates. Amounts in minor units of `currency`. A service without a row (the demo's network, set up before
 * billing) is priced at nothing.
 */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: identity(1_000),
    serviceId: requiredRef(() => technicalServices.id, { onDelete: 'cascade' }),
    /** ORDER or SPEED_CHANGE */
    reason: text().notNull(),
    effectiveDate: date().notNull(),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** the speed the price is for, when the service has one */
    rateLimitMbps: integer(),
    createdAt: stampedAt(),
  },
  (t) => [
    // a service is ordered once: a second order price for it is refused
    uniqueIndex('service_prices_order_unique')
      .on(t.serviceId)
      .where(sql`reason = 'ORDER'`),
    // the price in force of a page of services: the newest row of each
    index('service_prices_service_idx').on(t.serviceId, t.id),
  ],
);

/**
 * A change to a service that billing must account for, dated (decision 0049): a speed change (from and to), a
 * cancel, a termination, an un-cancel and its pro-rated charge, a port added to a LAG. Services record them in the
 * change's transaction; billing reads them through the services index and never is called by services (decision
 * 0062). Amounts in minor units of `currency`.
 */
export const serviceBillingEvents = pgTable(
  'service_billing_events',
  {
    id: identity(1_000),
    serviceId: requiredRef(() => technicalServices.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id),
    kind: text().notNull(),
    effectiveDate: date().notNull(),
    amountCents: bigint({ mode: 'number' }),
    currency: text(),
    detail: jsonb(),
    createdAt: stampedAt(),
  },
  (t) => [index('service_billing_events_service_idx').on(t.serviceId, t.effectiveDate)],
);

/**
 * Versions of what the public product list (`GET /v2/products`) shows from other areas' tables: `companies` (a
 * company's uid and name) and `locations` (a location's name, metro and country), each counted up by a trigger of
 * migration 0024 in the transaction that changes them. The list's answer is kept against the company's network
 * version and these two (decision 0055); they change seldom (a rename), so one row each is enough.
 */
export const shownNameVersions = pgTable('shown_name_versions', {
  name: text().primaryKey(),
  version: integer().notNull().default(0),
});
