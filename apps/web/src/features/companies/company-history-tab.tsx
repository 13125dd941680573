import { Code, Stack, Text } from '@mantine/core';
import type { CompanyHistoryItem } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { useCompanyHistory } from './companies.api';
import { historyActionLabel } from './company-labels';

const PAGE_SIZE = 20;

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : JSON.stringify(value));

/** "field: before → after" per changed field; entries without a before (creations) list what was set. */
function Changes({ item }: { item: CompanyHistoryItem }) {
  const before = (item.before ?? {}) as Record<string, unknown>;
  const after = (item.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {keys.map((key) => (
        <Text size="xs" key={key}>
          <Code>{key}</Code>{' '}
          {item.before !== null && (
            <>
              {show(before[key])}
              {' → '}
            </>
          )}
          {show(after[key])}
        </Text>
      ))}
    </Stack>
  );
}

const column = createColumnHelper<CompanyHistoryItem>();
const columns = [
  column.accessor('at', { header: 'When', cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('actor', { header: 'Who', cell: (c) => c.getValue()?.name ?? 'System' }),
  column.accessor('action', { header: 'What', cell: (c) => historyActionLabel(c.getValue()) }),
  column.display({ id: 'changes', header: 'Changes', cell: (c) => <Changes item={c.row.original} /> }),
];

/** Every recorded change to the company (audit entries with its company id), newest first. */
export function CompanyHistoryTab({ companyId }: { companyId: number }) {
  const list = usePagedList({}, { pageSize: PAGE_SIZE });
  const history = useCompanyHistory(companyId, list.page, PAGE_SIZE);
  return (
    <PagedTable
      caption="Company history"
      columns={columns}
      list={list}
      result={history}
      emptyText="No changes recorded yet."
      errorText="The history could not be loaded."
      getRowKey={(row) => row.id}
    />
  );
}
