import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { identity, instant, keyedRequest, requiredRef, stampedAt } from '../../db/columns.js';
import { companies } from '../companies/companies.tables.js';
import { technicalServices } from '../services/services.tables.js';

/**
 * An order: what was asked (its kind and the hash of its body) under the caller's Idempotency-Key, and the answer
 * it was given. The key is unique per company, and the row is written in the order's own transaction, so a retry
 * — or fifty at once — finds the first answer and creates nothing (decision 0039).
 */
export const orders = pgTable(
  'orders',
  {
    id: identity(5_000),
    ...keyedRequest(() => companies.id),
    kind: text().notNull(),
    /** the person who placed it (staff for an admin order) */
    placedBy: integer(),
    answer: jsonb(),
    createdAt: stampedAt(),
  },
  (t) => [
    unique('orders_company_key_unique').on(t.companyId, t.idempotencyKey),
    index('orders_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * A VXC order's two sides (customer portal §3, §4): the payer (the company ordered for, owning the A end) and the
 * non-payer (the owner of the B end), each with its Port, VLAN, approval status and approver. Provisioning starts
 * only when both sides are APPROVED; a rejection ends the order (decisions 0040, 0042).
 */
export const vxcOrders = pgTable(
  'vxc_orders',
  {
    id: identity(7_000),
    orderId: requiredRef(() => orders.id),
    /** the VXC's technical service */
    serviceId: integer().notNull(),
    payerCompanyId: requiredRef(() => companies.id),
    payerPortId: integer().notNull(),
    payerVlan: integer().notNull(),
    payerStatus: text().notNull(),
    payerApproverId: integer(),
    payerApproverName: text(),
    nonPayerCompanyId: requiredRef(() => companies.id),
    nonPayerPortId: integer().notNull(),
    nonPayerVlan: integer().notNull(),
    nonPayerStatus: text().notNull(),
    nonPayerApproverId: integer(),
    nonPayerApproverName: text(),
    speed: integer().notNull(),
    rateType: text().notNull(),
    /** months (MONTHLY) or days (DAILY) */
    duration: integer().notNull(),
    orderedByStaff: boolean().notNull().default(false),
    /** a cloud B end's details: the AWS DirectConnect configuration, the Azure service key or Google pairing key */
    cloudConfig: jsonb(),
    createdAt: stampedAt(),
    decidedAt: instant(),
  },
  (t) => [
    unique('vxc_orders_service_unique').on(t.serviceId),
    index('vxc_orders_payer_idx').on(t.payerCompanyId, t.id),
    index('vxc_orders_non_payer_idx').on(t.nonPayerCompanyId, t.id),
    // the orders still waiting (decision 0068): counted per pair of companies for the bound, and by age for expiry
    index('vxc_orders_waiting_pair_idx')
      .on(t.payerCompanyId, t.nonPayerCompanyId)
      .where(sql`decided_at is null`),
    index('vxc_orders_waiting_age_idx')
      .on(t.createdAt)
      .where(sql`decided_at is null`),
  ],
);

/**
 * A service key (decision 0043): a random key of one of a company's ports, which another party's order may name
 * instead of the port, within its window, up to its speed, once when single use.
 */
export const serviceKeys = pgTable(
  'service_keys',
  {
    id: identity(7_000),
    key: uuid().notNull().defaultRandom(),
    companyId: requiredRef(() => companies.id),
    portServiceId: requiredRef(() => technicalServices.id),
    singleUse: boolean().notNull().default(true),
    maxSpeedMbps: integer(),
    validFrom: instant(),
    validTo: instant(),
    preApproved: boolean().notNull().default(false),
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    usedAt: instant(),
    createdBy: integer(),
    createdAt: stampedAt(),
  },
  (t) => [unique('service_keys_key_unique').on(t.key), index('service_keys_company_idx').on(t.companyId, t.id)],
);

/**
 * What a service was ordered with beyond the service model's fields (decision 0043): an MCR's ASN, an MVE's vendor,
 * image, vendor settings and vNICs — kept as ordered, for the service's screens and the public API.
 */
export const serviceOrderConfigs = pgTable('service_order_configs', {
  serviceId: integer()
    .primaryKey()
    .references(() => technicalServices.id),
  config: jsonb().notNull(),
});
