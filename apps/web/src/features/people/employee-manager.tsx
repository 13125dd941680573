import { Button, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type PersonView, peopleEndpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { ListSearch } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { AddEmployeeDialog } from './add-employee-dialog';
import { PEOPLE_PAGE_SIZE, type PersonSwitch, useEmployees } from './people.api';
import { ActiveBadge, FlashAlert, fullName, useFlash } from './people-ui';
import { PersonEditor } from './person-editor';
import { PersonSwitchControl, SWITCHES } from './person-switches';

const column = createColumnHelper<PersonView>();

interface EmployeeManagerProps {
  companyId: number;
  companyName?: string;
  /** company admins and staff add employees and flip switches; others (virtual employees) only look */
  canManage: boolean;
}

/** A company's employees: search, add, export, quick switches, and the full editor in a drawer. */
export function EmployeeManager({ companyId, companyName, canManage }: EmployeeManagerProps) {
  const list = usePagedList({ search: '' }, { pageSize: PEOPLE_PAGE_SIZE, search: 'search' });
  const debounced = list.settled.search;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PersonView | null>(null);
  const flash = useFlash();
  const employees = useEmployees(companyId, list.page, debounced);

  const columns = useMemo(() => {
    /** A switch of each row's person, flipped in place; its header names it. */
    const switchColumn = (which: PersonSwitch) =>
      column.display({
        id: which,
        header: SWITCHES[which].label,
        cell: (info) => (
          <PersonSwitchControl person={info.row.original} which={which} hideLabel onResult={flash.show} />
        ),
      });
    return [
      column.accessor((p) => fullName(p), {
        id: 'name',
        header: 'Name',
        cell: (info) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {info.getValue()}
            </Text>
            <Text size="xs" c="dimmed">
              {info.row.original.username}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('email', { header: 'Primary e-mail', cell: (info) => info.getValue() ?? '—', ...SECONDARY }),
      column.accessor('position', { header: 'Position', cell: (info) => info.getValue() ?? '—', ...SECONDARY }),
      canManage
        ? switchColumn('active')
        : column.accessor('active', { header: 'Status', cell: (info) => <ActiveBadge active={info.getValue()} /> }),
      ...(canManage
        ? [
            { ...switchColumn('notifications'), ...SECONDARY },
            { ...switchColumn('forcePasswordReset'), ...SECONDARY },
          ]
        : []),
      column.display({
        id: 'open',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: (info) => (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setEditing(info.row.original)}
            aria-label={`${canManage ? 'Edit' : 'View'} ${fullName(info.row.original)}`}
          >
            {canManage ? 'Edit' : 'View'}
          </Button>
        ),
      }),
    ];
  }, [canManage, flash.show]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ListSearch
          list={list}
          label="Search employees"
          placeholder="Name, username or e-mail"
          style={{ flex: 1, minWidth: 240, maxWidth: 420 }}
        />
        <Group gap="sm">
          <CsvExportButton
            endpoint={peopleEndpoints.employees}
            params={{ companyId }}
            query={{ search: list.paging.search }}
            filename={`employees-${companyId}.csv`}
          />
          {canManage && <Button onClick={() => setAdding(true)}>Add employee</Button>}
        </Group>
      </Group>
      <FlashAlert flash={flash.flash} onClose={flash.clear} />
      <PagedTable
        columns={columns}
        list={list}
        result={employees}
        emptyText={debounced ? 'No employee matches the search.' : 'This company has no employees yet.'}
        errorText="The employees could not be loaded."
        getRowKey={(p) => p.personId}
        caption={companyName ? `Employees of ${companyName}` : 'Employees'}
      />
      {canManage && (
        <AddEmployeeDialog
          companyId={companyId}
          opened={adding}
          onClose={() => setAdding(false)}
          onAdded={(name) => flash.success(`${MESSAGES.newEmployeeAdded}: ${name}`)}
        />
      )}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="xl"
        title={editing ? fullName(editing) : ''}
      >
        {editing && <PersonEditor personId={editing.personId} showHeading={false} />}
      </Drawer>
    </Stack>
  );
}
