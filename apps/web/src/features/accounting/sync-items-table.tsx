import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { SyncItem } from '@portico/contract';
import {
  ACCOUNTING_MESSAGES,
  emptySelectionMessage,
  formatDateTime,
  formatDay,
  formatMinor,
  type SyncKind,
  syncStartMessage,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Outcome, useOutcome } from '../../components/ui/outcome';
import { PagedTable } from '../../components/ui/paged-table';
import { RowButtons } from '../../components/ui/row-buttons';
import { StatusBadge } from '../../components/ui/service-link';
import { usePagedList } from '../../hooks/use-paged-list';
import { type SyncList, useForget, useStartSync, useSyncItems } from './accounting.api';

/** Sync lists are paged on the server, this many rows a page. */
export const SYNC_PAGE_SIZE = 25;

const TYPE_WORDS: Record<SyncItem['type'], string> = {
  PAYMENT: 'Payment',
  ALLOCATION: 'Allocation',
  ALLOCATION_REVERSAL: 'Reversal',
  INVOICE: 'Invoice',
};

const column = createColumnHelper<SyncItem>();

interface SyncItemsTableProps {
  which: SyncList;
  /** what the rows are, in the plural ("invoices not yet posted") */
  items: string;
  emptyText: string;
  /** while sync is off (no accounting system), the lists show but nothing can be posted */
  canSync: boolean;
  /** offer "Sync all" and the selection (the failed list retries one at a time) */
  bulk?: boolean;
}

/**
 * A sync list (customer portal §7 "Sync of payments, allocations and invoices: all, selected, one, or forget"):
 * each row with its sync record and the accounting system's words for its last failure, checkboxes for a selected
 * sync, and each row's own sync (a retry, when it failed) and forget.
 */
export function SyncItemsTable({ which, items, emptyText, canSync, bulk = true }: SyncItemsTableProps) {
  const kind: SyncKind = which.kind;
  const list = usePagedList({}, { pageSize: SYNC_PAGE_SIZE });
  const result = useSyncItems(which, list.paging);
  const start = useStartSync(kind);
  const forget = useForget(kind);
  const outcome = useOutcome();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = result.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const sync = (ask: Parameters<typeof start.mutate>[0]) =>
    start.mutate(ask, {
      onSuccess: (answer) => {
        outcome.success(syncStartMessage(answer));
        setSelected(new Set());
      },
      onError: outcome.failure,
    });

  const columns = [
    ...(bulk
      ? [
          column.display({
            id: 'select',
            header: () => (
              <Checkbox
                aria-label="Select every row of this page"
                checked={allOnPage}
                onChange={() =>
                  setSelected(allOnPage ? new Set() : new Set([...selected, ...rows.map((row) => row.id)]))
                }
              />
            ),
            cell: (c) => (
              <Checkbox
                aria-label={`Select ${TYPE_WORDS[c.row.original.type].toLowerCase()} ${c.row.original.description}`}
                checked={selected.has(c.row.original.id)}
                onChange={() => toggle(c.row.original.id)}
              />
            ),
          }),
        ]
      : []),
    column.accessor('type', { header: 'What', cell: (c) => TYPE_WORDS[c.getValue()] }),
    column.accessor('description', { header: 'Reference' }),
    column.accessor('companyName', { header: 'Company' }),
    column.accessor('date', { header: 'Date', cell: (c) => formatDay(c.getValue()) }),
    column.accessor('amountCents', {
      header: 'Amount',
      cell: (c) => formatMinor(c.getValue(), c.row.original.currency),
    }),
    column.accessor('status', {
      header: 'Sync',
      cell: (c) => {
        const item = c.row.original;
        return (
          <Stack gap={2}>
            {item.status ? <StatusBadge status={item.status} /> : <Text size="sm">Not posted</Text>}
            {item.lastError && (
              <Text size="xs" c="red">
                {item.lastError}
              </Text>
            )}
            {item.lastAttemptAt !== null && (
              <Text size="xs" c="dimmed">
                {`${item.attempts} attempt${item.attempts === 1 ? '' : 's'}, last ${formatDateTime(item.lastAttemptAt)}`}
              </Text>
            )}
          </Stack>
        );
      },
    }),
    ...(canSync
      ? [
          column.display({
            id: 'actions',
            header: 'Actions',
            cell: (c) => (
              <RowButtons
                subject={`${TYPE_WORDS[c.row.original.type].toLowerCase()} ${c.row.original.description}`}
                actions={[
                  {
                    label: c.row.original.status === 'FAILED' ? 'Retry' : 'Sync',
                    onClick: () => sync({ scope: 'one', id: c.row.original.id }),
                  },
                  {
                    label: 'Forget',
                    look: { variant: 'default' },
                    onClick: () =>
                      forget.mutate(c.row.original.id, {
                        onSuccess: () => outcome.success(ACCOUNTING_MESSAGES.forgotten),
                        onError: outcome.failure,
                      }),
                  },
                ]}
              />
            ),
          }),
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      {canSync && bulk && (
        <Group>
          <Button
            onClick={() =>
              selected.size === 0
                ? outcome.failure(emptySelectionMessage(kind))
                : sync({ scope: 'selected', ids: [...selected] })
            }
            loading={start.isPending}
          >
            {`Sync selected${selected.size > 0 ? ` (${selected.size})` : ''}`}
          </Button>
          <Button variant="default" onClick={() => sync({ scope: 'all' })} loading={start.isPending}>
            Sync all
          </Button>
        </Group>
      )}
      <Outcome {...outcome.shown} onClose={outcome.clear} />
      <PagedTable
        items={items}
        emptyText={emptyText}
        columns={columns}
        list={list}
        result={result}
        getRowKey={(row) => `${row.type}:${row.id}`}
      />
    </Stack>
  );
}
