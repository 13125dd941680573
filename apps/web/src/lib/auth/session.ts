import { useSyncExternalStore } from 'react';
import {
  createSessionStore,
  LOGIN_STORAGE_KEY,
  readStoredLogin,
  type SessionState,
  type SessionStore,
} from './session-store';

/** The one session of this browser tab, persisted in localStorage. */
export const session: SessionStore = createSessionStore(window.localStorage);

// Another tab logging out (or in as someone else) rewrites the stored login; follow it rather than keep using a
// revoked token or mixing two users in one browser.
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== LOGIN_STORAGE_KEY) return;
  const stored = readStoredLogin(window.localStorage);
  const current = session.getState().login;
  if (stored === null) session.end('logout');
  else if (stored.oAuthToken.accessToken !== current?.oAuthToken.accessToken) session.signIn(stored);
});

export function useSession(store: SessionStore = session): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
