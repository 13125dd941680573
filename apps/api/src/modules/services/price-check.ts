import {
  BASE_CURRENCY,
  type Currency,
  type EndingAction,
  isCurrencyCode,
  isoDateOf,
  type PriceCheck,
  type PricedService,
  priceCheck,
  SERVICE_MESSAGES,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as lifecycle from './lifecycle.repository.js';
import { priceInForceOf } from './service-prices.repository.js';
import * as repo from './services.repository.js';

/**
 * A service as its ending is priced: its monthly charge and currency in force (services' own fact, decisions 0067,
 * 0079). A service without one (the demo's network, set up before billing) is priced at nothing, in the
 * base currency.
 */
export async function pricedService(
  db: DbOrTx,
  row: repo.ServiceRow,
): Promise<PricedService & { productType: string }> {
  const ordered = await priceInForceOf(db, row.id);
  const currency: Currency = ordered && isCurrencyCode(ordered.currency) ? ordered.currency : BASE_CURRENCY;
  return {
    productId: row.id,
    productName: row.name,
    productType: row.productType,
    monthlyCents: ordered?.monthlyCents ?? 0,
    currency,
    contractEndDate: row.contractEndDate,
  };
}

/** The price check of ending `row` today with the linked VXCs and IXs given (those that end with it). */
export async function priceEnding(
  db: DbOrTx,
  row: repo.ServiceRow,
  linked: readonly repo.ServiceRow[],
  action: EndingAction,
  now: Date,
): Promise<PriceCheck> {
  const own = await pricedService(db, row);
  const others = await Promise.all(linked.map((l) => pricedService(db, l)));
  return priceCheck(action, isoDateOf(now), own, others);
}

/**
 * `GET technicalservice/{id}/{CANCEL|TERMINATE}/priceCheck` (admin console §7): what ending the service would cost
 * today. `requireViewer` throws unless the caller may change the owning company's services (the route's check,
 * done again).
 */
export async function getPriceCheck(
  db: DbOrTx,
  id: number,
  action: EndingAction,
  now: Date,
  requireViewer: (companyId: number) => void,
): Promise<PriceCheck> {
  const row = await repo.findService(db, id);
  if (!row || row.provisioningStatus === 'NEW') throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  requireViewer(row.companyId);
  const linked =
    row.productType === 'VXC' || row.productType === 'IX' ? [] : await lifecycle.findLinkedServices(db, id);
  return priceEnding(db, row, linked, action, now);
}
