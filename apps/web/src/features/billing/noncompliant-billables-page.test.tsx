import { NON_COMPLIANCE_WORDS, type NonCompliance } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBillableRow } from '../../test/billables';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { NonCompliantBillablesPage } from './noncompliant-billables-page';

const row = (billableId: number, reasons: NonCompliance[]) => ({
  ...aBillableRow({ billableId, billableName: `Billable ${billableId}` }),
  reasons,
});

const show = () => renderWithProviders(<NonCompliantBillablesPage />, { login: makeLogin({ companyId: 1 }) });

describe('NonCompliantBillablesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says every rule each billable breaks, with a link to its product detail', async () => {
    mockFetch({
      'GET /secure/billing/noncompliant': ok({
        items: [row(1_501, ['NO_SUPPLIER', 'BILLED_AT_NOTHING']), row(1_502, ['TERM_NOT_OFFERED'])],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
    });
    show();
    const link = await screen.findByRole('link', { name: 'Billable 1501' });
    expect(link).toHaveAttribute('href', `/billingProductDetail/${aBillableRow().productUid}`);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText(NON_COMPLIANCE_WORDS.NO_SUPPLIER)).toBeInTheDocument();
    expect(within(first!).getByText(NON_COMPLIANCE_WORDS.BILLED_AT_NOTHING)).toBeInTheDocument();
    expect(second).toHaveTextContent(NON_COMPLIANCE_WORDS.TERM_NOT_OFFERED);
    expect(second).not.toHaveTextContent(NON_COMPLIANCE_WORDS.NO_SUPPLIER);
  });

  it('says when every billable keeps the rules', async () => {
    mockFetch({ 'GET /secure/billing/noncompliant': ok({ items: [], total: 0, page: 1, pageSize: 50 }) });
    show();
    expect(await screen.findByText('Every billable keeps the billing rules.')).toBeInTheDocument();
  });
});
