import type { Zone, ZoneSave } from '@portico/contract';
import { zoneSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import type { ChangeContext } from '../../http/context.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toZone } from './catalogue-view.js';
import { saveCatalogueItem } from './save-catalogue-item.js';

/** Adding or changing a pricing zone; its name is unique. */
export function saveZone({ db }: CatalogueServiceDeps) {
  return {
    zones: async (): Promise<Zone[]> => (await repo.findZones(db)).map(toZone),

    saveZone(ctx: ChangeContext, input: ZoneSave): Promise<Zone> {
      const body = zoneSaveSchema.parse(input);
      const values: repo.ZoneValues = {
        name: body.name,
        description: body.description?.trim() ? body.description.trim() : null,
        active: body.active,
      };
      return saveCatalogueItem(db, ctx, {
        id: body.id,
        entity: 'zone',
        notFoundMessage: CATALOGUE_MESSAGES.zoneNotFound,
        takenMessage: CATALOGUE_MESSAGES.zoneNameTaken,
        find: repo.findZone,
        isTaken: async (tx) => (await repo.findZoneNamed(tx, values.name, body.id)) !== null,
        write: (tx, before) => (before ? repo.updateZone(tx, before.id, values) : repo.insertZone(tx, values)),
        view: toZone,
      });
    },
  };
}
