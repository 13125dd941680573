import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SocialProvider, UserLogin } from '@portico/contract';
import { isValidEmail, MESSAGES } from '@portico/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../api';
import { Outcome } from '../../components/ui/outcome';
import { loginWithSimulatedProvider } from './auth.api';
import { PROVIDER_NAMES } from './social-providers';

interface SocialSignInDialogProps {
  provider: SocialProvider | null;
  onClose: () => void;
  onSignedIn: (login: UserLogin) => void;
}

/** Stands in for the provider's own sign-in window: the simulator signs whichever e-mail address is given. */
export function SocialSignInDialog({ provider, onClose, onSignedIn }: SocialSignInDialogProps) {
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (isValidEmail(value) ? null : MESSAGES.emailInvalid) },
  });
  const signIn = useMutation({
    mutationFn: (variables: { provider: SocialProvider; email: string }) =>
      loginWithSimulatedProvider(variables.provider, variables.email),
    onSuccess: onSignedIn,
  });

  const { reset: resetForm } = form;
  const { reset: resetMutation } = signIn;
  useEffect(() => {
    if (provider === null) {
      resetForm();
      resetMutation();
    }
  }, [provider, resetForm, resetMutation]);

  const name = provider ? PROVIDER_NAMES[provider] : '';
  const problem = signIn.error ? (isApiError(signIn.error) ? signIn.error.message : MESSAGES.unexpected) : null;

  return (
    <Modal opened={provider !== null} onClose={onClose} title={`Sign in with ${name}`} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          if (provider) signIn.mutate({ provider, email: values.email.trim() });
        })}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {name} sign-in is simulated on this server. Enter the e-mail address of the account to sign in as.
          </Text>
          <TextInput label="E-mail" type="email" autoComplete="email" data-autofocus {...form.getInputProps('email')} />
          <Outcome error={problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={signIn.isPending}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
