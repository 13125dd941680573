import type { CustomerMenuSection } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { SECTION_LANDING } from '../features/auth/resume';
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

describe('the landing page of each menu section', () => {
  it('is a link of that section in the menu: the dashboard for services, else the section’s first link', () => {
    const everything = makeLogin({
      companyUid: 'acme',
      channelPartner: true,
      permissions: { acme: ['services', 'place_order', 'company_admin', 'tools', 'financials'] },
    });
    const groups = buildMenu(everything).groups;
    expect(groups.map((g) => g.id).sort()).toEqual(Object.keys(SECTION_LANDING).sort());
    for (const group of groups) {
      const landing = SECTION_LANDING[group.id as CustomerMenuSection];
      const links = group.links.map((l) => l.path);
      expect(links).toContain(landing);
      if (group.id !== 'services') expect(links[0]).toBe(landing);
    }
  });
});
