import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authEndpoints } from '@portico/contract';
import { MESSAGES, passwordConfirmError, passwordPolicyError } from '@portico/domain';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api';
import { NewPasswordInputs, UsernameInput } from '../../components/forms/credential-inputs';
import { Outcome } from '../../components/ui/outcome';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { AuthLayout } from './auth-layout';

function BackToLogin() {
  return (
    <Anchor component={Link} to="/login" size="sm" display="block" mt="md" ta="center">
      Back to the login page
    </Anchor>
  );
}

/**
 * A password-link page: its one form (the fields, the failure, the button) until the request succeeds, then only
 * `done`; the way back to the login page under either.
 */
function OneRequestPage({
  title,
  request,
  done,
  onSubmit,
  submitLabel,
  children,
}: {
  title: string;
  request: { isSuccess: boolean; isPending: boolean; error: unknown };
  done: string;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <AuthLayout title={title}>
      {request.isSuccess ? (
        <Outcome success={done} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {children}
            <Outcome error={request.error} />
            <Button type="submit" loading={request.isPending}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthLayout>
  );
}

/** #/forgotPassword: mails a link to set a new password. The answer never says whether the user exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const request = useMutation({
    mutationFn: (usernameOrEmail: string) =>
      api.call(authEndpoints.passwordForgot, { body: { usernameOrEmail }, banner: false }),
  });
  const form = useForm({
    initialValues: { usernameOrEmail: '' },
    validate: { usernameOrEmail: (v) => (v.trim() === '' ? 'Enter your username or e-mail address' : null) },
  });
  return (
    <OneRequestPage
      title="Forgot password"
      request={request}
      done={MESSAGES.passwordLinkSent}
      onSubmit={form.onSubmit((v) => request.mutate(v.usernameOrEmail.trim()))}
      submitLabel="Send link"
    >
      <UsernameInput label="Username or e-mail" {...form.getInputProps('usernameOrEmail')} />
    </OneRequestPage>
  );
}

/** #/setPassword?token=…: the welcome or forgot-password link, used once to choose a password. */
export function SetPasswordPage() {
  useDocumentTitle('Set password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setPassword = useMutation({
    mutationFn: (password: string) => api.call(authEndpoints.passwordSet, { body: { token, password }, banner: false }),
  });
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (v) => passwordPolicyError(v),
      confirm: (v, values) => passwordConfirmError(values.password, v),
    },
  });
  if (!token) {
    return (
      <AuthLayout title="Set password">
        <Outcome error={MESSAGES.passwordLinkInvalid} />
        <Anchor component={Link} to="/forgotPassword" size="sm" display="block" mt="md" ta="center">
          Ask for a new link
        </Anchor>
      </AuthLayout>
    );
  }
  return (
    <OneRequestPage
      title="Set password"
      request={setPassword}
      done={MESSAGES.passwordSet}
      onSubmit={form.onSubmit((v) => setPassword.mutate(v.password))}
      submitLabel="Set password"
    >
      <NewPasswordInputs password={form.getInputProps('password')} confirm={form.getInputProps('confirm')} />
    </OneRequestPage>
  );
}
