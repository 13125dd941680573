import {
  authEndpoints,
  type LoginRequest,
  type SocialProvider,
  simulatorsEndpoints,
  systemEndpoints,
  type UserLogin,
} from '@portico/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { errorStore } from '../../api/error-store';
import { forgetIntendedRoute, landingPath, LOGIN_PATH, takeResumeTarget } from './resume';
import { mustChangePassword, mustEnrolMfa } from '../../lib/auth/current-login';
import { session } from '../../lib/auth/session';

export const authKeys = {
  profile: (token: string) => ['auth', 'profile', token] as const,
  socialConfig: ['auth', 'social-config'] as const,
};

function browserTimeZone(): string | undefined {
  try {
    // the reader's time zone, sent with the login: nothing is formatted here
    // eslint-disable-next-line no-restricted-properties
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

// Login answers are shown on the login page itself (outside the shell), so they never go to the banner.
export function loginWithPassword(request: Omit<LoginRequest, 'timeZone'>): Promise<UserLogin> {
  return api.call(authEndpoints.login, {
    body: { ...request, timeZone: browserTimeZone() },
    token: null,
    banner: false,
  });
}

export function fetchSocialConfig() {
  return api.call(systemEndpoints.socialConfig, { token: null, banner: false });
}

/** Signs in through the local identity-provider simulator: it issues the tokens a real provider would. */
export async function loginWithSimulatedProvider(provider: SocialProvider, email: string): Promise<UserLogin> {
  const tokens = await api.call(simulatorsEndpoints.socialToken, {
    params: { provider },
    body: { email },
    token: null,
    banner: false,
  });
  return api.call(authEndpoints.socialLogin, {
    params: { provider },
    body: { idToken: tokens.idToken, accessToken: tokens.accessToken, timeZone: browserTimeZone() },
    token: null,
    banner: false,
  });
}

export function useSocialConfig() {
  return useQuery({ queryKey: authKeys.socialConfig, queryFn: fetchSocialConfig, staleTime: Number.POSITIVE_INFINITY });
}

export const SECURITY_PATH = '/resetPassword';

/** Starts the session and goes where the user was heading before the login page, else to their landing page. */
export function useCompleteLogin(): (login: UserLogin) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (login: UserLogin) => {
      // Nothing cached for a previous user may leak into this one's screens.
      queryClient.clear();
      errorStore.clear();
      session.signIn(login);
      let target: string;
      if (mustEnrolMfa(login) || mustChangePassword(login)) {
        forgetIntendedRoute(window.sessionStorage);
        target = SECURITY_PATH;
      } else {
        target = takeResumeTarget(window.sessionStorage) ?? landingPath(login);
      }
      navigate(target, { replace: true });
    },
    [navigate, queryClient],
  );
}

export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = session.token();
    session.end('logout');
    forgetIntendedRoute(window.sessionStorage);
    queryClient.clear();
    errorStore.clear();
    navigate(LOGIN_PATH, { replace: true });
    // Revoking the token on the server is best effort: the browser has already forgotten it.
    if (token) api.call(authEndpoints.logout, { token, banner: false }).catch(() => undefined);
  }, [navigate, queryClient]);
}

export function fetchProfile(token: string) {
  return api.call(authEndpoints.profile, { token, banner: false });
}
