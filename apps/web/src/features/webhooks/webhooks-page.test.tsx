import type { Webhook, WebhookDelivery } from '@portico/contract';
import { WEBHOOK_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { WebhooksPage } from './webhooks-page';

const BASE = '/v2/company/2001/webhooks';
const HOOK: Webhook = {
  id: 5,
  companyId: 2001,
  url: 'https://hooks.example.com/portico',
  description: 'Accounts',
  keys: ['INVOICE_COMMITTED', 'PAYMENT_RECEIVED'],
  active: true,
  createdAt: Date.UTC(2026, 10, 1, 9, 30),
  lastDeliveryStatus: 'FAILED',
};
const DELIVERY: WebhookDelivery = {
  id: 40,
  eventId: '0b5c6d1e-0000-4000-8000-000000000040',
  key: 'INVOICE_COMMITTED',
  status: 'FAILED',
  attempts: 7,
  lastHttpStatus: 500,
  lastError: 'The receiver answered 500: broken',
  nextAttemptAt: null,
  createdAt: Date.UTC(2026, 10, 2, 9, 30),
  deliveredAt: null,
  attemptLog: [],
};
const admin = makeLogin({ permissions: { 'acme-uid': ['company_admin', 'services'] } });
const page = (items: WebhookDelivery[]) => ok({ items, total: items.length, page: 1, pageSize: 10 });

describe('WebhooksPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the webhooks, opens a delivery log and redelivers a failed delivery', async () => {
    const { calls } = mockFetch({
      [`GET ${BASE}`]: ok([HOOK]),
      [`GET ${BASE}/5/deliveries`]: page([DELIVERY]),
      [`POST ${BASE}/5/deliveries/40/redeliver`]: {
        status: 202,
        body: { message: WEBHOOK_MESSAGES.redeliveryQueued, terms: 't', data: { ...DELIVERY, status: 'PENDING' } },
      },
    });
    renderWithProviders(<WebhooksPage />, { login: admin });
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(HOOK.url);
    expect(row).toHaveTextContent('INVOICE_COMMITTED, PAYMENT_RECEIVED');
    expect(row).toHaveTextContent('Enabled');
    expect(row).toHaveTextContent('Failed');

    await userEvent.click(within(row!).getByRole('button', { name: `Deliveries to ${HOOK.url}` }));
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const [, delivery] = within(log).getAllByRole('row');
    expect(delivery).toHaveTextContent('INVOICE_COMMITTED');
    expect(delivery).toHaveTextContent('HTTP 500');
    expect(delivery).toHaveTextContent('The receiver answered 500: broken');
    expect(delivery).toHaveTextContent('7');

    await userEvent.click(within(delivery!).getByRole('button', { name: /Redeliver/ }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.redeliveryQueued)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/5/deliveries/40/redeliver'))).toBe(true);
  });

  it('checks the form, sends the events chosen and shows the secret once', async () => {
    const { calls } = mockFetch({
      [`GET ${BASE}`]: ok([]),
      [`POST ${BASE}`]: {
        status: 201,
        body: {
          message: WEBHOOK_MESSAGES.created,
          terms: 't',
          data: { ...HOOK, lastDeliveryStatus: null, secret: 'whsec_shown_once' },
        },
      },
    });
    renderWithProviders(<WebhooksPage />, { login: admin });
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.keysRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /URL/ }), HOOK.url);
    await userEvent.click(screen.getByRole('checkbox', { name: /INVOICE_COMMITTED/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new webhook' });
    expect(dialog).toHaveTextContent('whsec_shown_once');
    expect(dialog).toHaveTextContent(/shown only this once/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: HOOK.url,
      description: '',
      keys: ['INVOICE_COMMITTED'],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied the secret' }));
    expect(screen.queryByText('whsec_shown_once')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a URL beside the form', async () => {
    mockFetch({
      [`GET ${BASE}`]: ok([]),
      [`POST ${BASE}`]: failure(400, WEBHOOK_MESSAGES.urlHttpsRequired),
    });
    renderWithProviders(<WebhooksPage />, { login: admin });
    await userEvent.type(await screen.findByRole('textbox', { name: /URL/ }), 'http://hooks.example.com/');
    await userEvent.click(screen.getByRole('checkbox', { name: /PERSON_CREATED/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WEBHOOK_MESSAGES.urlHttpsRequired);
  });

  it('says the list could not be loaded, and tells a person without company admin whom to ask', async () => {
    mockFetch({ [`GET ${BASE}`]: failure(500, 'Something went wrong') });
    const { unmount } = renderWithProviders(<WebhooksPage />, { login: admin });
    // a failure the server does not explain is told in the app's one generic words
    expect(await screen.findByRole('alert')).toHaveTextContent(/Unexpected error/);
    expect(screen.queryByRole('table', { name: 'Webhooks' })).not.toBeInTheDocument();
    unmount();

    const viewer = makeLogin({ permissions: { 'acme-uid': ['services'] } });
    renderWithProviders(<WebhooksPage />, { login: viewer });
    expect(screen.getByText(/Only the company admins of/)).toBeInTheDocument();
  });
});
