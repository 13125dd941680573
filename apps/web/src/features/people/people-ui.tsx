import { Alert, Badge } from '@mantine/core';
import { MESSAGES } from '@portico/domain';
import { useCallback, useState } from 'react';
import { isApiError } from '../../api';

/** What the user is told about a failed call shown next to the control that made it. */
export function problemOf(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.unexpected;
}

export interface Flash {
  message: string;
  tone: 'success' | 'error';
}

/** A short-lived answer to the last action of a panel: a spec success message or the server's refusal. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  return {
    flash,
    success: useCallback((message: string) => setFlash({ message, tone: 'success' }), []),
    error: useCallback((errorOrMessage: unknown) => {
      setFlash({
        message: typeof errorOrMessage === 'string' ? errorOrMessage : problemOf(errorOrMessage),
        tone: 'error',
      });
    }, []),
    show: useCallback((next: Flash) => setFlash(next), []),
    clear: useCallback(() => setFlash(null), []),
  };
}

export function FlashAlert({ flash, onClose }: { flash: Flash | null; onClose?: () => void }) {
  if (!flash) return null;
  const success = flash.tone === 'success';
  return (
    <Alert
      role={success ? 'status' : 'alert'}
      color={success ? 'green' : 'red'}
      variant="light"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel="Dismiss"
    >
      {flash.message}
    </Alert>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function fullName(person: { firstName: string; lastName: string; username: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name === '' ? person.username : name;
}

export function formatDateTime(ms: number | null): string {
  if (ms === null) return '—';
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
