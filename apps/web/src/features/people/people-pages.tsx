import { Badge, Checkbox, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { type EndpointData, type PersonView, peopleEndpoints, type SecurityRole } from '@portico/contract';
import { canListEmployees, canManagePositions, formatDateTime } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { ListSearch } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { EmployeeManager } from './employee-manager';
import { PEOPLE_PAGE_SIZE, usePeopleSearch, usePermissions, useSecurityRoles } from './people.api';
import { ActiveBadge, fullName } from './people-ui';
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
        description={acting.isOwn ? acting.companyName : `${acting.companyName}, which employs you virtually`}
      />
      {!canListEmployees(caller) ? (
        <Paper withBorder radius="md" p="lg" maw={640}>
          <Text fw={600}>You cannot see the employees of {acting.companyName}</Text>
          <Text size="sm" mt={6}>
            That needs the company admin permission there. Please see your company administrator.
          </Text>
        </Paper>
      ) : (
        <PanelTabs
          defaultValue="employees"
          tabs={[
            {
              value: 'employees',
              label: 'Employees',
              panel: (
                <EmployeeManager
                  key={acting.companyId}
                  companyId={acting.companyId}
                  companyName={acting.companyName}
                  canManage={canManage}
                />
              ),
            },
            {
              value: 'positions',
              label: 'Positions',
              panel: (
                <PositionManager
                  companyId={acting.companyId}
                  isStaff={login.staff}
                  canManage={canManagePositions(caller)}
                />
              ),
            },
          ]}
        />
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
  const list = usePagedList({ search: '', providerOnly: false }, { pageSize: PEOPLE_PAGE_SIZE, search: 'search' });
  const { providerOnly } = list.filters;
  const [open, setOpen] = useState<PersonView | null>(null);
  const people = usePeopleSearch({ page: list.page, search: list.settled.search, providerOnly });

  return (
    <>
      <PageHeader
        title="Employees"
        description="People of every company. Open a person to edit them in full."
        actions={
          <CsvExportButton
            endpoint={peopleEndpoints.search}
            query={{ search: list.paging.search, providerOnly: providerOnly ? 'true' : undefined }}
            filename="people.csv"
          />
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <ListSearch
            list={list}
            label="Search people"
            placeholder="Name, username, e-mail, company or id"
            style={{ flex: 1, maxWidth: 420 }}
          />
          <Checkbox
            label="Provider staff only"
            checked={providerOnly}
            onChange={(event) => list.set.providerOnly(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <PagedTable
          columns={staffColumns}
          list={list}
          result={people}
          emptyText="Nobody matches the search."
          errorText="People could not be loaded."
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

type PermissionView = EndpointData<typeof peopleEndpoints.permissions>[number];

const LOADING = <Text c="dimmed">Loading…</Text>;

/** A reference list staff read whole (roles, permissions), from its query: "Loading…" until it comes. */
function ReferenceTable<T>({
  query,
  ...table
}: {
  query: { data?: readonly T[]; isPending: boolean };
  label: string;
  minWidth: number;
  columns: readonly SimpleColumn<T>[];
  rowKey(row: T): string | number;
}) {
  return (
    <SimpleTable
      label={table.label}
      scroll={{ minWidth: table.minWidth }}
      verticalSpacing="xs"
      columns={table.columns}
      rows={query.data ?? []}
      rowKey={table.rowKey}
      notice={query.isPending && LOADING}
    />
  );
}

const ROLE_COLUMNS: SimpleColumn<SecurityRole>[] = [
  {
    header: 'Role',
    cell: (r) => (
      <>
        <Text size="sm" fw={500}>
          {r.name}
        </Text>
        <Text size="xs" c="dimmed">
          {r.description}
        </Text>
      </>
    ),
  },
  {
    header: 'Permissions',
    cell: (r) => (
      <Group gap={4}>
        {r.permissions.map((p) => (
          <Badge key={p} size="sm" variant="light" tt="none">
            {p}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    header: 'Flags',
    cell: (r) => (
      <Text size="sm">
        {[
          r.companyAdmin && 'companyAdmin',
          r.agentAdmin && 'agentAdmin',
          r.agentMarketingAdmin && 'agentMarketingAdmin',
        ]
          .filter(Boolean)
          .join(', ') || '—'}
      </Text>
    ),
  },
  { header: 'Customers', cell: (r) => (r.customerAssignable ? 'May be given' : 'Provider only') },
];

/** /roles (staff): security roles and their permissions, and which roles each position gives. */
export function RolesPage() {
  const roles = useSecurityRoles();
  return (
    <>
      <PageHeader title="Roles" description="Security roles, their permissions, and the roles of each position." />
      <Stack gap="xl">
        <ReferenceTable
          label="Security roles"
          minWidth={700}
          columns={ROLE_COLUMNS}
          query={roles}
          rowKey={(r) => r.id}
        />
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

const PERMISSION_COLUMNS: SimpleColumn<PermissionView>[] = [
  {
    header: 'Permission',
    cell: (p) => (
      <Text size="sm" ff="monospace">
        {p.permission}
      </Text>
    ),
  },
  { header: 'Who may hold it', cell: (p) => (p.staffOnly ? 'Provider staff only' : 'Any company') },
  { header: 'Roles holding it', cell: (p) => p.roles.map((r) => r.name).join(', ') || '—' },
];

/** /permissions (staff): the 15 permissions and the roles that hold each. */
export function PermissionsPage() {
  const permissions = usePermissions();
  return (
    <>
      <PageHeader
        title="Permissions"
        description="Permissions are held per company. admin, virtual_employee and configure_partner stay with the provider."
      />
      <ReferenceTable
        label="Permissions"
        minWidth={600}
        columns={PERMISSION_COLUMNS}
        query={permissions}
        rowKey={(p) => p.permission}
      />
    </>
  );
}
