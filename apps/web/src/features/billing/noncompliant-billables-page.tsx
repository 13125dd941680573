import { Group, List, Stack } from '@mantine/core';
import { type BillableRow, billingEndpoints, type NonCompliantRow } from '@portico/contract';
import { NON_COMPLIANCE_WORDS, NON_COMPLIANCES, type NonCompliance } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { FilterSelects, type ListFilter } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { usePagedList } from '../../hooks/use-paged-list';
import { useNonCompliantBillables } from './billing.api';
import { BILLABLE_COLUMNS } from './billables-table';

const PAGE_SIZE = 50;
const REASON_OPTIONS = NON_COMPLIANCES.map((r) => ({ value: r, label: NON_COMPLIANCE_WORDS[r] }));
const FILTERS: ListFilter<'reason'>[] = [{ name: 'reason', label: 'Rule broken', data: REASON_OPTIONS, w: 360 }];

const column = createColumnHelper<BillableRow>();
const COLUMNS = [
  column.display({
    id: 'reasons',
    header: 'Why',
    cell: (c) => (
      <List size="sm" spacing={0}>
        {(c.row.original as NonCompliantRow).reasons.map((r) => (
          <List.Item key={r}>{NON_COMPLIANCE_WORDS[r]}</List.Item>
        ))}
      </List>
    ),
  }),
  // the billable's name links to its product detail, where Defunkify, charges and contract dates set it right
  ...BILLABLE_COLUMNS,
];

/**
 * `/nonCompliantBillables` (admin console §2; decision 0088): open billables that break a billing rule and so would
 * bill wrongly or not at all, each with every rule it breaks in words, filtered by rule, and the list as CSV.
 */
export function NonCompliantBillablesPage() {
  const list = usePagedList({ search: '', reason: null as string | null }, { pageSize: PAGE_SIZE, search: 'search' });
  const reason = (list.filters.reason ?? undefined) as NonCompliance | undefined;
  const { search: _search, ...paging } = list.paging;
  const rows = useNonCompliantBillables({ ...paging, reason });
  return (
    <>
      <PageHeader
        title="Non-compliant billables"
        description="Billables that break a billing rule and would bill wrongly or not at all: open one to set it right."
        actions={
          <CsvExportButton
            endpoint={billingEndpoints.nonCompliantBillables}
            query={{ reason }}
            filename="non-compliant-billables.csv"
          />
        }
      />
      <Stack gap="md">
        <Group align="flex-end">
          <FilterSelects list={list} filters={FILTERS} />
        </Group>
        <PagedTable
          items="billables"
          emptyText="Every billable keeps the billing rules."
          columns={COLUMNS}
          list={list}
          result={rows}
          getRowKey={(row) => row.billableId}
        />
      </Stack>
    </>
  );
}
