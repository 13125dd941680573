import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';

/** The state of a list page: its filters as typed, the page shown, and what the server is asked. */
export interface PagedList<F> {
  /** the filters as the user set them (text as typed), for the inputs and the CSV export */
  filters: F;
  /** the same, with the search text trimmed and settled (debounced): what the table's query uses */
  settled: F;
  page: number;
  pageSize: number;
  setPage(page: number): void;
  /** one setter per filter; a new filter value starts the list again at page 1 */
  set: { [K in keyof F]-?: (value: F[K]) => void };
  /** what every list query starts with: the page, its size and the settled search text (none when empty) */
  paging: { page: number; pageSize: number; search?: string };
  /** the search text as typed (none when empty): the CSV export sends it without waiting for the table */
  typed: { search?: string };
}

interface PagedListOptions<F> {
  pageSize?: number;
  /** the free-text filter, asked only once the user pauses typing (300 ms) */
  search?: keyof F & string;
}

/**
 * The paging and filters of a server-paged list (catalogue, companies, promo codes, partners, price lists): page 1
 * after any filter change, the search text settled before it is sent, and the text as typed for the export.
 */
export function usePagedList<F extends Record<string, unknown>>(
  initial: F,
  { pageSize = 25, search }: PagedListOptions<F> = {},
): PagedList<F> {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const text = search === undefined ? '' : String(filters[search] ?? '').trim();
  const [settledText] = useDebouncedValue(text, 300);

  const set = useMemo(() => {
    const setters = {} as PagedList<F>['set'];
    for (const key of Object.keys(initial) as (keyof F)[]) {
      setters[key] = (value) => {
        setFilters((current) => ({ ...current, [key]: value }));
        setPage(1);
      };
    }
    return setters;
    // the keys of a list's filters never change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const settled = search === undefined ? filters : { ...filters, [search]: settledText };
  const searched = search === undefined ? {} : { search: settledText || undefined };
  return {
    filters,
    settled,
    page,
    pageSize,
    setPage,
    set,
    paging: { page, pageSize, ...searched },
    typed: search === undefined ? {} : { search: text || undefined },
  };
}
