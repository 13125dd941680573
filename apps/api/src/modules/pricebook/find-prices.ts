import {
  type Currency,
  chargeForSpeed,
  type DistanceBand,
  minorUnitsFromDb,
  type VxcAConnectType,
  type VxcBConnectType,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './pricebook.repository.js';

/** One price found for a service: the row it came from, its currency and the charge (minor units). */
export interface PriceHit {
  priceId: number;
  currency: Currency;
  chargeCents: number;
  /** the listed speed whose charge applies (VXC); null for an MVE price */
  speedMbps: number | null;
}

/** What a VXC lookup asks for: a market, band and pair of end types, a speed, and the day (YYYY-MM-DD). */
interface VxcQuery {
  marketId: number;
  distanceBand: DistanceBand;
  aConnectType: VxcAConnectType;
  bConnectType: VxcBConnectType;
  speedMbps: number;
  at: string;
}

/**
 * The VXC rows in force for a query, and a pick of the most specific one of those a test keeps: exact a+b > exact
 * a, ANY b > ANY a, exact b > ANY+ANY (then the newest); its charge is that of the smallest listed speed >=
 * speedMbps, null when none. The most specific row decides even when none of its speeds reaches `speedMbps` (it
 * answers null then: a less specific row is not a fallback for a speed the specific price does not sell; decision
 * 0024).
 */
async function vxcRowsInForce(db: DbOrTx, q: VxcQuery) {
  return bestOf(await repo.findVxcRowsInForce(db, q), q.speedMbps);
}

function bestOf(rows: readonly repo.VxcRateCardRow[], speedMbps: number) {
  const rank = (r: repo.VxcRateCardRow) => (r.aConnectType === 'ANY' ? 2 : 0) + (r.bConnectType === 'ANY' ? 1 : 0);
  return (keep: (r: repo.VxcRateCardRow) => boolean): PriceHit | null => {
    const [row] = rows.filter(keep).sort((x, y) => rank(x) - rank(y) || y.id - x.id);
    if (!row) return null;
    const tier = chargeForSpeed(row.charges, speedMbps);
    return tier ? { priceId: row.id, currency: row.currency, chargeCents: tier.charge, speedMbps: tier.speed } : null;
  };
}

/** The VXC base and connect charges in force on `at` for a pair of end types and a speed: the most specific rows. */
export async function findVxcPrices(
  db: DbOrTx,
  q: VxcQuery,
): Promise<{ base: PriceHit | null; connect: PriceHit | null }> {
  const best = await vxcRowsInForce(db, q);
  return { base: best((r) => r.type === 'BASE_RATE'), connect: best((r) => r.type === 'CONNECT_RATE') };
}

/**
 * A VXC's whole rate card in one read: the base rate of the pair of ends, the A end's connect rate (its rows with any
 * B end) and the B end's (its rows with any A end), each chosen by the same specificity and speed rules as
 * `findVxcPrices` — so it answers exactly what three `findVxcPrices` calls would, with one statement.
 */
export async function findVxcRateCard(db: DbOrTx, q: VxcQuery): Promise<VxcRateCard> {
  return vxcRateCardOf(await repo.findVxcRowsInForce(db, q), q.speedMbps);
}

/** A VXC's base rate and the connect rate of each end. */
export interface VxcRateCard {
  base: PriceHit | null;
  aEnd: PriceHit | null;
  bEnd: PriceHit | null;
}

/**
 * `findVxcRateCard`'s answer from the rows in force (`vxcRowsInForceSql`, read in the price lookup's one statement,
 * decision 0096).
 */
export function vxcRateCardOf(rows: readonly repo.VxcRateCardRow[], speedMbps: number): VxcRateCard {
  const best = bestOf(rows, speedMbps);
  return {
    base: best((r) => r.type === 'BASE_RATE'),
    aEnd: best((r) => r.type === 'CONNECT_RATE' && r.bConnectType === 'ANY'),
    bEnd: best((r) => r.type === 'CONNECT_RATE' && r.aConnectType === 'ANY'),
  };
}

/** The MVE price in force on `at` for a market and size; null when none. */
export async function findMvePrice(
  db: DbOrTx,
  q: { marketId: number; virtualMachineSize: string; at: string },
): Promise<PriceHit | null> {
  const [row] = await repo.findMvePriceInForce(db, q);
  return mvePriceOf(row ?? null);
}

/** `findMvePrice`'s answer from the row in force (`mvePriceInForceSql`), if any. */
export function mvePriceOf(row: repo.MveLookupRow | null): PriceHit | null {
  if (!row) return null;
  return { priceId: row.id, currency: row.currency, chargeCents: minorUnitsFromDb(row.charge_cents), speedMbps: null };
}
