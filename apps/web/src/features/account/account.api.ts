import { authEndpoints, type MfaDisableRequest } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { sendBody, useEndpointQuery } from '../../api/hooks';
import { session } from '../../lib/auth/session';

export const accountKeys = {
  mfa: ['account', 'mfa'] as const,
};

// Forms on this page show their own failures next to the fields, so these calls keep out of the shared banner.

export const useChangePassword = () =>
  useMutation({ mutationFn: sendBody(authEndpoints.changePassword, { banner: false }) });

export const useMfaStatus = () => useEndpointQuery(accountKeys.mfa, authEndpoints.mfaStatus, {});

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: () => api.call(authEndpoints.mfaEnrol, {}) });
}

export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (oneTimePassword: string) =>
      api.call(authEndpoints.mfaVerify, { body: { oneTimePassword }, banner: false }),
    onSuccess() {
      // The stored login drives the "your company requires two-factor" notice; it is now satisfied.
      session.update({ mfaEnabled: true });
      return queryClient.invalidateQueries({ queryKey: accountKeys.mfa });
    },
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: MfaDisableRequest) => api.call(authEndpoints.mfaDisable, { body: proof, banner: false }),
    onSuccess() {
      session.update({ mfaEnabled: false });
      return queryClient.invalidateQueries({ queryKey: accountKeys.mfa });
    },
  });
}
