import { BILLABLE_MESSAGES } from '@portico/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { ResetToMonthlyPage } from './reset-to-monthly-page';

const open = () => renderWithProviders(<ResetToMonthlyPage />, { login: makeLogin({ companyId: 1 }) });

describe('ResetToMonthlyPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for at least one service, each an id or a uid, before sending anything', async () => {
    const { calls } = mockFetch({});
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to month-to-month' }));
    expect(screen.getByText(BILLABLE_MESSAGES.atLeastOneService)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Services/), '12;13');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to month-to-month' }));
    expect(screen.getByText(BILLABLE_MESSAGES.serviceIdsInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the services reset and those left as they were, with why', async () => {
    const { calls } = mockFetch({
      'POST /secure/pricing/resettom2m': ok(
        {
          reset: [{ service: '100016', serviceId: 100_016, billableId: 1_500, from: 'ACTIVE' }],
          notReset: [{ service: '100017', reason: 'This billable is NOT_ACTIVATED: it cannot become ROLLING' }],
        },
        '1 service reset to month-to-month',
      ),
    });
    open();
    await userEvent.type(screen.getByLabelText(/Services/), '100016, 100017');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to month-to-month' }));
    expect(await screen.findByText('1 service reset to month-to-month')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reset' })).toHaveTextContent(
      'Service 100016: billable 1500, ACTIVE → ROLLING',
    );
    expect(screen.getByRole('region', { name: 'Left as they were' })).toHaveTextContent(
      '100017: This billable is NOT_ACTIVATED: it cannot become ROLLING',
    );
    expect(calls[0]?.body).toEqual({ serviceIds: '100016, 100017' });
  });
});
