import { BILLABLE_UPKEEP_MESSAGES, BILLING_MESSAGES } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBillableRow } from '../../test/billables';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { BillableUpkeepPanel } from './billable-upkeep-panel';

const TERM = {
  start: '2026-01-15',
  spans: [
    { kind: 'TERM', from: '2026-01-15', to: '2027-01-14', months: 12, current: false, endedBy: null },
    { kind: 'MONTH_TO_MONTH', from: '2027-01-15', to: null, months: null, current: true, endedBy: null },
  ],
  committedUntil: null,
};
const show = (over = {}) =>
  renderWithProviders(<BillableUpkeepPanel billable={aBillableRow(over)} />, { login: makeLogin({ companyId: 1 }) });

describe('BillableUpkeepPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the term as a timeline, the span in force marked', async () => {
    mockFetch({ 'GET /v2/billable/1500/termActivity': ok(TERM) });
    show();
    const table = await screen.findByRole('table', { name: 'Term activity of Sydney port' });
    const [, term, monthly] = within(table).getAllByRole('row');
    expect(term).toHaveTextContent('Term');
    expect(term).toHaveTextContent('12');
    expect(monthly).toHaveTextContent('Month to month');
    expect(monthly).toHaveTextContent('Now');
    expect(monthly).toHaveTextContent('Runs on');
    expect(screen.getByText('Not held by a term now.')).toBeInTheDocument();
  });

  it('defunkifies, saying each fix, and the server’s refusal when there is nothing to fix', async () => {
    let calls = 0;
    mockFetch({
      'GET /v2/billable/1500/termActivity': ok(TERM),
      'POST /v2/billable/1500/defunkify': () => {
        calls += 1;
        return calls === 1
          ? ok(
              {
                billable: aBillableRow(),
                fixes: [
                  {
                    field: 'startDate',
                    from: null,
                    to: '2026-01-01',
                    why: "The start date is the service's contract start",
                  },
                ],
              },
              BILLABLE_UPKEEP_MESSAGES.fixed,
            )
          : failure(409, BILLABLE_UPKEEP_MESSAGES.nothingToFix);
      },
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Defunkify Sydney port' }));
    expect(await screen.findByText(BILLABLE_UPKEEP_MESSAGES.fixed)).toBeInTheDocument();
    expect(screen.getByText(/The start date is the service's contract start/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Defunkify Sydney port' }));
    expect(await screen.findByText(BILLABLE_UPKEEP_MESSAGES.nothingToFix)).toBeInTheDocument();
  });

  it('checks the contract dates before sending them, then sends them', async () => {
    const { calls } = mockFetch({
      'GET /v2/billable/1500/termActivity': ok(TERM),
      'POST /v2/billable/1500/contractDates': ok(
        { billable: aBillableRow(), contractStartDate: '2026-11-01', contractEndDate: '2027-10-31' },
        BILLABLE_UPKEEP_MESSAGES.contractDatesSaved,
      ),
    });
    show();
    const form = within(screen.getByRole('form', { name: 'Contract dates of Sydney port' }));
    const end = form.getByLabelText('Contract End Date');
    await userEvent.type(end, '2026-10-01');
    await userEvent.click(form.getByRole('button', { name: 'Save contract dates' }));
    expect(form.getByText(BILLING_MESSAGES.contractEndBeforeStart)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(end);
    await userEvent.type(end, '2027-10-31');
    await userEvent.click(form.getByRole('button', { name: 'Save contract dates' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        contractStartDate: '2026-11-01',
        contractEndDate: '2027-10-31',
      }),
    );
    expect(await form.findByText(BILLABLE_UPKEEP_MESSAGES.contractDatesSaved)).toBeInTheDocument();
  });

  it('offers no change once the billing has ended', async () => {
    mockFetch({ 'GET /v2/billable/1500/termActivity': ok({ start: null, spans: [], committedUntil: null }) });
    show({ billingStatus: 'KILLED' });
    expect(await screen.findByText('Its term has not started: no start date yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
