import {
  promoEndpoints as endpoints,
  type PromoCreate,
  type PromoGenerate,
  type PromoQuery,
  type PromoRemoval,
  type PromoSubscribe,
  type PromoSubscriptionQuery,
  type PromoUpdate,
} from '@portico/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const promoKeys = {
  all: ['promo'] as const,
  list: (query: PromoQuery) => ['promo', 'list', query] as const,
  subscriptions: (query: PromoSubscriptionQuery) => ['promo', 'subscriptions', query] as const,
};

export function usePromos(query: PromoQuery) {
  return useQuery({
    queryKey: promoKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePromoSubscriptions(query: PromoSubscriptionQuery, enabled = true) {
  return useQuery({
    queryKey: promoKeys.subscriptions(query),
    queryFn: ({ signal }) => api.call(endpoints.subscriptions, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A change to promo codes: the lists and subscriptions may show it. Failures are shown by the form itself. */
function usePromoMutation<T, R>(mutationFn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.all }),
  });
}

export const useCreatePromo = () =>
  usePromoMutation((body: PromoCreate) => api.call(endpoints.create, { body, banner: false }));
export const useUpdatePromo = () =>
  usePromoMutation((body: PromoUpdate) => api.call(endpoints.update, { body, banner: false }));
export const useGeneratePromos = () =>
  usePromoMutation((body: PromoGenerate) => api.call(endpoints.generate, { body, banner: false }));
export const useDeletePromo = () =>
  usePromoMutation((id: number) => api.call(endpoints.remove, { params: { id }, banner: false }));
export const useSubscribe = () =>
  usePromoMutation((body: PromoSubscribe) => api.call(endpoints.subscribe, { body, banner: false }));
export const useUnsubscribe = () =>
  usePromoMutation((id: number) => api.call(endpoints.unsubscribe, { params: { id }, banner: false }));
export const useRemovePromoFromServices = () =>
  usePromoMutation((body: PromoRemoval) => api.call(endpoints.removeFromServices, { body, banner: false }));
