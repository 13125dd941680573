import type { BillRun } from '@portico/contract';
import { BILL_RUN_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { BillRunsPage, monthTimestamp } from './bill-runs-page';

const aRun = (over: Partial<BillRun> = {}): BillRun => ({
  billRunId: 120,
  supplierId: 808,
  companyId: null,
  requestedFor: monthTimestamp('2026-11'),
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  status: 'RUNNING',
  chunksTotal: 4,
  chunksDone: 1,
  progress: 0.25,
  summary: { invoices: 3, lines: 9, billables: 9, totals: [{ currency: 'AUD', amount: 123_456 }] },
  error: null,
  ranAt: Date.parse('2026-11-20T01:00:00Z'),
  completedAt: null,
  ...over,
});

const show = () =>
  renderWithProviders(
    <Routes>
      <Route path="/billRuns/:supplierId" element={<BillRunsPage />} />
    </Routes>,
    { route: '/billRuns/808', login: makeLogin({ companyId: 1, staff: true }) },
  );

describe('BillRunsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each run's progress and what it billed", async () => {
    mockFetch({
      'GET /secure/billruns': ok({
        items: [aRun(), aRun({ billRunId: 119, status: 'FAILED', error: 'No exchange rate: HKD', progress: 0 })],
        total: 2,
        page: 1,
        pageSize: 25,
      }),
    });
    show();
    const bar = await screen.findByRole('progressbar', { name: 'Bill run 120 progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    const [, running, failed] = screen.getAllByRole('row');
    expect(running).toHaveTextContent('1 of 4 chunks');
    expect(running).toHaveTextContent('3 new invoices · 9 lines');
    expect(running).toHaveTextContent('01-11-26 – 30-11-26');
    expect(within(failed!).getByText('No exchange rate: HKD')).toBeInTheDocument();
  });

  it("starts the supplier's run for the month chosen", async () => {
    const { calls } = mockFetch({
      'GET /secure/billruns': ok({ items: [], total: 0, page: 1, pageSize: 25 }),
      [`POST /secure/billrun/${monthTimestamp('2026-10')}/supplierId/808`]: ok({
        billRuns: [aRun({ status: 'QUEUED', chunksDone: 0, progress: 0 })],
      }),
    });
    show();
    expect(await screen.findByText('No bill run yet.')).toBeInTheDocument();
    const month = screen.getByLabelText(/Month/);
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    await userEvent.click(screen.getByRole('button', { name: 'Run for Australia' }));
    expect(await screen.findByText(BILL_RUN_MESSAGES.started)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`/secure/billrun/${monthTimestamp('2026-10')}/supplierId/808`);
  });

  it('refuses a month after the next one before asking', async () => {
    const { calls } = mockFetch({ 'GET /secure/billruns': ok({ items: [], total: 0, page: 1, pageSize: 25 }) });
    show();
    const month = await screen.findByLabelText(/Month/);
    await userEvent.clear(month);
    await userEvent.type(month, '2099-01');
    await userEvent.click(screen.getByRole('button', { name: 'Run for Australia' }));
    expect(await screen.findByText(BILL_RUN_MESSAGES.tooFarAhead)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
