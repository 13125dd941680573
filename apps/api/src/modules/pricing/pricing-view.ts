import type { CustomPriceItem, ProductPrice } from '@portico/contract';
import type { LISTED_PRODUCT_TYPES } from '@portico/contract';
import { isFuturePrice } from '@portico/domain';
import type { CustomPriceRow, ProductPriceRow } from './pricing.repository.js';

export function toProductPrice(row: ProductPriceRow, today: string): ProductPrice {
  return {
    id: row.id,
    productType: row.productType as (typeof LISTED_PRODUCT_TYPES)[number],
    marketId: row.marketId,
    market: row.market,
    locationId: row.locationId,
    location: row.location,
    speedMbps: row.speedMbps,
    termMonths: row.termMonths,
    monthlyCents: row.monthlyCents,
    setupCents: row.setupCents,
    termDiscountBp: row.termDiscountBp,
    currency: row.currency,
    fromDate: row.fromDate,
    toDate: row.toDate,
    future: isFuturePrice(row.fromDate, today),
  };
}

export function toCustomPriceItem(row: CustomPriceRow): CustomPriceItem {
  return { ...row };
}
