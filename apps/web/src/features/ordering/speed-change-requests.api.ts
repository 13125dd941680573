import { speedChangeEndpoints as endpoints } from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

const requestsKey = ['ordering', 'speedChangeRequests'] as const;

/** The pending VXC speed change requests the company made or must decide (staff: none given, every company's). */
export function useSpeedChangeRequests(companyId: number | undefined) {
  return useQuery({
    queryKey: [...requestsKey, companyId ?? null],
    queryFn: ({ signal }) =>
      api.call(endpoints.speedChangeRequests, {
        query: companyId === undefined ? {} : { companyId: String(companyId) },
        signal,
      }),
  });
}

/** The list and the VXC's own page read again after a request changes. */
async function refresh(queryClient: ReturnType<typeof useQueryClient>, technicalServiceId: number) {
  await queryClient.invalidateQueries({ queryKey: requestsKey });
  // the services area's key of the VXC (its detail page shows the speed and any request pending)
  await queryClient.invalidateQueries({ queryKey: ['services', technicalServiceId] });
}

/** Approves (the change applies) or rejects a request; the list and the VXC's own page are read again. */
export function useDecideSpeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: number; decision: 'APPROVE' | 'REJECT' }) =>
      api.call(endpoints.decideSpeedChange, { params: { requestId }, body: { decision }, banner: false }),
    onSuccess: (request) => refresh(queryClient, request.technicalServiceId),
  });
}

/** Withdraws a pending request the company asked for; the list and the VXC's own page are read again. */
export function useWithdrawSpeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) =>
      api.call(endpoints.withdrawSpeedChange, { params: { requestId }, banner: false }),
    onSuccess: (request) => refresh(queryClient, request.technicalServiceId),
  });
}
