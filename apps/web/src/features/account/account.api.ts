import {
  type MfaDisableRequest,
  mfaEnrolmentSchema,
  mfaStatusSchema,
  type PasswordChangeRequest,
} from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { session } from '../auth/session';

export const accountKeys = {
  mfa: ['account', 'mfa'] as const,
};

// Forms on this page show their own failures next to the fields, so these calls keep out of the shared banner.

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: PasswordChangeRequest) =>
      api.post('/secure/password/change', { body: request, banner: false }),
  });
}

export function useMfaStatus() {
  return useQuery({ queryKey: accountKeys.mfa, queryFn: () => api.get('/v2/mfa', { schema: mfaStatusSchema }) });
}

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: () => api.post('/v2/mfa/enrol', { schema: mfaEnrolmentSchema }) });
}

export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (oneTimePassword: string) => api.post('/v2/mfa/verify', { body: { oneTimePassword }, banner: false }),
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
    mutationFn: (proof: MfaDisableRequest) => api.delete('/v2/mfa', { body: proof, banner: false }),
    onSuccess() {
      session.update({ mfaEnabled: false });
      return queryClient.invalidateQueries({ queryKey: accountKeys.mfa });
    },
  });
}
