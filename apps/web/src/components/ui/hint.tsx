import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A rule's answer the user can act on ("Please filter first!", a refused value), shown beside the field or list it
 * concerns, never in the page's red error banner (which is for failures nobody expected: 5xx, no connection).
 * Orange 9 reads at 5.2:1 on white and says "look here" without saying "broken". A live region: a screen reader
 * hears it when it appears after a click.
 */
export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} size="sm" c="orange.9" fw={500} role="status">
      {children}
    </Text>
  );
}
