import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a description list (inside a `dl`): its label, and its value or a dash when it has none. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children ?? '—'}
      </Text>
    </div>
  );
}
