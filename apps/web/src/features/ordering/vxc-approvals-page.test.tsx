import type { VxcApprovalView } from '@portico/contract';
import { VXC_APPROVAL_MESSAGES } from '@portico/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { actingCompanyStore } from '../../lib/auth/acting-company';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { waitingGroups } from './reject-all-vxcs';
import { ApproveVxcOrdersPage } from './vxc-approvals-page';

const ACME = 2001;
const GLOBEX = 2002;
const INITECH = 2003;
const side = (companyId: number, companyName: string, status: VxcApprovalView['payer']['status']) => ({
  companyId,
  companyName,
  portId: companyId * 10,
  portName: `${companyName} Port`,
  vlan: 100,
  status,
  approverId: null,
  approverName: null,
});
const approval = (over: Partial<VxcApprovalView> = {}): VxcApprovalView => ({
  vxcOrderId: 7000,
  orderId: 1,
  technicalServiceId: 100_000,
  serviceName: 'Acme to Globex',
  speed: 100,
  rateType: 'MONTHLY',
  term: 12,
  payer: side(ACME, 'Acme', 'APPROVED'),
  nonPayer: side(GLOBEX, 'Globex', 'UN_ASSESSED'),
  outcome: 'PENDING',
  canDecide: true,
  expired: false,
  createdAt: Date.UTC(2026, 10, 27),
  ...over,
});

describe('waitingGroups', () => {
  it('groups the orders the person may decide by the company that placed them, most first', () => {
    const rows = [
      approval({ vxcOrderId: 1 }),
      approval({ vxcOrderId: 2, payer: side(INITECH, 'Initech', 'APPROVED') }),
      approval({ vxcOrderId: 3 }),
      approval({ vxcOrderId: 4, canDecide: false }),
    ];
    expect(waitingGroups(rows)).toEqual([
      { companyId: GLOBEX, fromCompanyId: ACME, fromName: 'Acme', count: 2 },
      { companyId: GLOBEX, fromCompanyId: INITECH, fromName: 'Initech', count: 1 },
    ]);
  });

  it('takes the payer’s side as the one waiting when the order was placed for it', () => {
    const row = approval({ payer: side(GLOBEX, 'Globex', 'UN_ASSESSED'), nonPayer: side(ACME, 'Acme', 'APPROVED') });
    expect(waitingGroups([row])).toEqual([{ companyId: GLOBEX, fromCompanyId: ACME, fromName: 'Acme', count: 1 }]);
  });
});

