import { describe, expect, it } from 'vitest';
import { makeLogin } from '../test/render';
import { buildMenu } from './menu-model';

describe('buildMenu for a service agent', () => {
  const login = makeLogin({
    companyUid: 'own',
    permissions: { own: ['services'], client: ['services', 'place_order', 'company_admin', 'virtual_employee'] },
  });

  it('shows the own company sections by default', () => {
    expect(buildMenu(login).groups.map((g) => g.label)).toEqual(['Services', 'Notifications']);
  });

  it('shows the sections of the company the agent acts for', () => {
    expect(buildMenu(login, undefined, 'client').groups.map((g) => g.label)).toEqual([
      'Services',
      'Ordering',
      'Company admin',
      'Notifications',
    ]);
  });
});

describe('buildMenu for a company admin', () => {
  it('offers the company’s people once: the spec’s two routes to the one list are not two links', () => {
    const admin = makeLogin({ companyUid: 'acme', permissions: { acme: ['company_admin'] } });
    const companyAdmin = buildMenu(admin).groups.find((g) => g.id === 'companyAdmin');
    const labels = companyAdmin?.links.map((l) => l.label) ?? [];
    expect(labels).toContain('People');
    expect(labels).not.toContain('Employees');
  });
});
