import { Alert, type AlertProps } from '@mantine/core';
import { useCallback, useState } from 'react';
import { messageOf } from '../../api';

interface OutcomeProps extends Pick<AlertProps, 'mt' | 'mb' | 'maw'> {
  /** the failure, shown first: a failed call (the server's message, or the generic one) or a message as written */
  error?: unknown;
  /** what the last change did, in the spec's words */
  success?: string | null;
  /** said of a failed call that brings no message of the server's (default: the generic one) */
  fallback?: string;
  /** offers a "Dismiss" button */
  onClose?(): void;
}

/**
 * The answer to the last action of a form or panel, next to it: a failure is announced as an alert, a success as a
 * status; nothing while there is neither.
 */
export function Outcome({ error, success, fallback, onClose, ...box }: OutcomeProps) {
  const failed = Boolean(error);
  if (!failed && !success) return null;
  return (
    <Alert
      role={failed ? 'alert' : 'status'}
      color={failed ? 'red' : 'green'}
      variant="light"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel="Dismiss"
      {...box}
    >
      {failed ? (typeof error === 'string' ? error : messageOf(error, fallback)) : success}
    </Alert>
  );
}

/** The answer to a panel's last action, shown with `<Outcome {...outcome.shown} />`; the setters never change. */
export function useOutcome() {
  const [shown, setShown] = useState<{ error?: unknown; success?: string }>({});
  return {
    shown,
    success: useCallback((message: string) => setShown({ success: message }), []),
    /** a failed call, or a refusal's message as written */
    failure: useCallback((error: unknown) => setShown({ error }), []),
    clear: useCallback(() => setShown({}), []),
  };
}
