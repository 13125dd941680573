import { type CustomPriceItem, type CustomPriceItemSave, customPriceItemSaveSchema } from '@portico/contract';
import {
  defaultPriceFromDate,
  isFuturePrice,
  isoDateOf,
  type PricedProductType,
  PRICEBOOK_RULE_MESSAGES,
  PRICING_MESSAGES,
  pricesClash,
} from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { findCompany } from '../companies/index.js';
import * as repo from './pricing.repository.js';
import type { PricingServiceDeps } from './pricing-deps.js';
import { toCustomPriceItem } from './pricing-view.js';

/**
 * A customer's own price book: items that win over the list price for that customer. Like every price, an item in
 * force is never changed: removing it ends it today, and only a future item is deleted outright.
 */
export function customPrices({ db, now }: PricingServiceDeps) {
  const today = () => isoDateOf(now());

  return {
    async customPriceBook(companyId: number, productType?: PricedProductType): Promise<CustomPriceItem[]> {
      if (!(await findCompany(db, companyId))) throw new AppError('not_found', PRICING_MESSAGES.companyNotFound);
      const rows = await repo.findCustomPrices(db, companyId, today(), productType);
      return rows.map(toCustomPriceItem);
    },

    async addCustomPrice(ctx: ChangeContext, input: CustomPriceItemSave): Promise<CustomPriceItem> {
      const body = customPriceItemSaveSchema.parse(input);
      const fromDate = body.fromDate ?? defaultPriceFromDate(today());
      if (fromDate < today()) throw invalid(PRICING_MESSAGES.customStartsBeforeToday);
      if (body.toDate !== null && body.toDate < fromDate) throw invalid(PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate);
      return inChange(db, ctx, async ({ tx, audit }) => {
        if (!(await findCompany(tx, body.companyId))) throw new AppError('not_found', PRICING_MESSAGES.companyNotFound);
        if (body.marketId !== null && !(await repo.lockMarket(tx, body.marketId)))
          throw new AppError('not_found', PRICEBOOK_RULE_MESSAGES.marketNotFound);
        if (body.locationId !== null) {
          const market = await repo.locationMarket(tx, body.locationId);
          if (market === undefined) throw new AppError('not_found', PRICING_MESSAGES.locationNotFound);
          if (body.marketId !== null && market !== body.marketId) throw invalid(PRICING_MESSAGES.locationNotInMarket);
        }
        await repo.lockCustomPrices(tx, body.companyId);
        const values: repo.CustomPriceValues = { ...body, fromDate, createdBy: ctx.actor.personId };
        const siblings = await repo.findCustomPricesOfKey(tx, values);
        if (siblings.some((s) => pricesClash(s, { fromDate, toDate: body.toDate })))
          throw new AppError('conflict', PRICING_MESSAGES.customOverlap);
        const id = await repo.insertCustomPrice(tx, values);
        const after = toCustomPriceItem((await repo.findCustomPrice(tx, body.companyId, id))!);
        await audit({
          action: 'customPrice.create',
          entityType: 'company',
          entityId: body.companyId,
          before: null,
          after,
        });
        return after;
      });
    },

    async removeCustomPrice(ctx: ChangeContext, companyId: number, itemId: number): Promise<CustomPriceItem> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        await repo.lockCustomPrices(tx, companyId);
        const row = await repo.findCustomPrice(tx, companyId, itemId);
        if (!row) throw new AppError('not_found', PRICING_MESSAGES.customNotFound);
        const before = toCustomPriceItem(row);
        const day = today();
        if (row.toDate !== null && row.toDate < day) throw new AppError('conflict', PRICING_MESSAGES.customEnded);
        if (isFuturePrice(row.fromDate, day)) await repo.deleteCustomPrice(tx, itemId);
        else await repo.endCustomPrice(tx, itemId, day);
        const after = isFuturePrice(row.fromDate, day) ? null : { ...before, toDate: day };
        await audit({ action: 'customPrice.remove', entityType: 'company', entityId: companyId, before, after });
        return after ?? before;
      });
    },
  };
}
