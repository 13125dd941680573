import { creditTooLargeMessage, INVOICE_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { anInvoiceSummary } from '../../test/invoice-summaries';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { InvoiceActions } from './invoice-actions';

const committed = anInvoiceSummary({ status: 'COMMITTED', invoiceNumber: 'AU-000042', dueDate: '2026-12-18' });
const URL_ = '/secure/invoice/100001/creditNote';

const open = async () => {
  renderWithProviders(<InvoiceActions invoice={committed} />, { login: makeLogin({ companyId: 1 }) });
  await userEvent.click(screen.getByRole('button', { name: 'Credit note invoice AU-000042' }));
  return screen.findByRole('dialog', { name: 'Credit note on invoice AU-000042' });
};

describe('CreditNoteDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered on a committed invoice only, which takes no other action', () => {
    mockFetch({});
    renderWithProviders(<InvoiceActions invoice={committed} />, { login: makeLogin({ companyId: 1 }) });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Credit note']);
  });

  it('sends nothing the contract refuses, saying why in its words', async () => {
    const { calls } = mockFetch({});
    await open();
    await userEvent.type(screen.getByLabelText('Amount before tax (AUD)'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Create credit note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.creditAmountInvalid);
    await userEvent.clear(screen.getByLabelText('Amount before tax (AUD)'));
    await userEvent.type(screen.getByLabelText('GL code'), 'not a code');
    await userEvent.click(screen.getByRole('button', { name: 'Create credit note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.glCodeInvalid);
    expect(calls).toHaveLength(0);
  });

  it('sends the amount in minor units with the date, GL code and notes, and shows the limit the server gives', async () => {
    const limit = creditTooLargeMessage('AUD 500.00');
    const { calls } = mockFetch({
      [`POST ${URL_}`]: (call) =>
        (call.body as { amount?: number }).amount === 60_000
          ? failure(400, limit)
          : ok({ ...anInvoiceSummary({ kind: 'CREDIT_NOTE' }), lineItems: [] }, INVOICE_MESSAGES.creditNoteCreated),
    });
    await open();
    await userEvent.type(screen.getByLabelText('Amount before tax (AUD)'), '600');
    await userEvent.click(screen.getByRole('button', { name: 'Create credit note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);

    await userEvent.clear(screen.getByLabelText('Amount before tax (AUD)'));
    await userEvent.type(screen.getByLabelText('Amount before tax (AUD)'), '123.45');
    await userEvent.type(screen.getByLabelText('Nominal date'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('GL code'), '4100');
    await userEvent.type(screen.getByLabelText('Notes'), 'Outage on 3 Nov');
    await userEvent.click(screen.getByRole('button', { name: 'Create credit note' }));
    await vi.waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        amount: 12_345,
        nominalDate: '2026-12-01',
        glCode: '4100',
        notes: 'Outage on 3 Nov',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
