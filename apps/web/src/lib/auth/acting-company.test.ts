import { describe, expect, it } from 'vitest';
import { makeLogin } from '../../test/render';
import { ACTING_COMPANY_STORAGE_KEY, createActingCompanyStore, resolveActingCompany } from './acting-company';
import { createSessionStore } from './session-store';

const agent = makeLogin({
  username: 'agent',
  personId: 50,
  companyId: 2005,
  companyUid: 'northwind',
  companyName: 'Northwind',
  permissions: { northwind: ['services'], globex: ['place_order', 'virtual_employee'] },
});
const globex = { companyId: 2002, companyUid: 'globex', companyName: 'Globex' };

describe('acting company', () => {
  it('is the own company until another is chosen', () => {
    expect(resolveActingCompany(agent, null)).toMatchObject({
      companyId: 2005,
      isOwn: true,
      permissions: ['services'],
    });
    expect(resolveActingCompany(agent, { ...globex, personId: 50 })).toMatchObject({
      companyId: 2002,
      isOwn: false,
      permissions: ['place_order', 'virtual_employee'],
    });
  });

  it('ignores a choice made by someone else or for a company the login cannot act for', () => {
    expect(resolveActingCompany(agent, { ...globex, personId: 51 }).companyId).toBe(2005);
    expect(
      resolveActingCompany(agent, { companyId: 2001, companyUid: 'acme', companyName: 'Acme', personId: 50 }).companyId,
    ).toBe(2005);
  });

  it('is kept with the session and forgotten when it ends', () => {
    const sessionStore = createSessionStore(window.localStorage);
    sessionStore.signIn(agent);
    const store = createActingCompanyStore(window.localStorage, sessionStore);
    store.set(50, globex);
    expect(JSON.parse(window.localStorage.getItem(ACTING_COMPANY_STORAGE_KEY) ?? '{}')).toMatchObject({
      companyId: 2002,
      personId: 50,
    });
    expect(createActingCompanyStore(window.localStorage, sessionStore).get()?.companyId).toBe(2002);
    sessionStore.end('logout');
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(ACTING_COMPANY_STORAGE_KEY)).toBeNull();
  });
});
