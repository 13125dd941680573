import { MESSAGES } from '@portico/domain';
import { invalid, notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './companies.repository.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import { requireCompany } from './company-view.js';
import { detectImageType } from './image-type.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/** The company logo: raster images only, checked from their bytes (decision 0015). */
export function companyLogo({ db }: CompaniesServiceDeps) {
  return {
    async uploadImage(
      ctx: ChangeContext,
      companyId: number,
      kind: string,
      name: string,
      file: { declaredType: string; data: Buffer },
    ) {
      requireCompanyAccess(ctx.actor, companyId, 'company_admin');
      const contentType = detectImageType(file.data, file.declaredType);
      if (!contentType) throw invalid(MESSAGES.logoImagesOnly);
      return inChange(db, ctx, async ({ tx, audit }) => {
        await requireCompany(tx, companyId, true);
        const previous = await repo.findImage(tx, companyId, name);
        const saved = await repo.replaceImage(tx, { companyId, name, kind, contentType, data: file.data });
        await audit({
          action: 'company.image.replace',
          entityType: 'company_image',
          entityId: `${companyId}/${name}`,
          companyId,
          before: previous ? { contentType: previous.contentType, size: previous.data.length } : null,
          after: { contentType, size: file.data.length },
        });
        return { ...saved, size: file.data.length, uploadedAt: saved.uploadedAt.getTime() };
      });
    },

    async getImage(actor: Actor, companyId: number, name: string) {
      requireCompanyAccess(actor, companyId);
      await requireCompany(db, companyId);
      const image = await repo.findImage(db, companyId, name);
      if (!image) throw notFound();
      return image;
    },
  };
}
