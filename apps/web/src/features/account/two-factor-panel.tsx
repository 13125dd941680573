import { Badge, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { messageOf } from '../../api';
import { OneTimeCodeInput } from '../../components/forms/credential-inputs';
import { Outcome } from '../../components/ui/outcome';
import { SecretLine } from '../../components/ui/secret-line';
import { useDisableMfa, useMfaStatus, useStartMfaEnrolment, useVerifyMfa } from './account.api';

const CODE_PATTERN = /^\d{6}$/;

function EnrolmentSteps({ secret, otpauthUri, onEnabled }: { secret: string; otpauthUri: string; onEnabled(): void }) {
  const verify = useVerifyMfa();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (CODE_PATTERN.test(value.trim()) ? null : 'Enter the 6-digit code from your app') },
  });
  const submit = form.onSubmit((values) =>
    verify.mutate(values.code.trim(), {
      onSuccess: onEnabled,
      onError: (error) => form.setFieldError('code', messageOf(error)),
    }),
  );

  return (
    <Stack gap="md" maw={520}>
      <Text size="sm">
        1. In your authenticator app, add an account with this secret key (or paste the setup link into an app that
        accepts it).
      </Text>
      <SecretLine label="Secret key" value={secret} />
      <SecretLine label="Setup link" value={otpauthUri} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">2. Enter the 6-digit code the app shows to finish.</Text>
          <OneTimeCodeInput label="Verification code" w={200} {...form.getInputProps('code')} />
          <Group>
            <Button type="submit" loading={verify.isPending}>
              Verify and turn on
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Turning two-factor off asks for proof that it is the person: a current code from the app, or the password (for
 * someone who has lost the phone). Either field will do; Enter submits.
 */
function DisableForm({ onDisabled }: { onDisabled(): void }) {
  const disable = useDisableMfa();
  const form = useForm({
    initialValues: { oneTimePassword: '', password: '' },
    validate: {
      oneTimePassword: (value, values) =>
        value.trim() === '' && values.password === ''
          ? MESSAGES.mfaDisableProofRequired
          : value.trim() !== '' && !CODE_PATTERN.test(value.trim())
            ? 'Enter the 6-digit code from your app'
            : null,
    },
  });
  const submit = form.onSubmit((values) => {
    const code = values.oneTimePassword.trim();
    disable.mutate(code ? { oneTimePassword: code } : { password: values.password }, {
      onSuccess: onDisabled,
      onError: () => form.setValues({ oneTimePassword: '', password: '' }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Turn off two-factor authentication">
      <Stack gap="sm">
        <Text size="sm">
          To turn it off, confirm it is you with a code from your authenticator app or your password.
        </Text>
        <OneTimeCodeInput label="Code from your app" w={200} {...form.getInputProps('oneTimePassword')} />
        <PasswordInput
          label="Or your password"
          autoComplete="current-password"
          maw={320}
          {...form.getInputProps('password')}
        />
        <Outcome error={disable.error} />
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off two-factor authentication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TwoFactorPanel() {
  const status = useMfaStatus();
  const enrol = useStartMfaEnrolment();
  const [outcome, setOutcome] = useState<string | null>(null);

  if (status.isPending) return <Loader size="sm" aria-label="Loading two-factor settings" />;
  if (status.isError) return <Text size="sm">Two-factor settings could not be loaded.</Text>;

  const { mfaEnabled, companyEnforcedMFA } = status.data;
  const enrolment = !mfaEnabled ? enrol.data : undefined;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">Status:</Text>
        <Badge color={mfaEnabled ? 'green' : 'gray'} variant="light">
          {mfaEnabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      <Outcome success={outcome} maw={520} />

      {mfaEnabled ? (
        <Stack gap="sm" maw={520}>
          <Text size="sm">You will be asked for a one-time password from your authenticator app when you log in.</Text>
          {companyEnforcedMFA ? (
            <Text size="sm" c="dimmed">
              {MESSAGES.mfaDisabledByPolicy}
            </Text>
          ) : (
            <DisableForm onDisabled={() => setOutcome(MESSAGES.mfaDisabled)} />
          )}
        </Stack>
      ) : enrolment ? (
        <EnrolmentSteps
          secret={enrolment.secret}
          otpauthUri={enrolment.otpauthUri}
          onEnabled={() => {
            enrol.reset();
            setOutcome(MESSAGES.mfaEnrolled);
          }}
        />
      ) : (
        <Stack gap="sm" maw={520}>
          <Text size="sm">
            Protect your account with a one-time password from an authenticator app, asked for at every login.
          </Text>
          <Group>
            <Button
              loading={enrol.isPending}
              onClick={() => {
                setOutcome(null);
                enrol.mutate();
              }}
            >
              Set up two-factor authentication
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
