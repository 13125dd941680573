import { Button, type ButtonProps, Group, type MantineSpacing } from '@mantine/core';

/** One action of a row: its word, its look (the default filled button unless given) and what it does. */
export interface RowAction {
  label: string;
  look?: ButtonProps;
  loading?: boolean;
  onClick(): void;
}

/**
 * A row's actions as small buttons on one line. `subject` names what the row is, so that each row's buttons are told
 * apart by their names ("Edit SPRING10", "Approve the speed change of …").
 */
export function RowButtons({
  subject,
  actions,
  gap = 'xs',
}: {
  subject?: string;
  actions: readonly RowAction[];
  gap?: MantineSpacing;
}) {
  return (
    <Group gap={gap} wrap="nowrap">
      {actions.map(({ label, look, loading, onClick }) => (
        <Button
          key={label}
          size="xs"
          {...look}
          onClick={onClick}
          loading={loading}
          aria-label={subject ? `${label} ${subject}` : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
