import type { ZoneLink, ZoneLinkSave } from '@portico/contract';
import { zoneLinkSaveSchema } from '@portico/contract';
import { CATALOGUE_MESSAGES, zoneLinkError } from '@portico/domain';
import { isUniqueViolation } from '../../db/sql-text.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './catalogue.repository.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';
import { toZoneLink } from './catalogue-view.js';

/** Adding or changing a zone link: two existing, different zones, each pair once (stored lower id first). */
export function saveZoneLink({ db }: CatalogueServiceDeps) {
  return {
    zoneLinks: async (): Promise<ZoneLink[]> => (await repo.findZoneLinks(db)).map(toZoneLink),

    async saveZoneLink(ctx: ChangeContext, input: ZoneLinkSave): Promise<ZoneLink> {
      const body = zoneLinkSaveSchema.parse(input);
      const refused = zoneLinkError(body.aZoneId, body.bZoneId);
      if (refused) throw invalid(refused);
      const values: repo.ZoneLinkValues = {
        aZoneId: Math.min(body.aZoneId, body.bZoneId),
        bZoneId: Math.max(body.aZoneId, body.bZoneId),
        active: body.active,
      };
      try {
        return await inChange(db, ctx, async ({ tx, audit }) => {
          const before = body.id === undefined ? null : await repo.findZoneLink(tx, body.id);
          if (body.id !== undefined && !before) throw new AppError('not_found', CATALOGUE_MESSAGES.zoneLinkNotFound);
          for (const zoneId of [values.aZoneId, values.bZoneId])
            if (!(await repo.findZone(tx, zoneId))) throw new AppError('not_found', CATALOGUE_MESSAGES.zoneNotFound);
          if (await repo.findZoneLinkOf(tx, values.aZoneId, values.bZoneId, body.id))
            throw new AppError('conflict', CATALOGUE_MESSAGES.zonesAlreadyLinked);
          let id: number;
          if (before) {
            await repo.updateZoneLink(tx, before.id, values);
            id = before.id;
          } else id = await repo.insertZoneLink(tx, values);
          const after = await repo.findZoneLink(tx, id);
          if (!after) throw new Error('zone link vanished while saved');
          await audit({
            action: before ? 'zone_link.update' : 'zone_link.create',
            entityType: 'zone_link',
            entityId: id,
            before: before ? toZoneLink(before) : null,
            after: toZoneLink(after),
          });
          return toZoneLink(after);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', CATALOGUE_MESSAGES.zonesAlreadyLinked);
        throw error;
      }
    },
  };
}
