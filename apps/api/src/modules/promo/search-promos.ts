import type { Page, PromoCode, PromoSubscription } from '@portico/contract';
import type { PromoStatus } from '@portico/domain';
import { pageTotal, totalFromPage } from '../../db/capped-count.js';
import { keysetBatches } from '../../db/keyset.js';
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
    async list(query: PromoListQuery & { page: number; pageSize: number }): Promise<Page<PromoCode>> {
      const filters = { search: query.search, discountType: query.discountType, status: query.status };
      const offset = (query.page - 1) * query.pageSize;
      const rows = await repo.findPromos(db, filters, { limit: query.pageSize, offset });
      const counted =
        totalFromPage({ offset, limit: query.pageSize, rows: rows.length }) ??
        (await repo.countPromosUpTo(db, filters));
      const at = now().getTime();
      return {
        items: rows.map((r) => toPromoCode(r, at)),
        ...pageTotal(counted, { offset, rows: rows.length }),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    exportBatches(query: PromoListQuery): AsyncIterable<PromoCode[]> {
      const filters = { search: query.search, discountType: query.discountType, status: query.status };
      return keysetBatches({
        read: (after: number | null, limit) => repo.findPromosAfter(db, filters, after, limit),
        keyOf: (row) => row.id,
        map: (row) => toPromoCode(row, now().getTime()),
      });
    },

    async subscriptions(
      query: repo.SubscriptionFilters & { page: number; pageSize: number },
    ): Promise<Page<PromoSubscription>> {
      const filters = { search: query.search, promoCodeId: query.promoCodeId, companyId: query.companyId };
      const offset = (query.page - 1) * query.pageSize;
      const rows = await repo.findSubscriptions(db, filters, { limit: query.pageSize, offset });
      const counted =
        totalFromPage({ offset, limit: query.pageSize, rows: rows.length }) ??
        (await repo.countSubscriptionsUpTo(db, filters));
      return {
        items: rows.map(toSubscription),
        ...pageTotal(counted, { offset, rows: rows.length }),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
