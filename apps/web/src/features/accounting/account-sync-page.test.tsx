import type { SyncItem, SyncRun } from '@portico/contract';
import { ACCOUNTING_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { AccountSyncPage } from './account-sync-page';
import { FailedInvoiceSyncPage } from './failed-invoice-sync-page';
import { UnpostedInvoicesPage } from './unposted-invoices-page';

const anItem = (over: Partial<SyncItem> = {}): SyncItem => ({
  type: 'PAYMENT',
  id: 500_001,
  companyId: 100_001,
  companyName: 'Acme Pty Ltd',
  description: 'CREDIT · EFT · ANZ',
  date: '2026-11-03',
  currency: 'AUD',
  amountCents: 12_345,
  status: null,
  attempts: 0,
  lastError: null,
  externalId: null,
  lastAttemptAt: null,
  ...over,
});
const aRun = (over: Partial<SyncRun> = {}): SyncRun => ({
  runId: 101,
  kind: 'payments',
  scope: 'ALL',
  status: 'RUNNING',
  running: true,
  total: 4,
  done: 1,
  failed: 0,
  progress: 0.25,
  startedAt: Date.parse('2026-11-20T01:00:00Z'),
  completedAt: null,
  ...over,
});
const page = (items: SyncItem[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });
const staff = { login: makeLogin({ companyId: 1, staff: true }) };

describe('AccountSyncPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the running sync's progress and each tab's unsynced items", async () => {
    mockFetch({
      'GET /secure/xero/sync': ok({ enabled: true, run: aRun() }),
      'GET /secure/xero/payments/unsynced': page([anItem()]),
      'GET /secure/xero/invoices/unsynced': page([
        anItem({ type: 'INVOICE', id: 100_001, description: 'AU-1001', status: 'FAILED', lastError: 'Archived' }),
      ]),
    });
    renderWithProviders(<AccountSyncPage />, staff);
    expect(await screen.findByText('1 of 4 done · checked every 15 seconds')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sync run progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByText('CREDIT · EFT · ANZ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry invoice AU-1001' })).toBeInTheDocument();
  });

  it("refuses an empty selection with the spec's words, then syncs the selected rows", async () => {
    const { calls } = mockFetch({
      'GET /secure/xero/sync': ok({ enabled: true, run: null }),
      'GET /secure/xero/allocations/unsynced': page([anItem({ type: 'ALLOCATION', id: 700_001, description: 'A1' })]),
      'GET /secure/xero/payments/unsynced': page([anItem()]),
      'POST /secure/xero/allocations/sync/selected': ok({
        started: true,
        run: aRun({ kind: 'allocations', scope: 'SELECTED', status: 'QUEUED', done: 0, total: 1 }),
      }),
    });
    renderWithProviders(<AccountSyncPage />, staff);
    await userEvent.click(await screen.findByRole('tab', { name: 'Allocations' }));
    await screen.findByText('A1');
    await userEvent.click(screen.getByRole('button', { name: 'Sync selected' }));
    expect(await screen.findByText('Please select one payment allocation!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select allocation A1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sync selected (1)' }));
    expect(await screen.findByText(ACCOUNTING_MESSAGES.started)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [700_001] });
  });

  it('says so when no accounting system is configured, and offers no sync', async () => {
    mockFetch({
      'GET /secure/xero/sync': ok({ enabled: false, run: null }),
      'GET /secure/xero/payments/unsynced': page([anItem()]),
    });
    renderWithProviders(<AccountSyncPage />, staff);
    expect(await screen.findByText(/accounting sync is off/)).toBeInTheDocument();
    await screen.findByText('CREDIT · EFT · ANZ');
    expect(screen.queryByRole('button', { name: 'Sync all' })).not.toBeInTheDocument();
  });
});

describe('FailedInvoiceSyncPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists failed invoices with the provider's words and retries one", async () => {
    const { calls } = mockFetch({
      'GET /secure/xero/sync': ok({ enabled: true, run: null }),
      'GET /secure/xero/invoices/failed': page([
        anItem({
          type: 'INVOICE',
          id: 100_002,
          description: 'AU-1002',
          status: 'FAILED',
          attempts: 3,
          lastAttemptAt: Date.parse('2026-11-20T02:00:00Z'),
          lastError: 'A validation exception occurred: The Contact is archived',
        }),
      ]),
      'POST /secure/xero/invoices/sync/100002': ok({
        started: true,
        run: aRun({ kind: 'invoices', scope: 'ONE', status: 'QUEUED', total: 1, done: 0 }),
      }),
    });
    renderWithProviders(<FailedInvoiceSyncPage />, staff);
    const row = (await screen.findByText('AU-1002')).closest('tr')!;
    expect(within(row).getByText('A validation exception occurred: The Contact is archived')).toBeInTheDocument();
    expect(within(row).getByText(/3 attempts/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync all' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Retry invoice AU-1002' }));
    expect(await screen.findByText(ACCOUNTING_MESSAGES.started)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/secure/xero/invoices/sync/100002'))).toBe(true);
  });
});

describe('UnpostedInvoicesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('syncs every unposted invoice, and forgets one', async () => {
    const { calls } = mockFetch({
      'GET /secure/xero/sync': ok({ enabled: true, run: null }),
      'GET /secure/xero/invoices/unposted': page([anItem({ type: 'INVOICE', id: 100_003, description: 'AU-1003' })]),
      'POST /secure/xero/invoices/sync/all': ok({
        started: false,
        run: aRun({ kind: 'invoices', status: 'COMPLETED', running: false, total: 0, done: 0, progress: 1 }),
      }),
      'POST /secure/xero/invoices/forget/100003': ok({
        type: 'INVOICE',
        id: 100_003,
        status: 'FORGOTTEN',
        forgottenBy: 5,
        forgottenAt: 1,
      }),
    });
    renderWithProviders(<UnpostedInvoicesPage />, staff);
    await screen.findByText('AU-1003');
    await userEvent.click(screen.getByRole('button', { name: 'Sync all' }));
    expect(await screen.findByText(ACCOUNTING_MESSAGES.nothingToSync)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Forget invoice AU-1003' }));
    expect(await screen.findByText(ACCOUNTING_MESSAGES.forgotten)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/^.*\/secure/, ''))).toEqual([
      '/xero/invoices/sync/all',
      '/xero/invoices/forget/100003',
    ]);
  });
});
