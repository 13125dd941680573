import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LOADER_DELAY_MS, LOADING_PAGE_TEXT, lazyPage, PageSuspense } from './lazy-page';
import { PAGE_FAILED_TEXT } from './route-error-boundary';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazy pages', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows no loader for a quick load, then a labelled one, then the page', async () => {
    vi.useFakeTimers();
    const module = deferred<{ Page: ComponentType }>();
    const Page = lazyPage(() => module.promise, 'Page');
    renderWithProviders(
      <PageSuspense>
        <Page />
      </PageSuspense>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(LOADER_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_PAGE_TEXT);
    await act(async () => module.resolve({ Page: () => <h1>The page</h1> }));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reloads once when a chunk is gone after a release, and shows an error the second time', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const First = lazyPage(failing, 'Page');
    const first = renderWithProviders(
      <PageSuspense>
        <First />
      </PageSuspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    const Second = lazyPage(failing, 'Page');
    renderWithProviders(
      <PageSuspense>
        <Second />
      </PageSuspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PAGE_FAILED_TEXT);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
