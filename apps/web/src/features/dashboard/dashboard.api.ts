import { dashboardEndpoints } from '@portico/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The company's dashboard, read again every five minutes (the telemetry's step). */
export function useDashboard(companyId: number) {
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: ({ signal }) => api.call(dashboardEndpoints.company, { params: { id: companyId }, signal, banner: false }),
    refetchInterval: FIVE_MINUTES,
  });
}
