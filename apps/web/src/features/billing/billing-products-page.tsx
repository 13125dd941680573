import { Group, Stack, TextInput } from '@mantine/core';
import { billingEndpoints } from '@portico/contract';
import {
  BILLING_FILTERS,
  type BillingFilter,
  defaultBillableSearchWindow,
  readerTimeZone,
  startOfLocalDay,
  SUPPLIERS,
} from '@portico/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { usePagedList } from '../../hooks/use-paged-list';
import { useBillables } from './billing.api';
import { BILLABLE_COLUMNS, supplierName } from './billables-table';

const PAGE_SIZE = 50;
const SUPPLIER_OPTIONS = SUPPLIERS.map((s) => ({
  value: String(s.supplierId),
  label: `${s.market} (${s.supplierId})`,
}));
const STATUS_OPTIONS = BILLING_FILTERS.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) }));

/** The reader's own time zone: the days of the window are theirs. */
const READER_ZONE = readerTimeZone();

/**
 * `/billingProducts` and `/billingProducts/{supplierId}` (customer portal §7, §9; decision 0081): billables by text,
 * filter status and supplier, set up in a window of days (by default the 30 days back to tomorrow), newest first,
 * each with Activate or Kill billing where its status allows, and the list as CSV.
 */
export function BillingProductsPage() {
  const navigate = useNavigate();
  const supplierParam = useParams().supplierId;
  const supplierId = supplierParam && /^\d+$/.test(supplierParam) ? Number(supplierParam) : undefined;
  const initial = defaultBillableSearchWindow(Date.now(), READER_ZONE);
  const [days, setDays] = useState({ fromDay: initial.fromDay, toDay: initial.toDay });
  const list = usePagedList(
    { search: '', status: null as string | null, supplier: null as string | null },
    { pageSize: PAGE_SIZE, search: 'search' },
  );
  const window = {
    from: days.fromDay ? startOfLocalDay(days.fromDay, READER_ZONE) : undefined,
    to: days.toDay ? startOfLocalDay(days.toDay, READER_ZONE) : undefined,
  };
  const status = (list.filters.status ?? undefined) as BillingFilter | undefined;
  const billables = useBillables({ ...list.paging, status, supplierId, ...window });
  const filters: ListFilter<'status' | 'supplier'>[] = [
    { name: 'status', label: 'Status', data: STATUS_OPTIONS, w: 160 },
    {
      name: 'supplier',
      label: 'Supplier',
      data: SUPPLIER_OPTIONS,
      w: 220,
      onChange: (value) => navigate(value ? `/billingProducts/${value}` : '/billingProducts'),
    },
  ];
  return (
    <>
      <PageHeader
        title="Billing products"
        description={`Billables${supplierId ? ` of ${supplierName(supplierId)}` : ''}, newest first: activate one to start its billing, kill one to stop it.`}
        actions={
          <CsvExportButton
            endpoint={billingEndpoints.billables}
            query={{ ...list.typed, status, supplierId, ...window }}
            filename="billables.csv"
          />
        }
      />
      <Stack gap="md">
        <ListFilterBar
          list={{ ...list, filters: { ...list.filters, supplier: supplierId ? String(supplierId) : null } }}
          search={{ label: 'Search billables', placeholder: 'Billable name or service id', w: 280 }}
          filters={filters}
        >
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Set up from"
              type="date"
              value={days.fromDay}
              onChange={(e) => setDays((d) => ({ ...d, fromDay: e.currentTarget.value }))}
            />
            <TextInput
              label="Set up before"
              type="date"
              value={days.toDay}
              onChange={(e) => setDays((d) => ({ ...d, toDay: e.currentTarget.value }))}
            />
          </Group>
        </ListFilterBar>
        <PagedTable
          items="billables"
          emptyText="No billables match."
          columns={BILLABLE_COLUMNS}
          list={list}
          result={billables}
          getRowKey={(row) => row.billableId}
        />
      </Stack>
    </>
  );
}
