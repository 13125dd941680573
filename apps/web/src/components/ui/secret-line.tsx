import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/**
 * A secret shown once to be copied (an API key's secret, a two-factor setup key): its label, a Copy button, and the
 * value in full, broken anywhere so that a long value stays inside its box.
 */
export function SecretLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block data-testid={testId} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
    </Stack>
  );
}
