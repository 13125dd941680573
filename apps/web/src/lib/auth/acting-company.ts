import type { UserLogin } from '@portico/contract';
import type { Permission } from '@portico/domain';
import { useSyncExternalStore } from 'react';
import { useCurrentLogin } from './current-login';
import { session } from './session';
import type { SessionStore } from './session-store';

/**
 * The company a service agent is acting for: their own, or one that virtually employs them. It is the one definition
 * of the company a customer page works for (decision 0075): the dashboard, Your network, products, orders, approvals,
 * the company's profile, people, markets and API keys all read it through `useActingCompany`, never the login's own
 * company, and send it to the server, which checks every call. It belongs to the session: kept in localStorage with
 * the person it was chosen by, and forgotten when the session ends.
 */
export interface ActingCompany {
  companyId: number;
  companyUid: string;
  companyName: string;
}

/** The acting company as a page reads it: which company, whether it is the person's own, what they may do there. */
export interface CurrentCompany extends ActingCompany {
  isOwn: boolean;
  permissions: Permission[];
}

export const ACTING_COMPANY_STORAGE_KEY = 'portico.actingCompany';

interface Stored extends ActingCompany {
  personId: number;
}

export interface ActingCompanyStore {
  get(): Stored | null;
  set(personId: number, company: ActingCompany | null): void;
  subscribe(listener: () => void): () => void;
}

function read(storage: Storage): Stored | null {
  try {
    const raw = storage.getItem(ACTING_COMPANY_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Stored>;
    if (
      typeof value.personId === 'number' &&
      typeof value.companyId === 'number' &&
      typeof value.companyUid === 'string' &&
      typeof value.companyName === 'string'
    )
      return value as Stored;
  } catch {
    // unreadable: treated as none
  }
  return null;
}

export function createActingCompanyStore(storage: Storage, sessionStore: SessionStore): ActingCompanyStore {
  let current = read(storage);
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const store: ActingCompanyStore = {
    get: () => current,
    set(personId, company) {
      current = company ? { ...company, personId } : null;
      if (current) storage.setItem(ACTING_COMPANY_STORAGE_KEY, JSON.stringify(current));
      else storage.removeItem(ACTING_COMPANY_STORAGE_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // A new session (logout, another user) starts acting for its own company again.
  sessionStore.subscribe(() => {
    const login = sessionStore.getState().login;
    if (current && (!login || login.personId !== current.personId)) store.set(0, null);
  });
  return store;
}

export const actingCompanyStore: ActingCompanyStore = createActingCompanyStore(window.localStorage, session);

/** The acting company for a login: the stored choice while the login may still act for it, else its own company. */
export function resolveActingCompany(login: UserLogin, stored: Stored | null): CurrentCompany {
  const chosen =
    stored && stored.personId === login.personId && login.permissions[stored.companyUid] !== undefined
      ? stored
      : { companyId: login.companyId, companyUid: login.companyUid, companyName: login.companyName };
  return {
    companyId: chosen.companyId,
    companyUid: chosen.companyUid,
    companyName: chosen.companyName,
    isOwn: chosen.companyId === login.companyId,
    permissions: login.permissions[chosen.companyUid] ?? [],
  };
}

/** The company the page works for: the one the switcher chose, or the person's own. */
export function useActingCompany(store: ActingCompanyStore = actingCompanyStore): CurrentCompany {
  const login = useCurrentLogin();
  const stored = useSyncExternalStore(store.subscribe, store.get, store.get);
  return resolveActingCompany(login, stored);
}
