import { Badge, Checkbox, Drawer, Group, Paper, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PersonView, peopleEndpoints } from '@portico/contract';
import { canListEmployees, canManagePositions } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { DataTable } from '../../components/ui/data-table';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { EmployeeManager } from './employee-manager';
import { PEOPLE_PAGE_SIZE, usePeopleSearch, usePermissions, useSecurityRoles } from './people.api';
import { ActiveBadge, formatDateTime, fullName } from './people-ui';
import { PersonEditor } from './person-editor';
import { PositionManager } from './position-manager';

/** /people and /customerEmployees: the acting company's employees and positions. */
function CompanyPeople({ title }: { title: string }) {
  const login = useCurrentLogin();
  const acting = useActingCompany();
  const caller = { isStaff: login.staff, permissionsInCompany: acting.permissions };
  const canManage = login.staff || acting.permissions.includes('company_admin');

  return (
    <>
      <PageHeader
        title={title}
        description={acting.isOwn ? acting.companyName : `Acting for ${acting.companyName} (virtual employment)`}
      />
      {!canListEmployees(caller) ? (
        <Paper withBorder radius="md" p="lg" maw={640}>
          <Text fw={600}>You cannot see the employees of {acting.companyName}</Text>
          <Text size="sm" mt={6}>
            That needs the company admin permission there. Please see your company administrator.
          </Text>
        </Paper>
      ) : (
        <Tabs defaultValue="employees" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="employees">Employees</Tabs.Tab>
            <Tabs.Tab value="positions">Positions</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="employees">
            <EmployeeManager
              key={acting.companyId}
              companyId={acting.companyId}
              companyName={acting.companyName}
              canManage={canManage}
            />
          </Tabs.Panel>
          <Tabs.Panel value="positions">
            <PositionManager
              companyId={acting.companyId}
              isStaff={login.staff}
              canManage={canManagePositions(caller)}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}

export function PeoplePage() {
  return <CompanyPeople title="People" />;
}

export function CustomerEmployeesPage() {
  return <CompanyPeople title="Employees" />;
}

/** /personProfile: the signed-in person's own names, phones and e-mail addresses. */
export function PersonProfilePage() {
  const login = useCurrentLogin();
  return (
    <>
      <PageHeader title="Person profile" description={`${fullName(login)} · ${login.username}`} />
      <Stack maw={860}>
        <PersonEditor personId={login.personId} showHeading={false} />
      </Stack>
    </>
  );
}

const column = createColumnHelper<PersonView>();
const staffColumns = [
  column.accessor((p) => fullName(p), { id: 'name', header: 'Name' }),
  column.accessor('username', { header: 'Username', ...SECONDARY }),
  column.accessor('companyName', {
    header: 'Company',
    cell: (info) => `${info.getValue()} (${info.row.original.companyId})`,
  }),
  column.accessor('email', { header: 'Primary e-mail', cell: (info) => info.getValue() ?? '—', ...SECONDARY }),
  column.accessor('position', { header: 'Position', cell: (info) => info.getValue() ?? '—', ...SECONDARY }),
  column.accessor('active', { header: 'Status', cell: (info) => <ActiveBadge active={info.getValue()} /> }),
  column.accessor('lastLoginAt', {
    header: 'Last login',
    cell: (info) => formatDateTime(info.getValue()),
    ...SECONDARY,
  }),
];

/** /employees (staff): people of every company, or the provider's own; opens any person in full. */
export function EmployeesPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [providerOnly, setProviderOnly] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<PersonView | null>(null);
  const people = usePeopleSearch({ page, search: debounced, providerOnly });

  return (
    <>
      <PageHeader
        title="Employees"
        description="People of every company. Open a person to edit them in full."
        actions={
          <CsvExportButton
            endpoint={peopleEndpoints.search}
            query={{ search: debounced || undefined, providerOnly: providerOnly ? 'true' : undefined }}
            filename="people.csv"
          />
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <TextInput
            label="Search people"
            placeholder="Name, username, e-mail, company or id"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, maxWidth: 420 }}
          />
          <Checkbox
            label="Provider staff only"
            checked={providerOnly}
            onChange={(event) => {
              setProviderOnly(event.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
        <DataTable
          columns={staffColumns}
          rows={people.data?.items ?? []}
          total={people.data?.total ?? 0}
          totalCapped={people.data?.totalCapped}
          page={page}
          pageSize={PEOPLE_PAGE_SIZE}
          onPageChange={setPage}
          loading={people.isFetching}
          emptyText={people.isError ? 'People could not be loaded.' : 'Nobody matches the search.'}
          getRowKey={(p) => p.personId}
          onRowClick={setOpen}
          caption="People"
        />
      </Stack>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={open ? `${fullName(open)} · ${open.companyName}` : ''}
      >
        {open && <PersonEditor personId={open.personId} showHeading={false} />}
      </Drawer>
    </>
  );
}

/** /positions (staff): every position with its roles; create company or shared positions. */
export function PositionsPage() {
  return (
    <>
      <PageHeader title="Positions" description="Positions give people their security roles." />
      <PositionManager companyId={null} isStaff canManage />
    </>
  );
}

/** /roles (staff): security roles and their permissions, and which roles each position gives. */
export function RolesPage() {
  const roles = useSecurityRoles();
  return (
    <>
      <PageHeader title="Roles" description="Security roles, their permissions, and the roles of each position." />
      <Stack gap="xl">
        <Table.ScrollContainer minWidth={700}>
          <Table striped verticalSpacing="xs" aria-label="Security roles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Permissions</Table.Th>
                <Table.Th scope="col">Flags</Table.Th>
                <Table.Th scope="col">Customers</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed">Loading…</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {(roles.data ?? []).map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {r.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {r.permissions.map((p) => (
                        <Badge key={p} size="sm" variant="light" tt="none">
                          {p}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[
                        r.companyAdmin && 'companyAdmin',
                        r.agentAdmin && 'agentAdmin',
                        r.agentMarketingAdmin && 'agentMarketingAdmin',
                      ]
                        .filter(Boolean)
                        .join(', ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.customerAssignable ? 'May be given' : 'Provider only'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap="sm">
          <Text fw={600} component="h2" size="lg">
            Roles of positions
          </Text>
          <PositionManager companyId={null} isStaff canManage showCreate={false} />
        </Stack>
      </Stack>
    </>
  );
}

/** /permissions (staff): the 15 permissions and the roles that hold each. */
export function PermissionsPage() {
  const permissions = usePermissions();
  return (
    <>
      <PageHeader
        title="Permissions"
        description="Permissions are held per company. admin, virtual_employee and configure_partner stay with the provider."
      />
      <Table.ScrollContainer minWidth={600}>
        <Table striped verticalSpacing="xs" aria-label="Permissions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Permission</Table.Th>
              <Table.Th scope="col">Who may hold it</Table.Th>
              <Table.Th scope="col">Roles holding it</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {permissions.isPending && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed">Loading…</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {(permissions.data ?? []).map((p) => (
              <Table.Tr key={p.permission}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {p.permission}
                  </Text>
                </Table.Td>
                <Table.Td>{p.staffOnly ? 'Provider staff only' : 'Any company'}</Table.Td>
                <Table.Td>{p.roles.map((r) => r.name).join(', ') || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
