import { Paper, Stack, Title } from '@mantine/core';
import { type Flash, FlashAlert } from './people-ui';

/** What the signed-in user may do with the person shown: change it (staff or a manager), their own, or only read. */
export type Mode = 'manage' | 'self' | 'read';

/**
 * One titled section of the person editor. Given a `flash` (useFlash), its parts are stacked `gap` apart with the
 * answer to its last change under them.
 */
export function Panel({
  title,
  flash,
  gap = 'sm',
  children,
}: {
  title: string;
  flash?: { flash: Flash | null; clear(): void };
  gap?: 'xs' | 'sm';
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {flash ? (
        <Stack gap={gap}>
          {children}
          <FlashAlert flash={flash.flash} onClose={flash.clear} />
        </Stack>
      ) : (
        children
      )}
    </Paper>
  );
}
