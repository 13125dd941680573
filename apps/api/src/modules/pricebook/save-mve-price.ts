import { type MvePrice, type MvePriceSave, mvePriceSaveSchema } from '@portico/contract';
import { PRICEBOOK_RULE_MESSAGES, priceChangeError } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { keepStoredDates, lockMarkets, priceDates, requireNoClash, todayOf } from './price-change.js';
import * as repo from './pricebook.repository.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';
import { toMvePrice } from './pricebook-view.js';

const notFound = () => new AppError('not_found', PRICEBOOK_RULE_MESSAGES.priceNotFound);

/** Adding an MVE price, and editing or deleting one that has not started yet. */
export function saveMvePrice({ db, now }: PricebookServiceDeps) {
  /** The row to store for a valid body in its (locked) market. */
  function valuesOf(
    body: ReturnType<typeof mvePriceSaveSchema.parse>,
    market: repo.MarketRef,
    dates: { fromDate: string; toDate: string | null },
    personId: number,
  ): repo.MvePriceValues {
    return {
      marketId: market.id,
      chargeCents: body.charge,
      virtualMachineSize: body.virtualMachineSize,
      countryCode: body.countryCode ?? market.countryCode,
      currency: body.currency,
      ...dates,
      createdBy: personId,
    };
  }

  async function view(tx: Parameters<typeof repo.findMvePrice>[0], id: number, today: string): Promise<MvePrice> {
    const row = await repo.findMvePrice(tx, id);
    if (!row) throw notFound();
    return toMvePrice(row, today);
  }

  return {
    async addMvePrice(ctx: ChangeContext, input: MvePriceSave): Promise<MvePrice> {
      const body = mvePriceSaveSchema.parse(input);
      const today = todayOf(now);
      const dates = priceDates(body, today);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const market = await lockMarkets(tx, body.marketId);
        const values = valuesOf(body, market, dates, ctx.actor.personId);
        requireNoClash(await repo.findMveWindows(tx, values), dates);
        const id = await repo.insertMvePrice(tx, values);
        const after = await view(tx, id, today);
        await audit({ action: 'mvePrice.create', entityType: 'mve_price', entityId: id, before: null, after });
        return after;
      });
    },

    async editMvePrice(ctx: ChangeContext, id: number, input: MvePriceSave): Promise<MvePrice> {
      const body = mvePriceSaveSchema.parse(input);
      const today = todayOf(now);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const seen = await repo.findMvePrice(tx, id);
        if (!seen) throw notFound();
        const market = await lockMarkets(tx, body.marketId, seen.marketId);
        const stored = await repo.findMvePriceForUpdate(tx, id);
        if (!stored) throw notFound();
        const refusal = priceChangeError(stored, today);
        if (refusal) throw new AppError('conflict', refusal);
        const dates = priceDates(keepStoredDates(body, stored), today);
        const values = valuesOf(body, market, dates, ctx.actor.personId);
        requireNoClash(await repo.findMveWindows(tx, values, id), dates);
        const before = await view(tx, id, today);
        if (!(await repo.updateFutureMvePrice(tx, id, today, values)))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        const after = await view(tx, id, today);
        await audit({ action: 'mvePrice.update', entityType: 'mve_price', entityId: id, before, after });
        return after;
      });
    },

    async deleteMvePrice(ctx: ChangeContext, id: number): Promise<{ id: number }> {
      const today = todayOf(now);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const seen = await repo.findMvePrice(tx, id);
        if (!seen) throw notFound();
        await lockMarkets(tx, seen.marketId);
        const stored = await repo.findMvePriceForUpdate(tx, id);
        if (!stored) throw notFound();
        const refusal = priceChangeError(stored, today);
        if (refusal) throw new AppError('conflict', refusal);
        const before = await view(tx, id, today);
        if (!(await repo.deleteFutureMvePrice(tx, id, today)))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        await audit({ action: 'mvePrice.delete', entityType: 'mve_price', entityId: id, before, after: null });
        return { id };
      });
    },
  };
}
