import type { EndpointCall, EndpointData, EndpointDef } from '@portico/contract';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { CallOptions } from './client';
import { api } from './index';

type QueryOptions<E extends EndpointDef> = Pick<
  UseQueryOptions<EndpointData<E>>,
  'enabled' | 'staleTime' | 'retry' | 'placeholderData'
>;

/**
 * A read of one endpoint of the contract under `key`: the call gets the query's abort signal, the answer its type,
 * and `options` (enabled, staleTime, …) pass through to TanStack Query.
 */
export function useEndpointQuery<E extends EndpointDef>(
  key: QueryKey,
  endpoint: E,
  input: EndpointCall<E> & Omit<CallOptions, 'signal'>,
  options: QueryOptions<E> = {},
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(endpoint, { ...input, signal }),
    ...options,
  });
}

/** A page of a server-paged list: the page shown stays on screen while the next one loads. */
export function usePageQuery<E extends EndpointDef>(
  key: QueryKey,
  endpoint: E,
  input: EndpointCall<E> & Omit<CallOptions, 'signal'>,
  options: QueryOptions<E> = {},
) {
  return useEndpointQuery(key, endpoint, input, { placeholderData: keepPreviousData, ...options });
}

type Body<E extends EndpointDef> = EndpointCall<E> extends { body: infer B } ? B : never;

/**
 * The call of an endpoint that takes a body and nothing else, for `useChange`; `{ banner: false }` where the form
 * shows the failure itself.
 */
export function sendBody<E extends EndpointDef>(endpoint: E, options: Omit<CallOptions, 'signal'> = {}) {
  return (body: Body<E>) => api.call(endpoint, { ...options, body } as EndpointCall<E> & CallOptions);
}

/** A change, after which every query under `invalidates` is refetched (the mutation settles once they are asked). */
export function useChange<T, R>(invalidates: QueryKey, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }) });
}
