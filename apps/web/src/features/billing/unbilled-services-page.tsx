import { Stack } from '@mantine/core';
import { billingEndpoints, type UnbilledService } from '@portico/contract';
import { formatDay, SUPPLIERS } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { RowButtons } from '../../components/ui/row-buttons';
import { usePagedList } from '../../hooks/use-paged-list';
import { ServiceLink, StatusBadge } from '../../components/ui/service-link';
import { useUnbilledServices } from './billing.api';
import { BillingSetupDialog } from './billing-setup-dialog';

const PAGE_SIZE = 50;

const SUPPLIER_OPTIONS = SUPPLIERS.map((s) => ({
  value: String(s.supplierId),
  label: `${s.market} (${s.supplierId})`,
}));
const supplierName = (id: number | null) => SUPPLIERS.find((s) => s.supplierId === id)?.market ?? '—';

const column = createColumnHelper<UnbilledService>();

/**
 * `/unbilledServices` and `/unbilledServices/{supplierId}` (admin console §9; decision 0081): the services nobody
 * bills — every one but NEW ones without an open billable, a killed billable's among them — newest first, by
 * supplier, with "Set up billing" on each and the list as CSV.
 */
export function UnbilledServicesPage() {
  const navigate = useNavigate();
  const supplierParam = useParams().supplierId;
  const supplierId = supplierParam && /^\d+$/.test(supplierParam) ? Number(supplierParam) : undefined;
  const [setting, setSetting] = useState<UnbilledService | null>(null);
  const list = usePagedList({ search: '', supplier: null as string | null }, { pageSize: PAGE_SIZE, search: 'search' });
  const filters: ListFilter<'supplier'>[] = [
    {
      name: 'supplier',
      label: 'Supplier',
      data: SUPPLIER_OPTIONS,
      w: 220,
      onChange: (value) => navigate(value ? `/unbilledServices/${value}` : '/unbilledServices'),
    },
  ];
  const services = useUnbilledServices({ ...list.paging, supplierId });
  const columns = [
    column.accessor('name', {
      header: 'Service',
      cell: (c) => (
        <ServiceLink
          service={{
            technicalServiceId: c.row.original.technicalServiceId,
            productType: c.row.original.productType,
            name: c.getValue(),
          }}
        />
      ),
    }),
    column.accessor('companyName', { header: 'Company' }),
    column.accessor('productType', { header: 'Type' }),
    column.accessor('provisioningStatus', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
    column.accessor('location', { header: 'Location', cell: (c) => c.getValue() ?? '—' }),
    column.accessor('supplierId', { header: 'Supplier', cell: (c) => supplierName(c.getValue()) }),
    column.accessor('contractStartDate', { header: 'Contract start', cell: (c) => formatDay(c.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <RowButtons
          subject={c.row.original.name}
          actions={[{ label: 'Set up billing', onClick: () => setSetting(c.row.original) }]}
        />
      ),
    }),
  ];
  return (
    <>
      <PageHeader
        title="Unbilled services"
        description={`Services nobody bills${supplierId ? ` in ${supplierName(supplierId)}` : ''}: every service past NEW without a billable, a killed one's included.`}
        actions={
          <CsvExportButton
            endpoint={billingEndpoints.unbilledServices}
            query={{ ...list.typed, supplierId }}
            filename="unbilled-services.csv"
          />
        }
      />
      <Stack gap="md">
        <ListFilterBar
          list={{ ...list, filters: { ...list.filters, supplier: supplierId ? String(supplierId) : null } }}
          search={{ label: 'Search services', placeholder: 'Name or id', w: 280 }}
          filters={filters}
        />
        <PagedTable
          items="services"
          emptyText="Every service is billed."
          columns={columns}
          list={list}
          result={services}
          getRowKey={(row) => row.technicalServiceId}
        />
      </Stack>
      {setting && <BillingSetupDialog service={setting} onClose={() => setSetting(null)} />}
    </>
  );
}
