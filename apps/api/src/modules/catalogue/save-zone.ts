import type { Zone, ZoneSave } from '@portico/contract';
import { zoneSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import { isUniqueViolation } from '../../db/sql-text.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toZone } from './catalogue-view.js';

/** Adding or changing a pricing zone; its name is unique. */
export function saveZone({ db }: CatalogueServiceDeps) {
  return {
    zones: async (): Promise<Zone[]> => (await repo.findZones(db)).map(toZone),

    async saveZone(ctx: ChangeContext, input: ZoneSave): Promise<Zone> {
      const body = zoneSaveSchema.parse(input);
      const values: repo.ZoneValues = {
        name: body.name,
        description: body.description?.trim() ? body.description.trim() : null,
        active: body.active,
      };
      try {
        return await inChange(db, ctx, async ({ tx, audit }) => {
          const before = body.id === undefined ? null : await repo.findZone(tx, body.id);
          if (body.id !== undefined && !before) throw new AppError('not_found', CATALOGUE_MESSAGES.zoneNotFound);
          if (await repo.findZoneNamed(tx, values.name, body.id))
            throw new AppError('conflict', CATALOGUE_MESSAGES.zoneNameTaken);
          const after = before ? await repo.updateZone(tx, before.id, values) : await repo.insertZone(tx, values);
          await audit({
            action: before ? 'zone.update' : 'zone.create',
            entityType: 'zone',
            entityId: after.id,
            before: before ? toZone(before) : null,
            after: toZone(after),
          });
          return toZone(after);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', CATALOGUE_MESSAGES.zoneNameTaken);
        throw error;
      }
    },
  };
}
