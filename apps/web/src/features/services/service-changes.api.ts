import {
  type AwsEdit,
  type IxChange,
  orderingEndpoints,
  serviceChangeEndpoints as endpoints,
  type VxcChange,
} from '@portico/contract';
import type { PORT_SPEEDS_MBPS } from '@portico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** After a change the service is read again, so the page shows what the server holds. */
function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['services', id] });
}

type PortSpeed = (typeof PORT_SPEEDS_MBPS)[number];

/**
 * What a Port's or an IX's rate-limit change would do to its price (`GET …/rateLimit/{speed}/priceCheck`, decision
 * 0079); nothing is written.
 */
export function useCheckRateLimit(id: number) {
  return useMutation({
    mutationFn: (speed: number) => api.call(endpoints.checkRateLimitChange, { params: { id, speed }, banner: false }),
  });
}

/**
 * Makes a checked rate-limit change: a Port's (`PUT /v2/product/port/{uid}`) or an IX's (`PUT technicalservice/ix`).
 * The service and the products list (its price in force) are read again after.
 */
export function useChangeRateLimit(service: {
  technicalServiceId: number;
  technicalServiceUid: string;
  productType: string;
}) {
  const id = service.technicalServiceId;
  const refresh = useRefresh(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (speed: number) => {
      if (service.productType === 'PORT')
        await api.call(endpoints.changeProduct, {
          params: { productType: 'port', productUid: service.technicalServiceUid },
          // a Port's rate limit is one of the port speeds: the form offers no other, the server refuses any other
          body: { rateLimit: speed as PortSpeed },
          banner: false,
        });
      else await api.call(endpoints.changeIx, { body: { nServiceId: id, jServiceId: id, speed }, banner: false });
    },
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['services', 'products'] });
    },
  });
}

/** A VXC's A-End or B-End VLAN (`PUT technicalservice/vxc`). */
export function useChangeVxc(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: VxcChange) => api.call(endpoints.changeVxc, { body, banner: false }),
    onSuccess: refresh,
  });
}

/** An IX's VLAN, MAC address or rate limit (`PUT technicalservice/ix`). */
export function useChangeIx(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: IxChange) => api.call(endpoints.changeIx, { body, banner: false }),
    onSuccess: refresh,
  });
}

/** The check the page makes before saving a VLAN: free on the Port, the end's own VLAN counting as free. */
export function usePortVlanCheck() {
  return useMutation({
    mutationFn: ({ portId, vlan, currentVlan }: { portId: number; vlan: number; currentVlan: number | null }) =>
      api.call(orderingEndpoints.vlanCheck, {
        params: { nid: String(portId), vlan: String(vlan) },
        query: currentVlan === null ? {} : { currentVlan },
        banner: false,
      }),
  });
}

/**
 * A VXC's AWS interface as the editor shows it, read afresh each time the editor opens: the network may have applied
 * a change since the last opening (decision 0069).
 */
export function useAwsInterface(id: number, open: boolean) {
  return useQuery({
    queryKey: ['services', id, 'aws'],
    queryFn: ({ signal }) =>
      api.call(endpoints.awsInterface, { query: { jServiceId: String(id) }, signal, banner: false }),
    enabled: open,
    staleTime: 0,
  });
}

/**
 * The AWS interface edit (`PUT /v2/product/vxc/aws`): the service is read again (with its interface), so the page
 * shows the change pending until the network applies it (decision 0069).
 */
export function useEditAws(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: AwsEdit) =>
      api.call(endpoints.editAws, { query: { jServiceId: String(id) }, body, banner: false }),
    onSuccess: refresh,
  });
}
