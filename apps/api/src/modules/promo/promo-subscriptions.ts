import type { PromoRemovalResult, PromoSubscription } from '@portico/contract';
import { PROMO_MESSAGES } from '@portico/domain';
import { conflictOnDuplicate } from '../../db/sql-text.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { findCompany } from '../companies/index.js';
import * as repo from './promo.repository.js';
import type { PromoServiceDeps } from './promo-deps.js';
import { toSubscription } from './search-promos.js';

/** Subscribing companies to codes, and taking codes off services (staff with the marketing permission). */
export function promoSubscriptions({ db, now }: PromoServiceDeps) {
  return {
    subscribe(ctx: ChangeContext, q: { partyId: number; promoCodeId: number }): Promise<PromoSubscription> {
      // the unique (promo, company) constraint decides, so two racing requests cannot both subscribe
      return conflictOnDuplicate(PROMO_MESSAGES.subscriptionExists, () =>
        inChange(db, ctx, async ({ tx, audit }) => {
          if (!(await repo.findPromo(tx, q.promoCodeId))) throw new AppError('not_found', PROMO_MESSAGES.notFound);
          if (!(await findCompany(tx, q.partyId))) throw new AppError('not_found', PROMO_MESSAGES.companyNotFound);
          const id = await repo.insertSubscription(tx, q.promoCodeId, q.partyId);
          const row = await repo.findSubscription(tx, id);
          if (!row) throw new Error('subscription vanished after insert');
          const out = toSubscription(row);
          await audit({
            action: 'promo.subscribe',
            entityType: 'promo_subscription',
            entityId: id,
            before: null,
            after: out,
          });
          return out;
        }),
      );
    },

    async unsubscribe(ctx: ChangeContext, id: number): Promise<{ id: number }> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = await repo.findSubscription(tx, id);
        if (!before) throw new AppError('not_found', PROMO_MESSAGES.subscriptionNotFound);
        await repo.deleteSubscription(tx, id);
        await audit({
          action: 'promo.unsubscribe',
          entityType: 'promo_subscription',
          entityId: id,
          before: toSubscription(before),
          after: null,
        });
        return { id };
      });
    },

    /**
     * Marks each pair's use removed, all in one transaction, and says per pair whether one was found. The use is
     * not given back to the code (decision 0025).
     */
    async removeFromServices(
      ctx: ChangeContext,
      items: readonly { serviceShortUuid: string; promoCode: string }[],
    ): Promise<PromoRemovalResult> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const at = now();
        const out: PromoRemovalResult = [];
        for (const item of items) {
          const found = await repo.markUseRemoved(tx, item.serviceShortUuid, item.promoCode, at);
          out.push({ serviceShortUuid: item.serviceShortUuid, promoCode: item.promoCode, found });
        }
        await audit({
          action: 'promo.removeFromServices',
          entityType: 'promo_code_use',
          entityId: 'batch',
          before: null,
          after: out,
        });
        return out;
      });
    },
  };
}
