import { billingEndpoints, type BillingSetup, type UnbilledService } from '@portico/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

type UnbilledQuery = { page: number; pageSize: number; search?: string; supplierId?: number };

/** A page of the services nobody bills (`/unbilledServices`, decision 0081). */
export function useUnbilledServices(query: UnbilledQuery) {
  return useQuery({
    queryKey: ['billing', 'unbilled', query],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.unbilledServices, {
        query: {
          ...query,
          page: String(query.page),
          pageSize: String(query.pageSize),
          supplierId: query.supplierId === undefined ? undefined : String(query.supplierId),
        },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Sets up a service's billing (`POST /secure/technicalservice/{id}/billing`); the unbilled list is read again. */
export function useSetUpBilling(service: UnbilledService) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSetup) =>
      api.call(billingEndpoints.setUpBilling, {
        params: { id: String(service.technicalServiceId) },
        body,
        banner: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing', 'unbilled'] }),
  });
}
