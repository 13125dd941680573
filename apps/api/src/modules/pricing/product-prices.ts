import {
  type LISTED_PRODUCT_TYPES,
  type Page,
  type ProductPrice,
  type ProductPriceSave,
  productPriceSaveSchema,
} from '@portico/contract';
import {
  defaultPriceFromDate,
  filterFirstError,
  PRICEBOOK_RULE_MESSAGES,
  priceChangeError,
  priceDatesError,
  isoDateOf,
  PRICING_MESSAGES,
  pricesClash,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid, requireValid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './pricing.repository.js';
import type { PricingServiceDeps } from './pricing-deps.js';
import { toProductPrice } from './pricing-view.js';

export interface ProductPriceListQuery {
  productType?: (typeof LISTED_PRODUCT_TYPES)[number];
  marketId?: number;
  locationId?: number;
  future?: 'true' | 'false';
  search?: string;
}

/** List prices of ports, MCRs, IX and MegaDirect: read, add, and change or delete while still in the future. */
export function productPrices({ db, now }: PricingServiceDeps) {
  const today = () => isoDateOf(now());
  const filtersOf = (q: ProductPriceListQuery): repo.ProductPriceFilters => ({
    productType: q.productType,
    marketId: q.marketId,
    locationId: q.locationId,
    ...(q.future === 'true' ? { futureAfter: today() } : { notEndedBefore: today() }),
  });

  /** Checks a price against the rules and its siblings, inside the transaction that writes it. */
  async function checked(tx: DbOrTx, body: ReturnType<typeof productPriceSaveSchema.parse>, exceptId?: number) {
    const fromDate = body.fromDate ?? defaultPriceFromDate(today());
    requireValid(priceDatesError({ fromDate, toDate: body.toDate }, today()));
    const market = await repo.lockMarket(tx, body.marketId);
    if (!market) throw new AppError('not_found', PRICEBOOK_RULE_MESSAGES.marketNotFound);
    if (body.locationId !== null && (await repo.locationMarket(tx, body.locationId)) !== body.marketId)
      throw invalid(PRICING_MESSAGES.locationNotInMarket);
    const values: repo.ProductPriceValues = { ...body, fromDate, toDate: body.toDate };
    const siblings = await repo.productPriceRows.windows(tx, values, exceptId);
    if (siblings.some((s) => pricesClash(s, { fromDate, toDate: body.toDate })))
      throw new AppError('conflict', PRICING_MESSAGES.overlap);
    return values;
  }

  async function requireFuture(tx: DbOrTx, id: number) {
    const row = await repo.productPriceRows.find(tx, id);
    if (!row) throw new AppError('not_found', PRICEBOOK_RULE_MESSAGES.priceNotFound);
    const changeError = priceChangeError(row, today());
    if (changeError) throw new AppError('conflict', changeError);
    return row;
  }

  return {
    listProductPrices(q: ProductPriceListQuery & { page: number; pageSize: number }): Promise<Page<ProductPrice>> {
      const day = today();
      return repo.productPriceList.page(db, filtersOf(q), q, (r) => toProductPrice(r, day));
    },

    /** Every price of the filter, in batches by id (keyset), for a CSV export; refused without a filter ('Please filter first!'). */
    exportProductPrices(q: ProductPriceListQuery): AsyncIterable<ProductPrice[]> {
      requireValid(filterFirstError({ productType: q.productType, marketId: q.marketId, locationId: q.locationId }));
      const day = today();
      return repo.productPriceList.batches(db, filtersOf(q), (row) => toProductPrice(row, day));
    },

    async addProductPrice(ctx: ChangeContext, input: ProductPriceSave): Promise<ProductPrice> {
      const body = productPriceSaveSchema.parse(input);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const values = { ...(await checked(tx, body)), createdBy: ctx.actor.personId };
        const id = await repo.productPriceRows.insert(tx, values);
        const after = toProductPrice((await repo.productPriceRows.find(tx, id))!, today());
        await audit({ action: 'productPrice.create', entityType: 'productPrice', entityId: id, before: null, after });
        return after;
      });
    },

    async editProductPrice(ctx: ChangeContext, id: number, input: ProductPriceSave): Promise<ProductPrice> {
      const body = productPriceSaveSchema.parse(input);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = toProductPrice(await requireFuture(tx, id), today());
        if (!(await repo.productPriceRows.updateFuture(tx, id, today(), await checked(tx, body, id))))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        const after = toProductPrice((await repo.productPriceRows.find(tx, id))!, today());
        await audit({ action: 'productPrice.update', entityType: 'productPrice', entityId: id, before, after });
        return after;
      });
    },

    async deleteProductPrice(ctx: ChangeContext, id: number): Promise<{ id: number }> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = toProductPrice(await requireFuture(tx, id), today());
        if (!(await repo.productPriceRows.deleteFuture(tx, id, today())))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        await audit({ action: 'productPrice.delete', entityType: 'productPrice', entityId: id, before, after: null });
        return { id };
      });
    },

    /** The connection prices in force today, every market (read only: updates go through an EIP ticket). */
    async connectionRates(): Promise<{ date: string; items: ProductPrice[] }> {
      const date = today();
      const rows = await repo.productPriceList.rows(db, { inForceOn: date }, { limit: 5_000, offset: 0 });
      return { date, items: rows.map((r) => toProductPrice(r, date)) };
    },
  };
}
