import type { PartnerContext, PartnerContextAnswer } from '@portico/contract';
import { PARTNER_MESSAGES } from '@portico/domain';
import { AppError, notFound } from '../../errors.js';
import type { DbOrTx } from '../../db/client.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { requirePartner, toContext } from './partner-view.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

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
  /** A change its admins make to the context, audited with the context before and after it. */
  async function changeContext<T>(
    ctx: ChangeContext,
    partnerId: number,
    action: 'created' | 'updated' | 'deleted',
    work: (tx: DbOrTx) => Promise<{ answer: T; before?: unknown; after?: unknown }>,
  ): Promise<T> {
    requireCompanyAccess(ctx.actor, partnerId, 'company_admin');
    await requirePartner(db, partnerId);
    return inChange(db, ctx, async ({ tx, audit }) => {
      const { answer, before, after } = await work(tx);
      await audit({
        action: `partner.context.${action}`,
        entityType: 'partner_context',
        entityId: partnerId,
        companyId: partnerId,
        before,
        after,
      });
      return answer;
    });
  }

  /** The stored context, or a 404. */
  async function requireContext(tx: DbOrTx, partnerId: number): Promise<repo.PartnerContextRow> {
    const row = await repo.findContext(tx, partnerId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async getContext(actor: Actor, partnerId: number): Promise<PartnerContextAnswer> {
      requireCompanyAccess(actor, partnerId);
      await requirePartner(db, partnerId);
      return toContext(await requireContext(db, partnerId));
    },

    createContext(ctx: ChangeContext, partnerId: number, input: PartnerContext): Promise<PartnerContextAnswer> {
      const context = cleanContext(input);
      return changeContext(ctx, partnerId, 'created', async (tx) => {
        if (await repo.findContext(tx, partnerId)) throw new AppError('conflict', PARTNER_MESSAGES.contextExists);
        return { answer: toContext(await repo.insertContext(tx, partnerId, context)), after: context };
      });
    },

    updateContext(ctx: ChangeContext, partnerId: number, input: PartnerContext): Promise<PartnerContextAnswer> {
      const context = cleanContext(input);
      return changeContext(ctx, partnerId, 'updated', async (tx) => {
        const before = await requireContext(tx, partnerId);
        const row = await repo.updateContext(tx, partnerId, context);
        if (!row) throw notFound();
        return { answer: toContext(row), before: before.context, after: context };
      });
    },

    deleteContext(ctx: ChangeContext, partnerId: number): Promise<void> {
      return changeContext(ctx, partnerId, 'deleted', async (tx) => {
        const before = await requireContext(tx, partnerId);
        await repo.deleteContext(tx, partnerId);
        return { answer: undefined, before: before.context };
      });
    },
  };
}
