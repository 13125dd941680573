import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

/** What to do meanwhile: a customer asks the provider; staff are the provider, and do it in the tools they have. */
const MEANWHILE = {
  customer:
    'This part of Portico is on its way and will appear here in a later release. Until then, please contact your account manager or support for anything you need from it.',
  staff:
    'This part of the console is on its way and will appear here in a later release. Until then, do this work in the systems the team uses today.',
};

/**
 * The honest body of a screen that is not built yet: it says so and what to do meanwhile, with no sample data,
 * nothing to click that does not work, and no internals (route parameters, ids) echoed back.
 */
export function NotAvailable({ staff = false }: { staff?: boolean }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" color="blue" size="lg" radius="xl" aria-hidden>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        </ThemeIcon>
        <Stack gap={6}>
          <Text fw={600}>Coming soon</Text>
          <Text size="sm">{staff ? MEANWHILE.staff : MEANWHILE.customer}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
