import { Group, Stack, Text } from '@mantine/core';
import { type BillableRow, billingEndpoints, type MismatchedRow } from '@portico/contract';
import { BILLING_MISMATCH_WORDS, BILLING_MISMATCHES, type BillingMismatch } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { FilterSelects, type ListFilter } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { usePagedList } from '../../hooks/use-paged-list';
import { useMismatchedBilling } from './billing.api';
import { BILLABLE_COLUMNS } from './billables-table';

const PAGE_SIZE = 50;
const KIND_OPTIONS = BILLING_MISMATCHES.map((k) => ({ value: k, label: BILLING_MISMATCH_WORDS[k] }));
const FILTERS: ListFilter<'kind'>[] = [{ name: 'kind', label: 'Mismatch', data: KIND_OPTIONS, w: 360 }];

const column = createColumnHelper<BillableRow>();
const COLUMNS = [
  column.display({
    id: 'mismatch',
    header: 'Mismatch',
    cell: (c) => (
      <Text size="sm" fw={500}>
        {BILLING_MISMATCH_WORDS[(c.row.original as MismatchedRow).mismatch]}
      </Text>
    ),
  }),
  ...BILLABLE_COLUMNS,
];

/**
 * `/mismatchedBilling` (admin console §2 "mismatched billing and kill billing"; decision 0083): billables their
 * services disagree with — billed after the service was decommissioned, not billed while it is LIVE, billed before
 * it is LIVE — with Activate and Kill billing where the billing state machine allows, and the list as CSV.
 */
export function MismatchedBillingPage() {
  const list = usePagedList({ search: '', kind: null as string | null }, { pageSize: PAGE_SIZE, search: 'search' });
  const kind = (list.filters.kind ?? undefined) as BillingMismatch | undefined;
  const { search: _search, ...paging } = list.paging;
  const rows = useMismatchedBilling({ ...paging, kind });
  return (
    <>
      <PageHeader
        title="Mismatched billing"
        description="Billables their services disagree with: activate what runs unbilled, kill what is billed after it ended."
        actions={
          <CsvExportButton
            endpoint={billingEndpoints.mismatchedBilling}
            query={{ kind }}
            filename="mismatched-billing.csv"
          />
        }
      />
      <Stack gap="md">
        <Group align="flex-end">
          <FilterSelects list={list} filters={FILTERS} />
        </Group>
        <PagedTable
          items="billables"
          emptyText="Every billable agrees with its service."
          columns={COLUMNS}
          list={list}
          result={rows}
          getRowKey={(row) => row.billableId}
        />
      </Stack>
    </>
  );
}
