import { DataTable, type DataTableProps } from './data-table';

/** What a list query answers: one page of rows and how many match. */
export interface PageResult<T> {
  data?: { items: T[]; total: number; totalCapped?: boolean };
  isFetching: boolean;
  isError: boolean;
}

type PagedTableProps<T> = Omit<
  DataTableProps<T>,
  'rows' | 'total' | 'totalCapped' | 'page' | 'pageSize' | 'onPageChange' | 'loading' | 'emptyText'
> & {
  /** the page state (usePagedList) */
  list: { page: number; pageSize: number; setPage(page: number): void };
  /** the list query of the page shown */
  result: PageResult<T>;
  /** no row matches the filters */
  emptyText: string;
  /** the list could not be loaded */
  errorText: string;
};

/** A server-paged list: the table, its pager and its empty or failed state, wired to usePagedList and its query. */
export function PagedTable<T>({ list, result, emptyText, errorText, ...table }: PagedTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={result.data?.items ?? []}
      total={result.data?.total ?? 0}
      totalCapped={result.data?.totalCapped}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      loading={result.isFetching}
      emptyText={result.isError ? errorText : emptyText}
    />
  );
}
