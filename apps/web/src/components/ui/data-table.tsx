import { Box, Group, LoadingOverlay, Pagination, Table, Text } from '@mantine/core';
import { formatCount } from '@portico/domain';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { secondaryFrom } from './column-meta';

export interface DataTableProps<T> {
  // TanStack's column helpers produce ColumnDef<T, V> with a different V per column; its docs type the array this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** the current page's rows: paging happens on the server */
  rows: T[];
  /** rows matching the filter, over all pages */
  total: number;
  /** the server stopped counting at `total` (lists count up to 10,000): more rows match */
  totalCapped?: boolean;
  /** 1-based */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  loading?: boolean;
  /** shown in place of the rows when there are none */
  emptyText: string;
  getRowKey(row: T): string | number;
  /** makes each row a keyboard-reachable link-like control (Enter or Space opens it) */
  onRowClick?(row: T): void;
  /** the table's accessible name */
  caption?: string;
  /** a wide table: its first column stays in view while the rest scroll inside the table's box */
  stickyFirstColumn?: boolean;
}

/**
 * The list of every screen: server-side paging (the caller fetches `page`), a numbered pager, an empty state,
 * and optionally clickable rows that work with the keyboard.
 */
export function DataTable<T>({
  columns,
  rows,
  total,
  totalCapped = false,
  page,
  pageSize,
  onPageChange,
  loading = false,
  emptyText,
  getRowKey,
  onRowClick,
  caption,
  stickyFirstColumn = false,
}: DataTableProps<T>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    getRowId: (row) => String(getRowKey(row)),
  });
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Box pos="relative">
      <LoadingOverlay visible={loading} zIndex={1} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      {/* no minimum width: on a phone the secondary columns are hidden and the rest must fit the screen */}
      <Table.ScrollContainer minWidth={0} className={stickyFirstColumn ? 'sticky-first-column' : undefined}>
        <Table
          striped
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing="xs"
          aria-busy={loading}
          aria-label={caption}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <Table.Tr key={headerGroup.id}>
                {headerGroup.headers.map((header) => (
                  <Table.Th key={header.id} scope="col" visibleFrom={secondaryFrom(header.column.columnDef)}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={Math.max(1, columns.length)}>
                  <Text c="dimmed" ta="center" py="md">
                    {loading ? 'Loading…' : emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  tabIndex={onRowClick ? 0 : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  onKeyDown={onRowClick ? (event) => onKeyDown(event, row.original) : undefined}
                  data-row-key={row.id}
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} visibleFrom={secondaryFrom(cell.column.columnDef)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total > 0 && `${first}–${last} of ${formatCount(total)}${totalCapped ? '+' : ''}`}
        </Text>
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onPageChange}
            size="sm"
            withEdges
            aria-label="Pages"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        )}
      </Group>
    </Box>
  );
}
