import type { SpeedChangeRequestView } from '@portico/contract';
import { SPEED_CHANGE_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { SpeedChangeRequests } from './speed-change-requests';

const request = (over: Partial<SpeedChangeRequestView> = {}): SpeedChangeRequestView => ({
  requestId: 5000,
  technicalServiceId: 100_010,
  serviceName: 'Acme to Globex',
  fromMbps: 100,
  toMbps: 500,
  status: 'PENDING',
  requestedByCompanyId: 2001,
  requestedByCompanyName: 'Acme Networks',
  approverCompanyId: 2002,
  approverCompanyName: 'Globex',
  createdAt: Date.UTC(2026, 10, 27),
  canDecide: true,
  canWithdraw: false,
  ...over,
});

describe('SpeedChangeRequests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the requests and approves one the company may decide', async () => {
    const { calls } = mockFetch({
      'GET /secure/vxc/speedChangeRequests': ok([
        request(),
        request({ requestId: 5001, serviceName: 'Ours to them', canDecide: false }),
      ]),
      'POST /secure/vxc/speedChangeRequests/5000': ok(
        request({ status: 'APPROVED', canDecide: false }),
        SPEED_CHANGE_MESSAGES.changed,
      ),
    });
    renderWithProviders(<SpeedChangeRequests companyId={2001} />, { login: makeLogin() });
    await screen.findByText('Ours to them');
    const table = screen.getByRole('table', { name: 'Speed change requests' });
    const rowOf = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(name))!;
    const ours = rowOf('Ours to them');
    expect(within(ours).queryByRole('button')).toBeNull();
    const row = rowOf('Acme to Globex');
    expect(row).toHaveTextContent('100 Mbps → 500 Mbps');
    await userEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Acme to Globex: ${SPEED_CHANGE_MESSAGES.changed}`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'APPROVE' });
    // the requests of the company the page works for (decision 0075)
    expect(calls.find((c) => c.method === 'GET')?.url).toMatch(/\/secure\/vxc\/speedChangeRequests\?companyId=2001$/);
  });

  it('withdraws a request the company asked for, and offers no withdrawal of another company’s', async () => {
    const { calls } = mockFetch({
      'GET /secure/vxc/speedChangeRequests': ok([
        request(),
        request({ requestId: 5001, serviceName: 'Ours to them', canDecide: false, canWithdraw: true }),
      ]),
      'DELETE /secure/vxc/speedChangeRequests/5001': ok(
        request({ requestId: 5001, serviceName: 'Ours to them', status: 'WITHDRAWN', canDecide: false }),
        SPEED_CHANGE_MESSAGES.withdrawn,
      ),
    });
    renderWithProviders(<SpeedChangeRequests companyId={2001} />, { login: makeLogin() });
    await screen.findByText('Ours to them');
    expect(screen.getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Withdraw the speed change request of Acme to Globex' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the speed change request of Ours to them' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Ours to them: ${SPEED_CHANGE_MESSAGES.withdrawn}`);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      expect.stringContaining('/secure/vxc/speedChangeRequests/5001'),
    ]);
  });

  it('says when nothing waits', async () => {
    mockFetch({ 'GET /secure/vxc/speedChangeRequests': ok([]) });
    renderWithProviders(<SpeedChangeRequests companyId={2001} />, { login: makeLogin() });
    expect(await screen.findByText('No speed changes wait for an approval.')).toBeInTheDocument();
  });
});
