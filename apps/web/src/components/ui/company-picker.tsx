import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CustomerName } from '@portico/contract';
import { type ReactNode, useState } from 'react';
import { useCompanyNames } from '../../api/shared-queries';

/** How long the picker waits after the last key before it searches. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;

/** A company as the picker shows it: its name and its id. */
export function companyOptionLabel(company: Pick<CustomerName, 'companyId' | 'legalName'>): string {
  return `${company.legalName} (${company.companyId})`;
}

/** The trading name a listed company is also found by, when it differs from its name. */
function tradingNameOf(company: Pick<CustomerName, 'legalName' | 'tradingName'>): string | null {
  return company.tradingName && company.tradingName !== company.legalName ? company.tradingName : null;
}

export interface CompanyPickerProps {
  label: string;
  /** the chosen company's id, or null */
  value: number | null;
  /** the chosen company's id, and its name (null when cleared) */
  onChange(companyId: number | null, companyName: string | null): void;
  /** the chosen company's name, known before any search (editing a saved choice) */
  valueName?: string | null;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
  w?: number | string;
}

/**
 * Chooses a company by name: a searchable select that asks the company search (`GET /v2/customer/name/search`, by
 * name, trading name, e-mail or id) as the user types, once they pause, and lists name and id. Staff only: the
 * search is a staff route. Replaces typing a numeric company id.
 */
export function CompanyPicker({
  label,
  value,
  onChange,
  valueName,
  description,
  error,
  required,
  placeholder = 'Type a company name or id',
  w,
}: CompanyPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    value === null ? null : { value: String(value), label: valueName ? `${valueName} (${value})` : String(value) },
  );
  // Selecting an option writes its label into the search box: that is not a new search.
  const typed = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, COMPANY_SEARCH_DEBOUNCE_MS);
  const names = useCompanyNames(debounced);

  const found = debounced === '' ? [] : (names.data ?? []);
  const options = found.map((c) => ({ value: String(c.companyId), label: companyOptionLabel(c) }));
  const trading = new Map(found.map((c) => [String(c.companyId), tradingNameOf(c)]));
  const current = value === null ? null : String(value);
  if (chosen && chosen.value === current && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);

  let nothingFound = 'Type a company name or id';
  if (typed !== '' && (typed !== debounced || names.isFetching)) nothingFound = 'Searching…';
  else if (names.isError) nothingFound = 'The companies could not be searched. Please try again.';
  else if (debounced !== '') nothingFound = 'No company matches';

  return (
    <Select
      label={label}
      description={description}
      error={error}
      required={required}
      placeholder={placeholder}
      w={w}
      // never wider than what holds it: a phone's staff order form is narrower than 420 px
      maw="100%"
      searchable
      clearable
      data={options}
      value={current}
      searchValue={search}
      onSearchChange={setSearch}
      // the server has filtered already (by e-mail too, which the label does not show)
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      renderOption={({ option }) => {
        const tradingName = trading.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {tradingName ? (
              <Text size="xs" c="dimmed">
                trading as {tradingName}
              </Text>
            ) : null}
          </Stack>
        );
      }}
      onChange={(next, option) => {
        setChosen(next === null ? null : { value: next, label: option?.label ?? next });
        const name = found.find((c) => String(c.companyId) === next)?.legalName ?? (next === null ? null : valueName);
        onChange(next === null ? null : Number(next), name ?? null);
      }}
    />
  );
}
