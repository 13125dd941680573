import {
  defaultPriceFromDate,
  isoDateOf,
  PRICEBOOK_RULE_MESSAGES,
  type PriceWindow,
  priceDatesError,
  pricesClash,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import * as repo from './pricebook.repository.js';

/*
 * What adding, editing and deleting a VXC or an MVE price share: today's date, the new price's dates, the market
 * locks and the overlap check (decision 0023).
 */

/** The dates of a price being saved: from tomorrow by default, starting after today, ending on or after the start. */
export function priceDates(input: { fromDate?: string; toDate?: string | null }, today: string): PriceWindow {
  const dates = { fromDate: input.fromDate ?? defaultPriceFromDate(today), toDate: input.toDate ?? null };
  const error = priceDatesError(dates, today);
  if (error) throw invalid(error);
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
