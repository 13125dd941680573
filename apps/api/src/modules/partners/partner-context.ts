import type { PartnerContext, PartnerContextAnswer } from '@portico/contract';
import { PARTNER_MESSAGES } from '@portico/domain';
import { AppError, notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { type Actor, requireCompanyAccess } from '../auth/index.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { requirePartner, toContext } from './partner-view.js';

/** The form's values as stored: trimmed, blanks as null. */
function cleanContext(input: PartnerContext): PartnerContext {
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    displayName: input.displayName.trim(),
    supportEmail: blank(input.supportEmail),
    supportPhone: blank(input.supportPhone),
    website: blank(input.website),
    logoUrl: blank(input.logoUrl),
    primaryColour: blank(input.primaryColour),
  };
}

/** A partner's context: the branding and contact its managed customers see, read by its users, kept by its admins. */
export function partnerContext({ db }: PartnersServiceDeps) {
  return {
    async getContext(actor: Actor, partnerId: number): Promise<PartnerContextAnswer> {
      requireCompanyAccess(actor, partnerId);
      await requirePartner(db, partnerId);
      const row = await repo.findContext(db, partnerId);
      if (!row) throw notFound();
      return toContext(row);
    },

    async createContext(ctx: ChangeContext, partnerId: number, input: PartnerContext): Promise<PartnerContextAnswer> {
      requireCompanyAccess(ctx.actor, partnerId, 'company_admin');
      await requirePartner(db, partnerId);
      const context = cleanContext(input);
      return inChange(db, ctx, async ({ tx, audit }) => {
        if (await repo.findContext(tx, partnerId)) throw new AppError('conflict', PARTNER_MESSAGES.contextExists);
        const row = await repo.insertContext(tx, partnerId, context);
        await audit({
          action: 'partner.context.created',
          entityType: 'partner_context',
          entityId: partnerId,
          companyId: partnerId,
          after: context,
        });
        return toContext(row);
      });
    },

    async updateContext(ctx: ChangeContext, partnerId: number, input: PartnerContext): Promise<PartnerContextAnswer> {
      requireCompanyAccess(ctx.actor, partnerId, 'company_admin');
      await requirePartner(db, partnerId);
      const context = cleanContext(input);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = await repo.findContext(tx, partnerId);
        if (!before) throw notFound();
        const row = await repo.updateContext(tx, partnerId, context);
        if (!row) throw notFound();
        await audit({
          action: 'partner.context.updated',
          entityType: 'partner_context',
          entityId: partnerId,
          companyId: partnerId,
          before: before.context,
          after: context,
        });
        return toContext(row);
      });
    },

    async deleteContext(ctx: ChangeContext, partnerId: number): Promise<void> {
      requireCompanyAccess(ctx.actor, partnerId, 'company_admin');
      await requirePartner(db, partnerId);
      await inChange(db, ctx, async ({ tx, audit }) => {
        const before = await repo.findContext(tx, partnerId);
        if (!before) throw notFound();
        await repo.deleteContext(tx, partnerId);
        await audit({
          action: 'partner.context.deleted',
          entityType: 'partner_context',
          entityId: partnerId,
          companyId: partnerId,
          before: before.context,
        });
      });
    },
  };
}
