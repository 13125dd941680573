import { Button, type ButtonProps, Group } from '@mantine/core';

export type Decision = 'APPROVE' | 'REJECT';

/** The two decisions, as their buttons say and show them: Reject in red. */
const DECISIONS: { decision: Decision; label: string; look: ButtonProps }[] = [
  { decision: 'APPROVE', label: 'Approve', look: {} },
  { decision: 'REJECT', label: 'Reject', look: { color: 'red', variant: 'light' } },
];

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
      {DECISIONS.map(({ decision, label, look }) => (
        <Button
          key={decision}
          size="xs"
          {...look}
          onClick={() => onDecide(decision)}
          loading={pending}
          aria-label={subject ? `${label} ${subject}` : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
