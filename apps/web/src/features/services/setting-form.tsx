import { Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import { type ReactNode, useState } from 'react';
import { Outcome } from '../../components/ui/outcome';

interface SettingFormProps {
  /** the setting's name: the field's label, the form's ("Change …") and its button's ("Save …") */
  label: string;
  value: string;
  /** the text as typed; the field's error and the last outcome are the caller's to clear */
  onChange(text: string): void;
  /** the browser's refusal, beside the field */
  error?: string | null;
  inputMode?: TextInputProps['inputMode'];
  /** marks the field required (a setting that cannot be left empty) */
  required?: boolean;
  /** shown under the field (the free VLANs offered for a taken one) */
  below?: ReactNode;
  onSubmit(): void;
  /** the check or save under way, the server's refusal, and whether it was accepted */
  sending: { pending: boolean; error: unknown; accepted: boolean };
}

/**
 * A setting's text as typed and the browser's refusal of it; `field` binds them to the SettingForm, where typing
 * clears the refusal and the last save's outcome.
 */
export function useSettingText(initial: string, save: { reset(): void }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onChange = (typed: string) => {
    setText(typed);
    setError(null);
    save.reset();
  };
  return { text, setText, setError, field: { value: text, onChange, error } };
}

/**
 * One text setting of a service changed on its own (a VLAN, a MAC address, a rate limit): its field with Save beside
 * it and, beneath, the server's refusal or the spec's 'accepted' (the network applies the change after).
 */
export function SettingForm({
  label,
  value,
  onChange,
  error,
  inputMode,
  required,
  below,
  onSubmit,
  sending,
}: SettingFormProps) {
  return (
    <form
      noValidate
      aria-label={`Change ${label}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start">
          <TextInput
            label={label}
            inputMode={inputMode}
            required={required}
            maw={320}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" mt={24} loading={sending.pending}>
            Save {label}
          </Button>
        </Group>
        {below}
        <Outcome error={sending.error} success={sending.accepted ? SERVICE_CHANGE_MESSAGES.accepted : null} maw={640} />
      </Stack>
    </form>
  );
}
