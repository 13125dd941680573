import { Button, Group, Text } from '@mantine/core';
import { customerInvoicesEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { Hint } from '../../components/ui/hint';

/** Notify all (customer portal §7; decision 0087): mails each committed invoice of a supplier not mailed yet. */
function useNotifyAll(supplierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(customerInvoicesEndpoints.notifyAll, { params: { supplierId: String(supplierId) }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

const outcome = (queued: number) =>
  queued === 0
    ? 'Every committed invoice was already mailed: none queued.'
    : `${queued} invoice ${queued === 1 ? 'mail' : 'mails'} queued.`;

/**
 * Staff's "Notify all" of one supplier's committed invoices: each invoice's billing contact is mailed once (a
 * second click queues none), the answer says how many were queued. Placed on the staff invoice page.
 */
export function NotifyAllButton({ supplierId }: { supplierId: number }) {
  const notify = useNotifyAll(supplierId);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" loading={notify.isPending} onClick={() => notify.mutate()}>
        Notify all
      </Button>
      {notify.data ? (
        <Text size="sm" role="status">
          {outcome(notify.data.queued)}
        </Text>
      ) : null}
      {notify.error ? <Hint>{notify.error.message}</Hint> : null}
    </Group>
  );
}
