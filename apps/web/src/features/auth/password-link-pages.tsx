import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authEndpoints } from '@portico/contract';
import { MESSAGES, passwordConfirmError, passwordPolicyError } from '@portico/domain';
import { useMutation } from '@tanstack/react-query';
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
    <AuthLayout title="Forgot password">
      {request.isSuccess ? (
        <Outcome success={MESSAGES.passwordLinkSent} />
      ) : (
        <form onSubmit={form.onSubmit((v) => request.mutate(v.usernameOrEmail.trim()))} noValidate>
          <Stack gap="sm">
            <UsernameInput label="Username or e-mail" {...form.getInputProps('usernameOrEmail')} />
            <Outcome error={request.error} />
            <Button type="submit" loading={request.isPending}>
              Send link
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthLayout>
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
    <AuthLayout title="Set password">
      {setPassword.isSuccess ? (
        <Outcome success={MESSAGES.passwordSet} />
      ) : (
        <form onSubmit={form.onSubmit((v) => setPassword.mutate(v.password))} noValidate>
          <Stack gap="sm">
            <NewPasswordInputs password={form.getInputProps('password')} confirm={form.getInputProps('confirm')} />
            <Outcome error={setPassword.error} />
            <Button type="submit" loading={setPassword.isPending}>
              Set password
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthLayout>
  );
}
