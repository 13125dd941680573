import { customerProductEndpoints, type CustomerProductsQuery } from '@portico/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** A page of the company's products with their terms and prices (`/customerProducts`). */
export function useProducts(companyId: number, query: Omit<CustomerProductsQuery, 'format'>) {
  return useQuery({
    queryKey: ['services', 'products', companyId, query],
    queryFn: ({ signal }) =>
      api.call(customerProductEndpoints.products, { params: { id: companyId }, query, signal, banner: false }),
    placeholderData: keepPreviousData,
  });
}

/** A service's lifecycle events and recorded changes, oldest first; read again when the service changes. */
export function useServiceHistory(id: number) {
  return useQuery({
    queryKey: ['services', id, 'history'],
    queryFn: ({ signal }) => api.call(customerProductEndpoints.history, { params: { id }, signal, banner: false }),
  });
}
