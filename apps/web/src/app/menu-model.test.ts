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
