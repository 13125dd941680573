import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { FoundService, ServiceSearchQuery } from '@portico/contract';
import { formatSpeed, PROVISIONING_STATUSES, serviceSearchProblem } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { displayName, useCurrentLogin } from '../../lib/auth/current-login';
import { CompanyName } from './company-name';
import { ServiceLink, StatusBadge } from './service-labels';
import { type ServiceCriteria, useServiceSearch } from './services.api';

const PAGE_SIZE = 25;
const ALL = 'ALL';
const column = createColumnHelper<FoundService>();
const columns = [
  column.accessor('name', { header: 'Service', cell: (c) => <ServiceLink service={c.row.original} /> }),
  column.accessor('technicalServiceId', { header: 'Id' }),
  column.accessor('companyName', {
    header: 'Company',
    cell: (c) => <CompanyName companyId={c.row.original.companyId} name={c.getValue()} />,
  }),
  column.accessor('productType', { header: 'Type' }),
  column.accessor('provisioningStatus', {
    header: 'Status',
    cell: (c) => <StatusBadge status={c.getValue()} label={`Status of ${c.row.original.name}`} />,
  }),
  column.accessor('rateLimit', { header: 'Speed', cell: (c) => (c.getValue() > 0 ? formatSpeed(c.getValue()) : '—') }),
];
const STATUSES = [ALL, ...PROVISIONING_STATUSES.filter((s) => s !== 'NEW')];

/**
 * Home (`/` and `/serviceSearch`): find a service by text (any part of its name, or its uid) or by its id — one
 * or the other, entering one clears the other — among the services of the company a customer acts for (decision
 * 0075), or of every company for staff.
 */
export function ServiceSearchPage() {
  const login = useCurrentLogin();
  const company = useActingCompany();
  // the two criteria are one state: entering one clears the other
  const [{ text, id }, setEntered] = useState({ text: '', id: '' });
  const [status, setStatus] = useState(ALL);
  const [problem, setProblem] = useState<string | null>(null);
  const [criteria, setCriteria] = useState<ServiceCriteria | null>(null);
  const [page, setPage] = useState(1);
  const result = useServiceSearch(
    criteria?.kind === 'text' ? { ...criteria, query: { ...criteria.query, page } } : criteria,
    login.staff ? undefined : company.companyId,
  );

  function search(event: FormEvent) {
    event.preventDefault();
    const refusal = serviceSearchProblem({ search: text, id });
    setProblem(refusal);
    if (refusal) return;
    setPage(1);
    setCriteria(
      id.trim()
        ? { kind: 'id', id: Number(id) }
        : {
            kind: 'text',
            query: {
              search: text.trim(),
              provisioningStatus: status as ServiceSearchQuery['provisioningStatus'],
              page: 1,
              pageSize: PAGE_SIZE,
            },
          },
    );
  }

  return (
    <>
      <PageHeader
        title="Service search"
        description={
          company.isOwn
            ? `Signed in as ${displayName(login)}, company ${company.companyName}`
            : `Signed in as ${displayName(login)}, searching the services of ${company.companyName}`
        }
      />
      <Stack gap="md">
        <form onSubmit={search} aria-label="Service search" noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Search text"
              placeholder="Name or uid"
              value={text}
              onChange={(e) => setEntered({ text: e.currentTarget.value, id: '' })}
              w={280}
            />
            <TextInput
              label="Service id"
              inputMode="numeric"
              value={id}
              onChange={(e) => setEntered({ text: '', id: e.currentTarget.value.replace(/\D/g, '') })}
              w={160}
            />
            <Select label="Status" data={STATUSES} value={status} onChange={(v) => setStatus(v ?? ALL)} w={180} />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <Outcome error={problem} />
        {criteria && (
          <PagedTable
            caption="Services found"
            columns={columns}
            list={{ page, pageSize: PAGE_SIZE, setPage }}
            result={result}
            emptyText="No services match the search."
            errorText="The services could not be searched."
            getRowKey={(row) => row.technicalServiceId}
          />
        )}
      </Stack>
    </>
  );
}
