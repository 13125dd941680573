/**
 * The approval of a VXC by the owners of its two ends (customer portal spec §4): the payer's side and the other
 * side each UN_ASSESSED, APPROVED or REJECTED. A party decides only its own side and only while it is UN_ASSESSED;
 * staff orders and orders whose two ends have one owner start approved on both sides; provisioning starts only when
 * both sides have approved; one rejection ends the order (nothing billed, its VLAN freed, its promo use returned).
 */

export const VXC_APPROVAL_STATUSES = ['UN_ASSESSED', 'APPROVED', 'REJECTED'] as const;
export type VxcApprovalStatus = (typeof VXC_APPROVAL_STATUSES)[number];
export type VxcSide = 'payer' | 'nonPayer';

export interface VxcApproval {
  payerStatus: VxcApprovalStatus;
  nonPayerStatus: VxcApprovalStatus;
}

/** Where an order stands, as its events name it (VXC order approved, pending, rejected). */
export type VxcApprovalOutcome = 'APPROVED' | 'PENDING' | 'REJECTED';

/**
 * How many VXC orders one company may have waiting for the approval of one other company at once (decision 0068):
 * each holds a VLAN on the other company's Port until it is decided, so a company cannot fill another's Ports with
 * orders it will never approve. Fifty is more than a person orders towards one partner at a time.
 */
export const MAX_VXC_ORDERS_AWAITING_ONE_COMPANY = 50;

/** Days an order may wait for the other side's approval; then it expires, with a rejection's effects (decision 0068). */
export const VXC_APPROVAL_EXPIRY_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest time an order still waiting may have been placed at `now` to have expired (inclusive). */
export function vxcApprovalExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - VXC_APPROVAL_EXPIRY_DAYS * DAY_MS);
}

/** True when an order placed at `createdAt` and still waiting has passed its approval window at `now`. */
export function isVxcApprovalExpired(createdAt: Date, now: Date): boolean {
  return createdAt.getTime() <= vxcApprovalExpiryCutoff(now).getTime();
}

/** True when one more order towards the same company would pass the bound (`waiting`: those waiting already). */
export function tooManyVxcOrdersAwaiting(waiting: number): boolean {
  return waiting >= MAX_VXC_ORDERS_AWAITING_ONE_COMPANY;
}

export const VXC_APPROVAL_MESSAGES = {
  tooManyAwaiting: `You already have ${MAX_VXC_ORDERS_AWAITING_ONE_COMPANY} VXC orders waiting for this company's approval. Order more once it has approved or rejected them.`,
  noneToReject: 'No VXC orders from that company wait for your approval',
  rejectedAll: 'VXC orders rejected',
  expired: `This VXC order was not approved within ${VXC_APPROVAL_EXPIRY_DAYS} days and has expired`,
  notYourSide: 'You can approve or reject only your own side of a VXC',
  alreadyAssessed: 'This side of the VXC has already been approved or rejected',
  orderRejected: 'This VXC order has been rejected',
  approved: 'VXC order approved',
  rejected: 'VXC order rejected',
  notFound: 'VXC order not found',
} as const;

export interface VxcOrderParties {
  /** the company that pays (owns the A end or is ordered for) and the company owning the other end */
  payerCompanyId: number;
  nonPayerCompanyId: number;
  /** the company whose login placed the order (after choosing the company ordered for) */
  orderingCompanyId: number;
  orderedByStaff: boolean;
}

/**
 * The statuses an order starts with: staff orders and one owner of both ends approve both sides at once; otherwise
 * the side of the company ordering is approved by the order itself and the other side waits for its owner.
 */
export function initialVxcApproval(parties: VxcOrderParties): VxcApproval {
  if (parties.orderedByStaff || parties.payerCompanyId === parties.nonPayerCompanyId)
    return { payerStatus: 'APPROVED', nonPayerStatus: 'APPROVED' };
  const status = (companyId: number): VxcApprovalStatus =>
    companyId === parties.orderingCompanyId ? 'APPROVED' : 'UN_ASSESSED';
  return { payerStatus: status(parties.payerCompanyId), nonPayerStatus: status(parties.nonPayerCompanyId) };
}

export function vxcApprovalOutcome(approval: VxcApproval): VxcApprovalOutcome {
  if (approval.payerStatus === 'REJECTED' || approval.nonPayerStatus === 'REJECTED') return 'REJECTED';
  return approval.payerStatus === 'APPROVED' && approval.nonPayerStatus === 'APPROVED' ? 'APPROVED' : 'PENDING';
}

/** Provisioning may start only once both sides have approved. */
export function canProvisionVxc(approval: VxcApproval): boolean {
  return vxcApprovalOutcome(approval) === 'APPROVED';
}

/** The sides a company owns and so may decide: none, one, or both (then the order was approved when placed). */
export function vxcSidesOf(parties: Pick<VxcOrderParties, 'payerCompanyId' | 'nonPayerCompanyId'>, companyId: number) {
  const sides: VxcSide[] = [];
  if (parties.payerCompanyId === companyId) sides.push('payer');
  if (parties.nonPayerCompanyId === companyId) sides.push('nonPayer');
  return sides;
}

/**
 * A company's decision on its side: the new statuses and where the order now stands, or the message refusing it.
 * Refused when the company owns neither side, when the order is already rejected, or when its side is no longer
 * UN_ASSESSED.
 */
export function decideVxcSide(
  approval: VxcApproval,
  parties: Pick<VxcOrderParties, 'payerCompanyId' | 'nonPayerCompanyId'>,
  companyId: number,
  decision: 'APPROVE' | 'REJECT',
): { approval: VxcApproval; outcome: VxcApprovalOutcome } | { error: string } {
  if (vxcApprovalOutcome(approval) === 'REJECTED') return { error: VXC_APPROVAL_MESSAGES.orderRejected };
  const side = vxcSidesOf(parties, companyId).find((s) => statusOf(approval, s) === 'UN_ASSESSED');
  if (!side) {
    return vxcSidesOf(parties, companyId).length === 0
      ? { error: VXC_APPROVAL_MESSAGES.notYourSide }
      : { error: VXC_APPROVAL_MESSAGES.alreadyAssessed };
  }
  const status: VxcApprovalStatus = decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  const next: VxcApproval =
    side === 'payer' ? { ...approval, payerStatus: status } : { ...approval, nonPayerStatus: status };
  return { approval: next, outcome: vxcApprovalOutcome(next) };
}

function statusOf(approval: VxcApproval, side: VxcSide): VxcApprovalStatus {
  return side === 'payer' ? approval.payerStatus : approval.nonPayerStatus;
}
