import { Button, Group } from '@mantine/core';
import { PRICEBOOK_RULE_MESSAGES } from '@portico/domain';
import { useState } from 'react';

/** Edit and Delete of one price: enabled only while it is future-dated (the server refuses the rest anyway). */
export function PriceActions({
  id,
  future,
  editing,
  onEdit,
  onDelete,
  deleting,
}: {
  id: number;
  future: boolean;
  editing: boolean;
  onEdit(): void;
  onDelete(): void;
  deleting: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const why = future ? undefined : PRICEBOOK_RULE_MESSAGES.notFuture;
  if (confirming)
    return (
      <Group gap={4} wrap="nowrap">
        <Button
          size="xs"
          color="red"
          loading={deleting}
          onClick={onDelete}
          aria-label={`Confirm delete of price ${id}`}
        >
          Confirm delete
        </Button>
        <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
          Keep
        </Button>
      </Group>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="light" disabled={!future} title={why} onClick={onEdit} aria-label={`Edit price ${id}`}>
        {editing ? 'Editing' : 'Edit'}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={!future}
        title={why}
        onClick={() => setConfirming(true)}
        aria-label={`Delete price ${id}`}
      >
        Delete
      </Button>
    </Group>
  );
}
