import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList } from './use-paged-list';

describe('usePagedList', () => {
  it('starts again at page 1 when a filter changes', () => {
    const { result } = renderHook(() => usePagedList({ status: null as string | null, future: false }));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.set.status('active'));
    expect(result.current).toMatchObject({ page: 1, filters: { status: 'active', future: false } });
    act(() => result.current.setPage(2));
    act(() => result.current.set.future(true));
    expect(result.current).toMatchObject({ page: 1, filters: { status: 'active', future: true } });
  });

  it('asks for the search text trimmed once typing pauses, and keeps it as typed for the inputs', async () => {
    const { result } = renderHook(() => usePagedList({ search: '' }, { search: 'search', pageSize: 10 }));
    act(() => result.current.set.search('  acme '));
    expect(result.current.filters.search).toBe('  acme ');
    expect(result.current.settled.search).toBe('');
    // the export sends what is typed at once; the table's query waits for the pause
    expect(result.current.typed).toEqual({ search: 'acme' });
    expect(result.current.paging).toEqual({ page: 1, pageSize: 10, search: undefined });
    await waitFor(() => expect(result.current.settled.search).toBe('acme'));
    expect(result.current.paging).toEqual({ page: 1, pageSize: 10, search: 'acme' });
  });
});
