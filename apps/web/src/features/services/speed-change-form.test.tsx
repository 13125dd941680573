import type { SpeedChangeCheck } from '@portico/contract';
import { SPEED_CHANGE_MESSAGES, VXC_MESSAGES, vxcSpeedAbovePortMessage } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockCall, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { SpeedChangeForm } from './speed-change-form';

const VXC = { technicalServiceId: 100_010, rateLimit: 100 };

const checkOf = (over: Partial<SpeedChangeCheck> = {}): SpeedChangeCheck => ({
  technicalServiceId: 100_010,
  speed: 500,
  currentSpeed: 100,
  nonPayerStatus: 'UN_ASSESSED',
  endRequired: false,
  onBehalfOf: 'A',
  currency: 'AUD',
  currentMonthly: 25_000,
  newMonthly: 80_000,
  priceChanges: true,
  ends: [
    {
      end: 'A',
      companyId: 2001,
      companyName: 'Acme Networks',
      portId: 1,
      portName: 'Acme Sydney Primary',
      portSpeedMbps: 10_000,
    },
    { end: 'B', companyId: 2002, companyName: 'Globex', portId: 2, portName: 'Globex London', portSpeedMbps: 1_000 },
  ],
  approverCompanyName: 'Globex',
  pendingRequest: null,
  ...over,
});

const PATH = '/secure/technicalservice/vxc/100010/speedChange';
const query = (call: MockCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);

function open() {
  renderWithProviders(<SpeedChangeForm service={VXC} />, { login: makeLogin() });
  return within(screen.getByRole('form', { name: 'Speed change' }));
}

describe('SpeedChangeForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the speed in the browser first: digits, at least 1, then the slower Port once a check has named it', async () => {
    const { calls } = mockFetch({ [`GET ${PATH}/500`]: ok(checkOf()) });
    const form = open();
    const field = form.getByLabelText(/New speed \(Mbps\)/);
    await userEvent.type(field, '0');
    await userEvent.click(form.getByRole('button', { name: 'Check price' }));
    expect(form.getByText(VXC_MESSAGES.speedDigits)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '500');
    await userEvent.click(form.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByLabelText('Price change')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '2000');
    await userEvent.click(form.getByRole('button', { name: 'Check price' }));
    expect(form.getByText(vxcSpeedAbovePortMessage(1_000))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the price-change confirmation and sends the request to the other end on Confirm', async () => {
    const { calls } = mockFetch({
      [`GET ${PATH}/500`]: ok(checkOf()),
      [`PUT ${PATH}/500`]: ok(
        { nonPayerStatus: 'UN_ASSESSED', speed: 500, applied: false, requestId: 5000 },
        SPEED_CHANGE_MESSAGES.requestCreated,
      ),
    });
    const form = open();
    await userEvent.type(form.getByLabelText(/New speed \(Mbps\)/), '500');
    await userEvent.click(form.getByRole('button', { name: 'Check price' }));
    const confirmation = await screen.findByLabelText('Price change');
    expect(within(confirmation).getByText('AUD 250.00')).toBeInTheDocument();
    expect(within(confirmation).getByText('AUD 800.00')).toBeInTheDocument();
    expect(within(confirmation).getByText(/Globex must approve it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SPEED_CHANGE_MESSAGES.requestCreated);
    const put = calls.find((c) => c.method === 'PUT')!;
    // a customer names no end: the server takes its own, the paying end
    expect(query(put)).toEqual({ currentSpeed: '100' });
  });

  it('has staff choose the end of a price-moving change before it is confirmed', async () => {
    const { calls } = mockFetch({
      [`GET ${PATH}/500`]: (call) =>
        ok(
          query(call).onBehalfOf === 'B'
            ? checkOf({ onBehalfOf: 'B', approverCompanyName: 'Acme Networks' })
            : checkOf({ endRequired: true, nonPayerStatus: null, onBehalfOf: null, approverCompanyName: null }),
        ),
      [`PUT ${PATH}/500`]: ok(
        { nonPayerStatus: 'UN_ASSESSED', speed: 500, applied: false, requestId: 5001 },
        SPEED_CHANGE_MESSAGES.requestCreated,
      ),
    });
    const form = open();
    await userEvent.type(form.getByLabelText(/New speed \(Mbps\)/), '500');
    await userEvent.click(form.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('Choose the end the change is made on behalf of.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText(SPEED_CHANGE_MESSAGES.chooseEnd)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'B end: Globex · Globex London' }));
    expect(await screen.findByText(/Acme Networks must approve it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SPEED_CHANGE_MESSAGES.requestCreated);
    expect(query(calls.find((c) => c.method === 'PUT')!)).toEqual({ onBehalfOf: 'B', currentSpeed: '100' });
  });
});
