import { type ComboboxData, Group, Select, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One choice filter of a list, as data. */
export interface ListFilter<K extends string = string> {
  /** the list filter it sets (usually the query parameter's name) */
  name: K;
  label: string;
  data: ComboboxData;
  w: number;
  searchable?: boolean;
  /** what no choice means; "Any" unless said */
  placeholder?: string;
  /** instead of setting the filter alone (a market also clears its metro) */
  onChange?(value: string | null): void;
}

type FilterState<F> = { filters: F; set: { [K in keyof F]-?: (value: F[K]) => void } };

/** A list's choice filters, each clearable back to none; a new choice starts the list again at page 1. */
export function FilterSelects<F extends Record<string, unknown>>({
  list,
  filters,
}: {
  list: FilterState<F>;
  filters: readonly ListFilter<keyof F & string>[];
}) {
  return filters.map((filter) => {
    const set = list.set[filter.name] as (value: string | null) => void;
    return (
      <Select
        key={filter.name}
        label={filter.label}
        placeholder={filter.placeholder ?? 'Any'}
        clearable
        searchable={filter.searchable}
        data={filter.data}
        value={list.filters[filter.name] as string | null}
        onChange={filter.onChange ?? set}
        w={filter.w}
      />
    );
  });
}

/** The free-text search of a list (`usePagedList`'s `search` filter), sent once the user pauses typing. */
export function ListSearch({
  list,
  ...input
}: { list: FilterState<{ search: string }> } & Omit<TextInputProps, 'value' | 'onChange' | 'list'>) {
  return (
    <TextInput
      {...input}
      value={list.filters.search}
      onChange={(event) => list.set.search(event.currentTarget.value)}
    />
  );
}

/**
 * A list's filter bar, the same on every list: its search box, its choice filters and any tools (an export) on one
 * row that wraps.
 */
export function ListFilterBar<F extends { search: string }>({
  list,
  search,
  filters,
  children,
}: {
  list: FilterState<F>;
  /** the search box's label, placeholder and width */
  search: { label: string; placeholder: string; w: number };
  filters: readonly ListFilter<keyof F & string>[];
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end" wrap="wrap">
      <ListSearch list={list} type="search" {...search} />
      <FilterSelects list={list} filters={filters} />
      {children}
    </Group>
  );
}
