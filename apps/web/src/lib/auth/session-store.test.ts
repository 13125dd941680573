import { beforeEach, describe, expect, it } from 'vitest';
import { makeLogin } from '../../test/render';
import { createSessionStore, LOGIN_STORAGE_KEY } from './session-store';

describe('session store', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the login in localStorage under portico.login', () => {
    const store = createSessionStore(window.localStorage);
    store.signIn(makeLogin());
    expect(JSON.parse(window.localStorage.getItem(LOGIN_STORAGE_KEY) ?? 'null').username).toBe('acme.admin');
    expect(store.getState().verified).toBe(true);
    expect(store.token()).toBe('token-1');
  });

  it('reads a stored login back unverified, to be checked with the server', () => {
    window.localStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(makeLogin()));
    const store = createSessionStore(window.localStorage);
    expect(store.getState().login?.companyName).toBe('Acme Networks');
    expect(store.getState().verified).toBe(false);
  });

  it('drops a stored login it cannot read', () => {
    window.localStorage.setItem(LOGIN_STORAGE_KEY, '{"username":"x"}');
    expect(createSessionStore(window.localStorage).getState().login).toBeNull();
    expect(window.localStorage.getItem(LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('ends the session, clears storage and tells listeners why', () => {
    const store = createSessionStore(window.localStorage);
    store.signIn(makeLogin());
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.end('expired');
    expect(store.getState()).toEqual({ login: null, verified: false, endReason: 'expired' });
    expect(window.localStorage.getItem(LOGIN_STORAGE_KEY)).toBeNull();
    expect(calls).toBe(1);
  });

  it('refreshes names and permissions from the profile', () => {
    window.localStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(makeLogin()));
    const store = createSessionStore(window.localStorage);
    const { oAuthToken: _token, ...fields } = makeLogin({
      firstName: 'Alicia',
      permissions: { 'acme-uid': ['services'] },
    });
    store.confirm({ ...fields, email: 'a@acme.test', tokenExpiresAt: 42 });
    const login = store.getState().login;
    expect(login?.firstName).toBe('Alicia');
    expect(login?.permissions['acme-uid']).toEqual(['services']);
    expect(login?.oAuthToken).toMatchObject({ accessToken: 'token-1', expiresAt: 42 });
    expect(store.getState().verified).toBe(true);
  });
});
