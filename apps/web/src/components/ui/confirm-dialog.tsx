import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Asks before an action that cannot be taken back lightly; Cancel has the focus, Escape cancels. */
export function ConfirmDialog({
  opened,
  title,
  confirmLabel,
  loading,
  onCancel,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  loading?: boolean;
  onCancel(): void;
  onConfirm(): void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
