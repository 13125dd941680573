import type { UserLogin } from '@portico/contract';
import { createContext, useContext } from 'react';

/** The signed-in user, provided by the auth guard to everything inside the shell. */
export const CurrentLoginContext = createContext<UserLogin | null>(null);

export function useCurrentLogin(): UserLogin {
  const login = useContext(CurrentLoginContext);
  if (!login) throw new Error('useCurrentLogin is only available inside the signed-in shell');
  return login;
}

export function displayName(login: Pick<UserLogin, 'firstName' | 'lastName' | 'username'>): string {
  const name = `${login.firstName} ${login.lastName}`.trim();
  return name === '' ? login.username : name;
}

/** Users of a company that enforces two-factor authentication are sent to set it up before anything else. */
export function mustEnrolMfa(login: Pick<UserLogin, 'companyEnforcedMFA' | 'mfaEnabled'>): boolean {
  return login.companyEnforcedMFA && !login.mfaEnabled;
}

/** Staff asked this person to choose a new password; the server holds everything else until they do. */
export function mustChangePassword(login: Pick<UserLogin, 'forcePasswordReset'>): boolean {
  return login.forcePasswordReset;
}
