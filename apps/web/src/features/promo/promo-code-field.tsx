import { Group, Text, TextInput, ThemeIcon } from '@mantine/core';
import type { PromoValidation } from '@portico/contract';
import { MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../api';
import { validatePromoCode } from './promo.api';

export interface PromoCodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** the server's answer each time a code is checked (blur or Enter); null when the field was emptied */
  onValidated?(result: PromoValidation | null): void;
  label?: string;
}

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; code: string; result: PromoValidation };

/**
 * A promo code as the customer enters it (spec: "validated on entry; an invalid code shows the server's message"):
 * checked with the public validation when the field is left or Enter is pressed; a tick and the discount's summary
 * when valid, the server's message when not.
 */
export function PromoCodeField({ value, onChange, onValidated, label = 'Promo code' }: PromoCodeFieldProps) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);

  async function validate() {
    const code = value.trim();
    setFailure(null);
    if (code === '') {
      setCheck({ state: 'idle' });
      onValidated?.(null);
      return;
    }
    if (check.state === 'done' && check.code === code) return;
    const ticket = ++latest.current;
    setCheck({ state: 'checking' });
    try {
      const result = await validatePromoCode(code);
      if (ticket !== latest.current) return;
      setCheck({ state: 'done', code, result });
      onValidated?.(result);
    } catch (error) {
      if (ticket !== latest.current) return;
      setCheck({ state: 'idle' });
      setFailure(isApiError(error) ? error.message : MESSAGES.unexpected);
    }
  }

  const result = check.state === 'done' && check.code === value.trim() ? check.result : null;
  const error = failure ?? (result && !result.valid ? result.message : null);
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
        setFailure(null);
      }}
      onBlur={() => void validate()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void validate();
        }
      }}
      error={error}
      aria-busy={check.state === 'checking'}
      rightSection={
        result?.valid ? (
          <ThemeIcon color="green" variant="light" size="sm" radius="xl" aria-label={PROMO_MESSAGES.valid}>
            ✓
          </ThemeIcon>
        ) : null
      }
      description={
        result?.valid ? (
          <Group gap={4} component="span">
            <Text span size="xs" c="green.9" role="status">
              {result.summary ?? PROMO_MESSAGES.valid}
            </Text>
          </Group>
        ) : check.state === 'checking' ? (
          'Checking…'
        ) : undefined
      }
    />
  );
}
