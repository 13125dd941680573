import { Button, Group } from '@mantine/core';

export type Decision = 'APPROVE' | 'REJECT';

/**
 * Approve and Reject for one row of an approvals list (VXC orders, speed change requests). `subject` names what is
 * decided, so that each row's buttons are told apart by their names ("Approve the speed change of …").
 */
export function DecisionButtons({
  onDecide,
  pending,
  subject,
}: {
  onDecide: (decision: Decision) => void;
  pending: boolean;
  subject?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        onClick={() => onDecide('APPROVE')}
        loading={pending}
        aria-label={subject ? `Approve ${subject}` : undefined}
      >
        Approve
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => onDecide('REJECT')}
        loading={pending}
        aria-label={subject ? `Reject ${subject}` : undefined}
      >
        Reject
      </Button>
    </Group>
  );
}
