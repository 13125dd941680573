import { INVOICE_SEARCH_MESSAGES, defaultInvoiceSearchWindow, readerTimeZone } from '@portico/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anInvoiceSummary } from '../../test/invoices';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { CustomerPaymentsPage } from './customer-payments-page';

const finance = makeLogin({ permissions: { 'acme-uid': ['financials'] } });
const page = (items = [anInvoiceSummary()]) => ok({ items, total: items.length, page: 1, pageSize: 60 });
const SEARCH = 'GET /secure/invoices/company/2001';
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('CustomerPaymentsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Invoices with the 365 days back to tomorrow, and lists them with dd-mm-yy dates and links', async () => {
    const { calls } = mockFetch({
      [SEARCH]: page([
        anInvoiceSummary(),
        anInvoiceSummary({ invoiceId: 100_002, invoiceNumber: 'AU-000002', dueAmount: 0 }),
      ]),
    });
    renderWithProviders(<CustomerPaymentsPage />, { login: finance });
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    const link = await screen.findByRole('link', { name: 'AU-000001' });
    expect(link).toHaveAttribute('href', '/customerInvoice/100001');
    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('05-11-26');
    expect(first).toHaveTextContent('05-12-26');
    expect(first).toHaveTextContent('AUD 577.50');
    expect(first).toHaveTextContent('Unpaid');
    expect(second).toHaveTextContent('Paid');
    const window = defaultInvoiceSearchWindow(Date.now(), readerTimeZone());
    expect(screen.getByLabelText('From')).toHaveValue(window.fromDay);
    expect(screen.getByLabelText('To')).toHaveValue(window.toDay);
    expect(queryOf(calls[0]!.url)).toMatchObject({
      from: String(window.from),
      to: String(window.to),
      unpaidOnly: 'false',
      pageSize: '60',
    });
  });

  it.each([
    ['', '', INVOICE_SEARCH_MESSAGES.bothEmpty],
    ['', '2026-11-30', INVOICE_SEARCH_MESSAGES.fromEmpty],
    ['2026-11-01', '', INVOICE_SEARCH_MESSAGES.toEmpty],
    ['2026-12-01', '2026-11-01', INVOICE_SEARCH_MESSAGES.invalidDates],
  ])('says the spec’s words for from %j to %j, and asks the server nothing', async (from, to, message) => {
    const { calls } = mockFetch({ [SEARCH]: page() });
    renderWithProviders(<CustomerPaymentsPage />, { login: finance });
    await screen.findByRole('link', { name: 'AU-000001' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('searches the dates and unpaid only asked, and exports the same search as CSV', async () => {
    const { calls } = mockFetch({ [SEARCH]: page() });
    renderWithProviders(<CustomerPaymentsPage />, { login: finance });
    await screen.findByRole('link', { name: 'AU-000001' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByLabelText('Unpaid only'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const asked = queryOf(calls[1]!.url);
    expect(asked.unpaidOnly).toBe('true');
    expect(Number(asked.to) - Number(asked.from)).toBeGreaterThan(29 * 86_400_000);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says the other tabs are not there yet', async () => {
    mockFetch({ [SEARCH]: page() });
    renderWithProviders(<CustomerPaymentsPage />, { login: finance });
    await userEvent.click(screen.getByRole('tab', { name: 'Direct debit' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Coming soon')).toBeInTheDocument();
  });

  it('tells a person without financials once, and asks nothing', () => {
    const { calls } = mockFetch({});
    renderWithProviders(<CustomerPaymentsPage />, { login: makeLogin({ permissions: { 'acme-uid': ['services'] } }) });
    expect(screen.getByRole('note')).toHaveTextContent('financials');
    expect(calls).toHaveLength(0);
  });
});
