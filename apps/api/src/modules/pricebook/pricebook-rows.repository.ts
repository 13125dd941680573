import type {
  Currency,
  DistanceBand,
  MveSize,
  PriceChargeType,
  VxcAConnectType,
  VxcBConnectType,
} from '@portico/domain';
import type { ValidityFilter } from '../../db/dated-rows.js';
import type { mvePrices, vxcPrices } from './pricebook.tables.js';

// The price book's row and filter types, which both its repositories (VXC and MVE prices) use.

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
