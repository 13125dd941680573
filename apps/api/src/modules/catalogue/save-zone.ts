import type { Zone, ZoneSave } from '@portico/contract';
import { zoneSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import type { ChangeContext } from '../../http/context.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toZone } from './catalogue-view.js';
import { namedItems } from './save-catalogue-item.js';

/** Adding or changing a pricing zone; its name is unique. */
export function saveZone({ db }: CatalogueServiceDeps) {
  const items = namedItems(db, {
    rows: repo.zoneRows,
    entity: 'zone',
    notFoundMessage: CATALOGUE_MESSAGES.zoneNotFound,
    takenMessage: CATALOGUE_MESSAGES.zoneNameTaken,
    view: toZone,
  });
  return {
    zones: items.list,

    saveZone(ctx: ChangeContext, input: ZoneSave): Promise<Zone> {
      const body = zoneSaveSchema.parse(input);
      const description = body.description?.trim() ? body.description.trim() : null;
      return items.save(ctx, body.id, { name: body.name, description, active: body.active });
    },
  };
}
