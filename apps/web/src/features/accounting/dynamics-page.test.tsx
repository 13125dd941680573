import type { CustomerBatch, ErpSupply } from '@portico/contract';
import { ERP_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { DynamicsPage } from './dynamics-page';

const aSupply = (i: number): ErpSupply => ({
  supplyId: 10_000 + i,
  companyId: 100_000 + i,
  companyName: `Customer ${i}`,
  supplierId: 808,
  market: 'Australia',
  legalEntity: 'PAU',
  country: 'AU',
  taxNumber: null,
  currency: 'AUD',
  success: null,
  customerNumber: null,
  error: null,
  batchId: null,
  sentAt: null,
});
const aBatch: CustomerBatch = {
  id: 1_001,
  erp: 'dynamics',
  scope: 'ALL',
  supplierId: null,
  companyId: null,
  status: 'SENT',
  error: null,
  createdAt: Date.parse('2026-11-20T01:00:00Z'),
  retriedAt: null,
  responseJson: {
    items: [
      {
        supplyId: 10_001,
        companyId: 100_001,
        companyName: 'Customer 1',
        legalEntity: 'PAU',
        reference: 'SUPPLY-10001',
        success: true,
        customerNumber: 'C000001',
        error: null,
      },
      {
        supplyId: 10_002,
        companyId: 100_002,
        companyName: 'Customer 2',
        legalEntity: 'PDE',
        reference: 'SUPPLY-10002',
        success: false,
        customerNumber: null,
        error: 'VAT Registration No. must have a value',
      },
    ],
  },
};

const handlers = () => ({
  'GET /secure/erp': ok({ erp: 'dynamics' }),
  'GET /v2/supplies/dynamics': ok({ content: Array.from({ length: 10 }, (_, i) => aSupply(i)), totalElements: 23 }),
  'GET /v2/proxy/dynamics/api/customerBatches': ok({
    _embedded: { customerBatchEntities: [aBatch] },
    page: { size: 10, totalElements: 1, totalPages: 1, number: 0 },
  }),
});
const staff = { login: makeLogin({ companyId: 1, staff: true }) };

describe('DynamicsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows supplies and batches paged by 10, each batch item with its success flag', async () => {
    const { calls } = mockFetch(handlers());
    renderWithProviders(<DynamicsPage />, staff);
    const items = await screen.findByRole('list', { name: 'Items of batch 1001' });
    expect(within(items).getByText(/✓ Customer 1/)).toBeInTheDocument();
    expect(within(items).getByText(/✗ Customer 2 \(PDE\) — VAT Registration No\./)).toBeInTheDocument();
    expect(screen.getByText('1 of 2 accepted')).toBeInTheDocument();
    expect(await screen.findByText('Customer 9')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const batchCall = calls.find((c) => c.url.includes('customerBatches'))!;
    expect(batchCall.url).toContain('page=0&size=10&sort=id%2Cdesc');
    expect(calls.find((c) => c.url.includes('/v2/supplies/dynamics'))!.url).toContain('page=0&size=10');
  });

  it('exports everything, refuses a company export without the company, and retries a batch', async () => {
    const { calls } = mockFetch({
      ...handlers(),
      'POST /v2/supplies/export': ok({ jobId: 'j1' }),
      'POST /v2/proxy/dynamics/api/customerBatches/retry/1001': ok(aBatch),
    });
    renderWithProviders(<DynamicsPage />, staff);
    await userEvent.click(await screen.findByRole('button', { name: 'Export all' }));
    expect(await screen.findByText(ERP_MESSAGES.exportQueued)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export company' }));
    expect(await screen.findByText('Company ID is mandatory field')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry batch 1001' }));
    expect(await screen.findByText(ERP_MESSAGES.retryQueued)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('says so when no ERP is configured', async () => {
    mockFetch({ 'GET /secure/erp': ok({ erp: null }) });
    renderWithProviders(<DynamicsPage />, staff);
    expect(await screen.findByText(ERP_MESSAGES.erpOff)).toBeInTheDocument();
  });
});
