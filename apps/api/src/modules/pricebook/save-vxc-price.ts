import { type VxcPrice, type VxcPriceSave, vxcPriceSaveSchema } from '@portico/contract';
import { PRICEBOOK_RULE_MESSAGES, priceChangeError } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { keepStoredDates, lockMarkets, priceDates, requireNoClash, todayOf } from './price-change.js';
import * as repo from './pricebook.repository.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';
import { toVxcPrice } from './pricebook-view.js';

const notFound = () => new AppError('not_found', PRICEBOOK_RULE_MESSAGES.priceNotFound);

/** Adding a VXC price, and editing or deleting one that has not started yet. */
export function saveVxcPrice({ db, now }: PricebookServiceDeps) {
  /** The row to store for a valid body in its (locked) market. */
  function valuesOf(
    body: ReturnType<typeof vxcPriceSaveSchema.parse>,
    market: repo.MarketRef,
    dates: { fromDate: string; toDate: string | null },
    personId: number,
  ): repo.VxcPriceValues {
    return {
      marketId: market.id,
      distanceBand: body.distanceBand,
      charges: body.charges,
      countryCode: body.countryCode ?? market.countryCode,
      aConnectType: body.aConnectType,
      bConnectType: body.bConnectType,
      algorithm: body.algorithm,
      type: body.type,
      currency: body.currency,
      ...dates,
      createdBy: personId,
    };
  }

  async function view(tx: Parameters<typeof repo.findVxcPrice>[0], id: number, today: string): Promise<VxcPrice> {
    const row = await repo.findVxcPrice(tx, id);
    if (!row) throw notFound();
    return toVxcPrice(row, today);
  }

  return {
    async addVxcPrice(ctx: ChangeContext, input: VxcPriceSave): Promise<VxcPrice> {
      const body = vxcPriceSaveSchema.parse(input);
      const today = todayOf(now);
      const dates = priceDates(body, today);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const market = await lockMarkets(tx, body.marketId);
        const values = valuesOf(body, market, dates, ctx.actor.personId);
        requireNoClash(await repo.findVxcWindows(tx, values), dates);
        const id = await repo.insertVxcPrice(tx, values);
        const after = await view(tx, id, today);
        await audit({ action: 'vxcPrice.create', entityType: 'vxc_price', entityId: id, before: null, after });
        return after;
      });
    },

    async editVxcPrice(ctx: ChangeContext, id: number, input: VxcPriceSave): Promise<VxcPrice> {
      const body = vxcPriceSaveSchema.parse(input);
      const today = todayOf(now);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const seen = await repo.findVxcPrice(tx, id);
        if (!seen) throw notFound();
        const market = await lockMarkets(tx, body.marketId, seen.marketId);
        const stored = await repo.findVxcPriceForUpdate(tx, id);
        if (!stored) throw notFound();
        const refusal = priceChangeError(stored, today);
        if (refusal) throw new AppError('conflict', refusal);
        const dates = priceDates(keepStoredDates(body, stored), today);
        const values = valuesOf(body, market, dates, ctx.actor.personId);
        requireNoClash(await repo.findVxcWindows(tx, values, id), dates);
        const before = await view(tx, id, today);
        if (!(await repo.updateFutureVxcPrice(tx, id, today, values)))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        const after = await view(tx, id, today);
        await audit({ action: 'vxcPrice.update', entityType: 'vxc_price', entityId: id, before, after });
        return after;
      });
    },

    async deleteVxcPrice(ctx: ChangeContext, id: number): Promise<{ id: number }> {
      const today = todayOf(now);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const seen = await repo.findVxcPrice(tx, id);
        if (!seen) throw notFound();
        await lockMarkets(tx, seen.marketId);
        const stored = await repo.findVxcPriceForUpdate(tx, id);
        if (!stored) throw notFound();
        const refusal = priceChangeError(stored, today);
        if (refusal) throw new AppError('conflict', refusal);
        const before = await view(tx, id, today);
        if (!(await repo.deleteFutureVxcPrice(tx, id, today)))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        await audit({ action: 'vxcPrice.delete', entityType: 'vxc_price', entityId: id, before, after: null });
        return { id };
      });
    },
  };
}
