import type { Market, MarketSave } from '@portico/contract';
import { marketSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toMarket } from './catalogue-view.js';
import { namedItems } from './save-catalogue-item.js';

/** Adding or changing a pricing market: its supplier must exist and its name is unique. */
export function saveMarket({ db }: CatalogueServiceDeps) {
  const items = namedItems(db, {
    rows: repo.marketRows,
    entity: 'market',
    notFoundMessage: CATALOGUE_MESSAGES.marketNotFound,
    takenMessage: CATALOGUE_MESSAGES.marketNameTaken,
    async requireRefs(tx, values) {
      if (!(await repo.supplierExists(tx, values.supplierId)))
        throw new AppError('not_found', CATALOGUE_MESSAGES.supplierNotFound);
    },
    view: toMarket,
  });
  return {
    markets: items.list,

    saveMarket(ctx: ChangeContext, input: MarketSave): Promise<Market> {
      const { id, supplierId, name, countryCode, currency, active } = marketSaveSchema.parse(input);
      return items.save(ctx, id, { supplierId, name, countryCode, currency, active });
    },
  };
}
