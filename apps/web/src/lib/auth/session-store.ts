import { type Profile, type UserLogin, userLoginSchema } from '@portico/contract';
import { externalValue } from '../external-store';

/** localStorage key of the signed-in user's login answer (token included), so a reload keeps the session. */
export const LOGIN_STORAGE_KEY = 'portico.login';

/** Why the last session ended: a logout forgets the page the user was on, an expiry brings them back to it. */
export type SessionEndReason = 'logout' | 'expired';

export interface SessionState {
  login: UserLogin | null;
  /** false while a login read from storage has not yet been confirmed by the server (GET /v2/profile) */
  verified: boolean;
  endReason: SessionEndReason | null;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** a fresh login answer from the server: trusted as is */
  signIn(login: UserLogin): void;
  /** the server confirmed the stored login; its profile refreshes names, permissions and flags */
  confirm(profile: Profile): void;
  update(patch: Partial<Omit<UserLogin, 'oAuthToken'>>): void;
  end(reason: SessionEndReason): void;
  clearEndReason(): void;
  token(): string | null;
}

export function readStoredLogin(storage: Storage): UserLogin | null {
  const raw = storage.getItem(LOGIN_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = userLoginSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // unreadable JSON is treated like any other stale login below
  }
  // A login saved by an older build or edited by hand cannot be trusted; the user signs in again.
  storage.removeItem(LOGIN_STORAGE_KEY);
  return null;
}

export function createSessionStore(storage: Storage): SessionStore {
  const session = externalValue<SessionState>(
    { login: readStoredLogin(storage), verified: false, endReason: null },
    (next) => {
      if (next.login) storage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(next.login));
      else storage.removeItem(LOGIN_STORAGE_KEY);
    },
  );
  const { set } = session;

  return {
    getState: session.get,
    subscribe: session.subscribe,
    signIn(login) {
      set({ login, verified: true, endReason: null });
    },
    confirm(profile) {
      const state = session.get();
      if (!state.login) return;
      const { email: _email, tokenExpiresAt, ...fields } = profile;
      set({
        ...state,
        login: { ...state.login, ...fields, oAuthToken: { ...state.login.oAuthToken, expiresAt: tokenExpiresAt } },
        verified: true,
      });
    },
    update(patch) {
      const state = session.get();
      if (!state.login) return;
      set({ ...state, login: { ...state.login, ...patch } });
    },
    end(reason) {
      if (!session.get().login) return;
      set({ login: null, verified: false, endReason: reason });
    },
    clearEndReason() {
      const state = session.get();
      if (state.endReason !== null) set({ ...state, endReason: null });
    },
    token: () => session.get().login?.oAuthToken.accessToken ?? null,
  };
}
