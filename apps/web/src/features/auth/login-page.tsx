import { Alert, Anchor, Button, Divider, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@portico/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { isApiError } from '../../api';
import { OneTimeCodeInput, UsernameInput } from '../../components/forms/credential-inputs';
import { Outcome } from '../../components/ui/outcome';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { loginWithPassword, useCompleteLogin } from './auth.api';
import { AuthLayout } from './auth-layout';
import { landingPath } from './resume';
import { session } from '../../lib/auth/session';
import { SocialSignIn } from './social-sign-in';

interface LoginValues {
  username: string;
  password: string;
  oneTimePassword: string;
}

export function LoginPage() {
  useDocumentTitle('Log in');
  const completeLogin = useCompleteLogin();
  const otpRef = useRef<HTMLInputElement>(null);
  const [signedIn] = useState(() => session.getState().login);
  const [expired] = useState(() => session.getState().endReason === 'expired');
  const [problem, setProblem] = useState<string | null>(null);

  // The notice is for this visit only; the next visit to the login page starts clean.
  useEffect(() => session.clearEndReason(), []);

  const form = useForm<LoginValues>({ initialValues: { username: '', password: '', oneTimePassword: '' } });

  const login = useMutation({
    mutationFn: loginWithPassword,
    onSuccess: completeLogin,
    onError(error) {
      setProblem(isApiError(error) ? error.message : MESSAGES.unexpected);
      // A missing or wrong one-time password: the next thing to type is the code.
      if (isApiError(error) && error.code === 'mfa_required') otpRef.current?.focus();
    },
  });

  if (signedIn) return <Navigate to={landingPath(signedIn)} replace />;

  const submit = form.onSubmit((values) => {
    const username = values.username.trim();
    if (username === '' || values.password === '') {
      setProblem(MESSAGES.loginEmpty);
      return;
    }
    setProblem(null);
    const oneTimePassword = values.oneTimePassword.trim();
    login.mutate({ username, password: values.password, oneTimePassword: oneTimePassword || undefined });
  });

  return (
    <AuthLayout title="Log in">
      {expired && !problem && (
        <Alert role="status" color="yellow" variant="light" mb="md">
          {MESSAGES.sessionExpired}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <UsernameInput label="Username" {...form.getInputProps('username')} />
          <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <OneTimeCodeInput
            ref={otpRef}
            label="One-time password"
            description="Only if two-factor authentication is on for your account"
            maxLength={12}
            {...form.getInputProps('oneTimePassword')}
          />
          <Outcome error={problem} />
          <Button type="submit" fullWidth loading={login.isPending} mt="xs">
            Log in
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/forgotPassword" size="sm" display="block" mt="sm" ta="center">
        Forgot your password?
      </Anchor>
      <Divider label="or" labelPosition="center" my="lg" />
      <SocialSignIn onSignedIn={completeLogin} />
    </AuthLayout>
  );
}
