import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** id of every page's main heading: the shell moves focus there after navigation so screen readers hear the page */
export const PAGE_TITLE_ID = 'page-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} size="h2" id={PAGE_TITLE_ID} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
