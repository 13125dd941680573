import { type OrderIx, type OrderVxc, orderingEndpoints as endpoints } from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { type OrderCalls, orderCalls } from './product-orders.api';

export const vxcKeys = {
  ports: (companyId: number) => ['ordering', 'ports', companyId] as const,
  approvals: ['ordering', 'vxcApprovals'] as const,
  ixChoices: (portId: number) => ['ordering', 'ix', portId] as const,
};

/** The Port dropdowns of the company ordered for: its own Ports as A ends, every company's as B ends. */
export function usePortDropdowns(companyId: number | null) {
  return useQuery({
    queryKey: vxcKeys.ports(companyId ?? 0),
    queryFn: ({ signal }) =>
      api.call(endpoints.portDropdowns, { query: { companyId: String(companyId ?? 0) }, signal }),
    enabled: companyId !== null,
  });
}

/** The VLAN check on blur: [vlan] when it is free on the Port, else alternatives and the message. */
export function useVlanCheck() {
  return useMutation({
    mutationFn: ({ portId, vlan }: { portId: number; vlan: number }) =>
      api.call(endpoints.vlanCheck, { params: { nid: String(portId), vlan: String(vlan) }, query: {}, banner: false }),
  });
}

/** The VXC order's quote, and its placing (staff's orders start approved on both sides). */
export const vxcCalls = (admin: boolean): OrderCalls<OrderVxc> =>
  orderCalls(endpoints.quoteVxc, admin ? endpoints.adminOrderVxc : endpoints.orderVxc);

/** The VXC orders where the company (a customer's acting company; staff: none, every company) is a party. */
export function useVxcApprovals(status: 'PENDING' | 'ALL', companyId: number | undefined) {
  return useQuery({
    queryKey: [...vxcKeys.approvals, companyId ?? null, status],
    queryFn: ({ signal }) =>
      api.call(endpoints.vxcApprovals, {
        query: { status, ...(companyId === undefined ? {} : { companyId: String(companyId) }) },
        signal,
      }),
  });
}

export function useDecideVxc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vxcOrderId, decision }: { vxcOrderId: number; decision: 'APPROVE' | 'REJECT' }) =>
      api.call(endpoints.decideVxc, { params: { vxcOrderId: String(vxcOrderId) }, body: { decision }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vxcKeys.approvals }),
  });
}

/** Rejects every order of one company still waiting for the deciding company's side. */
export function useRejectAllVxcs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { companyId: number; fromCompanyId: number }) =>
      api.call(endpoints.rejectAllVxcs, { body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vxcKeys.approvals }),
  });
}

export function useIxChoices(portId: number | null) {
  return useQuery({
    queryKey: vxcKeys.ixChoices(portId ?? 0),
    queryFn: ({ signal }) =>
      api.call(endpoints.ixChoices, { query: { portId: String(portId ?? 0) }, signal, banner: false }),
    enabled: portId !== null,
  });
}

/** The IX order's quote, and its placing under one Idempotency-Key per quoted order. */
export const ixCalls = (admin: boolean): OrderCalls<OrderIx> =>
  orderCalls(endpoints.quoteIx, admin ? endpoints.adminOrderIx : endpoints.orderIx);
