import {
  defaultPriceFromDate,
  isoDateOf,
  PRICEBOOK_RULE_MESSAGES,
  type PriceWindow,
  priceChangeError,
  priceDatesError,
  pricesClash,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { DatedRows } from '../../db/dated-rows.js';
import { AppError, requireValid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './pricebook.repository.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';

/*
 * Adding a price of the price book (VXC or MVE), and editing or deleting one that has not started yet, written once
 * for both (decision 0023): today's date, the new price's dates, the market locks and the overlap check.
 */

/** The dates of a price being saved: from tomorrow by default, starting after today, ending on or after the start. */
export function priceDates(input: { fromDate?: string; toDate?: string | null }, today: string): PriceWindow {
  const dates = { fromDate: input.fromDate ?? defaultPriceFromDate(today), toDate: input.toDate ?? null };
  requireValid(priceDatesError(dates, today));
  return dates;
}

/** An edit that leaves out a date keeps the stored one (an explicit null toDate makes the price open-ended). */
export function keepStoredDates(
  input: { fromDate?: string; toDate?: string | null },
  stored: PriceWindow,
): { fromDate: string; toDate: string | null } {
  return {
    fromDate: input.fromDate ?? stored.fromDate,
    toDate: input.toDate === undefined ? stored.toDate : input.toDate,
  };
}

export const todayOf = (now: () => Date) => isoDateOf(now());

/**
 * Locks the markets a change touches, lowest id first (so two changes never wait for each other in a circle), and
 * answers the one the price will belong to; an unknown market is a 404.
 */
export async function lockMarkets(tx: DbOrTx, target: number, alsoLock?: number): Promise<repo.MarketRef> {
  const ids = [...new Set([target, ...(alsoLock === undefined ? [] : [alsoLock])])].sort((a, b) => a - b);
  let found: repo.MarketRef | null = null;
  for (const id of ids) {
    const market = await repo.lockMarket(tx, id);
    if (id === target) found = market;
  }
  if (!found) throw new AppError('not_found', PRICEBOOK_RULE_MESSAGES.marketNotFound);
  return found;
}

/** Refuses a price whose validity clashes with another price of its key (read after the market lock). */
export function requireNoClash(others: readonly PriceWindow[], candidate: PriceWindow): void {
  if (others.some((other) => pricesClash(other, candidate)))
    throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.overlap);
}

/** What every price row stores besides its own fields: its market and country, its dates and who saved it. */
export interface PriceRowBase {
  marketId: number;
  countryCode: string;
  fromDate: string;
  toDate: string | null;
  createdBy: number;
}

/** What a kind of price brings to `priceChanges`. */
export interface PriceKind<Body, Values, Shown extends { marketId: number }, View> {
  rows: DatedRows<PriceWindow, Values, Shown>;
  /** the body, checked (the contract's schema) */
  parse(input: unknown): Body;
  /** the row to store for a valid body: its own fields on top of `base` */
  values(body: Body, base: PriceRowBase): Values;
  /** a stored price as the API answers it, `future` by today */
  view(row: Shown, today: string): View;
  /** the audit record's action prefix and entity type (`vxcPrice`, `vxc_price`) */
  audit: { action: string; entityType: string };
}

/** Adding a price, and editing or deleting one that has not started yet, for one kind of price. */
export function priceChanges<Body extends PriceBody, Values, Shown extends { marketId: number }, View>(
  { db, now }: PricebookServiceDeps,
  kind: PriceKind<Body, Values, Shown, View>,
) {
  const notFound = () => new AppError('not_found', PRICEBOOK_RULE_MESSAGES.priceNotFound);
  const { action, entityType } = kind.audit;

  const valuesOf = (body: Body, market: repo.MarketRef, dates: PriceWindow, personId: number) =>
    kind.values(body, {
      marketId: market.id,
      countryCode: body.countryCode ?? market.countryCode,
      ...dates,
      createdBy: personId,
    });

  async function view(tx: DbOrTx, id: number, today: string): Promise<View> {
    const row = await kind.rows.find(tx, id);
    if (!row) throw notFound();
    return kind.view(row, today);
  }

  /**
   * The stored price locked for a change (its market first, and the market it moves to), refused once it has
   * started; answers the market the price will belong to.
   */
  async function lockStored(tx: DbOrTx, id: number, today: string, moveTo?: number) {
    const seen = await kind.rows.find(tx, id);
    if (!seen) throw notFound();
    const market = await lockMarkets(tx, moveTo ?? seen.marketId, seen.marketId);
    const stored = await kind.rows.findForUpdate(tx, id);
    if (!stored) throw notFound();
    const refusal = priceChangeError(stored, today);
    if (refusal) throw new AppError('conflict', refusal);
    return { market, stored };
  }

  return {
    async add(ctx: ChangeContext, input: unknown): Promise<View> {
      const body = kind.parse(input);
      const today = todayOf(now);
      const dates = priceDates(body, today);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const market = await lockMarkets(tx, body.marketId);
        const values = valuesOf(body, market, dates, ctx.actor.personId);
        requireNoClash(await kind.rows.windows(tx, values), dates);
        const id = await kind.rows.insert(tx, values);
        const after = await view(tx, id, today);
        await audit({ action: `${action}.create`, entityType, entityId: id, before: null, after });
        return after;
      });
    },

    async edit(ctx: ChangeContext, id: number, input: unknown): Promise<View> {
      const body = kind.parse(input);
      const today = todayOf(now);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const { market, stored } = await lockStored(tx, id, today, body.marketId);
        const dates = priceDates(keepStoredDates(body, stored), today);
        const values = valuesOf(body, market, dates, ctx.actor.personId);
        requireNoClash(await kind.rows.windows(tx, values, id), dates);
        const before = await view(tx, id, today);
        if (!(await kind.rows.updateFuture(tx, id, today, values)))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        const after = await view(tx, id, today);
        await audit({ action: `${action}.update`, entityType, entityId: id, before, after });
        return after;
      });
    },

    async remove(ctx: ChangeContext, id: number): Promise<{ id: number }> {
      const today = todayOf(now);
      return inChange(db, ctx, async ({ tx, audit }) => {
        await lockStored(tx, id, today);
        const before = await view(tx, id, today);
        if (!(await kind.rows.deleteFuture(tx, id, today)))
          throw new AppError('conflict', PRICEBOOK_RULE_MESSAGES.notFuture);
        await audit({ action: `${action}.delete`, entityType, entityId: id, before, after: null });
        return { id };
      });
    },
  };
}

/** What every price body carries: its market, optionally its country and dates. */
interface PriceBody {
  marketId: number;
  countryCode?: string | null;
  fromDate?: string;
  toDate?: string | null;
}
