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

/** A Port's rate limit (`PUT /v2/product/port/{uid}`). */
export function useChangePortRateLimit(id: number, uid: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (rateLimit: PortSpeed) =>
      api.call(endpoints.changeProduct, {
        params: { productType: 'port', productUid: uid },
        body: { rateLimit },
        banner: false,
      }),
    onSuccess: refresh,
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
