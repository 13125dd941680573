import type { ButtonProps } from '@mantine/core';
import { RowButtons } from '../../components/ui/row-buttons';

export type Decision = 'APPROVE' | 'REJECT';

/** The two decisions, as their buttons say and show them: Reject in red. */
const DECISIONS: { decision: Decision; label: string; look?: ButtonProps }[] = [
  { decision: 'APPROVE', label: 'Approve' },
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
    <RowButtons
      subject={subject}
      actions={DECISIONS.map(({ decision, label, look }) => ({
        label,
        look,
        loading: pending,
        onClick: () => onDecide(decision),
      }))}
    />
  );
}
