import { promoEndpoints as endpoints, type PromoQuery, type PromoSubscriptionQuery } from '@portico/contract';
import { api } from '../../api';
import { sendBody, useChange, usePageQuery } from '../../api/hooks';

export const promoKeys = {
  all: ['promo'] as const,
  list: (query: PromoQuery) => ['promo', 'list', query] as const,
  subscriptions: (query: PromoSubscriptionQuery) => ['promo', 'subscriptions', query] as const,
};

export const usePromos = (query: PromoQuery) =>
  usePageQuery(promoKeys.list(query), endpoints.list, { query: { ...query } });

export const usePromoSubscriptions = (query: PromoSubscriptionQuery, enabled = true) =>
  usePageQuery(promoKeys.subscriptions(query), endpoints.subscriptions, { query: { ...query } }, { enabled });

/** A change to promo codes: the lists and subscriptions may show it. Failures are shown by the form itself. */
const usePromoChange = <T, R>(mutationFn: (input: T) => Promise<R>) => useChange(promoKeys.all, mutationFn);
const send = <E extends Parameters<typeof sendBody>[0]>(endpoint: E) => sendBody(endpoint, { banner: false });
const byId = (endpoint: typeof endpoints.remove | typeof endpoints.unsubscribe) => (id: number) =>
  api.call(endpoint, { params: { id }, banner: false });

export const useCreatePromo = () => usePromoChange(send(endpoints.create));
export const useUpdatePromo = () => usePromoChange(send(endpoints.update));
export const useGeneratePromos = () => usePromoChange(send(endpoints.generate));
export const useDeletePromo = () => usePromoChange(byId(endpoints.remove));
export const useSubscribe = () => usePromoChange(send(endpoints.subscribe));
export const useUnsubscribe = () => usePromoChange(byId(endpoints.unsubscribe));
export const useRemovePromoFromServices = () => usePromoChange(send(endpoints.removeFromServices));
