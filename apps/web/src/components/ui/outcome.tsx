import { Alert, type AlertProps } from '@mantine/core';
import { messageOf } from '../../api';

interface OutcomeProps extends Pick<AlertProps, 'mt' | 'mb' | 'maw'> {
  /** the failure, shown first: a failed call (the server's message, or the generic one) or a message as written */
  error?: unknown;
  /** what the last change did, in the spec's words */
  success?: string | null;
  /** offers a "Dismiss" button */
  onClose?(): void;
}

/**
 * The answer to the last action of a form or panel, next to it: a failure is announced as an alert, a success as a
 * status; nothing while there is neither.
 */
export function Outcome({ error, success, onClose, ...box }: OutcomeProps) {
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
      {failed ? (typeof error === 'string' ? error : messageOf(error)) : success}
    </Alert>
  );
}
