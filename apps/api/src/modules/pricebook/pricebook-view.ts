import type { MvePrice, VxcPrice } from '@portico/contract';
import { isFuturePrice, type MveSize, minorUnitsFromDb } from '@portico/domain';
import type { MvePriceListRow, VxcPriceListRow } from './pricebook.repository.js';

/** A stored VXC price as the API answers it; `future` by the server's today. */
export function toVxcPrice(row: VxcPriceListRow, today: string): VxcPrice {
  return {
    id: row.id,
    marketId: row.marketId,
    market: row.market,
    distanceBand: row.distanceBand,
    charges: row.charges.map((c) => ({ speed: c.speed, charge: c.charge })),
    countryCode: row.countryCode,
    aConnectType: row.aConnectType,
    bConnectType: row.bConnectType,
    algorithm: row.algorithm,
    type: row.type,
    currency: row.currency,
    fromDate: row.fromDate,
    toDate: row.toDate,
    future: isFuturePrice(row.fromDate, today),
  };
}

export function toMvePrice(row: MvePriceListRow, today: string): MvePrice {
  return {
    id: row.id,
    marketId: row.marketId,
    market: row.market,
    charge: minorUnitsFromDb(row.chargeCents),
    virtualMachineSize: row.virtualMachineSize as MveSize,
    countryCode: row.countryCode,
    currency: row.currency,
    fromDate: row.fromDate,
    toDate: row.toDate,
    future: isFuturePrice(row.fromDate, today),
  };
}
