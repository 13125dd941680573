import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anInvoice } from '../../test/invoices';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { session } from '../../lib/auth/session';
import { CustomerInvoicePage } from './customer-invoice-page';

const finance = makeLogin({ permissions: { 'acme-uid': ['financials'] } });
const show = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/customerInvoice/:invoiceId" element={<CustomerInvoicePage />} />
    </Routes>,
    { route: `/customerInvoice/${id}`, login: finance },
  );

describe('CustomerInvoicePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the header, lines and totals with the tax wording', async () => {
    mockFetch({ 'GET /secure/invoice/100001': ok(anInvoice()) });
    show('100001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice AU-000001' })).toBeInTheDocument();
    expect(screen.getByText('05-11-26')).toBeInTheDocument();
    expect(screen.getByText('01-11-26 to 30-11-26')).toBeInTheDocument();
    expect(screen.getByText('Australia')).toBeInTheDocument();
    const line = screen.getAllByRole('row')[1]!;
    for (const cell of ['4242', 'MONTHLY', 'Port Sydney 10G', '30', 'AUD 525.00']) expect(line).toHaveTextContent(cell);
    expect(screen.getByText('Net (ex-GST)')).toBeInTheDocument();
    expect(screen.getByText('AUD 52.50')).toBeInTheDocument();
    expect(screen.getAllByText('AUD 577.50')).toHaveLength(2);
  });

  it('downloads the PDF with the session’s token', async () => {
    const { calls } = mockFetch({
      'GET /secure/invoice/100001': ok(anInvoice()),
      'GET /secure/invoice/100001/pdf': { status: 200, body: '%PDF' },
    });
    // the download's link is clicked, not followed: a followed blob URL would move the window the test files share
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    session.signIn(finance);
    show('100001');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(click).toHaveBeenCalled();
    const pdf = calls.find((c) => c.url.endsWith('/pdf'))!;
    expect(pdf.headers).toMatchObject({ Authorization: 'Bearer token-1', Accept: 'application/pdf' });
    session.end('logout');
  });

  it('says plainly when there is no such invoice for the company', async () => {
    mockFetch({ 'GET /secure/invoice/5': failure(404, 'Invoice not found') });
    show('5');
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    show('not-an-id');
    expect(screen.getAllByText('Invoice not found').length).toBeGreaterThan(0);
  });
});
