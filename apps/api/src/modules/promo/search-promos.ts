import type { Page, PromoCode, PromoSubscription } from '@portico/contract';
import type { PromoStatus } from '@portico/domain';
import type { Paging } from '../../db/list-query.js';
import * as repo from './promo.repository.js';
import type { PromoServiceDeps } from './promo-deps.js';
import { toPromoCode } from './promo-view.js';

export interface PromoListQuery {
  search?: string;
  discountType?: string;
  status?: PromoStatus;
}

export const toSubscription = (r: repo.SubscriptionRow): PromoSubscription => ({
  id: r.id,
  company: { id: r.companyId, name: r.companyName },
  promo: { id: r.promoCodeId, promoCodeId: r.code },
  createdAt: r.createdAt.getTime(),
});

/** Reading promo codes and subscriptions: pages, and every filtered promo for an export. */
export function searchPromos({ db, now }: PromoServiceDeps) {
  return {
    list(filters: PromoListQuery, paging: Paging): Promise<Page<PromoCode>> {
      const at = now().getTime();
      return repo.promoList.page(db, filters, paging, (row) => toPromoCode(row, at));
    },

    exportBatches(filters: PromoListQuery): AsyncIterable<PromoCode[]> {
      return repo.promoList.batches(db, filters, (row) => toPromoCode(row, now().getTime()));
    },

    subscriptions(filters: repo.SubscriptionFilters, paging: Paging): Promise<Page<PromoSubscription>> {
      return repo.subscriptionList.page(db, filters, paging, toSubscription);
    },
  };
}
