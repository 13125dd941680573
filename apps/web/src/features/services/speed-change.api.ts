import { productEndpoints, speedChangeEndpoints as endpoints } from '@portico/contract';
import type { VxcEndChoice } from '@portico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** What a speed change is asked with: the speed, the end (staff) and, for the change, the speed the check saw. */
interface SpeedChangeAsk {
  speed: number;
  onBehalfOf: VxcEndChoice | null;
  currentSpeed?: number;
}

const call = (id: number, ask: SpeedChangeAsk) => ({
  params: { id, speed: ask.speed },
  query: { onBehalfOf: ask.onBehalfOf ?? undefined, currentSpeed: ask.currentSpeed },
  banner: false,
});

/** The price-change confirmation of a VXC speed change (`GET …/speedChange/{speed}`); nothing is written. */
export function useCheckSpeedChange(id: number) {
  return useMutation({
    mutationFn: (ask: SpeedChangeAsk) => api.call(endpoints.checkSpeedChange, call(id, ask)),
  });
}

const productKey = ['services', 'product'] as const;

/** Makes the change (`PUT …/speedChange/{speed}`): the service, and the Port pages listing it, are read again after. */
export function useChangeSpeed(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: SpeedChangeAsk) => api.call(endpoints.changeSpeed, call(id, ask)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['services', id] });
      await queryClient.invalidateQueries({ queryKey: productKey });
    },
  });
}

/** A product as the public API shows it (`GET /v2/product/{uid}`): a Port with the VXCs attached to it. */
export function useProduct(uid: string) {
  return useQuery({
    queryKey: [...productKey, uid],
    queryFn: ({ signal }) => api.call(productEndpoints.product, { params: { productUid: uid }, signal, banner: false }),
  });
}
