import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { formatDateTime, SYNC_POLL_MS } from '@portico/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSyncStatus } from './accounting.api';

const KIND_WORDS = { payments: 'payments', allocations: 'allocations', invoices: 'invoices' } as const;

/**
 * The sync run's progress (spec §4: the sync runs in the background; the page checks its status every 15 seconds
 * until it is no longer running). When a run ends, the lists are asked again; while sync is off, it says so.
 */
export function SyncRunPanel() {
  const status = useSyncStatus();
  const queryClient = useQueryClient();
  const run = status.data?.run ?? null;
  // A run seen finished that was not seen finished before (it ran on, or finished before the page saw it run): the
  // lists are read again, so what it posted leaves them.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const key = run ? `${run.runId}:${run.running}` : null;
    if (run && !run.running && seen.current !== null && seen.current !== key)
      void queryClient.invalidateQueries({ queryKey: ['accounting', 'items'] });
    seen.current = key ?? '';
  }, [run, queryClient]);

  if (status.data && !status.data.enabled)
    return (
      <Paper withBorder p="md" role="status">
        <Text>No accounting system is configured: accounting sync is off. The lists show what would be posted.</Text>
      </Paper>
    );
  if (!run) return null;
  const percent = Math.round(run.progress * 100);
  return (
    <Paper withBorder p="md" role="region" aria-label="Sync progress">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600}>
            {run.running ? `Syncing ${KIND_WORDS[run.kind]}…` : `Last sync of ${KIND_WORDS[run.kind]} finished`}
          </Text>
          <Text size="sm" c="dimmed">
            {`Started ${formatDateTime(run.startedAt)}`}
          </Text>
        </Group>
        <Progress value={percent} animated={run.running} aria-label="Sync run progress" />
        <Text size="sm">
          {`${run.done} of ${run.total} done${run.failed > 0 ? `, ${run.failed} failed` : ''}`}
          {run.running ? ` · checked every ${SYNC_POLL_MS / 1000} seconds` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Whether posting is possible here (an accounting system is configured); true until the status says otherwise. */
export function useCanSync(): boolean {
  return useSyncStatus().data?.enabled ?? true;
}
