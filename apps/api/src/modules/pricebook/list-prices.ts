import type { Page } from '@portico/contract';
import { filterFirstError } from '@portico/domain';
import type { ValidityFilter } from '../../db/dated-rows.js';
import type { ListQuery, Paging } from '../../db/list-query.js';
import { requireValid } from '../../errors.js';
import { todayOf } from './price-change.js';
import * as repo from './pricebook.repository.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';
import { toMvePrice, toVxcPrice } from './pricebook-view.js';

/** Reading the price book: VXC and MVE lists (a page, or every row for a CSV export). */
export function listPrices({ db, now }: PricebookServiceDeps) {
  /** A list of one kind of price, `future` and the validity filter by today. */
  function priceList<Filters extends ValidityFilter, Row, Item>(
    list: ListQuery<Filters, Row>,
    view: (row: Row, today: string) => Item,
  ) {
    type ListFilters = Omit<Filters, 'today'>;
    const read = (filters: ListFilters) => {
      const today = todayOf(now);
      return { where: { ...filters, today } as Filters, map: (row: Row) => view(row, today) };
    };
    return {
      page(filters: ListFilters, paging: Paging): Promise<Page<Item>> {
        const { where, map } = read(filters);
        return list.page(db, where, paging, map);
      },

      /**
       * Every price matching the filters, in batches, for the CSV export: refused unless a filter narrows it (the
       * spec's 'Please filter first!'); `future` counts as one, `history` widens the list and does not.
       */
      export(filters: ListFilters): AsyncIterable<Item[]> {
        requireValid(filterFirstError(filters, ['history']));
        const { where, map } = read(filters);
        return list.batches(db, where, map);
      },
    };
  }

  const vxc = priceList(repo.vxc, toVxcPrice);
  const mve = priceList(repo.mve, toMvePrice);
  return { vxcPrices: vxc.page, exportVxcPrices: vxc.export, mvePrices: mve.page, exportMvePrices: mve.export };
}
