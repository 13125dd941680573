import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Ref } from 'react';

/**
 * A username (or e-mail) as a sign-in form asks it: the browser offers the saved username, and a phone neither
 * capitalises nor corrects it.
 */
export function UsernameInput(props: Omit<TextInputProps, 'autoComplete'>) {
  return <TextInput autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A one-time code from an authenticator app: digits, and the code the phone offers from its messages. */
export function OneTimeCodeInput({
  maxLength = 6,
  ...props
}: Omit<TextInputProps, 'autoComplete' | 'inputMode'> & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={maxLength} {...props} />;
}

/** Choosing a new password: the policy under it, then the same password again (both for a password manager). */
export function NewPasswordInputs({
  password,
  confirm,
}: {
  /** the form's props of the new password and of its confirmation (`form.getInputProps`) */
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 6 characters, with upper and lower case letters and a number"
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput label="Confirm new password" autoComplete="new-password" {...confirm} />
    </>
  );
}
