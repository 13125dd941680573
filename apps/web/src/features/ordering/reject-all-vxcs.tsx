import { Button, Group, Stack, Text } from '@mantine/core';
import type { VxcApprovalView } from '@portico/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useRejectAllVxcs } from './ordering-vxc.api';

/** One company's orders waiting for a side the person may decide, and whose side that is. */
export interface WaitingGroup {
  companyId: number;
  fromCompanyId: number;
  fromName: string;
  count: number;
}

/** The orders the person may decide, grouped by the company that placed them (the side that waits is theirs). */
export function waitingGroups(rows: readonly VxcApprovalView[]): WaitingGroup[] {
  const groups = new Map<string, WaitingGroup>();
  for (const row of rows) {
    if (!row.canDecide) continue;
    const [mine, from] = row.nonPayer.status === 'UN_ASSESSED' ? [row.nonPayer, row.payer] : [row.payer, row.nonPayer];
    const key = `${mine.companyId}:${from.companyId}`;
    const group = groups.get(key) ?? {
      companyId: mine.companyId,
      fromCompanyId: from.companyId,
      fromName: from.companyName,
      count: 0,
    };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.fromName.localeCompare(b.fromName));
}

/**
 * "Reject all from …" for each company whose orders wait for the person's side (decision 0068): asks first, then
 * rejects them all in one change; the outcome is shown by the page.
 */
export function RejectAllVxcs({
  rows,
  onDone,
  onError,
}: {
  rows: readonly VxcApprovalView[];
  onDone(message: string): void;
  onError(error: unknown): void;
}) {
  const reject = useRejectAllVxcs();
  const [asking, setAsking] = useState<WaitingGroup | null>(null);
  const groups = waitingGroups(rows);
  if (groups.length === 0) return null;
  const confirm = () => {
    if (!asking) return;
    reject.mutate(
      { companyId: asking.companyId, fromCompanyId: asking.fromCompanyId },
      {
        onSuccess: (result) => onDone(`${asking.fromName}: ${result.rejected} VXC orders rejected`),
        onError,
        onSettled: () => setAsking(null),
      },
    );
  };
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Orders you did not expect? Reject every waiting order of one company at once.
      </Text>
      <Group gap="xs">
        {groups.map((group) => (
          <Button
            key={`${group.companyId}:${group.fromCompanyId}`}
            color="red"
            variant="light"
            size="xs"
            onClick={() => setAsking(group)}
          >
            Reject all {group.count} from {group.fromName}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title="Reject all waiting orders"
        confirmLabel="Reject all"
        loading={reject.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        Every VXC order of {asking?.fromName} that waits for your approval will be rejected: the VXCs are cancelled and
        their VLANs on your Ports freed. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
