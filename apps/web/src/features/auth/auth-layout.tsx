import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DemoBadge } from '../../components/layout/demo-badge';

/** The frame of the pages reached without a session: login, forgot password, set password. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-light)">
      <Box w="100%" maw={420}>
        <Stack gap={4} align="center" mb="lg">
          <Title order={1}>Portico</Title>
          <DemoBadge />
          <Text c="dimmed" size="sm">
            Customer portal and staff console
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={2} size="h4" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
