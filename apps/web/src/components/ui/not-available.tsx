import { Code, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

interface NotAvailableProps {
  /** the route's parameters (e.g. an invoice id from the URL), echoed so the user sees the link was understood */
  params?: Readonly<Record<string, string | undefined>>;
}

/** The honest body of a screen that is not built yet: no sample data, nothing to click that does not work. */
export function NotAvailable({ params = {} }: NotAvailableProps) {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <title>Under construction</title>
            <path d="M12 8v5m0 3h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
        </ThemeIcon>
        <Stack gap={6}>
          <Text fw={600}>Not available yet</Text>
          <Text size="sm">This part of Portico is not built yet. It will appear here in a later release.</Text>
          {entries.length > 0 && (
            <Text size="sm" c="dimmed">
              Requested:{' '}
              {entries.map(([key, value], index) => (
                <span key={key}>
                  {index > 0 && ', '}
                  {key} <Code>{value}</Code>
                </span>
              ))}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
