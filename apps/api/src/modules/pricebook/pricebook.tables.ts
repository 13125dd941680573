import type { Currency, DistanceBand, PriceChargeType, VxcAConnectType, VxcBConnectType } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { markets } from '../catalogue/catalogue.tables.js';
import { persons } from '../people/people.tables.js';
import { identity, stampedAt, requiredRef } from '../../db/columns.js';

// The price book. Every price is integer minor units of its currency and every price row is dated: a change is a new
// row, never an edit of one in force, so an invoice can always be re-derived from the price of its date (decision 0020).

/** One charge of a VXC price: its speed (Mbps) and its amount in minor units. */
export interface VxcCharge {
  speed: number;
  charge: number;
}

/** The columns of every dated price row (decision 0020); the pricing area's rows carry them too. */
export const datedPriceColumns = () => ({
  fromDate: date({ mode: 'string' }).notNull(),
  /** null: until further notice */
  toDate: date({ mode: 'string' }),
  createdAt: stampedAt(),
  createdBy: integer().references(() => persons.id),
});

/** A dated price row ends on or after the day it starts (the check `<table>_dates`). */
export const datedPriceCheck = (table: string, t: { fromDate: AnyPgColumn; toDate: AnyPgColumn }) =>
  check(`${table}_dates`, sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`);

/** A VXC price of a market for a distance band and a pair of connect types. */
export const vxcPrices = pgTable(
  'vxc_prices',
  {
    id: identity(1_000),
    marketId: requiredRef(() => markets.id),
    distanceBand: text().$type<DistanceBand>().notNull(),
    charges: jsonb().$type<VxcCharge[]>().notNull(),
    countryCode: text().notNull(),
    aConnectType: text().$type<VxcAConnectType>().notNull(),
    bConnectType: text().$type<VxcBConnectType>().notNull(),
    algorithm: text().notNull(),
    type: text().$type<PriceChargeType>().notNull(),
    currency: text().$type<Currency>().notNull(),
    ...datedPriceColumns(),
  },
  (t) => [
    index('vxc_prices_lookup_idx').on(t.marketId, t.distanceBand, t.aConnectType, t.bConnectType, t.type, t.fromDate),
    datedPriceCheck('vxc_prices', t),
  ],
);

/** An MVE price of a market for a virtual machine size. */
export const mvePrices = pgTable(
  'mve_prices',
  {
    id: identity(1_000),
    marketId: requiredRef(() => markets.id),
    chargeCents: bigint({ mode: 'number' }).notNull(),
    virtualMachineSize: text().notNull(),
    countryCode: text().notNull(),
    currency: text().$type<Currency>().notNull(),
    ...datedPriceColumns(),
  },
  (t) => [
    index('mve_prices_lookup_idx').on(t.marketId, t.virtualMachineSize, t.fromDate),
    check('mve_prices_charge', sql`${t.chargeCents} >= 0`),
    datedPriceCheck('mve_prices', t),
  ],
);
