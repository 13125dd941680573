import { Group, Stack } from '@mantine/core';
import { type CustomerProduct, type CustomerProductsQuery, customerProductEndpoints } from '@portico/contract';
import { type Currency, formatMinor, formatSpeed, PRODUCT_TYPES, formatDay } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { usePagedList } from '../../hooks/use-paged-list';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useProducts } from './products.api';
import { NetworkChangeBadge, ServiceLink, StatusBadge } from './service-labels';

const PAGE_SIZE = 50;

const FILTERS: ListFilter<'productType'>[] = [{ name: 'productType', label: 'Type', data: [...PRODUCT_TYPES], w: 160 }];

const term = (p: CustomerProduct) => (p.termMonths === null ? '—' : `${p.termMonths} months`);
const price = (p: CustomerProduct) =>
  p.monthlyCents === null || p.currency === null ? '—' : formatMinor(p.monthlyCents, p.currency as Currency);

const column = createColumnHelper<CustomerProduct>();
const columns = [
  column.accessor('name', { header: 'Product', cell: (c) => <ServiceLink service={c.row.original} /> }),
  column.accessor('productType', { header: 'Type' }),
  column.accessor('provisioningStatus', {
    header: 'Status',
    cell: (c) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge status={c.getValue()} />
        <NetworkChangeBadge change={c.row.original.networkChange} productType={c.row.original.productType} />
      </Group>
    ),
  }),
  column.accessor('location', { header: 'Location', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('speedMbps', { header: 'Speed', cell: (c) => (c.getValue() > 0 ? formatSpeed(c.getValue()) : '—') }),
  column.accessor('termMonths', { header: 'Term', cell: (c) => term(c.row.original) }),
  column.accessor('contractStartDate', { header: 'Contract start', cell: (c) => formatDay(c.getValue()) }),
  column.accessor('contractEndDate', { header: 'Contract end', cell: (c) => formatDay(c.getValue()) }),
  column.accessor('monthlyCents', { header: 'Monthly price', cell: (c) => price(c.row.original) }),
];

/**
 * `/customerProducts` (decision 0052): the products of the company the person acts for (decision 0075) with their
 * terms and prices, paged on the server.
 */
export function ProductsPage() {
  const company = useActingCompany();
  const list = usePagedList(
    { search: '', productType: null as string | null },
    { pageSize: PAGE_SIZE, search: 'search' },
  );
  const filters = { productType: (list.filters.productType ?? undefined) as CustomerProductsQuery['productType'] };
  const products = useProducts(company.companyId, { ...list.paging, ...filters });
  return (
    <>
      <PageHeader
        title="Products"
        description={`Products of ${company.companyName} with their terms and monthly prices.`}
        actions={
          <CsvExportButton
            endpoint={customerProductEndpoints.products}
            params={{ id: company.companyId }}
            query={{ ...filters, ...list.typed }}
            filename="products.csv"
          />
        }
      />
      <Stack gap="md">
        <ListFilterBar
          list={list}
          search={{ label: 'Search products', placeholder: 'Name or id', w: 280 }}
          filters={FILTERS}
        />
        <PagedTable
          items="products"
          emptyText="No products match."
          columns={columns}
          list={list}
          result={products}
          getRowKey={(row) => row.technicalServiceId}
        />
      </Stack>
    </>
  );
}
