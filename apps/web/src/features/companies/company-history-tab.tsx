import { Stack, Text } from '@mantine/core';
import type { CompanyHistoryItem } from '@portico/contract';
import { changedFields, fieldChangeWords, formatDateTime } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { useCompanyHistory } from './companies.api';
import { historyActionLabel } from './company-labels';

const PAGE_SIZE = 20;

/** Each changed field in words ('Monthly price: AUD 162.00 → AUD 243.00'); a creation lists what was set. */
function Changes({ item }: { item: CompanyHistoryItem }) {
  const fields = changedFields(item.before, item.after);
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {fields.map((field, i) => (
        <Text size="xs" key={i}>
          {fieldChangeWords(field)}
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
