import type { Market, MarketSave } from '@portico/contract';
import { marketSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { isUniqueViolation } from '../../db/sql-text.js';
import { inChange } from '../audit/index.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toMarket } from './catalogue-view.js';

/** Adding or changing a pricing market: its supplier must exist and its name is unique. */
export function saveMarket({ db }: CatalogueServiceDeps) {
  return {
    markets: async (): Promise<Market[]> => (await repo.findMarkets(db)).map(toMarket),

    async saveMarket(ctx: ChangeContext, input: MarketSave): Promise<Market> {
      const body = marketSaveSchema.parse(input);
      const values: repo.MarketValues = {
        supplierId: body.supplierId,
        name: body.name,
        countryCode: body.countryCode,
        currency: body.currency,
        active: body.active,
      };
      try {
        return await inChange(db, ctx, async ({ tx, audit }) => {
          const before = body.id === undefined ? null : await repo.findMarket(tx, body.id);
          if (body.id !== undefined && !before) throw new AppError('not_found', CATALOGUE_MESSAGES.marketNotFound);
          if (!(await repo.supplierExists(tx, values.supplierId)))
            throw new AppError('not_found', CATALOGUE_MESSAGES.supplierNotFound);
          if (await repo.findMarketNamed(tx, values.name, body.id))
            throw new AppError('conflict', CATALOGUE_MESSAGES.marketNameTaken);
          const after = before ? await repo.updateMarket(tx, before.id, values) : await repo.insertMarket(tx, values);
          await audit({
            action: before ? 'market.update' : 'market.create',
            entityType: 'market',
            entityId: after.id,
            before: before ? toMarket(before) : null,
            after: toMarket(after),
          });
          return toMarket(after);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', CATALOGUE_MESSAGES.marketNameTaken);
        throw error;
      }
    },
  };
}
