import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, passwordConfirmError, passwordPolicyError } from '@portico/domain';
import { useState } from 'react';
import { NewPasswordInputs } from '../../components/forms/credential-inputs';
import { Outcome } from '../../components/ui/outcome';
import { session } from '../../lib/auth/session';
import { useChangePassword } from './account.api';

interface PasswordValues {
  passwordCurrent: string;
  passwordNew: string;
  passwordConfirm: string;
}

const EMPTY: PasswordValues = { passwordCurrent: '', passwordNew: '', passwordConfirm: '' };

export function PasswordChangeForm() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: {
      passwordCurrent: (value) => (value === '' ? 'Enter your current password' : null),
      passwordNew: (value) => passwordPolicyError(value),
      passwordConfirm: (value, values) => passwordConfirmError(values.passwordNew, value),
    },
  });

  const submit = form.onSubmit((values) => {
    setDone(false);
    change.mutate(
      { passwordCurrent: values.passwordCurrent, passwordNew: values.passwordNew },
      {
        onSuccess() {
          form.setValues(EMPTY);
          form.resetDirty(EMPTY);
          setDone(true);
          // The server has cleared the forced reset along with the change.
          session.update({ forcePasswordReset: false });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('passwordCurrent')}
        />
        <NewPasswordInputs
          password={form.getInputProps('passwordNew')}
          confirm={form.getInputProps('passwordConfirm')}
        />
        <Outcome error={change.error} success={done ? MESSAGES.passwordChanged : null} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
