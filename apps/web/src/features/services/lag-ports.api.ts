import { serviceLagEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/**
 * Adds ports to the LAG of a port (`POST technicalservice/{id}/lag/ports`) under the form's Idempotency-Key (the
 * ports are billed: a retry of the same addition adds nothing twice); the answer is the port's detail with its LAG,
 * and every member's detail is read again (each lists the LAG).
 */
export function useAddLagPorts(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ count, key }: { count: number; key: string }) =>
      api.call(serviceLagEndpoints.addLagPorts, {
        params: { id: String(id) },
        body: { count },
        banner: false,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(['services', id], detail);
      await Promise.all(
        (detail.lag?.members ?? [])
          .filter((m) => m.technicalServiceId !== id)
          .map((m) => queryClient.invalidateQueries({ queryKey: ['services', m.technicalServiceId] })),
      );
    },
  });
}
