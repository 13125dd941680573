import { Alert, Paper, Title } from '@mantine/core';
import { MESSAGES } from '@portico/domain';
import { type ReactNode } from 'react';
import { isApiError } from '../../api';

/** The message of a failed call: the server's own, or the generic one. */
export const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);

/** What the last change did: the failure or the success message. */
export function Outcome({ error, success }: { error: unknown; success: string | null }) {
  if (error) {
    return (
      <Alert role="alert" color="red" variant="light">
        {errorText(error)}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert role="status" color="green" variant="light">
        {success}
      </Alert>
    );
  }
  return null;
}

/** One titled section of the partner view. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
