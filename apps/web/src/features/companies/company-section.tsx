import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the company's Details tab: a region named by its heading. */
export function CompanySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
