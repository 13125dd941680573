import { Badge, Button, Group, Stack } from '@mantine/core';
import type { CompanySearchQuery, CompanySummary } from '@portico/contract';
import { ACCOUNT_TYPES } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { Outcome } from '../../components/ui/outcome';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { companiesEndpoints } from '@portico/contract';
import { useCompanySearch } from './companies.api';
import { CompanyRegistrationDialog } from './company-registration-dialog';
import { accountTypeLabel } from './company-labels';

const PAGE_SIZE = 25;
const column = createColumnHelper<CompanySummary>();
const columns = [
  column.accessor('companyId', { header: 'Id' }),
  column.accessor('legalName', { header: 'Legal name' }),
  column.accessor('tradingName', { header: 'Trading name', cell: (c) => c.getValue() ?? '—', ...SECONDARY }),
  column.accessor('email', { header: 'E-mail', cell: (c) => c.getValue() ?? '—', ...SECONDARY }),
  column.accessor('country', { header: 'Country', cell: (c) => c.getValue() ?? '—', ...SECONDARY }),
  column.accessor('accountType', {
    header: 'Account type',
    cell: (c) => accountTypeLabel(c.getValue()),
    ...SECONDARY,
  }),
  column.accessor('active', {
    header: 'Status',
    cell: (c) => (
      <Badge color={c.getValue() ? 'green' : 'gray'} variant="light">
        {c.getValue() ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
];

const FILTERS: ListFilter<'accountType' | 'active'>[] = [
  {
    name: 'accountType',
    label: 'Account type',
    data: ACCOUNT_TYPES.map((type) => ({ value: type, label: accountTypeLabel(type) })),
    w: 200,
  },
  {
    name: 'active',
    label: 'Status',
    data: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
    w: 160,
  },
];

/** `/company`: staff search every company; a row opens the company page. */
export function CompanySearchPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { message?: string } | null)?.message ?? null;
  const list = usePagedList(
    { search: '', accountType: null as string | null, active: null as string | null },
    { pageSize: PAGE_SIZE, search: 'search' },
  );
  const { accountType, active } = list.filters;
  const [registering, setRegistering] = useState(false);

  const query: CompanySearchQuery = {
    ...list.paging,
    accountType: (accountType as CompanySearchQuery['accountType']) ?? undefined,
    active: (active as CompanySearchQuery['active']) ?? undefined,
  };
  const result = useCompanySearch(query);

  return (
    <>
      <PageHeader
        title="Companies"
        description="Search by legal or trading name, company id or e-mail."
        actions={
          <Group>
            <CsvExportButton
              endpoint={companiesEndpoints.search}
              // what is typed now, even if the table has not caught up with the last keystroke yet
              query={{ ...query, ...list.typed }}
              filename="companies.csv"
            />
            <Button onClick={() => setRegistering(true)}>Register company</Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Outcome success={notice} />
        <ListFilterBar
          list={list}
          search={{ label: 'Search companies', placeholder: 'Name, id or e-mail', w: 320 }}
          filters={FILTERS}
        />
        <PagedTable
          items="companies"
          emptyText="No companies match the search."
          columns={columns}
          list={list}
          result={result}
          getRowKey={(row) => row.companyId}
          onRowClick={(row) => navigate(`/company/${row.companyId}`)}
        />
      </Stack>
      <CompanyRegistrationDialog opened={registering} onClose={() => setRegistering(false)} />
    </>
  );
}
