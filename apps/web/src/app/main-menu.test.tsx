import type { Permission } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../test/user-event';
import { describe, expect, it } from 'vitest';
import { makeLogin, renderWithProviders } from '../test/render';
import { MainMenu } from './main-menu';

function customerWith(permissions: Permission[], channelPartner = false) {
  return makeLogin({ permissions: { 'acme-uid': permissions }, channelPartner });
}

function renderMenu(login = customerWith([]), route = '/') {
  renderWithProviders(
    <nav aria-label="Main menu">
      <MainMenu login={login} />
    </nav>,
    { route, login },
  );
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

const sectionNames = (menu: ReturnType<typeof renderMenu>) =>
  menu.getAllByRole('button', { expanded: true }).map((button) => button.textContent);

describe('MainMenu', () => {
  it('gives a customer with only `services` the Services and Notifications sections', () => {
    const menu = renderMenu(customerWith(['services']));
    expect(sectionNames(menu)).toEqual(['Services', 'Notifications']);
    expect(menu.getByRole('link', { name: 'Your network' })).toHaveAttribute('href', '/customerServices');
    expect(menu.getByRole('link', { name: 'Service search' })).toBeInTheDocument();
    expect(menu.queryByText('Billing')).not.toBeInTheDocument();
    expect(menu.queryByText('Admin console')).not.toBeInTheDocument();
  });

  it('gives a finance-only user Billing but not Services', () => {
    const menu = renderMenu(customerWith(['financials']));
    expect(sectionNames(menu)).toEqual(['Billing', 'Notifications']);
    expect(menu.getByRole('link', { name: 'Payments and invoices' })).toHaveAttribute('href', '/customerPayments');
    expect(menu.queryByText('Services')).not.toBeInTheDocument();
  });

  it('gives a company administrator every permitted section, in the spec order', () => {
    const menu = renderMenu(customerWith(['services', 'place_order', 'company_admin', 'tools', 'financials']));
    expect(sectionNames(menu)).toEqual(['Services', 'Ordering', 'Company admin', 'Tools', 'Billing', 'Notifications']);
    expect(menu.getByRole('link', { name: 'Order a Port' })).toHaveAttribute('href', '/orderPort');
  });

  it('adds MegaDirect for channel partners', () => {
    const menu = renderMenu(customerWith([], true));
    expect(sectionNames(menu)).toEqual(['Notifications', 'MegaDirect']);
  });

  it('gives staff the admin console only, with the current page’s group open', () => {
    const staff = makeLogin({ companyId: 1, companyUid: 'staff-uid', permissions: { 'staff-uid': ['admin'] } });
    const menu = renderMenu(staff, '/billRuns/808');
    expect(menu.getByRole('heading', { name: 'Admin console' })).toBeInTheDocument();
    for (const group of ['Billing', 'Payments & accounting', 'Pricing & promos', 'Companies & people', 'Reports']) {
      expect(menu.getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(menu.queryByRole('button', { name: 'Services' })).not.toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(sectionNames(menu)).toEqual(['Billing']);
    expect(menu.getByRole('link', { name: 'Bill runs' })).toHaveAttribute('aria-current', 'page');
  });

  it('folds and unfolds a section from the keyboard', async () => {
    const menu = renderMenu(customerWith(['services']));
    const services = menu.getByRole('button', { name: 'Services' });
    services.focus();
    await userEvent.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });
});
