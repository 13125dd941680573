import { Paper, Title } from '@mantine/core';
import { type ReactNode } from 'react';

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
