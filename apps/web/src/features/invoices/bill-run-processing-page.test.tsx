import type { InvoiceSummary } from '@portico/contract';
import { INVOICE_MESSAGES, invoiceTransitionProblem } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { anInvoiceSummary } from '../../test/invoice-summaries';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { BillRunProcessingPage } from './bill-run-processing-page';

const LIST = '/secure/invoices/supplierId/808/status';
const page = (items: InvoiceSummary[], total = items.length, pageNumber = 1) =>
  ok({ items, total, page: pageNumber, pageSize: 60 });

const show = (route = '/billRunProcessing/808') =>
  renderWithProviders(
    <Routes>
      <Route path="/billRunProcessing" element={<BillRunProcessingPage />} />
      <Route path="/billRunProcessing/:supplierId" element={<BillRunProcessingPage />} />
    </Routes>,
    { route, login: makeLogin({ companyId: 1 }) },
  );

describe('BillRunProcessingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a supplier first', async () => {
    mockFetch({});
    show('/billRunProcessing');
    expect(await screen.findByText('Choose a supplier to see its invoices.')).toBeInTheDocument();
  });

  it("lists a supplier's pending invoices with their period, amounts, status, link and the actions they take", async () => {
    mockFetch({ [`GET ${LIST}/PENDING`]: page([anInvoiceSummary()]) });
    show();
    const link = await screen.findByRole('link', { name: '#100001' });
    expect(link).toHaveAttribute('href', '/customerInvoice/100001');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Acme Networks (2001)');
    expect(row).toHaveTextContent('01-11-26 to 30-11-26');
    expect(row).toHaveTextContent('AUD 500.00');
    expect(row).toHaveTextContent('AUD 550.00');
    expect(within(row).getByLabelText('Status PENDING')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Suspend', 'Reject']);
  });

  it('approves at once, rejects only once confirmed, and shows a refusal in the server’s words', async () => {
    const refusal = invoiceTransitionProblem('APPROVED', 'suspend')!;
    const { calls } = mockFetch({
      [`GET ${LIST}/PENDING`]: page([anInvoiceSummary()]),
      'POST /secure/invoice/100001/status': (call) =>
        (call.body as { action: string }).action === 'suspend'
          ? failure(409, refusal)
          : ok(anInvoiceSummary({ status: 'APPROVED' }), INVOICE_MESSAGES.approved),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve invoice #100001' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ action: 'approve' }]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reject invoice #100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject invoice #100001' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Suspend invoice #100001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('approves all of the supplier once confirmed and says how many moved', async () => {
    const { calls } = mockFetch({
      [`GET ${LIST}/PENDING`]: page([anInvoiceSummary()]),
      'POST /secure/invoices/supplierId/808/approveAll': ok({ moved: 2, invoiceIds: [1, 2] }, '2 invoices approved'),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve all' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve all' }));
    expect(await screen.findByText('2 invoices approved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('offers Commit all on the approved tab and commits each invoice after a confirmation', async () => {
    mockFetch({ [`GET ${LIST}/APPROVED`]: page([anInvoiceSummary({ status: 'APPROVED' })]) });
    show('/billRunProcessing/808?status=approved');
    await screen.findByRole('button', { name: 'Commit invoice #100001' });
    expect(screen.getByRole('button', { name: 'Commit all' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unapprove invoice #100001' })).toBeInTheDocument();
  });

  it('pages 60 at a time with up to 10 page links', async () => {
    const { calls } = mockFetch({
      [`GET ${LIST}/SUSPENDED`]: (call) => {
        const n = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        return page([anInvoiceSummary({ invoiceId: 100_000 + n, status: 'SUSPENDED' })], 60 * 14, n);
      },
    });
    show('/billRunProcessing/808?status=suspended');
    const pager = await screen.findByRole('navigation', { name: 'Invoice pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('1–1 of 840')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 9' }));
    await screen.findByRole('link', { name: '#100009' });
    expect(calls.at(-1)?.url).toContain('page=9');
    expect(
      within(screen.getByRole('navigation', { name: 'Invoice pages' }))
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
  });
});
