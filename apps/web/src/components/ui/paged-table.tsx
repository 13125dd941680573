import { DataTable, type DataTableProps } from './data-table';

/** What a list query answers: one page of rows and how many match. */
export interface PageResult<T> {
  data?: { items: T[]; total: number; totalCapped?: boolean };
  isFetching: boolean;
  isError: boolean;
}

/**
 * How the list words itself. Most lists name their rows (`items`) and say the rest the same way; a list with its
 * own words gives them.
 */
type PagedTableTexts =
  | {
      /**
       * what the rows are, in the plural as a sentence says them ("promo codes"); unless given, the caption is
       * this with a capital, the empty text "No … match the filters." and the failed one "The … could not be loaded."
       */
      items: string;
      caption?: string;
      emptyText?: string;
      errorText?: string;
    }
  | {
      items?: undefined;
      caption?: string;
      /** no row matches the filters */
      emptyText: string;
      /** the list could not be loaded */
      errorText: string;
    };

type PagedTableProps<T> = Omit<
  DataTableProps<T>,
  'rows' | 'total' | 'totalCapped' | 'page' | 'pageSize' | 'onPageChange' | 'loading' | 'emptyText' | 'caption'
> &
  PagedTableTexts & {
    /** the page state (usePagedList) */
    list: { page: number; pageSize: number; setPage(page: number): void };
    /** the list query of the page shown */
    result: PageResult<T>;
  };

/** The list's words: those it gives, else those its rows' name makes (its props ask for one or the other). */
function wording({ items = '', caption, emptyText, errorText }: Partial<Record<keyof PagedTableTexts, string>>) {
  return {
    caption: caption ?? (items ? items.charAt(0).toUpperCase() + items.slice(1) : undefined),
    emptyText: emptyText ?? `No ${items} match the filters.`,
    errorText: errorText ?? `The ${items} could not be loaded.`,
  };
}

/** A server-paged list: the table, its pager and its empty or failed state, wired to usePagedList and its query. */
export function PagedTable<T>({ list, result, items, caption, emptyText, errorText, ...table }: PagedTableProps<T>) {
  const words = wording({ items, caption, emptyText, errorText });
  return (
    <DataTable
      {...table}
      caption={words.caption}
      rows={result.data?.items ?? []}
      total={result.data?.total ?? 0}
      totalCapped={result.data?.totalCapped}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      loading={result.isFetching}
      emptyText={result.isError ? words.errorText : words.emptyText}
    />
  );
}
