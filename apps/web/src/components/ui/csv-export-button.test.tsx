import { pricebookEndpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorStore } from '../../api/error-store';
import { ErrorBanner } from '../layout/error-banner';
import { failure, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { CsvExportButton } from './csv-export-button';

const PATH = `GET ${pricebookEndpoints.vxcPrices.path}`;

/** A list's filter bar in small: one filter and the export button. */
function Harness({ filtered }: { filtered?: boolean }) {
  const [marketId, setMarketId] = useState<string | undefined>(undefined);
  return (
    <>
      <ErrorBanner />
      <button type="button" onClick={() => setMarketId('3')}>
        Filter by market
      </button>
      <CsvExportButton
        endpoint={pricebookEndpoints.vxcPrices}
        query={{ page: '1', marketId }}
        filename="vxc-prices.csv"
        filtered={filtered}
      />
    </>
  );
}

function renderButton(props: { filtered?: boolean } = {}) {
  return renderWithProviders(<Harness filtered={props.filtered} />);
}

afterEach(() => {
  errorStore.clear();
  vi.unstubAllGlobals();
});

describe('CsvExportButton', () => {
  it('says "Please filter first!" beside the button, not in the error banner, when no filter is set', async () => {
    const { calls } = mockFetch({});
    renderButton({ filtered: false });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.filterFirst);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(MESSAGES.filterFirst);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s rule message (a 4xx) as a hint, and forgets it when the filters change', async () => {
    mockFetch({ [PATH]: failure(400, MESSAGES.filterFirst) });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.filterFirst);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errorStore.getMessages()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Filter by market' }));
    expect(screen.queryByText(MESSAGES.filterFirst)).not.toBeInTheDocument();
  });

  it('leaves a failure nobody expected (5xx) to the error banner', async () => {
    mockFetch({ [PATH]: failure(500, 'stack trace here') });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.unexpected);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
