import { servicesEndpoints, trafficEndpoints } from '@portico/contract';
import { dayWindow } from '@portico/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** One technical service with its components, resources and lifecycle events. */
export function useService(id: number) {
  return useQuery({
    queryKey: ['services', id],
    queryFn: ({ signal }) => api.call(servicesEndpoints.service, { params: { id: String(id) }, signal, banner: false }),
  });
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** The service's last 24 hours of traffic (288 five-minute points), read again every five minutes. */
export function useDayTraffic(id: number, now: () => number = Date.now) {
  return useQuery({
    queryKey: ['services', id, 'traffic'],
    queryFn: ({ signal }) => {
      const window = dayWindow(now());
      return api.call(trafficEndpoints.traffic, {
        params: {
          nServiceId: String(id),
          from: String(window.fromMs),
          to: String(window.toMs),
          points: String(window.points),
        },
        signal,
        banner: false,
      });
    },
    refetchInterval: FIVE_MINUTES,
  });
}
