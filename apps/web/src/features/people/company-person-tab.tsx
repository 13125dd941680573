import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useEmployees } from './people.api';
import { fullName } from './people-ui';
import { PersonEditor } from './person-editor';

/** A tab of the company page (#/company/{companyId}): pick one of the company's people and edit them in full. */
export function CompanyPersonTab({ companyId }: { companyId: number }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [personId, setPersonId] = useState<string | null>(null);
  const employees = useEmployees(companyId, 1, debounced);

  const options = (employees.data?.items ?? []).map((p) => ({
    value: String(p.personId),
    label: `${fullName(p)} (${p.username})`,
  }));

  return (
    <Stack gap="md">
      <Select
        label="Person"
        placeholder="Type a name, username or e-mail"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // the server searches; the options shown are its answer
        filter={({ options: all }) => all}
        data={options}
        value={personId}
        onChange={setPersonId}
        nothingFoundMessage={employees.isFetching ? 'Searching…' : 'Nobody found'}
        maw={480}
      />
      {personId ? (
        <PersonEditor key={personId} personId={Number(personId)} />
      ) : (
        <Text c="dimmed" size="sm">
          Choose a person of this company to edit their profile, e-mail addresses, settings, position and role.
        </Text>
      )}
    </Stack>
  );
}
