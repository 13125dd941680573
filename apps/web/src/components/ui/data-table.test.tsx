import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const column = createColumnHelper<Row>();
const columns = [column.accessor('id', { header: 'Id' }), column.accessor('name', { header: 'Name' })];

describe('DataTable', () => {
  it('shows the empty text when there are no rows', () => {
    renderWithProviders(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[]}
        total={0}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        emptyText="Nothing here."
        getRowKey={(r) => r.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the page of rows, the range, and pages through the server', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[
          { id: 11, name: 'Eleven' },
          { id: 12, name: 'Twelve' },
        ]}
        total={25}
        page={2}
        pageSize={10}
        onPageChange={onPageChange}
        emptyText="Nothing here."
        getRowKey={(r) => r.id}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Eleven' })).toBeInTheDocument();
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('says "10,000+" when the server stopped counting', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'One' }]}
        total={10_000}
        totalCapped
        page={1}
        pageSize={25}
        onPageChange={() => {}}
        emptyText="Nothing here."
        getRowKey={(r) => r.id}
      />,
    );
    expect(screen.getByText('1–25 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 400' })).toBeInTheDocument();
  });

  it('opens a row by click and by keyboard', async () => {
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'One' }]}
        total={1}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        emptyText="Nothing here."
        getRowKey={(r) => r.id}
        onRowClick={onRowClick}
      />,
    );
    const row = screen.getByRole('row', { name: /One/ });
    await userEvent.click(row);
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick).toHaveBeenCalledWith({ id: 1, name: 'One' });
  });
});
