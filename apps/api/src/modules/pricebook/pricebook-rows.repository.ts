import type {
  Currency,
  DistanceBand,
  MveSize,
  PriceChargeType,
  VxcAConnectType,
  VxcBConnectType,
} from '@portico/domain';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { shownColumns, type ValidityFilter } from '../../db/dated-rows.js';
import { markets } from '../catalogue/catalogue.tables.js';
import type { mvePrices, vxcPrices } from './pricebook.tables.js';

// The price book's row and filter types and its lists' select, which both its repositories (VXC and MVE prices) use.

export type VxcPriceValues = Omit<typeof vxcPrices.$inferInsert, 'id' | 'createdAt'>;
export type MvePriceValues = Omit<typeof mvePrices.$inferInsert, 'id' | 'createdAt'>;
export type { ValidityFilter };

export interface VxcPriceFilters extends ValidityFilter {
  marketId?: number;
  currency?: Currency;
  distanceBand?: DistanceBand;
  aConnectType?: VxcAConnectType;
  bConnectType?: VxcBConnectType;
  type?: PriceChargeType;
}

export interface MvePriceFilters extends ValidityFilter {
  marketId?: number;
  currency?: Currency;
  virtualMachineSize?: MveSize;
}

/** A price-book table's rows as its lists show them: the shown columns (`shownColumns`) and their market's name. */
export function selectWithMarket<T extends typeof vxcPrices | typeof mvePrices>(table: T) {
  return (db: DbOrTx) =>
    db
      .select({ ...shownColumns(table), market: markets.name })
      // drizzle's `from` refuses a table type left generic; the selection above gives the rows their types
      .from(table as PgTable)
      .innerJoin(markets, eq(markets.id, table.marketId))
      .$dynamic();
}
