import { Table, type TableProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** One column of a `SimpleTable`: its header and what a row shows in it. */
export interface SimpleColumn<T> {
  header: ReactNode;
  cell(row: T): ReactNode;
  /** `money` for amounts */
  className?: string;
}

interface SimpleTableProps<T> extends Pick<TableProps, 'verticalSpacing' | 'maw' | 'withTableBorder'> {
  /** the table's accessible name */
  label: string;
  columns: readonly SimpleColumn<T>[];
  rows: readonly T[];
  /** the row's key; `index`, its place, where rows have no key of their own */
  rowKey(row: T, index: number): string | number;
  /** a caption shown with the table */
  caption?: ReactNode;
  /** a row across the table before the rows (loading, nothing yet) */
  notice?: ReactNode;
  /** a row opened under a row (its edit form), or null */
  detail?(row: T): ReactNode;
  /** a wide table scrolls inside its box from this width; `sticky` keeps its first column in view */
  scroll?: { minWidth: number; sticky?: boolean };
}

/**
 * A short list shown whole (no paging: markets, a price book, roles): striped rows under column headers. Server-paged
 * lists use `PagedTable`.
 */
export function SimpleTable<T>({
  label,
  columns,
  rows,
  rowKey,
  caption,
  notice,
  detail,
  scroll,
  ...table
}: SimpleTableProps<T>) {
  const body = (
    <Table striped aria-label={label} {...table}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th key={i} scope="col">
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {notice && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>{notice}</Table.Td>
          </Table.Tr>
        )}
        {rows.map((row, index) => {
          const opened = detail?.(row);
          return (
            <Fragment key={rowKey(row, index)}>
              <Table.Tr>
                {columns.map((column, i) => (
                  <Table.Td key={i} className={column.className}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
              {opened && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>{opened}</Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  if (!scroll) return body;
  return (
    <Table.ScrollContainer minWidth={scroll.minWidth} className={scroll.sticky ? 'sticky-first-column' : undefined}>
      {body}
    </Table.ScrollContainer>
  );
}
