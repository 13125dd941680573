import type { Currency } from '@portico/domain';
import { aliasedTable, and, asc, eq, gt, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type CappedTotal, countUpTo } from '../../db/capped-count.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { markets } from '../catalogue/catalogue.tables.js';
import { mvePrices } from './pricebook.tables.js';
import type { MvePriceFilters, MvePriceRow, MvePriceValues, ValidityFilter } from './pricebook-rows.repository.js';

// The MVE prices' queries (the VXC ones and the shared types are in pricebook.repository.ts).

const laterMve = aliasedTable(mvePrices, 'later_mve');

function mveValidity(filter: ValidityFilter): SQL | undefined {
  if (filter.future) return gt(mvePrices.fromDate, filter.today);
  if (filter.history) return undefined;
  return and(
    or(isNull(mvePrices.toDate), gte(mvePrices.toDate, filter.today)),
    sql`not exists (select 1 from ${mvePrices} as ${sql.identifier('later_mve')} where ${laterMve.marketId} = ${mvePrices.marketId}
      and ${laterMve.virtualMachineSize} = ${mvePrices.virtualMachineSize}
      and ${laterMve.countryCode} = ${mvePrices.countryCode}
      and ${laterMve.fromDate} > ${mvePrices.fromDate} and ${laterMve.fromDate} <= ${filter.today})`,
  );
}

function mveCondition(filters: MvePriceFilters): SQL | undefined {
  return and(
    filters.marketId === undefined ? undefined : eq(mvePrices.marketId, filters.marketId),
    filters.currency === undefined ? undefined : eq(mvePrices.currency, filters.currency),
    filters.virtualMachineSize === undefined ? undefined : eq(mvePrices.virtualMachineSize, filters.virtualMachineSize),
    mveValidity(filters),
  );
}

const mveListColumns = {
  id: mvePrices.id,
  marketId: mvePrices.marketId,
  market: markets.name,
  chargeCents: mvePrices.chargeCents,
  virtualMachineSize: mvePrices.virtualMachineSize,
  countryCode: mvePrices.countryCode,
  currency: mvePrices.currency,
  fromDate: mvePrices.fromDate,
  toDate: mvePrices.toDate,
};

const mveOrder = [
  asc(mvePrices.marketId),
  asc(mvePrices.virtualMachineSize),
  asc(mvePrices.fromDate),
  asc(mvePrices.id),
];

function selectMve(db: DbOrTx) {
  return db.select(mveListColumns).from(mvePrices).innerJoin(markets, eq(markets.id, mvePrices.marketId));
}

export function countMvePricesUpTo(db: DbOrTx, filters: MvePriceFilters): Promise<CappedTotal> {
  return countUpTo(db, db.select({ id: mvePrices.id }).from(mvePrices).where(mveCondition(filters)));
}

export function findMvePricePage(db: DbOrTx, filters: MvePriceFilters, paging: { limit: number; offset: number }) {
  return selectMve(db)
    .where(mveCondition(filters))
    .orderBy(...mveOrder)
    .limit(paging.limit)
    .offset(paging.offset);
}

export type MveListKey = Pick<MvePriceRow, 'marketId' | 'virtualMachineSize' | 'fromDate' | 'id'>;

export function findMvePricesAfter(db: DbOrTx, filters: MvePriceFilters, after: MveListKey | null, limit: number) {
  return selectMve(db)
    .where(
      and(
        mveCondition(filters),
        after
          ? sql`(${mvePrices.marketId}, ${mvePrices.virtualMachineSize}, ${mvePrices.fromDate}, ${mvePrices.id})
              > (${after.marketId}, ${after.virtualMachineSize}, ${after.fromDate}::date, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...mveOrder)
    .limit(limit);
}

export type MvePriceListRow = Awaited<ReturnType<typeof findMvePricePage>>[number];

export async function findMvePrice(db: DbOrTx, id: number): Promise<MvePriceListRow | null> {
  const [row] = await selectMve(db).where(eq(mvePrices.id, id));
  return row ?? null;
}

export async function findMvePriceForUpdate(tx: DbOrTx, id: number): Promise<MvePriceRow | null> {
  const [row] = await tx.select().from(mvePrices).where(eq(mvePrices.id, id)).for('update');
  return row ?? null;
}

export type MveKey = Pick<MvePriceRow, 'marketId' | 'virtualMachineSize' | 'countryCode'>;

export function findMveWindows(tx: DbOrTx, key: MveKey, exceptId?: number) {
  return tx
    .select({ id: mvePrices.id, fromDate: mvePrices.fromDate, toDate: mvePrices.toDate })
    .from(mvePrices)
    .where(
      and(
        eq(mvePrices.marketId, key.marketId),
        eq(mvePrices.virtualMachineSize, key.virtualMachineSize),
        eq(mvePrices.countryCode, key.countryCode),
        exceptId === undefined ? undefined : ne(mvePrices.id, exceptId),
      ),
    );
}

export async function insertMvePrice(tx: DbOrTx, values: MvePriceValues): Promise<number> {
  const [row] = await tx.insert(mvePrices).values(values).returning({ id: mvePrices.id });
  if (!row) throw new Error('mve price insert returned nothing');
  return row.id;
}

export async function updateFutureMvePrice(
  tx: DbOrTx,
  id: number,
  today: string,
  values: MvePriceValues,
): Promise<boolean> {
  const rows = await tx
    .update(mvePrices)
    .set(values)
    .where(and(eq(mvePrices.id, id), gt(mvePrices.fromDate, today)))
    .returning({ id: mvePrices.id });
  return rows.length === 1;
}

export async function deleteFutureMvePrice(tx: DbOrTx, id: number, today: string): Promise<boolean> {
  const rows = await tx
    .delete(mvePrices)
    .where(and(eq(mvePrices.id, id), gt(mvePrices.fromDate, today)))
    .returning({ id: mvePrices.id });
  return rows.length === 1;
}

export interface MveLookupRow {
  id: number;
  currency: Currency;
  charge_cents: string | number;
}

/** The MVE price in force on `at` for a market and size: per country the latest started, if not ended. */
export function findMvePriceInForce(
  db: DbOrTx,
  q: { marketId: number; virtualMachineSize: string; at: string },
): Promise<MveLookupRow[]> {
  return queryRows<MveLookupRow>(
    db,
    sql`select latest.id, latest.currency, latest.charge_cents
      from (
        select distinct on (country_code) id, currency, charge_cents, to_date
        from ${mvePrices}
        where market_id = ${q.marketId} and virtual_machine_size = ${q.virtualMachineSize}
          and from_date <= ${q.at}::date
        order by country_code, from_date desc, id desc
      ) as latest
      where latest.to_date is null or latest.to_date >= ${q.at}::date
      order by latest.id desc
      limit 1`,
  );
}
