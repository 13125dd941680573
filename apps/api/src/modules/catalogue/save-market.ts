import type { Market, MarketSave } from '@portico/contract';
import { marketSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toMarket } from './catalogue-view.js';
import { saveCatalogueItem } from './save-catalogue-item.js';

/** Adding or changing a pricing market: its supplier must exist and its name is unique. */
export function saveMarket({ db }: CatalogueServiceDeps) {
  return {
    markets: async (): Promise<Market[]> => (await repo.findMarkets(db)).map(toMarket),

    saveMarket(ctx: ChangeContext, input: MarketSave): Promise<Market> {
      const body = marketSaveSchema.parse(input);
      const values: repo.MarketValues = {
        supplierId: body.supplierId,
        name: body.name,
        countryCode: body.countryCode,
        currency: body.currency,
        active: body.active,
      };
      return saveCatalogueItem(db, ctx, {
        id: body.id,
        entity: 'market',
        notFoundMessage: CATALOGUE_MESSAGES.marketNotFound,
        takenMessage: CATALOGUE_MESSAGES.marketNameTaken,
        find: repo.findMarket,
        async requireRefs(tx) {
          if (!(await repo.supplierExists(tx, values.supplierId)))
            throw new AppError('not_found', CATALOGUE_MESSAGES.supplierNotFound);
        },
        isTaken: async (tx) => (await repo.findMarketNamed(tx, values.name, body.id)) !== null,
        write: (tx, before) => (before ? repo.updateMarket(tx, before.id, values) : repo.insertMarket(tx, values)),
        view: toMarket,
      });
    },
  };
}
