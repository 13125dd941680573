import type { Currency } from '@portico/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { datedList } from '../../db/dated-rows.js';
import { matching } from '../../db/list-query.js';
import { mvePrices } from './pricebook.tables.js';
import { type MvePriceFilters, selectWithMarket } from './pricebook-rows.repository.js';

// The MVE prices' queries (the VXC ones and the shared types are in pricebook.repository.ts).

const selectMve = selectWithMarket(mvePrices);
export type MvePriceListRow = Awaited<ReturnType<typeof selectMve>>[number];

/**
 * MVE prices: a price is the same as another of its market, size and country;
 * listed by market, size, start date and id.
 */
export const mve = datedList({
  table: mvePrices,
  select: selectMve,
  key: ['marketId', 'virtualMachineSize', 'countryCode'],
  where: (filters: MvePriceFilters) =>
    matching(filters, {
      marketId: mvePrices.marketId,
      currency: mvePrices.currency,
      virtualMachineSize: mvePrices.virtualMachineSize,
    }),
  order: ['marketId', 'virtualMachineSize', 'fromDate', 'id'],
});

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
  return queryRows<MveLookupRow>(db, mvePriceInForceSql(q));
}

/** `findMvePriceInForce`'s statement, its market a value or an expression of an enclosing statement (decision 0096). */
export function mvePriceInForceSql(q: { marketId: number | SQL; virtualMachineSize: string; at: string }): SQL {
  return sql`select latest.id, latest.currency, latest.charge_cents::text as charge_cents
      from (
        select distinct on (country_code) id, currency, charge_cents, to_date
        from ${mvePrices}
        where market_id = ${q.marketId} and virtual_machine_size = ${q.virtualMachineSize}
          and from_date <= ${q.at}::date
        order by country_code, from_date desc, id desc
      ) as latest
      where latest.to_date is null or latest.to_date >= ${q.at}::date
      order by latest.id desc
      limit 1`;
}
