import type { ZoneLink, ZoneLinkSave } from '@portico/contract';
import { zoneLinkSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES, zoneLinkError } from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toZoneLink } from './catalogue-view.js';
import { saveCatalogueItem } from './save-catalogue-item.js';

/** Adding or changing a zone link: two existing, different zones, each pair once (stored lower id first). */
export function saveZoneLink({ db }: CatalogueServiceDeps) {
  return {
    zoneLinks: async (): Promise<ZoneLink[]> => (await repo.findZoneLinks(db)).map(toZoneLink),

    saveZoneLink(ctx: ChangeContext, input: ZoneLinkSave): Promise<ZoneLink> {
      const body = zoneLinkSaveSchema.parse(input);
      const refused = zoneLinkError(body.aZoneId, body.bZoneId);
      if (refused) throw invalid(refused);
      const values: repo.ZoneLinkValues = {
        aZoneId: Math.min(body.aZoneId, body.bZoneId),
        bZoneId: Math.max(body.aZoneId, body.bZoneId),
        active: body.active,
      };
      return saveCatalogueItem(db, ctx, {
        id: body.id,
        entity: 'zone_link',
        notFoundMessage: CATALOGUE_MESSAGES.zoneLinkNotFound,
        takenMessage: CATALOGUE_MESSAGES.zonesAlreadyLinked,
        find: repo.findZoneLink,
        async requireRefs(tx) {
          for (const zoneId of [values.aZoneId, values.bZoneId])
            if (!(await repo.zoneRows.find(tx, zoneId)))
              throw new AppError('not_found', CATALOGUE_MESSAGES.zoneNotFound);
        },
        isTaken: async (tx) => (await repo.findZoneLinkOf(tx, values.aZoneId, values.bZoneId, body.id)) !== null,
        async write(tx, before) {
          let id: number;
          if (before) {
            await repo.updateZoneLink(tx, before.id, values);
            id = before.id;
          } else id = await repo.insertZoneLink(tx, values);
          const after = await repo.findZoneLink(tx, id);
          if (!after) throw new Error('zone link vanished while saved');
          return after;
        },
        view: toZoneLink,
      });
    },
  };
}
