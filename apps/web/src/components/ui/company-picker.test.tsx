import { companiesEndpoints } from '@portico/contract';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockCall, mockFetch, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { CompanyPicker, companyOptionLabel } from './company-picker';

const SEARCH = `GET ${companiesEndpoints.nameSearch.path}`;
const COMPANIES = [
  { companyId: 2001, legalName: 'Acme Networks Pty Ltd', tradingName: 'Acme Networks' },
  { companyId: 2002, legalName: 'Acme Cloud Ltd', tradingName: null },
  { companyId: 2003, legalName: 'Beta Telecom', tradingName: null },
];

/** The server's search: name, trading name or id, as the route does. */
function answer(call: MockCall) {
  const search = (new URL(call.url, 'http://x').searchParams.get('search') ?? '').toLowerCase();
  return ok(
    COMPANIES.filter(
      (c) =>
        c.legalName.toLowerCase().includes(search) ||
        (c.tradingName ?? '').toLowerCase().includes(search) ||
        String(c.companyId) === search,
    ),
  );
}

function Form({
  onChange,
  initial = null,
  name,
}: {
  onChange(id: number | null): void;
  initial?: number | null;
  name?: string;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <CompanyPicker
        label="Company"
        value={value}
        valueName={name}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
      />
      <output aria-label="Chosen id">{value ?? 'none'}</output>
    </>
  );
}

const searches = (calls: MockCall[]) =>
  calls.map((c) => new URL(c.url, 'http://x').searchParams.get('search')).filter((s) => s !== null);

afterEach(() => vi.unstubAllGlobals());

// Mantine's dropdown stays display:none under happy-dom (its transition never ends): options are found hidden.
describe('CompanyPicker', () => {
  it('searches by name as the user types, once they pause, and lists name and id', async () => {
    const { calls } = mockFetch({ [SEARCH]: answer });
    const onChange = vi.fn();
    renderWithProviders(<Form onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Company' });
    await userEvent.type(box, 'acme');
    expect(
      await screen.findByRole('option', {
        name: /^Acme Networks Pty Ltd \(2001\)/,
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Acme Cloud Ltd (2002)', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Beta/, hidden: true })).not.toBeInTheDocument();
    // found by its trading name too, which the option says
    expect(screen.getByText('trading as Acme Networks')).toBeInTheDocument();
    // debounced: one search for the word, not one per key
    expect(searches(calls)).toEqual(['acme']);

    await userEvent.click(screen.getByRole('option', { name: 'Acme Cloud Ltd (2002)', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(2002);
    expect(screen.getByRole('status', { name: 'Chosen id' })).toHaveTextContent('2002');
    expect(box).toHaveValue('Acme Cloud Ltd (2002)');
    // choosing wrote the label into the box: that is not searched for
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(calls)).toEqual(['acme']);
  });

  it('finds a company by its id and says when nothing matches', async () => {
    mockFetch({ [SEARCH]: answer });
    renderWithProviders(<Form onChange={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Company' });
    await userEvent.type(box, '2003');
    expect(await screen.findByRole('option', { name: 'Beta Telecom (2003)', hidden: true })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No company matches')).toBeInTheDocument();
  });

  it('shows a saved choice by its name and can be cleared', async () => {
    const { calls } = mockFetch({ [SEARCH]: answer });
    const onChange = vi.fn();
    renderWithProviders(<Form onChange={onChange} initial={2001} name="Acme Networks Pty Ltd" />);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Networks Pty Ltd (2001)');
    expect(calls).toHaveLength(0);
    const clear = document.querySelector('.mantine-InputClearButton-root, .mantine-CloseButton-root');
    expect(clear).not.toBeNull();
    await userEvent.click(clear as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });

  it('labels a company by its name and id', () => {
    expect(companyOptionLabel({ companyId: 7, legalName: 'Gamma' })).toBe('Gamma (7)');
  });
});
