import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { CompanyHistoryTab } from './company-history-tab';

afterEach(() => vi.unstubAllGlobals());

describe('CompanyHistoryTab', () => {
  it('says what each change changed in words: money formatted, days in the date format, internal keys left out', async () => {
    mockFetch({
      'GET /secure/party/company/2001/history': ok({
        items: [
          {
            id: 2,
            at: Date.UTC(2026, 10, 28, 3, 4),
            action: 'order.placed',
            entityType: 'order',
            entityId: '17',
            actor: { personId: 5, name: 'Alice Admin' },
            before: { monthlyCents: 16_200, currency: 'AUD', idempotencyKey: 'k-1' },
            after: { monthlyCents: 24_300, currency: 'AUD', idempotencyKey: 'k-2', contractEndDate: '2027-11-27' },
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderWithProviders(<CompanyHistoryTab companyId={2001} />);
    const table = await screen.findByRole('table', { name: 'Company history' });
    expect(await within(table).findByText('Monthly price: AUD 162.00 → AUD 243.00')).toBeInTheDocument();
    expect(within(table).getByText('Contract end date: none → 27-11-27')).toBeInTheDocument();
    expect(within(table).queryByText(/idempotencyKey|monthlyCents|16200|2027-11-27/)).toBeNull();
  });
});
