import { Paper, Title } from '@mantine/core';

/** What the signed-in user may do with the person shown: change it (staff or a manager), their own, or only read. */
export type Mode = 'manage' | 'self' | 'read';

/** One titled section of the person editor. */
export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
