import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api';
import { authKeys, fetchProfile } from './auth.api';
import { CurrentLoginContext } from '../../lib/auth/current-login';
import { LOGIN_PATH, rememberIntendedRoute } from './resume';
import { session, useSession } from '../../lib/auth/session';
import type { SessionStore } from '../../lib/auth/session-store';

function RedirectToLogin({ store }: { store: SessionStore }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // After a logout the page the user left is not worth resuming; after an expiry (or a deep link) it is.
    if (store.getState().endReason !== 'logout') rememberIntendedRoute(window.sessionStorage, location);
    navigate(LOGIN_PATH, { replace: true });
  }, [location, navigate, store]);
  return null;
}

/**
 * A login read from storage may be revoked or expired: it is checked once with GET /v2/profile before the shell
 * shows, and any failure ends it (spec: failure to log in from a stored session removes it and goes to login).
 */
function StoredSessionCheck({ token, store }: { token: string; store: SessionStore }) {
  const profile = useQuery({
    queryKey: authKeys.profile(token),
    queryFn: () => fetchProfile(token),
    // A server restarting or a dropped connection gets one more try before the user is sent to log in again.
    retry: (count, error) => isApiError(error) && (error.status === 0 || error.status >= 500) && count < 1,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (profile.data) store.confirm(profile.data);
    else if (profile.isError && store.token() === token) store.end('expired');
  }, [profile.data, profile.isError, token, store]);
  return (
    <Center h="100vh">
      <Loader aria-label="Checking your session" />
    </Center>
  );
}

interface RequireAuthProps {
  children: ReactNode;
  /** the app's session unless a test gives its own */
  store?: SessionStore;
}

export function RequireAuth({ children, store = session }: RequireAuthProps) {
  const { login, verified } = useSession(store);
  if (!login) return <RedirectToLogin store={store} />;
  if (!verified) return <StoredSessionCheck token={login.oAuthToken.accessToken} store={store} />;
  return <CurrentLoginContext.Provider value={login}>{children}</CurrentLoginContext.Provider>;
}
