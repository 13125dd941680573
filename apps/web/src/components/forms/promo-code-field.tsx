import { Box, Text, TextInput, ThemeIcon } from '@mantine/core';
import type { PromoValidation } from '@portico/contract';
import { MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../api';
import { validatePromoCode } from '../../api/shared-queries';

/** What the form the field sits in found when it used the code (a quote: whether it applies to the order, or why not). */
export interface PromoVerdict {
  code: string;
  applies: boolean;
  message: string;
}

export interface PromoCodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** the server's answer each time a code is checked (blur or Enter); null when the field was emptied */
  onValidated?(result: PromoValidation | null): void;
  /**
   * Given (even null), the form checks the code itself — the quote prices it for the order (decision 0028) — and the
   * field shows this verdict instead of the public check, which knows the code but not the order; Enter submits the
   * form. Shown only while the field still holds the code it is about.
   */
  verdict?: PromoVerdict | null;
  label?: string;
}

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; code: string; result: PromoValidation };

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * A promo code as the customer enters it (spec: "validated on entry; an invalid code shows the server's message"):
 * checked with the public validation when the field is left or Enter is pressed — or, in a form that checks it
 * itself, by that form (`verdict`); a tick and the summary when it applies, the reason when not. The line under the
 * field keeps its height whether or not it says anything, so checking a code never moves what is below it (a click
 * on the button under the field lands where it was aimed).
 */
export function PromoCodeField({ value, onChange, onValidated, verdict, label = 'Promo code' }: PromoCodeFieldProps) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  const statusId = useId();
  const checkedByForm = verdict !== undefined;

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

  let applies = false;
  let status: string | null = null;
  if (checkedByForm) {
    if (verdict && value.trim() !== '' && sameCode(verdict.code, value)) {
      applies = verdict.applies;
      status = verdict.message;
    }
  } else {
    const result = check.state === 'done' && check.code === value.trim() ? check.result : null;
    applies = result?.valid === true;
    status =
      failure ??
      (result ? (result.valid ? (result.summary ?? PROMO_MESSAGES.valid) : result.message) : null) ??
      (check.state === 'checking' ? 'Checking…' : null);
  }
  const refused = status !== null && !applies && status !== 'Checking…';

  return (
    <Box>
      <TextInput
        label={label}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setFailure(null);
        }}
        onBlur={checkedByForm ? undefined : () => void validate()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !checkedByForm) {
            event.preventDefault();
            void validate();
          }
        }}
        error={refused}
        aria-describedby={statusId}
        aria-busy={check.state === 'checking'}
        rightSection={
          applies ? (
            <ThemeIcon color="green" variant="light" size="sm" radius="xl" aria-label={PROMO_MESSAGES.valid}>
              ✓
            </ThemeIcon>
          ) : null
        }
      />
      <Text
        id={statusId}
        role="status"
        size="xs"
        mt={4}
        mih="1.5em"
        c={refused ? 'red.9' : applies ? 'green.9' : 'dimmed'}
      >
        {status}
      </Text>
    </Box>
  );
}
