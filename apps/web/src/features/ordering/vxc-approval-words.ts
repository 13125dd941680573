import type { VxcApprovalView } from '@portico/contract';
import { VXC_APPROVAL_EXPIRY_DAYS } from '@portico/domain';

type Side = VxcApprovalView['payer'];

const sidesOf = (row: VxcApprovalView): Side[] => [row.payer, row.nonPayer];

/** The companies whose side of the order is still undecided, each named once. */
export function waitingCompanies(row: VxcApprovalView): { companyId: number; companyName: string }[] {
  const waiting = sidesOf(row).filter((s) => s.status === 'UN_ASSESSED');
  return waiting.filter((s, i) => waiting.findIndex((o) => o.companyId === s.companyId) === i);
}

/** Names joined as people write them: "A", "A and B". */
const namesOf = (companies: { companyName: string }[]) => companies.map((c) => c.companyName).join(' and ');

/**
 * Where the order stands, in plain words (decision 0072): whose approval it waits for, or how it ended. The states'
 * codes (PENDING, UN_ASSESSED, …) stay on the wire.
 */
export function approvalStatusWords(row: VxcApprovalView): string {
  if (row.outcome === 'PENDING') return `Waiting for ${namesOf(waitingCompanies(row))} to approve`;
  if (row.outcome === 'APPROVED') return 'Approved by both ends';
  if (row.expired) return `Expired: not approved within ${VXC_APPROVAL_EXPIRY_DAYS} days`;
  const rejecting = sidesOf(row).find((s) => s.status === 'REJECTED');
  return rejecting ? `Rejected by ${rejecting.companyName}` : 'Rejected';
}

/** One side's decision in words, naming the person who made it when one did. */
export function sideDecisionWords(side: Side): string {
  const by = side.approverName ? ` by ${side.approverName}` : '';
  if (side.status === 'UN_ASSESSED') return 'Not decided yet';
  return side.status === 'APPROVED' ? `Approved${by}` : `Rejected${by}`;
}