describe('ApproveVxcOrdersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rejects all of one company’s waiting orders after asking, and says how many', async () => {
    const { calls } = mockFetch({
      'GET /secure/vxc/approvals': ok([approval({ vxcOrderId: 1 }), approval({ vxcOrderId: 2 })]),
      'GET /secure/vxc/speedChangeRequests': ok([]),
      'POST /secure/vxc/approvals/reject-all': ok({ rejected: 2 }, VXC_APPROVAL_MESSAGES.rejectedAll),
    });
    renderWithProviders(<ApproveVxcOrdersPage />, { login: makeLogin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject all 2 from Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject all waiting orders' });
    // nothing is sent before the person confirms
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Acme: 2 VXC orders rejected');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ companyId: GLOBEX, fromCompanyId: ACME });
  });

  it('offers no reject-all for orders the person may not decide, and shows an expired order as such', async () => {
    mockFetch({
      'GET /secure/vxc/approvals': ok([
        approval({ canDecide: false }),
        approval({
          vxcOrderId: 2,
          serviceName: 'Left waiting',
          outcome: 'REJECTED',
          expired: true,
          canDecide: false,
          nonPayer: side(GLOBEX, 'Globex', 'REJECTED'),
        }),
      ]),
      'GET /secure/vxc/speedChangeRequests': ok([]),
    });
    renderWithProviders(<ApproveVxcOrdersPage />, { login: makeLogin() });
    await screen.findByText(/Left waiting/);
    const table = screen.getByRole('table', { name: 'VXC orders' });
    const expiredRow = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Left waiting'))!;
    expect(expiredRow).toHaveTextContent('Expired: not approved within 14 days');
    // the VXC's speed in the one speed format, as every speed setting is written (decision 0078)
    expect(expiredRow).toHaveTextContent('Left waiting100 Mbps');
    expect(screen.queryByRole('button', { name: /^Reject all/ })).toBeNull();
  });

  const rowOf = (name: string) =>
    within(screen.getByRole('table', { name: 'VXC orders' }))
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(name))!;

  it('says in words whose approval each order waits for, with no state codes on screen', async () => {
    mockFetch({
      'GET /secure/vxc/approvals': ok([
        approval({ serviceName: 'Acme to Globex', canDecide: false }),
        approval({
          vxcOrderId: 2,
          serviceName: 'Approved one',
          outcome: 'APPROVED',
          canDecide: false,
          nonPayer: { ...side(GLOBEX, 'Globex', 'APPROVED'), approverName: 'Mia Secure' },
        }),
        approval({
          vxcOrderId: 3,
          serviceName: 'Refused one',
          outcome: 'REJECTED',
          canDecide: false,
          nonPayer: { ...side(GLOBEX, 'Globex', 'REJECTED'), approverId: 9, approverName: 'Mia Secure' },
        }),
      ]),
      'GET /secure/vxc/speedChangeRequests': ok([]),
    });
    renderWithProviders(<ApproveVxcOrdersPage />, { login: makeLogin() });
    await screen.findByText('Acme to Globex');
    expect(rowOf('Acme to Globex')).toHaveTextContent('Waiting for Globex to approve');
    expect(rowOf('Acme to Globex')).toHaveTextContent('Globex Port, VLAN 100');
    expect(rowOf('Acme to Globex')).toHaveTextContent('Not decided yet');
    expect(rowOf('Approved one')).toHaveTextContent('Approved by both ends');
    expect(rowOf('Approved one')).toHaveTextContent('Approved by Mia Secure');
    expect(rowOf('Refused one')).toHaveTextContent('Rejected by Globex');
    const table = screen.getByRole('table', { name: 'VXC orders' });
    for (const code of ['UN_ASSESSED', 'PENDING', 'APPROVED', 'REJECTED', 'MONTHLY', ' · '])
      expect(table.textContent).not.toContain(code);
  });

  it('offers Approve and Reject only on a row the person may decide, and says why not where it waits for them', async () => {
    mockFetch({
      'GET /secure/vxc/approvals': ok([
        // waits for Globex, whose side this person decides
        approval({ vxcOrderId: 1, serviceName: 'Theirs to Globex', canDecide: true }),
        // waits for Acme, the person's own company, where they hold no approve_order
        approval({
          vxcOrderId: 2,
          serviceName: 'Globex to Acme',
          canDecide: false,
          payer: side(GLOBEX, 'Globex', 'APPROVED'),
          nonPayer: side(ACME, 'Acme Networks', 'UN_ASSESSED'),
        }),
        // waits for Initech: another company's to decide
        approval({
          vxcOrderId: 3,
          serviceName: 'Acme to Initech',
          canDecide: false,
          nonPayer: side(INITECH, 'Initech', 'UN_ASSESSED'),
        }),
      ]),
      'GET /secure/vxc/speedChangeRequests': ok([]),
    });
    renderWithProviders(<ApproveVxcOrdersPage />, { login: makeLogin() });
    await screen.findByText('Theirs to Globex');
    const mine = within(rowOf('Theirs to Globex'));
    expect(mine.getByRole('button', { name: 'Approve Theirs to Globex' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Reject Theirs to Globex' })).toBeInTheDocument();

    const own = rowOf('Globex to Acme');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(own).toHaveTextContent('Waiting for Acme Networks to approve');
    expect(own).toHaveTextContent('Your role cannot approve orders for Acme Networks.');

    const others = rowOf('Acme to Initech');
    expect(within(others).queryByRole('button')).toBeNull();
    expect(others).toHaveTextContent('Waiting for Initech to approve');
    expect(others).not.toHaveTextContent('Your role cannot');
  });

  it('approves at once, and rejects only after asking', async () => {
    const { calls } = mockFetch({
      'GET /secure/vxc/approvals': ok([
        approval({ vxcOrderId: 1, serviceName: 'First' }),
        approval({ vxcOrderId: 2, serviceName: 'Second' }),
      ]),
      'GET /secure/vxc/speedChangeRequests': ok([]),
      'POST /secure/vxc/approvals/1': ok(approval({ vxcOrderId: 1, serviceName: 'First', outcome: 'APPROVED' })),
      'POST /secure/vxc/approvals/2': ok(approval({ vxcOrderId: 2, serviceName: 'Second', outcome: 'REJECTED' })),
    });
    renderWithProviders(<ApproveVxcOrdersPage />, { login: makeLogin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve First' }));
    expect(await screen.findByRole('status')).toHaveTextContent('First: approved');
    expect(calls.find((c) => c.url.endsWith('/secure/vxc/approvals/1'))?.body).toEqual({ decision: 'APPROVE' });

    await userEvent.click(screen.getByRole('button', { name: 'Reject Second' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this VXC order' });
    expect(calls.some((c) => c.url.endsWith('/secure/vxc/approvals/2'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await screen.findByText('Second: rejected')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/secure/vxc/approvals/2'))?.body).toEqual({ decision: 'REJECT' });
  });

  it('lists the orders and speed changes of the company a service agent acts for (decision 0075)', async () => {
    actingCompanyStore.set(50, { companyId: GLOBEX, companyUid: 'globex', companyName: 'Globex' });
    const { calls } = mockFetch({
      'GET /secure/vxc/approvals': ok([approval()]),
      'GET /secure/vxc/speedChangeRequests': ok([]),
    });
    const agent = makeLogin({
      personId: 50,
      companyId: 2005,
      companyUid: 'northwind',
      permissions: { northwind: [], globex: ['approve_order'] },
    });
    try {
      renderWithProviders(<ApproveVxcOrdersPage />, { login: agent });
      expect(await screen.findByText('No speed changes wait for an approval.')).toBeInTheDocument();
      // (the companies the agent may act for are read too, for what the rows offer)
      expect(
        calls
          .map((c) => c.url)
          .filter((url) => url.startsWith('/secure/vxc/'))
          .sort(),
      ).toEqual([
        '/secure/vxc/approvals?status=PENDING&companyId=2002',
        '/secure/vxc/speedChangeRequests?companyId=2002',
      ]);
    } finally {
      cleanup();
      actingCompanyStore.set(0, null);
    }
  });
});
