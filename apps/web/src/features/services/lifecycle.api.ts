import { lifecycleEndpoints } from '@portico/contract';
import type { EndingAction, LifecycleAction } from '@portico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** What ending the service with `action` would cost today; read only while an action is being confirmed. */
export function usePriceCheck(id: number, action: EndingAction | null) {
  return useQuery({
    queryKey: ['services', id, 'priceCheck', action],
    enabled: action !== null,
    // the price is of today: read afresh each time the dialog opens
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      api.call(lifecycleEndpoints.priceCheck, {
        params: { id, action: action ?? 'CANCEL' },
        signal,
        banner: false,
      }),
  });
}

/** Cancels, cancels now, terminates or un-cancels the service; the service is read again after. */
export function useLifecycleAction(id: number, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LifecycleAction) =>
      api.call(lifecycleEndpoints.action, { params: { productUid: uid, action }, query: {}, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services', id] }),
  });
}

/** Locks (`true`) or unlocks the service; the service is read again after. */
export function useServiceLock(id: number, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lock: boolean) =>
      api.call(lock ? lifecycleEndpoints.lock : lifecycleEndpoints.unlock, {
        params: { productUid: uid },
        banner: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services', id] }),
  });
}
