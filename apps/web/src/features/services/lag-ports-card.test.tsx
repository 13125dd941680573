import type { Lag, ServiceDetail } from '@portico/contract';
import { SERVICE_CHANGE_MESSAGES, SERVICE_LOCK_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { LagPortsCard } from './lag-ports-card';

const member = (n: number) => ({
  technicalServiceId: 100_100 + n,
  name: `Acme LAG #${n}`,
  provisioningStatus: 'LIVE' as const,
});
const lagOf = (ports: number): Lag => ({
  aggregationId: 100_101,
  portCount: ports,
  members: Array.from({ length: ports }, (_, i) => member(i + 1)),
});
const ADD = 'POST /secure/technicalservice/100101/lag/ports';
/** the port's detail as the server answers an addition */
const detail = (lag: Lag): ServiceDetail => ({
  technicalServiceId: 100_101,
  technicalServiceUid: '6f1c2a9e-0000-4000-8000-000000000101',
  productType: 'PORT',
  name: 'Acme LAG #1',
  companyId: 2001,
  companyName: 'Acme Networks',
  costCentre: null,
  publicGraph: false,
  rateLimit: 10_000,
  aLocationId: 1,
  aggregationId: 100_101,
  provisioningStatus: 'LIVE',
  vxcDistanceBand: null,
  buyoutPort: false,
  mveSize: null,
  contractStartDate: '2026-11-01',
  contractEndDate: '2027-10-31',
  termMonths: 12,
  marketplaceVisibility: false,
  diversityZone: null,
  promoCode: null,
  orderId: 1,
  locked: false,
  terminationDate: null,
  components: [],
  events: [],
  lag,
  networkChanges: [],
  ends: [],
});

function show(lag: Lag, canAddPorts = true) {
  renderWithProviders(
    <LagPortsCard
      service={{ technicalServiceId: 100_101, provisioningStatus: 'LIVE' }}
      lag={lag}
      canAddPorts={canAddPorts}
    />,
    { login: makeLogin() },
  );
  return userEvent.setup();
}

/** types a count into the field and presses Enter, as from the keyboard */
async function ask(user: ReturnType<typeof userEvent.setup>, count: string) {
  const field = screen.getByLabelText('Ports to add');
  await user.clear(field);
  await user.type(field, `${count}{Enter}`);
}

describe('LagPortsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the LAG's ports, each linking to its page, with their status and count", () => {
    mockFetch({});
    show(lagOf(2));
    expect(screen.getByText('2 of 8 ports')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ports of the LAG' });
    expect(within(table).getByRole('link', { name: 'Acme LAG #2' })).toHaveAttribute(
      'href',
      '/customerService/port/100102',
    );
    expect(within(table).getAllByLabelText('Status LIVE')).toHaveLength(2);
  });

  it('lists the ports but offers no way to add more to a person who may not order', () => {
    mockFetch({});
    show(lagOf(2), false);
    expect(screen.getByRole('table', { name: 'Ports of the LAG' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add ports' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add ports' })).toBeNull();
  });

  it('refuses 0 and 8 ports with the rule’s message, asking nothing of the server', async () => {
    const { calls } = mockFetch({});
    const user = show(lagOf(1));
    for (const count of ['0', '8']) {
      await ask(user, count);
      expect(await screen.findByText(SERVICE_MESSAGES.lagAddCount)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses a count that would take the LAG above 8 ports', async () => {
    const { calls } = mockFetch({});
    const user = show(lagOf(6));
    await ask(user, '3');
    expect(await screen.findByText(SERVICE_MESSAGES.lagFull)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds a valid count and says it will be applied in a few moments', async () => {
    const { calls } = mockFetch({
      [ADD]: ok(detail(lagOf(4)), SERVICE_CHANGE_MESSAGES.accepted),
    });
    const user = show(lagOf(2));
    await ask(user, '2');
    expect(await screen.findByRole('status')).toHaveTextContent(SERVICE_CHANGE_MESSAGES.accepted);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { count: 2 } });
  });

  it("shows the server's refusal beside the form", async () => {
    mockFetch({ [ADD]: failure(409, SERVICE_LOCK_MESSAGES.locked) });
    const user = show(lagOf(2));
    await ask(user, '1');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_LOCK_MESSAGES.locked);
  });

  it('sends the same addition again under its Idempotency-Key, and the next addition under a new one', async () => {
    let answer: { status: number; body?: unknown } = failure(503, 'Service unavailable');
    const { calls } = mockFetch({ [ADD]: () => answer });
    const user = show(lagOf(2));
    await ask(user, '2');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = ok(detail(lagOf(4)), SERVICE_CHANGE_MESSAGES.accepted);
    await user.click(screen.getByRole('button', { name: 'Add ports' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SERVICE_CHANGE_MESSAGES.accepted);
    await user.click(screen.getByRole('button', { name: 'Add ports' }));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    const keys = calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
